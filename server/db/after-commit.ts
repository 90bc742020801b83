import type { DatabaseConnection, Dialect, Driver, Kysely } from 'kysely';

/** Callbacks waiting for their transaction's connection to commit. */
const pending = new WeakMap<DatabaseConnection, (() => void)[]>();
/** Connections handed out by a driver with commit hooks (see withCommitHooks). */
const hooked = new WeakSet<DatabaseConnection>();

/**
 * Wraps a dialect so `afterCommit` can run code once a transaction has committed: Kysely has
 * no commit hook, so the driver's commit (and rollback, which drops the callbacks) is wrapped.
 */
export function withCommitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => hookedDriver(dialect.createDriver()),
  };
}

function hookedDriver(driver: Driver): Driver {
  const wrapped: Driver = {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      hooked.add(connection);
      return connection;
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    async commitTransaction(connection) {
      await driver.commitTransaction(connection);
      const callbacks = pending.get(connection);
      pending.delete(connection);
      for (const callback of callbacks ?? []) callback();
    },
    async rollbackTransaction(connection) {
      pending.delete(connection);
      await driver.rollbackTransaction(connection);
    },
    releaseConnection: (connection) => driver.releaseConnection(connection),
    destroy: () => driver.destroy(),
  };
  // Kysely checks for these optional members: only offer the ones the driver has.
  if (driver.savepoint) wrapped.savepoint = driver.savepoint.bind(driver);
  if (driver.rollbackToSavepoint) wrapped.rollbackToSavepoint = driver.rollbackToSavepoint.bind(driver);
  if (driver.releaseSavepoint) wrapped.releaseSavepoint = driver.releaseSavepoint.bind(driver);
  return wrapped;
}

/**
 * Runs `callback` once what `executor` wrote is committed: at once outside a transaction,
 * after the commit inside one, never when it rolls back. A transaction on a driver without
 * the hooks runs it at once, as if there were no transaction.
 */
export async function afterCommit(executor: Kysely<any>, callback: () => void): Promise<void> {
  if (!executor.isTransaction) return callback();
  // A transaction's executor always provides its one connection: the one commit is called on.
  const connection = await executor.getExecutor().provideConnection(async (c) => c);
  if (!hooked.has(connection)) return callback();
  const callbacks = pending.get(connection);
  if (callbacks) callbacks.push(callback);
  else pending.set(connection, [callback]);
}
