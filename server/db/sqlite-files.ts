import { mkdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, type Driver, SqliteDialect } from 'kysely';
import { GroupCommitSqliteDriver, groupCommitDialect } from './group-commit';
import { queueFlushingDriver, type SearchIndexQueue, searchIndexQueue } from './search-index-queue';
import { withStatementCache } from './statement-cache';

/** One SQLite file's connection in this process, and the one driver that every Kysely on it shares. */
export type SqliteFile = {
  sqlite: SQLite.Database;
  /** Every Kysely made from it gets the same driver: one writer, one mutex (or one batcher). */
  dialect: Dialect;
  /** The group-commit driver, when the file's first opener turned it on. */
  grouped: GroupCommitSqliteDriver | null;
  /** Message search's queue of rows to index, flushed where commits are made (search-index-queue.ts). */
  searchQueue: SearchIndexQueue;
  /** Gives this use up; the last one commits what is pending, checkpoints and closes. */
  release(): void;
};

type Entry = { file: Omit<SqliteFile, 'release'>; users: number };

/**
 * The connection registry: every opener of one SQLite file in this process (two server
 * instances in a test, a CLI beside the server's own handle) shares one connection and one
 * driver. With a connection each, their transactions took SQLite's write lock against each
 * other, and SQLite's busy wait blocks the thread: the one holding the lock could never reach
 * its commit, and the other failed after busy_timeout (5 s). Sharing, they queue on one mutex,
 * and group commit batches all of them. The first opener's `groupCommit` holds for the file.
 */
const open = new Map<string, Entry>();

export function openSqliteFile(path: string, groupCommit: boolean): SqliteFile {
  // ':memory:' and '' are a new database at each open: nothing to share.
  const key = inMemory(path) ? null : canonical(path);
  let entry = key ? open.get(key) : undefined;
  if (!entry) {
    entry = { file: connect(key ?? path, groupCommit), users: 0 };
    if (key) open.set(key, entry);
  }
  entry.users++;
  const shared = entry;
  let released = false;
  return {
    ...shared.file,
    release() {
      if (released) return;
      released = true;
      if (--shared.users > 0) return;
      if (key && open.get(key) === shared) open.delete(key);
      const { sqlite, grouped } = shared.file;
      // What the last batch holds is answered once it commits: commit it before the checkpoint.
      grouped?.commitNow();
      // A clean stop leaves one file: the WAL's pages go into the database and the -wal is
      // emptied (SQLite then deletes it on close). A reader still busy only delays that to the next start.
      try {
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        sqlite.close();
      }
    },
  };
}

function connect(path: string, groupCommit: boolean): Omit<SqliteFile, 'release'> {
  const sqlite = new SQLite(path);
  // WAL lets readers run beside the writer. synchronous=FULL syncs the WAL on every
  // commit: an answered write survives power loss, not only a process crash.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Kysely's connection mutex is what keeps transactions apart on the single SQLite
  // connection. Group commit (on unless DB_GROUP_COMMIT=0) replaces Kysely's driver and its mutex with its own.
  const statements = withStatementCache(sqlite);
  const searchQueue = searchIndexQueue(sqlite);
  // Rows a crash left queued (a database not yet migrated has no queue: nothing happens).
  searchQueue.flush();
  if (groupCommit) {
    const grouped = new GroupCommitSqliteDriver(sqlite, statements, searchQueue);
    return { sqlite, grouped, searchQueue, dialect: groupCommitDialect(grouped, statements) };
  }
  const dialect = oneDriver(new SqliteDialect({ database: statements }), (driver) =>
    queueFlushingDriver(driver, sqlite, searchQueue),
  );
  return { sqlite, grouped: null, searchQueue, dialect };
}

function inMemory(path: string): boolean {
  return path === ':memory:' || path === '';
}

/** One name per file, however it was reached (a relative path, a symlinked folder). */
function canonical(path: string): string {
  const folder = dirname(resolve(path));
  mkdirSync(folder, { recursive: true });
  return join(realpathSync(folder), basename(path));
}

/** The dialect with one driver for every Kysely made from it (Kysely asks each dialect for a driver of its own). */
function oneDriver(dialect: Dialect, wrap: (driver: Driver) => Driver): Dialect {
  let driver: Driver | undefined;
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      driver ??= wrap(dialect.createDriver());
      return driver;
    },
  };
}
