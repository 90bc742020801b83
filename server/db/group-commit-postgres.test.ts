import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresTestUrl } from '../testing/test-database';
import { openBarePostgres } from './postgres-bare-testing';
import { afterCommit } from './after-commit';
import type { DatabaseHandle } from './database';
import { MAX_BATCH_MS } from './group-commit';
import { type GroupCommitPostgresDriver, MAX_PG_BATCH_TRANSACTIONS } from './group-commit-postgres';

// The batcher itself, on a bare table of a database of its own: PostgreSQL only.
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
  db = handle.db as Kysely<any>;
  await sql`create table note (id serial primary key, body text not null unique)`.execute(db);
  await sql`create table counter (id int primary key, n int not null)`.execute(db);
  await sql`insert into counter values (1, 0)`.execute(db);
});
afterAll(async () => {
  await bare?.close();
});
afterEach(() => {
  vi.useRealTimers();
  if (handle) driver().limits.ms = MAX_BATCH_MS;
});

const driver = () => handle.groupCommit as GroupCommitPostgresDriver;
const stats = () => ({ ...driver().stats });
const committed = async (body: string) =>
  (await outside.query('select 1 from note where body = $1', [body])).rowCount === 1;
const insert = (trx: Kysely<any>, body: string) => trx.insertInto('note').values({ body }).execute();

describe.skipIf(!baseUrl)('group commit (PostgreSQL)', () => {
  it('commits transactions that arrive together once; a failing one rolls back only its own writes', async () => {
    driver().limits.ms = 10_000;
    const before = stats();
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'first')),
      db.transaction().execute(async (trx) => {
        await insert(trx, 'failing');
        await insert(trx, 'first'); // unique: fails, after a write of its own
      }),
      db.transaction().execute((trx) => insert(trx, 'third')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([await committed('first'), await committed('failing'), await committed('third')]).toEqual([
      true,
      false,
      true,
    ]);
    const after = stats();
    expect(after.batches - before.batches).toBe(1);
    expect(after.transactions - before.transactions).toBe(2);
  });

  it('answers a transaction and runs its afterCommit only once the whole batch is committed', async () => {
    driver().limits.ms = 10_000;
    const seen: string[] = [];
    let releaseSecond: () => void = () => undefined;
    const secondMayEnd = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const first = db.transaction().execute(async (trx) => {
      await insert(trx, 'early');
      await afterCommit(trx, () => seen.push('early'));
    });
    const second = db.transaction().execute(async (trx) => {
      // The first has ended and waits in the batch: not committed, not answered.
      expect(await committed('early')).toBe(false);
      await insert(trx, 'late');
      await secondMayEnd;
    });
    let firstDone = false;
    void first.then(() => {
      firstDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstDone).toBe(false);
    expect(seen).toEqual([]);
    releaseSecond();
    await Promise.all([first, second]);
    expect(seen).toEqual(['early']);
    expect([await committed('early'), await committed('late')]).toEqual([true, true]);
  });

  it('never runs the afterCommit of a transaction rolled back, though its batch commits', async () => {
    const seen: string[] = [];
    await Promise.allSettled([
      db.transaction().execute(async (trx) => {
        await insert(trx, 'kept');
        await afterCommit(trx, () => seen.push('kept'));
      }),
      db.transaction().execute(async (trx) => {
        await insert(trx, 'dropped');
        await afterCommit(trx, () => seen.push('dropped'));
        throw new Error('this request fails');
      }),
    ]);
    expect(seen).toEqual(['kept']);
    expect([await committed('kept'), await committed('dropped')]).toEqual([true, false]);
  });

  it('answers a transaction that failed on a row another member wrote once that row is committed', async () => {
    driver().limits.ms = 10_000;
    const outcomes: string[] = [];
    await Promise.all([
      db.transaction().execute((trx) => insert(trx, 'winner')),
      db
        .transaction()
        .execute((trx) => insert(trx, 'winner'))
        .catch(async () => {
          // As a caller that lost a race reads the winner's row, outside any transaction.
          const found = await db.selectFrom('note').select('body').where('body', '=', 'winner').execute();
          outcomes.push(found.length === 1 ? 'found the winner' : 'found nothing');
        }),
    ]);
    expect(outcomes).toEqual(['found the winner']);
  });

  it('does not delay a lone transaction: no timer stands between it and its commit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date', 'performance'] });
    const before = stats();
    await db.transaction().execute((trx) => insert(trx, 'alone'));
    expect(await committed('alone')).toBe(true);
    expect(stats().batches - before.batches).toBe(1);
  });

  it('lets transactions of one batch update a hot row without waiting for each other, and loses no update', async () => {
    driver().limits.ms = 10_000;
    const before = stats();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db
          .transaction()
          .execute((trx) => trx.updateTable('counter').set({ n: sql`n + 1` }).where('id', '=', 1).execute()),
      ),
    );
    expect((await outside.query('select n from counter where id = 1')).rows[0].n).toBe(20);
    expect(stats().batches - before.batches).toBe(1);
  });

  it(`bounds a batch at ${MAX_PG_BATCH_TRANSACTIONS} transactions`, async () => {
    driver().limits.ms = 10_000;
    const before = stats();
    const count = MAX_PG_BATCH_TRANSACTIONS + 5;
    await Promise.all(
      Array.from({ length: count }, (_, i) => db.transaction().execute((trx) => insert(trx, `bounded ${i}`))),
    );
    const after = stats();
    expect(after.transactions - before.transactions).toBe(count);
    expect(after.largest).toBeLessThanOrEqual(MAX_PG_BATCH_TRANSACTIONS);
    expect(after.batches - before.batches).toBeGreaterThanOrEqual(2);
  });

  it('fails every transaction of a batch whose commit fails, and runs none of their afterCommit', async () => {
    driver().limits.ms = 10_000;
    // A deferred check fails only at COMMIT: the batch's, which every member shares.
    await sql`create table if not exists parent (id int primary key)`.execute(db);
    await sql`create table if not exists child (id int primary key, "parentId" int references parent (id) deferrable initially deferred)`.execute(
      db,
    );
    const seen: string[] = [];
    const results = await Promise.allSettled([
      db.transaction().execute(async (trx) => {
        await insert(trx, 'innocent');
        await afterCommit(trx, () => seen.push('innocent'));
      }),
      db.transaction().execute((trx) => trx.insertInto('child').values({ id: 1, parentId: 404 }).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(seen).toEqual([]);
    expect(await committed('innocent')).toBe(false);
    // The next transaction opens a new batch on a sound connection.
    await db.transaction().execute((trx) => insert(trx, 'after the failure'));
    expect(await committed('after the failure')).toBe(true);
  });

  it('runs statements outside a transaction on their own connection, seeing only what is committed', async () => {
    driver().limits.ms = 10_000;
    let releaseFirst: () => void = () => undefined;
    const firstMayEnd = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const open = db.transaction().execute(async (trx) => {
      await insert(trx, 'in the batch');
      await firstMayEnd;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const seen = await db.selectFrom('note').select('body').where('body', '=', 'in the batch').execute();
    expect(seen).toEqual([]);
    await db.insertInto('note').values({ body: 'alone, outside' }).execute();
    expect(await committed('alone, outside')).toBe(true);
    releaseFirst();
    await open;
    expect(await committed('in the batch')).toBe(true);
  });
});
