import { CompiledQuery, type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../realtime/event-store';
import { postgresTestUrl } from '../testing/test-database';
import { openBarePostgres } from './postgres-bare-testing';
import { afterCommit } from './after-commit';
import type { DatabaseHandle, Db } from './database';
import { sendLater } from './write-behind';

// Write-behind transactions on a bare table of a database of their own: PostgreSQL only.
const baseUrl = postgresTestUrl();
let bare: Awaited<ReturnType<typeof openBarePostgres>> | undefined;
let handle: DatabaseHandle;
let db: Kysely<any>;
/** Another session: it sees only what is committed. */
let outside: pg.Client;

beforeAll(async () => {
  if (!baseUrl) return;
  bare = await openBarePostgres(baseUrl);
  ({ handle, outside } = bare);
  db = handle.writeBehind as Kysely<any>;
  await sql`create table note (id serial primary key, body text not null unique)`.execute(handle.db);
  await sql`create table realtime_channel (channel text primary key, "lastSeq" bigint not null)`.execute(handle.db);
  await sql`create table realtime_event (channel text not null, seq bigint not null, event text not null,
    data text not null, "createdAt" timestamptz not null, primary key (channel, seq))`.execute(handle.db);
});
afterAll(async () => {
  await bare?.close();
});

const bodies = async () => (await outside.query('select body from note order by id')).rows.map((r) => r.body);
const insert = (trx: Kysely<any>, body: string) => trx.insertInto('note').values({ body }).execute();
const clear = () => outside.query('truncate note');

describe.skipIf(!baseUrl)('write-behind transactions (PostgreSQL)', () => {
  it('commits writes sent without waiting; a read in the transaction sees them', async () => {
    await clear();
    const seen = await db.transaction().execute(async (trx) => {
      await insert(trx, 'one');
      await insert(trx, 'two');
      // Nothing is committed yet: the writes have not even left.
      expect(await bodies()).toEqual([]);
      return (await trx.selectFrom('note').select('body').orderBy('id').execute()).map((r) => r.body);
    });
    expect(seen).toEqual(['one', 'two']);
    expect(await bodies()).toEqual(['one', 'two']);
  });

  it('fails the commit with the write that failed, keeps nothing of it, and the next transaction works', async () => {
    await clear();
    await insert(db, 'taken');
    const failed = db.transaction().execute(async (trx) => {
      await insert(trx, 'before');
      await insert(trx, 'taken'); // unique: fails, unseen until the commit
      await insert(trx, 'after');
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await bodies()).toEqual(['taken']);
    await db.transaction().execute((trx) => insert(trx, 'next'));
    expect(await bodies()).toEqual(['taken', 'next']);
  });

  it('throws the failed write, not "transaction aborted", at the next statement that is awaited', async () => {
    await clear();
    await insert(db, 'taken');
    let afterFailure: unknown;
    const failed = db.transaction().execute(async (trx) => {
      await insert(trx, 'taken');
      try {
        await trx.selectFrom('note').selectAll().execute();
      } catch (error) {
        afterFailure = error;
        throw error;
      }
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(afterFailure).toMatchObject({ code: '23505' });
    expect(await bodies()).toEqual(['taken']);
  });

  it('answers what is sent for later once the transaction commits, and runs commit hooks then only', async () => {
    await clear();
    const hooks: string[] = [];
    const later = await db.transaction().execute(async (trx) => {
      await insert(trx, 'counted');
      const sent = await sendLater<{ n: number }>(
        trx as unknown as Db,
        CompiledQuery.raw('select count(*)::int as n from note where body = $1', ['counted']),
      );
      await afterCommit(trx, () => hooks.push('committed'));
      expect(hooks).toEqual([]);
      return sent;
    });
    expect((await later.answer).rows).toEqual([{ n: 1 }]);
    expect(hooks).toEqual(['committed']);

    const rolledBack: string[] = [];
    await expect(
      db.transaction().execute(async (trx) => {
        await afterCommit(trx, () => rolledBack.push('committed'));
        await insert(trx, 'counted');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(rolledBack).toEqual([]);
  });

  it('sends what waits for later even when the transaction awaits it', async () => {
    await clear();
    const rows = await db.transaction().execute(async (trx) => {
      await insert(trx, 'awaited');
      const sent = await sendLater<{ body: string }>(
        trx as unknown as Db,
        CompiledQuery.raw('select body from note', []),
      );
      return (await sent.answer).rows;
    });
    expect(rows).toEqual([{ body: 'awaited' }]);
  });

  it('prepares a statement once per connection, and a statement that fails to parse does not break it', async () => {
    await clear();
    for (const body of ['a', 'b', 'c']) await db.transaction().execute((trx) => insert(trx, body));
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('insert into nowhere values ($1)', ['x']));
      }),
    ).rejects.toMatchObject({ code: '42P01' });
    await db.transaction().execute((trx) => insert(trx, 'd'));
    expect(await bodies()).toEqual(['a', 'b', 'c', 'd']);
  });

  it("stores a batch's events under consecutive seqs per channel, told after the commit", async () => {
    const store = new EventStore(handle.db, 'postgres');
    const events = [
      { channel: 'group:b', event: 'post.created', data: { n: 1 } },
      { channel: 'group:a', event: 'post.created', data: { n: 2 } },
      { channel: 'group:b', event: 'post.created', data: { text: 'quotes \' and " and \\ and {braces}' } },
    ];
    const first = await db.transaction().execute((trx) => store.appendIn(trx as unknown as Db, events));
    expect((await first.stored).map((e) => [e.channel, e.seq, e.data])).toEqual([
      ['group:b', 1, { n: 1 }],
      ['group:a', 1, { n: 2 }],
      ['group:b', 2, { text: 'quotes \' and " and \\ and {braces}' }],
    ]);
    const second = await db.transaction().execute((trx) => store.appendIn(trx as unknown as Db, events.slice(0, 1)));
    expect((await second.stored).map((e) => e.seq)).toEqual([3]);
    // As the history endpoint reads them.
    expect((await store.range('group:b', 0, 10)).map((e) => [e.seq, e.data])).toEqual([
      [1, { n: 1 }],
      [2, { text: 'quotes \' and " and \\ and {braces}' }],
      [3, { n: 1 }],
    ]);
  });
});
