import type { Context } from 'hono';
import { z } from 'zod';
import { messages } from '@shared/messages';
import { Invalid, NotAllowed } from '../errors';
import type { SessionUser } from './session-user';

/** What the acting-user check reads of a request: its session's user (app-env.ts sets it; importing that would tie validation to the services). */
type WithSessionUser = { Variables: { user: SessionUser | null } };

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

/**
 * The fields in which spec clients send the acting user's id beside a body (spec README,
 * decision 3). Every body accepts them, and each is checked against the session before the
 * body's own rules (403 when it names someone else): one the schema names stays for the route,
 * one it does not is left out. A route whose body names another person in such a field (the
 * member to remove) says so with `otherPerson`.
 */
export const ACTING_USER_FIELDS = [
  'userId',
  'userId1',
  'createdBy',
  'modifiedBy',
  'deletedBy',
  'senderUserId',
  'loggedInUserId',
  'addedBy',
  'removedBy',
] as const;

/** Reads and validates a JSON body; malformed JSON is a 400, never a 500. */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { otherPerson?: readonly ActingUserField[] } = {},
): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new Invalid(messages.generic.invalidJson);
  }
  return withoutNul(
    parseWith(
      schema,
      checkActingUser(c as unknown as Context<WithSessionUser>, schema, body, options.otherPerson ?? []),
    ),
  );
}

export type ActingUserField = (typeof ACTING_USER_FIELDS)[number];

const zNoFields = z.object({});

/** A call whose path says it all: its body may still carry the acting user's fields, checked all the same. */
export async function readActingUserOnly(c: Context): Promise<void> {
  await readJson(c, zNoFields);
}

/** Checks each acting-user field of the body against the session; leaves out those the schema does not name. */
function checkActingUser(
  c: Context<WithSessionUser>,
  schema: z.ZodType,
  body: unknown,
  otherPerson: readonly ActingUserField[],
): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = ACTING_USER_FIELDS.filter((field) => Object.hasOwn(body, field) && !otherPerson.includes(field));
  if (!fields.length) return body;
  const declared = declaredKeys(schema);
  const rest: Record<string, unknown> = { ...body };
  const sessionId = c.get('user')?.id;
  for (const field of fields) {
    const value = rest[field];
    // A wrong type is the schema's to refuse (400), for the fields it names.
    const isId = typeof value === 'string' && value.trim() !== '';
    if (isId && sessionId && value.trim() !== sessionId) throw new NotAllowed();
    if (!declared.has(field)) delete rest[field];
  }
  return rest;
}

const declaredKeysOf = new WeakMap<z.ZodType, Set<string>>();

/** The top-level keys an object schema (or a union, intersection, pipe or wrapper of them) names. */
export function declaredKeys(schema: z.ZodType): Set<string> {
  let keys = declaredKeysOf.get(schema);
  if (!keys) {
    keys = new Set(keysOf(schema));
    declaredKeysOf.set(schema, keys);
  }
  return keys;
}

type SchemaDef = {
  type: string;
  shape?: Record<string, unknown>;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  innerType?: z.ZodType;
};

function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return (def.options ?? []).flatMap(keysOf);
  if (def.type === 'intersection') return [...keysOf(def.left), ...keysOf(def.right)];
  if (def.type === 'pipe') return keysOf(def.in);
  return keysOf(def.innerType);
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
