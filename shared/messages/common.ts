export const genericMessages = {
  notAllowed: 'You are not allowed to do that.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  invalidInput: 'Some of the values you sent are not valid.',
  routeNotFound: 'There is no such API route.',
  somethingWentWrong: 'Something Went Wrong. Please try again Later',
  tryAgainLater: 'Please try again later',
  checkConnection: 'Please check your connection',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
  tooLarge: 'File too Big, please select a file equal or less than 10mb',
  requestTooLarge: 'The request is too large.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyInFlight: 'This request is still being processed. Please try again shortly.',
} as const;

export const filesMessages = {
  frozen: "This post's files can no longer be changed.",
  notAllowedPath: 'You can only change files in your own upload folder.',
  invalidPath: 'That file path is not valid.',
  linkExpired: 'This file link has expired or is not valid.',
  tooLarge: 'Max allowed size is 100MB',
} as const;
