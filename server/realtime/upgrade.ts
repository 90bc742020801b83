import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { messages } from '@shared/messages';
import type { WebSocket, WebSocketServer } from 'ws';
import type { SessionUser } from '../http/session-user';
import type { Logger } from '../logger';

export const WS_PATH = '/api/ws';

/** Resolves a cookie or `Authorization: Bearer` session from request headers. */
export type Authenticate = (headers: Headers) => Promise<{ user: SessionUser; sessionId: string } | null>;

type UpgradeDeps = {
  wss: WebSocketServer;
  authenticate: Authenticate;
  /** Origins a cookie socket may come from besides its own host (bearer sockets carry their own proof). */
  allowedOrigins: ReadonlySet<string>;
  logger: Logger;
  isAccepting(): boolean;
  onSocket(ws: WebSocket, session: { user: SessionUser; sessionId: string }): void;
};

/**
 * The HTTP server's `upgrade` listener: only /api/ws, only with a session. `?token=` is
 * the extension's bearer token (a browser WebSocket cannot set headers). Refusals are
 * proper HTTP answers, so clients see 401/403 rather than a reset connection.
 */
export function createUpgradeHandler(deps: UpgradeDeps) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', (error) => deps.logger.debug({ err: error }, 'realtime: upgrade socket error'));
    handle(deps, req, socket, head).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'realtime: upgrade failed');
      refuse(socket, 500, messages.generic.somethingWentWrong);
    });
  };
}

async function handle(deps: UpgradeDeps, req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== WS_PATH) return refuse(socket, 404, messages.generic.routeNotFound);
  if (req.headers.upgrade?.toLowerCase() !== 'websocket') return refuse(socket, 400, 'Expected a WebSocket upgrade.');
  if (!deps.isAccepting()) return refuse(socket, 503, messages.generic.tryAgainLater);

  const headers = headersOf(req);
  const token = url.searchParams.get('token');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const isBearer = /^Bearer\s+\S/i.test(headers.get('authorization') ?? '');
  if (isBearer) {
    // One credential decides; a stray cookie must not turn a bearer socket into a cookie one.
    headers.delete('cookie');
  } else {
    const origin = headers.get('origin');
    if (origin && !isAllowedOrigin(origin, headers.get('host'), deps.allowedOrigins))
      return refuse(socket, 403, messages.generic.notAllowed);
  }

  const session = await deps.authenticate(headers);
  if (!session) return refuse(socket, 401, messages.auth.sessionRequired);
  if (socket.destroyed) return;
  if (!deps.isAccepting()) return refuse(socket, 503, messages.generic.tryAgainLater);
  deps.wss.handleUpgrade(req, socket, head, (ws) => deps.onSocket(ws, session));
}

/**
 * Cookies ride along on cross-site WebSockets, so a cookie socket must come from our
 * pages: a configured origin, or the host the request was sent to (same origin).
 */
function isAllowedOrigin(origin: string, host: string | null, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function refuse(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ isSuccess: false, message });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
