import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from '@shared/messages';
import { Invalid } from '../errors';

/** Turns zod issues into the 400 the client shows: the first issue's text is the message. */
export function invalidFrom(error: z.ZodError): Invalid {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = error.issues[0];
  const message = first
    ? first.path.length && isGeneric(first.message)
      ? `${first.path.join('.')}: ${first.message}`
      : first.message
    : messages.generic.invalidInput;
  return new Invalid(message, issues);
}

function isGeneric(message: string): boolean {
  return /^(Invalid input|Required|Expected|Too (small|big)|Invalid option|Unrecognized key)/i.test(message);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidFrom(parsed.error);
  return parsed.data;
}

/** Reads and validates a JSON body; malformed JSON is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new Invalid(messages.generic.invalidJson);
  }
  return withoutNul(parseWith(schema, body));
}

/**
 * Reads and validates the query string. `key[]=a&key[]=b` and repeated keys become
 * arrays under `key`; single keys stay strings.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const url = new URL(c.req.url);
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[name] = key.endsWith('[]') || values.length > 1 ? values : (values[0] as string);
  }
  return withoutNul(parseWith(schema, out));
}

/**
 * PostgreSQL refuses NUL in text (a 500 there); no valid input of ours contains one.
 * Checked after the schema, so a schema's own message for such a value wins.
 */
function withoutNul<T>(value: T): T {
  if (hasNulCharacter(value)) throw new Invalid(messages.generic.invalidInput);
  return value;
}

function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNulCharacter(v));
  return false;
}
