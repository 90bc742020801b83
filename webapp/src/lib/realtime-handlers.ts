import { assistantRealtimeHandlers } from '../features/assistant/assistant-realtime';
import { groupRealtimeHandlers } from '../features/groups/groups-realtime';
import { notificationRealtimeHandlers } from '../features/notifications/notifications-realtime';
import { jobRealtimeHandlers } from '../features/jobs/jobs-realtime';
import { peopleRealtimeHandlers } from '../features/people/people-realtime';
import { engagementRealtimeHandlers } from '../features/posts/engagement/engagement-realtime';
import { postRealtimeHandlers } from '../features/posts/posts-realtime';
import { unreadRealtimeHandlers } from '../features/shell/unread-realtime';
import { userRealtimeHandlers } from '../features/users/user-realtime';
import { accountDataRealtimeHandlers } from '../features/account/account-data-realtime';
import type { RealtimeHandlers } from './realtime-bridge';

/**
 * Every feature's realtime handlers. A feature adds its map here.
 */
export const realtimeHandlerSets: readonly RealtimeHandlers[] = [
  userRealtimeHandlers,
  peopleRealtimeHandlers,
  groupRealtimeHandlers,
  postRealtimeHandlers,
  engagementRealtimeHandlers,
  jobRealtimeHandlers,
  unreadRealtimeHandlers,
  assistantRealtimeHandlers,
  notificationRealtimeHandlers,
  accountDataRealtimeHandlers,
];
