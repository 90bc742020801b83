import { authMessages, passwordMessages } from './messages/account';
import { accountDataMessages } from './messages/account-data';
import { assistantMessages, knowledgeMessages, subscriptionMessages } from './messages/assistant';
import { chatMessages } from './messages/chat';
import { commentsMessages } from './messages/comments';
import { filesMessages, genericMessages } from './messages/common';
import { esignMessages } from './messages/esign';
import { feedbackMessages } from './messages/feedback';
import { groupsMessages } from './messages/groups';
import { jobsMessages } from './messages/jobs';
import { linkPreviewMessages } from './messages/link-preview';
import { meetMessages } from './messages/meet';
import { notificationsMessages } from './messages/notifications';
import { contactsMessages, csvMessages, peopleMessages, relationshipsMessages } from './messages/people';
import { composerMessages, postsMessages } from './messages/posts';
import { profileMessages } from './messages/profile';
import { searchMessages } from './messages/search';

/**
 * The product's copy, verbatim from the spec. Components and the server import these;
 * they are never retyped. Functions build the texts that carry a value.
 * One file per area under shared/messages/; imported from here.
 */
export type { SharedKind } from './messages/posts';

export const messages = {
  password: passwordMessages,
  feedback: feedbackMessages,
  auth: authMessages,
  accountData: accountDataMessages,
  generic: genericMessages,
  relationships: relationshipsMessages,
  contacts: contactsMessages,
  people: peopleMessages,
  groups: groupsMessages,
  posts: postsMessages,
  notifications: notificationsMessages,
  comments: commentsMessages,
  csv: csvMessages,
  chat: chatMessages,
  meet: meetMessages,
  files: filesMessages,
  composer: composerMessages,
  search: searchMessages,
  profile: profileMessages,
  jobs: jobsMessages,
  esign: esignMessages,
  knowledge: knowledgeMessages,
  assistant: assistantMessages,
  subscription: subscriptionMessages,
  linkPreview: linkPreviewMessages,
} as const;
