/** Full-screen post dialog, thread view, gallery and document viewer (spec 3 §2.1-§2.3). */
export const postViewsCopy = {} as const;
