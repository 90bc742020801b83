import type { RealtimeHandlers } from '../../../lib/realtime-bridge';

// PLACEHOLDER (owned by the engagement helper; replaced in this session).
export const engagementRealtimeHandlers: RealtimeHandlers = {};
