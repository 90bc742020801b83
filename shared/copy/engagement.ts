/** Comments, replies, likes and shared-with drawers (spec 3 §2.2, §4.6, §6). */
export const engagementCopy = {} as const;
