import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import type { Db } from './database';

/**
 * A hot query built and compiled once per database, then run with each call's values:
 * building and compiling cost about as much as SQLite running a one-row read (profile of
 * GET /api/user/id). Only for queries whose SQL does not depend on the values: string arguments.
 */
export function compiledOnce<Row, Args extends string[]>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<Db, { query: CompiledQuery<Row>; slots: (number | null)[] }>();
  return async (db, ...args) => {
    let entry = compiledFor.get(db);
    if (!entry) {
      // Sentinels tell which parameter each argument became; other parameters are constants.
      const sentinels = args.map((_, i) => `\u0000compiled-once-arg-${i}\u0000`) as Args;
      const query = build(db, ...sentinels).compile();
      const slots = query.parameters.map((p) => {
        const i = sentinels.indexOf(p as string);
        return i === -1 ? null : i;
      });
      entry = { query, slots };
      compiledFor.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = slots.map((slot, i) => (slot === null ? query.parameters[i] : args[slot]));
    const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
