import type { HistoryEvent } from '@shared/realtime';
import type { Db } from '../db/database';

const LAST_SEQ_BATCH = 500;
/** Events are notifications, not documents: a client fetches anything bigger over HTTP. */
export const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * The durable side of realtime: per-channel sequence numbers and the events behind the
 * history endpoint. Queries only; who may read what is decided in access.ts.
 */
export class EventStore {
  constructor(private readonly db: Db) {}

  /**
   * Gives the event the channel's next seq and stores it, in one transaction. The upsert
   * takes the channel row's lock on PostgreSQL (SQLite has a single writer), so
   * concurrent publishers get consecutive seqs and commit in seq order.
   */
  async append(channel: string, event: string, data: unknown): Promise<HistoryEvent> {
    const json = JSON.stringify(data ?? null);
    if (Buffer.byteLength(json) > MAX_EVENT_BYTES)
      throw new Error(`realtime: the ${event} event on ${channel} is larger than 1 MiB`);
    const createdAt = new Date().toISOString();
    const seq = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('realtime_channel')
        .values({ channel, lastSeq: 1 })
        .onConflict((oc) =>
          oc.column('channel').doUpdateSet((eb) => ({ lastSeq: eb('realtime_channel.lastSeq', '+', 1) })),
        )
        .returning('lastSeq')
        .executeTakeFirstOrThrow();
      const next = Number(row.lastSeq);
      await trx.insertInto('realtime_event').values({ channel, seq: next, event, data: json, createdAt }).execute();
      return next;
    });
    return { channel, event, data: JSON.parse(json), seq, createdAt };
  }

  /** Events with seq in (afterSeq, throughSeq], ordered by seq. */
  async range(channel: string, afterSeq: number, limit: number, throughSeq?: number): Promise<HistoryEvent[]> {
    let query = this.db
      .selectFrom('realtime_event')
      .select(['channel', 'seq', 'event', 'data', 'createdAt'])
      .where('channel', '=', channel)
      .where('seq', '>', afterSeq);
    if (throughSeq !== undefined) query = query.where('seq', '<=', throughSeq);
    const rows = await query.orderBy('seq').limit(limit).execute();
    return rows.map((row) => ({ ...row, seq: Number(row.seq), data: JSON.parse(row.data) as unknown }));
  }

  /** The last seq of each channel (0 for a channel that never had an event), in one query per 500. */
  async lastSeqs(channels: string[]): Promise<Map<string, number>> {
    const result = new Map<string, number>(channels.map((name) => [name, 0]));
    for (let i = 0; i < channels.length; i += LAST_SEQ_BATCH) {
      const batch = channels.slice(i, i + LAST_SEQ_BATCH);
      const rows = await this.db
        .selectFrom('realtime_channel')
        .select(['channel', 'lastSeq'])
        .where('channel', 'in', batch)
        .execute();
      for (const row of rows) result.set(row.channel, Number(row.lastSeq));
    }
    return result;
  }

  async lastSeq(channel: string): Promise<number> {
    return (await this.lastSeqs([channel])).get(channel) ?? 0;
  }

  /** Deletes events older than the date; channel rows stay, so seqs keep growing. */
  async prune(olderThan: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('realtime_event')
      .where('createdAt', '<', olderThan.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
