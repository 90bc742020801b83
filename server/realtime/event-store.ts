import type { HistoryEvent } from '@shared/realtime';
import { CompiledQuery, type QueryResult } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { type DialectName, writesInWith } from '../db/dialect';
import { sendLater } from '../db/write-behind';

const LAST_SEQ_BATCH = 500;
/** Rows per insert statement: 5 parameters each stays far below SQLite's variable limit. */
const INSERT_BATCH = 500;
/** Events are notifications, not documents: a client fetches anything bigger over HTTP. */
export const MAX_EVENT_BYTES = 1024 * 1024;

export type StagedEvent = { channel: string; event: string; data: unknown };

// Every staged event runs these two: built and compiled once (server/db/compiled-once.ts).
const takeSeqs = compiledOnce((db, channel: string, count: number) =>
  db
    .insertInto('realtime_channel')
    .values({ channel, lastSeq: count })
    .onConflict((oc) =>
      oc.column('channel').doUpdateSet((eb) => ({ lastSeq: eb('realtime_channel.lastSeq', '+', count) })),
    )
    .returning('lastSeq'),
);
const insertEvent = compiledOnce((db, channel: string, seq: number, event: string, data: string, createdAt: string) =>
  db.insertInto('realtime_event').values({ channel, seq, event, data, createdAt }),
);

/**
 * A channel's events under its next seqs in one statement, where the dialect writes in a WITH
 * (PostgreSQL): the upsert's lock is taken as the events are stored. Constant SQL (the events
 * travel as two arrays), so nothing is built or compiled per call. Returns the events' seqs.
 */
const APPEND_TO_CHANNEL = `with taken as (
  insert into realtime_channel (channel, "lastSeq") values (cast($1 as text), cast($2 as bigint))
  on conflict (channel) do update set "lastSeq" = realtime_channel."lastSeq" + excluded."lastSeq"
  returning "lastSeq"
)
insert into realtime_event (channel, seq, event, data, "createdAt")
select cast($1 as text), taken."lastSeq" - cast($2 as bigint) + e.ord, e.event, e.data, cast($5 as timestamptz)
from taken, unnest(cast($3 as text[]), cast($4 as text[])) with ordinality as e(event, data, ord)
returning seq`;

/**
 * The durable side of realtime: per-channel sequence numbers and the events behind the
 * history endpoint. Queries only; who may read what is decided in access.ts.
 */
export class EventStore {
  readonly #oneStatement: boolean;

  constructor(
    private readonly db: Db,
    dialect: DialectName,
  ) {
    this.#oneStatement = writesInWith(dialect);
  }

  /** Gives the event the channel's next seq and stores it, in a transaction of its own. */
  async append(channel: string, event: string, data: unknown): Promise<HistoryEvent> {
    const { stored } = await this.db.transaction().execute((trx) => this.appendIn(trx, [{ channel, event, data }]));
    return (await stored)[0] as HistoryEvent;
  }

  /**
   * Stores the events under their channels' next seqs inside the caller's transaction. The
   * upsert takes each channel row's lock until that transaction ends (SQLite has a single
   * writer), so concurrent writers get consecutive seqs and commit in seq order. Channels
   * are locked in name order, so two transactions over the same channels cannot deadlock.
   *
   * Resolves once the events are sent; `stored` gives them with their seqs. In a write-behind
   * transaction (db/write-behind.ts) that is only by its commit: the seqs are read after it.
   */
  async appendIn(trx: Db, events: StagedEvent[]): Promise<{ stored: Promise<HistoryEvent[]> }> {
    const createdAt = new Date().toISOString();
    const jsons = events.map(({ channel, event, data }) => {
      const json = JSON.stringify(data ?? null);
      if (Buffer.byteLength(json) > MAX_EVENT_BYTES)
        throw new Error(`realtime: the ${event} event on ${channel} is larger than 1 MiB`);
      return json;
    });
    const byChannel = new Map<string, number[]>();
    events.forEach((e, i) => {
      const indexes = byChannel.get(e.channel);
      if (indexes) indexes.push(i);
      else byChannel.set(e.channel, [i]);
    });
    const channels = [...byChannel.keys()].sort();
    const stored = (seqs: number[]) =>
      events.map((e, i) => ({
        channel: e.channel,
        seq: seqs[i] as number,
        event: e.event,
        data: JSON.parse(jsons[i] as string) as unknown,
        createdAt,
      }));
    if (this.#oneStatement) {
      const answers: Promise<QueryResult<{ seq: number }>>[] = [];
      for (const channel of channels) {
        const indexes = byChannel.get(channel) as number[];
        const query = CompiledQuery.raw(APPEND_TO_CHANNEL, [
          channel,
          indexes.length,
          indexes.map((i) => (events[i] as StagedEvent).event),
          indexes.map((i) => jsons[i] as string),
          createdAt,
        ]);
        answers.push((await sendLater<{ seq: number }>(trx, query)).answer);
      }
      const seqsOf = async () => {
        const seqs: number[] = new Array(events.length);
        const results = await Promise.all(answers);
        channels.forEach((channel, c) => {
          const indexes = byChannel.get(channel) as number[];
          const last = Math.max(...(results[c]?.rows ?? []).map((row) => Number(row.seq)));
          if (!Number.isFinite(last)) throw new Error(`realtime: no seq for ${channel}`);
          indexes.forEach((index, k) => {
            seqs[index] = last - indexes.length + 1 + k;
          });
        });
        return stored(seqs);
      };
      const later = seqsOf();
      later.catch(() => {});
      return { stored: later };
    }
    const seqs: number[] = new Array(events.length);
    for (const channel of channels) {
      const indexes = byChannel.get(channel) as number[];
      const count = indexes.length;
      const [row] = await takeSeqs(trx, channel, count);
      if (!row) throw new Error(`realtime: no seq for ${channel}`);
      const first = Number(row.lastSeq) - count + 1;
      indexes.forEach((index, k) => {
        seqs[index] = first + k;
      });
    }
    const rows = events.map((e, i) => ({
      channel: e.channel,
      seq: seqs[i] as number,
      event: e.event,
      data: jsons[i] as string,
      createdAt,
    }));
    const [only] = rows;
    if (rows.length === 1 && only)
      await insertEvent(trx, only.channel, only.seq, only.event, only.data, only.createdAt);
    else
      for (let i = 0; i < rows.length; i += INSERT_BATCH)
        await trx
          .insertInto('realtime_event')
          .values(rows.slice(i, i + INSERT_BATCH))
          .execute();
    return { stored: Promise.resolve(stored(seqs)) };
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
