import { groupRealtimeHandlers } from '../features/groups/groups-realtime';
import { peopleRealtimeHandlers } from '../features/people/people-realtime';
import { userRealtimeHandlers } from '../features/users/user-realtime';
import type { RealtimeHandlers } from './realtime-bridge';

/**
 * Every feature's realtime handlers. A feature adds its map here, e.g.
 * `postRealtimeHandlers` from features/posts/post-realtime.ts.
 */
export const realtimeHandlerSets: readonly RealtimeHandlers[] = [
  userRealtimeHandlers,
  peopleRealtimeHandlers,
  groupRealtimeHandlers,
];
