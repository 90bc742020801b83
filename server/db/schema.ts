import type { Generated } from 'kysely';
import type { AuthTables } from './schema/auth';
import type { PlatformTables } from './schema/platform';
import type { PairingsTables } from './schema/pairings';
import type { GroupsTables } from './schema/groups';
import type { PostsTables } from './schema/posts';
import type { MediaTables } from './schema/media';
import type { InvitationsTables } from './schema/invitations';
import type { ContactsTables } from './schema/contacts';
import type { ProfilesTables } from './schema/profiles';
import type { NotificationsTables } from './schema/notifications';
import type { CommentsTables } from './schema/comments';
import type { LikesTables } from './schema/likes';
import type { ChatTables } from './schema/chat';
import type { JobsTables } from './schema/jobs';
import type { EsignTables } from './schema/esign';
import type { MeetingsTables } from './schema/meetings';
import type { FeedbackTables } from './schema/feedback';
import type { KnowledgeTables } from './schema/knowledge';
import type { AssistantTables } from './schema/assistant';
import type { AccountTables } from './schema/account';

/**
 * The database as the code sees it. Times are ISO strings on both engines (see
 * iso-dates-plugin.ts); booleans of our own tables are 0/1 integers; JSON is text.
 * Each feature's tables are in schema/<feature>.ts and this type joins them: a later
 * migration that adds a table or column adds it to its feature's file too.
 */
export interface Database
  extends AuthTables,
    PlatformTables,
    PairingsTables,
    GroupsTables,
    PostsTables,
    MediaTables,
    InvitationsTables,
    ContactsTables,
    ProfilesTables,
    NotificationsTables,
    CommentsTables,
    LikesTables,
    ChatTables,
    JobsTables,
    EsignTables,
    MeetingsTables,
    FeedbackTables,
    KnowledgeTables,
    AssistantTables,
    AccountTables {}

export type * from './schema/auth';
export type * from './schema/platform';
export type * from './schema/pairings';
export type * from './schema/groups';
export type * from './schema/posts';
export type * from './schema/media';
export type * from './schema/invitations';
export type * from './schema/contacts';
export type * from './schema/profiles';
export type * from './schema/notifications';
export type * from './schema/comments';
export type * from './schema/likes';
export type * from './schema/chat';
export type * from './schema/jobs';
export type * from './schema/esign';
export type * from './schema/meetings';
export type * from './schema/feedback';
export type * from './schema/knowledge';
export type * from './schema/assistant';
export type * from './schema/account';
export type { Generated };
