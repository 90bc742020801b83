/**
 * Tiny readers of post meta values, in place of zod schemas: the timeline's first load parses
 * every post's meta but must not carry zod (issue 18). A reader answers the value it accepts
 * (possibly transformed) or `undefined`; objects are loose (other keys are kept).
 */
export type MetaReader<T> = (value: unknown) => T | undefined;

export type Loose = { [key: string]: unknown };

export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string, trimmed; empty (after trimming) is refused. */
export const text: MetaReader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
};

/** A string of at least one character, as stored (not trimmed). */
export const nonEmptyText: MetaReader<string> = (value) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** Each key of `fields` that is present (not undefined) must be accepted by its check. */
export function looseObject<T extends Loose>(fields: Record<string, (value: unknown) => boolean>): MetaReader<T> {
  return (value) => {
    if (!isRecord(value)) return undefined;
    for (const [key, check] of Object.entries(fields)) if (!check(value[key])) return undefined;
    return value as T;
  };
}

export const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
export const nullishString = (value: unknown) => value == null || typeof value === 'string';
export const requiredString = (value: unknown) => typeof value === 'string';

/** Every item accepted by `item`, or undefined. */
export function arrayOf<T>(item: MetaReader<T>): MetaReader<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const entry of value) {
      const read = item(entry);
      if (read === undefined) return undefined;
      out.push(read);
    }
    return out;
  };
}

/** The first reader that accepts the value. */
export function oneOf<T>(...readers: MetaReader<T>[]): MetaReader<T> {
  return (value) => {
    for (const read of readers) {
      const out = read(value);
      if (out !== undefined) return out;
    }
    return undefined;
  };
}

/** A trimmed non-empty string, or an object whose `key` is one: `'x'` and `{ [key]: 'x' }` read the same. */
export const textOrField =
  (key: string): MetaReader<string> =>
  (value) =>
    text(value) ?? (isRecord(value) ? text(value[key]) : undefined);
