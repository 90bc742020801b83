import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterCommit } from './after-commit';
import { type DatabaseHandle, openDatabase } from './database';
import { MAX_BATCH_MS, MAX_BATCH_TRANSACTIONS } from './group-commit';

// The batcher itself, on a bare table: SQLite only (PostgreSQL commits each transaction itself).
let dir: string;
let handle: DatabaseHandle;
let db: Kysely<any>;
/** A second connection to the file: it sees only what is committed. */
let outside: SQLite.Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rapport-group-commit-'));
  const file = join(dir, 'db.sqlite');
  handle = openDatabase({ database: { dialect: 'sqlite', file, groupCommit: true } });
  db = handle.db as Kysely<any>;
  await sql`create table note (id integer primary key, body text not null unique)`.execute(db);
  await sql`create table parent (id integer primary key)`.execute(db);
  await sql`create table child (id integer primary key, parentId integer references parent (id) deferrable initially deferred)`.execute(
    db,
  );
  outside = new SQLite(file, { readonly: true });
});
afterAll(async () => {
  outside?.close();
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
  driver().limits.ms = MAX_BATCH_MS;
});

const driver = () => handle.groupCommit as NonNullable<DatabaseHandle['groupCommit']>;
const stats = () => ({ ...driver().stats });
const committed = (body: string) => !!outside.prepare('select 1 from note where body = ?').get(body);
const insert = (trx: Kysely<any>, body: string) => trx.insertInto('note').values({ body }).execute();

describe('group commit (SQLite)', () => {
  it('commits transactions that arrive together once; a failing one rolls back only its own writes', async () => {
    // A loaded machine may take longer than the batch window between them: the count is what is tested here.
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
    expect([committed('first'), committed('failing'), committed('third')]).toEqual([true, false, true]);
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
      await afterCommit(trx, () => seen.push(`early committed: ${committed('early')}`));
    });
    const second = db.transaction().execute(async (trx) => {
      // The first has released its savepoint and waits in the batch: not on disk, not answered.
      expect(committed('early')).toBe(false);
      await insert(trx, 'late');
      await secondMayEnd;
    });
    let firstDone = false;
    void first.then(() => {
      firstDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(firstDone).toBe(false);
    expect(seen).toEqual([]);
    releaseSecond();
    await Promise.all([first, second]);
    expect(seen).toEqual(['early committed: true']);
    expect(committed('late')).toBe(true);
  });

  it('never runs the afterCommit of a transaction whose savepoint rolled back, though its batch commits', async () => {
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
    expect([committed('kept'), committed('dropped')]).toEqual([true, false]);
  });

  it('does not delay a lone transaction: no timer stands between it and its commit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date', 'performance'] });
    const before = stats();
    await db.transaction().execute((trx) => insert(trx, 'alone'));
    expect(committed('alone')).toBe(true);
    expect(stats().batches - before.batches).toBe(1);
  });

  it('waits, within its bound, for another request that may still write', async () => {
    driver().limits.ms = 10_000;
    driver().writers = 2; // this request and one still on its way
    try {
      const before = stats();
      const first = db.transaction().execute((trx) => insert(trx, 'waited for'));
      // The other arrives a few turns later, past the first's turn.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(committed('waited for')).toBe(false);
      const second = db.transaction().execute((trx) => insert(trx, 'came later'));
      await Promise.all([first, second]);
      expect(stats().batches - before.batches).toBe(1);
    } finally {
      driver().writers = 0;
    }
  });

  it(`bounds a batch at ${MAX_BATCH_TRANSACTIONS} transactions`, async () => {
    driver().limits.ms = 10_000;
    const before = stats();
    const count = MAX_BATCH_TRANSACTIONS * 2 + 10;
    await Promise.all(
      Array.from({ length: count }, (_, i) => db.transaction().execute((trx) => insert(trx, `many ${i}`))),
    );
    const after = stats();
    expect(after.transactions - before.transactions).toBe(count);
    expect(after.batches - before.batches).toBeGreaterThanOrEqual(3);
    expect(after.largest).toBe(MAX_BATCH_TRANSACTIONS);
    expect(outside.prepare("select count(*) as n from note where body like 'many %'").get()).toEqual({ n: count });
  });

  it('bounds a batch in time: past the bound a transaction that ends commits at once', async () => {
    driver().limits.ms = 0;
    const before = stats();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => db.transaction().execute((trx) => insert(trx, `timed ${i}`))),
    );
    expect(stats().batches - before.batches).toBe(5);
  });

  it('fails every transaction of a batch whose commit fails, and runs none of their afterCommit', async () => {
    await db.insertInto('parent').values({ id: 1 }).execute();
    driver().limits.ms = 10_000;
    const seen: string[] = [];
    const results = await Promise.allSettled([
      db.transaction().execute(async (trx) => {
        await insert(trx, 'innocent');
        await afterCommit(trx, () => seen.push('innocent'));
      }),
      db.transaction().execute(async (trx) => {
        // A deferred foreign key is checked at COMMIT only: the batch's commit fails.
        await trx.insertInto('child').values({ id: 1, parentId: 42 }).execute();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(seen).toEqual([]);
    expect(committed('innocent')).toBe(false);
    // The connection is fine afterwards.
    await db.transaction().execute((trx) => insert(trx, 'after the failure'));
    expect(committed('after the failure')).toBe(true);
  });

  it('commits the open batch before a write outside any transaction, which then commits alone', async () => {
    let inBatch: Promise<unknown> = Promise.resolve();
    await db.transaction().execute(async (trx) => {
      await insert(trx, 'batched');
      // Starts once this transaction has released the connection; the batch is still open then.
      inBatch = db.insertInto('note').values({ body: 'alone, outside' }).execute();
    });
    await inBatch;
    expect([committed('batched'), committed('alone, outside')]).toEqual([true, true]);
  });

  it('lets a read see the open batch, and settled() wait for its commit', async () => {
    const writing = db.transaction().execute((trx) => insert(trx, 'pending read'));
    // Queued behind the transaction on the connection: it runs inside the batch before its commit.
    const read = db.selectFrom('note').select('body').where('body', '=', 'pending read').executeTakeFirst();
    expect(await read).toEqual({ body: 'pending read' });
    const durableThen = handle.settled().then(() => committed('pending read'));
    await writing;
    expect(await durableThen).toBe(true);
  });

  it('batches another instance on the file in this process with its own (they share the writer, sqlite-files.ts)', async () => {
    const other = openDatabase({ database: { dialect: 'sqlite', file: join(dir, 'db.sqlite'), groupCommit: true } });
    try {
      expect(other.groupCommit).toBe(driver());
      driver().limits.ms = 10_000;
      const before = stats();
      const first = db.transaction().execute((trx) => insert(trx, 'instance one'));
      while (driver().waiting === 0) await Promise.resolve(); // released, its batch open and idle
      // With a connection each, SQLite's busy wait blocked the thread: the first batch could never commit.
      await Promise.all([first, other.db.transaction().execute((trx) => insert(trx as Kysely<any>, 'instance two'))]);
      expect([committed('instance one'), committed('instance two')]).toEqual([true, true]);
      expect(stats().batches - before.batches).toBe(1);
    } finally {
      await other.close();
    }
  });
});
