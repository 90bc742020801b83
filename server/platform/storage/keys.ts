import { isValidFileKey } from '@shared/api/files';
import { messages } from '@shared/messages';
import { Invalid } from '../../errors';

/** Refuses any key outside the safe set (traversal, absolute, encoded, odd characters) with a 400. */
export function assertValidKey(key: string): string {
  if (!isValidFileKey(key)) throw new Invalid(messages.files.invalidPath);
  return key;
}

/** A key as a URL path: each segment percent-encoded, slashes kept. */
export function keyToUrlPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * The key named by a raw (still percent-encoded) URL path. Decoded exactly once; an
 * encoded slash or dot decodes into the key and is then judged by the same rules.
 */
export function keyFromUrlPath(rawPath: string): string {
  let key: string;
  try {
    key = decodeURIComponent(rawPath);
  } catch {
    throw new Invalid(messages.files.invalidPath);
  }
  return assertValidKey(key);
}
