/** Interface copy, one file per area under shared/copy/; imported from here. */
export * from './copy/chat';
export * from './copy/composer';
export * from './copy/engagement';
export * from './copy/extension';
export * from './copy/groups';
export * from './copy/invitations';
export * from './copy/people';
export * from './copy/post-views';
export * from './copy/posts';
export * from './copy/popup';
export * from './copy/profile';
export * from './copy/shell';
export * from './copy/timelines';
export * from './copy/jobs';
export * from './copy/esign';
export * from './copy/help';
export * from './copy/meet';
