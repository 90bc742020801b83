import { NotFound } from '../errors';

/**
 * A look-up asked with `missing=null` (shared/api/envelope.ts): its 'not there' (a NotFound)
 * is the answer null, sent as 200, not a 404 the browser logs as a failed request.
 */
export async function missingAsNull<T>(missing: 'null' | undefined, answer: Promise<T>): Promise<T | null> {
  if (missing !== 'null') return answer;
  try {
    return await answer;
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}
