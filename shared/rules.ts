/** Limits and constants from the spec, shared by server and clients. */
export const PASSWORD_MIN_LENGTH = 8;
/** 8 characters, 1 number, 1 special character (spec 1 §5). */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;

export const INVITATION_MESSAGE_MAX = 1000;
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 250;
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const CSV_MAX_BYTES = 10240 * 1024;

export const HEADER_SHRINK_SCROLL_PX = 50;
export const PROFILE_LINK_TOAST_MS = 5000;
export const MISSED_MESSAGES_POLL_MS = 30_000;

export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_TYPES = ['user', 'recruiter', 'assistant', 'testUser', 'support'] as const;
export type UserType = (typeof USER_TYPES)[number];
