import type { HistoryEvent } from '@shared/realtime';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { type DialectName, writesInWith } from '../db/dialect';

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
 * One event under its channel's next seq in one statement, where the dialect writes in a WITH
 * (PostgreSQL): the upsert's lock is taken as the event is stored, one round trip instead of
 * two while the channel's row is locked (every chat post of a group takes it).
 */
const appendOne = compiledOnce((db, channel: string, event: string, data: string, createdAt: string) =>
  db
    .with('taken', (q) =>
      q
        .insertInto('realtime_channel')
        .values({ channel, lastSeq: 1 })
        .onConflict((oc) =>
          oc.column('channel').doUpdateSet((eb) => ({ lastSeq: eb('realtime_channel.lastSeq', '+', 1) })),
        )
        .returning('lastSeq'),
    )
    .insertInto('realtime_event')
    .columns(['channel', 'seq', 'event', 'data', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('taken')
        .select([
          sql<string>`cast(${channel} as text)`.as('channel'),
          'taken.lastSeq',
          sql<string>`cast(${event} as text)`.as('event'),
          sql<string>`cast(${data} as text)`.as('data'),
          sql<string>`cast(${createdAt} as timestamptz)`.as('createdAt'),
        ]),
    )
    .returning('seq'),
);

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
    const [stored] = await this.db.transaction().execute((trx) => this.appendIn(trx, [{ channel, event, data }]));
    return stored as HistoryEvent;
  }

  /**
   * Stores the events under their channels' next seqs inside the caller's transaction. The
   * upsert takes each channel row's lock until that transaction ends (SQLite has a single
   * writer), so concurrent writers get consecutive seqs and commit in seq order. Channels
   * are locked in name order, so two transactions over the same channels cannot deadlock.
   */
  async appendIn(trx: Db, events: StagedEvent[]): Promise<HistoryEvent[]> {
    const createdAt = new Date().toISOString();
    const jsons = events.map(({ channel, event, data }) => {
      const json = JSON.stringify(data ?? null);
      if (Buffer.byteLength(json) > MAX_EVENT_BYTES)
        throw new Error(`realtime: the ${event} event on ${channel} is larger than 1 MiB`);
      return json;
    });
    const [one] = events;
    if (events.length === 1 && one && this.#oneStatement) {
      const [row] = await appendOne(trx, one.channel, one.event, jsons[0] as string, createdAt);
      if (!row) throw new Error(`realtime: no seq for ${one.channel}`);
      const data = JSON.parse(jsons[0] as string) as unknown;
      return [{ channel: one.channel, seq: Number(row.seq), event: one.event, data, createdAt }];
    }
    const byChannel = new Map<string, number[]>();
    events.forEach((e, i) => {
      const indexes = byChannel.get(e.channel);
      if (indexes) indexes.push(i);
      else byChannel.set(e.channel, [i]);
    });
    const seqs: number[] = new Array(events.length);
    for (const channel of [...byChannel.keys()].sort()) {
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
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as unknown }));
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
