import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type KyselyPlugin } from 'kysely';
import type { Db } from './database';

/** What a compiled-once query takes: values bound per call, and id lists (one shape per length). */
export type CompiledArg = string | number | null | readonly string[];

/** Shapes kept per database and query (`in (?, ?, ...)` lists of many lengths make the tail). */
const SHAPES_PER_QUERY = 64;

type Entry<Row> = { query: CompiledQuery<Row>; slots: (number | null)[] };
type Shapes<Row> = { plugins: readonly KyselyPlugin[]; shapes: Map<string, Entry<Row>> };

const samePlugins = (a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]) =>
  a.length === b.length && a.every((plugin, i) => plugin === b[i]);

/**
 * A hot query built and compiled once per database (and per length of each list argument),
 * then run with each call's values: building and compiling cost about as much as SQLite
 * running a one-row read (profiles of GET /api/user/id and the timeline pages).
 * `build` must give SQL that depends on the argument's shape only, never on a value: each
 * argument reaches it as a sentinel (numbers too, so limit/offset stay parameters).
 *
 * Kept per dialect adapter and plugin list, not per Kysely instance: each transaction is a
 * Kysely of its own over the same adapter, so a cache per instance compiled every query of
 * a transaction (the chat POST's hydration) afresh each time.
 */
export function compiledOnce<Row, Args extends CompiledArg[]>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiledFor = new WeakMap<object, Shapes<Row>[]>();
  const shapesOf = (db: Db) => {
    const executor = db.getExecutor();
    let lists = compiledFor.get(executor.adapter);
    if (!lists) {
      lists = [];
      compiledFor.set(executor.adapter, lists);
    }
    let found = lists.find((list) => samePlugins(list.plugins, executor.plugins));
    if (!found) {
      found = { plugins: [...executor.plugins], shapes: new Map() };
      lists.push(found);
    }
    return found.shapes;
  };
  return async (db, ...args) => {
    const shapes = shapesOf(db);
    // The number of arguments and each list's length (a batch's insert passes one per column and
    // row, so this is built without a string per argument).
    let shape = `${args.length}`;
    let lists = false;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      if (Array.isArray(a)) {
        shape += `,${i}:${a.length}`;
        lists = true;
      }
    }
    let entry = shapes.get(shape);
    if (!entry) {
      entry = compile(db, build, args);
      if (shapes.size >= SHAPES_PER_QUERY) shapes.delete(shapes.keys().next().value as string);
      shapes.set(shape, entry);
    }
    const flat = lists ? args.flat() : args;
    const { query, slots } = entry;
    const parameters = slots.map((slot, i) => (slot === null ? query.parameters[i] : flat[slot]));
    const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
}

function compile<Row, Args extends CompiledArg[]>(
  db: Db,
  build: (db: Db, ...args: Args) => Compilable<Row>,
  args: Args,
): Entry<Row> {
  // Sentinels tell which parameter each (flattened) argument became; other parameters are constants.
  const index = new Map<string, number>();
  const sentinel = () => {
    const s = `\u0000compiled-once-arg-${index.size}\u0000`;
    index.set(s, index.size);
    return s;
  };
  const sentinels = args.map((a) => (Array.isArray(a) ? a.map(sentinel) : sentinel())) as Args;
  const query = build(db, ...sentinels).compile();
  const slots = query.parameters.map((p) => (typeof p === 'string' ? (index.get(p) ?? null) : null));
  return { query, slots };
}

/**
 * A hot INSERT into `table`, compiled once per database and number of rows: each row gives
 * every one of `columns` (null included), in that order. Building and compiling a 19-column
 * insert cost more than SQLite took to run it (the chat POST's post row); a batch of rows is
 * one statement (features/posts/chat-batch.ts).
 */
export function compiledInsert<Row>(table: string, columns: readonly (keyof Row & string)[]) {
  const insert = compiledOnce((db, ...values: CompiledArg[]) => {
    const rows: Record<string, CompiledArg>[] = [];
    for (let at = 0; at < values.length; at += columns.length)
      rows.push(Object.fromEntries(columns.map((column, i) => [column, values[at + i] as CompiledArg])));
    // The table and columns are the caller's; its row type checks them.
    return (db as Kysely<any>).insertInto(table).values(rows);
  });
  return (db: Db, rows: Row | readonly Row[]) =>
    insert(
      db,
      ...(Array.isArray(rows) ? (rows as readonly Row[]) : [rows as Row]).flatMap((row) =>
        columns.map((column) => row[column] as unknown as CompiledArg),
      ),
    );
}
