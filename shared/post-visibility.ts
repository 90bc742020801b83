/**
 * Who a post is for (spec 2 §6, spec 3 §9), without zod: the composer's screens read these at
 * run time, and importing them from api/posts.ts (which re-exports them) loaded zod's 26 KiB.
 */
export const VISIBILITY_TYPES = [
  'PUBLIC',
  'ALL_OF_MY_RELATIONSHIPS',
  'SPECIFIC_PEOPLE',
  'COLLABORATION_GROUP',
] as const;
export type VisibilityType = (typeof VISIBILITY_TYPES)[number];
/** Spec 2 §6: Public is not offered for meetings or e-signing, and the server refuses it. */
export const NEVER_PUBLIC_TYPES: readonly string[] = ['meeting', 'esign'];
/** Spec 3 §9: a post without a visibility is PUBLIC. */
export const DEFAULT_VISIBILITY: VisibilityType = 'PUBLIC';
