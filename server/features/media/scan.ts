import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

export type ClamdTarget = { path: string } | { host: string; port: number };
export type ScanResult = { infected: false } | { infected: true; signature: string };

/** clamd's default StreamMaxLength is 25 MB; chunks stay well below any limit. */
const CHUNK_BYTES = 64 * 1024;
const DEFAULT_TIMEOUT_MS = 120_000;

/** `tcp://host:3310` or `unix:///run/clamav/clamd.ctl` (config.ts validates the form). */
export function clamdTarget(url: string): ClamdTarget {
  if (url.startsWith('unix://')) return { path: url.slice('unix://'.length) };
  const parsed = new URL(url);
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
}

/**
 * Scans a stream with clamd's INSTREAM command: `zINSTREAM\0`, then chunks each prefixed
 * with its length as 4 bytes big-endian, then a zero length; clamd answers
 * `stream: OK` or `stream: <signature> FOUND` (NUL-terminated). Anything else, a refused
 * connection or a timeout throws, so the caller can retry: a file is never passed unscanned.
 */
export function scanWithClamd(
  target: ClamdTarget,
  body: AsyncIterable<Buffer | string | Uint8Array>,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const socket: Socket = 'path' in target ? connect(target.path) : connect(target.port, target.host);
    const reply: Buffer[] = [];
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      if (error) return reject(error);
      try {
        resolve(parseReply(Buffer.concat(reply).toString('utf8')));
      } catch (parseError) {
        reject(parseError);
      }
    };
    const onAbort = () => settle(new Error('clamd scan aborted'));
    const timer = setTimeout(
      () => settle(new Error('clamd did not answer in time')),
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    options.signal?.addEventListener('abort', onAbort);

    socket.on('data', (data: Buffer) => {
      reply.push(data);
      if (data.includes(0)) settle(null);
    });
    socket.on('end', () => settle(reply.length ? null : new Error('clamd closed the connection without an answer')));
    // clamd may answer (e.g. a size limit) and close while chunks are still being written.
    socket.on('error', (error) => settle(reply.length ? null : error));
    socket.once('connect', () => {
      sendStream(socket, body).catch((error: Error) => {
        if (!reply.length) settle(error);
      });
    });
  });
}

async function sendStream(socket: Socket, body: AsyncIterable<Buffer | string | Uint8Array>): Promise<void> {
  const write = async (data: Buffer) => {
    if (!socket.write(data)) await once(socket, 'drain');
  };
  await write(Buffer.from('zINSTREAM\0'));
  for await (const piece of body) {
    const data =
      typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    for (let offset = 0; offset < data.length; offset += CHUNK_BYTES) {
      const chunk = data.subarray(offset, offset + CHUNK_BYTES);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(chunk.length);
      await write(Buffer.concat([length, chunk]));
    }
  }
  await write(Buffer.alloc(4));
}

function parseReply(raw: string): ScanResult {
  const text = raw.replace(/\0[\s\S]*$/, '').trim();
  if (/^stream: OK$/.test(text)) return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { infected: true, signature: found[1] ?? 'unknown' };
  throw new Error(`clamd answered: ${text || '(nothing)'}`);
}
