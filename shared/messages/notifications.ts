/** Notifications (issue 14). */
export const notificationsMessages = {
  notFound: 'This notification does not exist.',
  /** A push subscription's endpoint (the browser's push service) that the server will not send to. */
  pushEndpointRefused:
    'This push endpoint is not accepted: it must be a public http or https address on port 80 or 443, without a user name or password.',
} as const;
