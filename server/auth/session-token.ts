import { createHmac, timingSafeEqual } from 'node:crypto';
import type { HeaderReader } from '../http/request-headers';

export const SESSION_COOKIE = 'rapport.session_token';
const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

/**
 * The session token a request carries, checked the way better-auth checks it: a signed
 * `token.signature` (HMAC-SHA256 with the secret) from the bearer header or the session
 * cookie, or a bare bearer token (better-auth's bearer plugin accepts those unsigned).
 * Returns null when there is none or the signature is wrong.
 */
export function sessionTokenFrom(headers: HeaderReader, secret: string): string | null {
  const authorization = headers.get('authorization');
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const value = safeDecode(authorization.slice(7).trim());
    if (!value) return null;
    return value.includes('.') ? verifiedToken(value, secret) : value;
  }
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const value = cookieValue(cookie, SECURE_SESSION_COOKIE) ?? cookieValue(cookie, SESSION_COOKIE);
  return value ? verifiedToken(value, secret) : null;
}

/** True when the request has a "don't remember me" session: better-auth handles those itself. */
export function hasDontRememberCookie(headers: HeaderReader): boolean {
  return /(?:^|;\s*)(?:__Secure-)?rapport\.dont_remember=/.test(headers.get('cookie') ?? '');
}

function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = signed.slice(0, dot);
  const given = fromBase64(signed.slice(dot + 1));
  const expected = createHmac('sha256', secret).update(token).digest();
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

function fromBase64(text: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
