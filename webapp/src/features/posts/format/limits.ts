/**
 * Card limits of spec 3 §9. They only shape how a card reads, so they live with the card's
 * formatting rather than in shared/rules.ts (which holds limits the server also enforces).
 */
export const POST_TEXT_PREVIEW_CHARS = 200;
export const IMAGE_TILES_MAX = 3;
export const CONNECTION_AVATARS_MAX = 4;
export const GROUP_AVATARS_MAX = 5;
export const GROUP_NAMES_SHOWN = 4;
/** The tooltip on a group post's 'N others' names up to 12, then 'and N others'. */
export const GROUP_TOOLTIP_NAMES = 12;
