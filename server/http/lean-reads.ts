import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services';
import { servicesForRequest } from '../platform/storage/request-origin';
import { COMPRESS_MIN_BYTES } from './compress-json';
import { cachedSession, type ResolvedSession } from './session';

/**
 * A GET a feature can answer from memory alone (its own cache), for a signed-in user or, with
 * `signedOut`, for anyone: `answer` gives the envelope's `data`, or undefined to leave the
 * request to the app (a miss, anything unusual).
 */
export type LeanRead =
  | {
      /** The exact path, under /api (no parameters). */
      path: string;
      signedOut?: false;
      answer(services: Services, query: URLSearchParams, session: ResolvedSession): unknown;
    }
  | {
      path: string;
      /** Answered to anyone, with no session read (GET /api/health). */
      signedOut: true;
      answer(services: Services, query: URLSearchParams): unknown;
    };

/** Writes a lean answer when it can (true), else leaves the request to the app (false). */
export type LeanHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Requests each server answered on the lean path (the bench's note, the tests). */
const served = new WeakMap<Services, { count: number }>();
export function leanReadsServed(services: Services): number {
  return served.get(services)?.count ?? 0;
}

/** Hosts whose services were looked up (a client picks the Host header: the memo is bounded). */
const HOST_MEMO_SIZE = 64;

/**
 * Answers hot reads (a signed-in user's, or anyone's such as health) on Node's response before
 * node-server and Hono see the request: no fetch Request, URL, router, middleware chain nor
 * promise. Taken only when the app would answer the same bytes: a 200 (for a signed-in read, of
 * the session found in the session cache: sessions that end leave it on every instance through
 * the realtime bus, session.ts), with a body below COMPRESS_MIN_BYTES (so no compression),
 * while the request log's 200 line is off (debug).
 * The headers are the app's: the security headers secureServer set before this runs, and what
 * jsonAnswer and compressJson add. Was three quarters of GET /api/user/id's CPU (profile).
 */
export function leanReads(services: Services, reads: readonly LeanRead[]): LeanHandler | undefined {
  if (reads.length === 0) return undefined;
  const byPath = new Map(reads.map((read) => [read.path, read]));
  const counter = { count: 0 };
  served.set(services, counter);
  const hosts = new Map<string, Services | null>();
  const servicesOf = (req: IncomingMessage): Services | null => {
    const host = req.headers.host;
    if (!host) return null;
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
    const key = encrypted ? `s${host}` : host;
    let scoped = hosts.get(key);
    if (scoped === undefined) {
      scoped = servicesForHost(services, encrypted ? 'https' : 'http', host);
      if (hosts.size < HOST_MEMO_SIZE) hosts.set(key, scoped);
    }
    return scoped;
  };
  const answer: LeanHandler = (req, res) => {
    const url = req.url;
    if (req.method !== 'GET' || url === undefined || url.charCodeAt(0) !== 47) return false;
    const mark = url.indexOf('?');
    const read = byPath.get(mark < 0 ? url : url.slice(0, mark));
    if (!read || services.logger.isLevelEnabled('debug')) return false;
    const scoped = servicesOf(req);
    if (!scoped) return false;
    const query = new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1));
    let data: unknown;
    if (read.signedOut) data = read.answer(scoped, query);
    else {
      const session = cachedSession(scoped, req.headers.authorization, req.headers.cookie);
      if (!session) return false;
      data = read.answer(scoped, query, session);
    }
    if (data === undefined) return false;
    const text = JSON.stringify({ isSuccess: true, data });
    const length = Buffer.byteLength(text);
    if (length >= COMPRESS_MIN_BYTES) return false;
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': length, Vary: 'Accept-Encoding' });
    res.end(text);
    counter.count++;
    return true;
  };
  return (req, res) => {
    try {
      return answer(req, res);
    } catch (error) {
      // Before anything is written the app answers (its error handler, its log); after, the socket goes.
      if (!res.headersSent) return false;
      services.logger.error({ err: error }, 'lean read failed');
      res.destroy();
      return true;
    }
  };
}

/** The services the app would give a request on this host; null for a host node-server refuses. */
function servicesForHost(services: Services, scheme: string, host: string): Services | null {
  const origin = `${scheme}://${host}`;
  if (!URL.canParse(origin)) return null;
  const { hostname } = new URL(origin);
  if (hostname.length !== host.length && hostname !== host.replace(/:\d+$/, '')) return null;
  return servicesForRequest(services, `${origin}/`);
}
