import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswer, jsonText } from './compress-json';

/** Values whose JSON is already known (a cached timeline page, serialized once): `ok` sends that text. */
const knownJson = new WeakMap<object, string>();

/** Marks `value` as serializing to `json` (which must be `JSON.stringify(value)`); the value must not change after. */
export function withKnownJson<T extends object>(value: T, json: string): T {
  knownJson.set(value, json);
  return value;
}

/** `{ isSuccess: true, data }`: every successful JSON answer. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  const known = typeof data === 'object' && data !== null ? knownJson.get(data) : undefined;
  if (known !== undefined) return jsonText(c, `{"isSuccess":true,"data":${known}}`, status);
  return jsonAnswer(c, { isSuccess: true as const, data }, status);
}

/** `{ isSuccess: true, message, data }`: a success the client shows in words (spec: training). */
export function okWithMessage<T>(c: Context, message: string, data: T, status: ContentfulStatusCode = 200) {
  return jsonAnswer(c, { isSuccess: true as const, message, data }, status);
}

/** A list answer: `data: { results, count }`. */
export function list<T>(c: Context, results: T[], count: number = results.length) {
  return jsonAnswer(c, { isSuccess: true as const, data: { results, count } }, 200);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, extra: Record<string, unknown> = {}) {
  return jsonAnswer(c, { isSuccess: false as const, message, ...extra }, status);
}
