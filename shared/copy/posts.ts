/** Post cards (spec 3 §2.2-§2.3; spec texts in messages.posts). */
export const postsCopy = {} as const;
