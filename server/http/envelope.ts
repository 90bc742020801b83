import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswer } from './compress-json';

/** `{ isSuccess: true, data }`: every successful JSON answer. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
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
