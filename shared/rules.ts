/** Limits and constants from the spec, shared by server and clients. */
export const PASSWORD_MIN_LENGTH = 8;
/** 8 characters, 1 number, 1 special character (spec 1 §5). */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;
export const PASSWORD_MAX_LENGTH = 128;

export const INVITATION_MESSAGE_MAX = 1000;

/** Feedback (spec 1 §5, §9): a 0 to 10 scale, 2000 and 1000 characters, 5 files of 10 MB. */
export const FEEDBACK_RATING_MAX = 10;
export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_IMPROVEMENTS_MAX = 1000;
export const FEEDBACK_FILES_MAX = 5;
export const FEEDBACK_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 250;
/**
 * How many of the members a group post names travel with it (its `members` meta, with
 * `membersTotal` beside): the card shows four names and four avatars besides the author's,
 * then 'N others' and '+N' from the total, so a group of hundreds adds no more to a timeline page.
 */
export const GROUP_POST_MEMBERS_CARRIED = 5;
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const CSV_MAX_BYTES = 10240 * 1024;

export const HEADER_SHRINK_SCROLL_PX = 50;
export const PROFILE_LINK_TOAST_MS = 5000;
/** Timelines (spec 3 §4.6, §9): missed-message polling while the socket is down, scroll thresholds. */
export const HOME_POLL_MS = 30_000;
export const WORKSPACE_POLL_MS = 15_000;
export const BACK_TO_TOP_SCROLL_PX = 50;

/** Profiles (spec 3 §2.4, §2.6, §9): QR code, company description preview, phone contacts. */
export const PROFILE_QR_SIZE = 256;
export const PROFILE_QR_LEVEL = 'H';
export const COMPANY_DESCRIPTION_PREVIEW_CHARS = 600;
export const PHONE_CONTACT_DIGITS = 10;
export const PHONE_CONTACT_COUNTRY_PREFIX = '+1';

export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_TYPES = ['user', 'recruiter', 'assistant', 'testUser', 'support', 'premium'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Search (spec 1 §9): people search pages of 30 then 10; group and mixed search 50. */
export const SEARCH_USERS_FIRST_PAGE = 30;
export const SEARCH_USERS_NEXT_PAGE = 10;
export const SEARCH_GROUPS_PAGE = 50;
export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_TERM_MAX = 200;

/** Profiles (spec 3 §2.6, §3, §6, §9). */
export const PREMIUM_USER_TYPE = 'premium';
export const DELETED_USER_STATUS = 'deleted';
export const USER_LINKS_MAX = 20;
export const USER_LINK_TITLE_MAX = 100;
export const COMPANY_PAGE = 20;

/** Relationships and groups (spec 1 §9; spec 3 §9): the sidebar lists load 20, then 10 more. */
export const RECENT_CONNECTIONS_FIRST_PAGE = 20;
export const RECENT_CONNECTIONS_NEXT_PAGE = 10;
export const GROUPS_FIRST_PAGE = 20;
export const GROUPS_NEXT_PAGE = 10;
/** Contact import: the only accepted file extension. */
export const CSV_EXTENSION = '.csv';

/** People inputs (spec 1 §9): debounce of inputs, people search and invite suggestions. */
export const INPUT_DEBOUNCE_MS = 300;
export const PEOPLE_SEARCH_DEBOUNCE_MS = 500;
export const INVITE_SUGGESTION_DEBOUNCE_MS = 1000;
/** Local storage flag: the new-relationship help banner was dismissed (spec 1 §2, §9). */
export const CLOSED_NEW_RELATIONSHIP_HELP_TEXT = 'CLOSED_NEW_RELATIONSHIP_HELP_TEXT';

/** Posts (spec 3 §9, spec README decision 6): timeline pages of 15, idempotency keys for 24 h. */
export const TIMELINE_PAGE_SIZE = 15;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX = 255;

/** Comment pages (spec 3 §5-§7): replies, likers and shared-with lists per page. */
export const REPLIES_LIMIT = 50;
export const LIKERS_LIMIT = 10;
export const SHARED_WITH_LIMIT = 20;

/**
 * An e-mail address as zod's `z.email()` accepts it (its default pattern, copied so a client
 * checks addresses without loading zod; shared/rules.test.ts holds the two together).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
