/** Home, group and relationship timelines (spec 3 §2.2, §4.6). */
export const timelinesCopy = {} as const;
