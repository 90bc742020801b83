/** Chat box constants (spec 2 §2, §9). */
export const CHAT_EDITOR_MAX_HEIGHT_PX = 200;
/** The drop zone appears after this much hovering, and goes this long after the drag leaves. */
export const DRAG_HOVER_DEBOUNCE_MS = 100;
export const DRAG_LEAVE_DEBOUNCE_MS = 1000;
/** One file per chat message (spec 2 §5). */
export const CHAT_MAX_FILES = 1;
/** Typing: sent at most this often while typing; shown this long after the last signal. */
export const TYPING_SEND_INTERVAL_MS = 2000;
export const TYPING_SHOW_MS = 5000;
/** Group typing line: names shown before 'and N others'. */
export const TYPING_NAMES_SHOWN = 2;
/** Spec 3 §5: the chat edit textarea grows to at most 8 rows. */
export const CHAT_EDIT_MAX_ROWS = 8;
