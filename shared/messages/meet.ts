export const meetMessages = {
  leaveConfirm: 'Changes that you made may not be saved.',
  /** Beyond the spec (issue 14): the mesh's limit, the refusals of the meeting calls. */
  full: (max: number) => `This meeting is full: it holds up to ${max} people.`,
  notAMeeting: 'This post is not a meeting.',
  notInvited: 'This meeting was not shared with you.',
  notJoined: 'Join the meeting first.',
  peerTaken: 'That meeting connection belongs to someone else.',
} as const;
