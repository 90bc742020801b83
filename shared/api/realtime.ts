import { z } from 'zod';
import { CHANNEL_PATTERN, type ClientFrame, HISTORY_DEFAULT_LIMIT, HISTORY_MAX_LIMIT } from '../realtime';

/** The zod side of the realtime contract (shared/realtime.ts holds the zod-free rest). */
export const zChannelName = z.string().regex(CHANNEL_PATTERN, 'Not a channel name.');

export const zClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(200) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(200) }),
  z.object({ type: z.literal('focus'), channel: z.string().max(200).nullable() }),
]) satisfies z.ZodType<ClientFrame>;

export const zHistoryQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT).default(HISTORY_DEFAULT_LIMIT),
});
