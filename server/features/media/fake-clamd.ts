import { createServer, type Server, type Socket } from 'node:net';

/** The EICAR test string: every virus scanner reports it, and it is harmless. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!H+H*';

export type FakeClamd = {
  server: Server;
  /** Each scanned stream's chunk lengths and bytes, in order. */
  scans: { chunks: number[]; body: Buffer }[];
  close(): Promise<void>;
};

/**
 * A stand-in clamd speaking the real INSTREAM protocol over a real socket: it reads
 * `zINSTREAM\0`, length-prefixed chunks up to a zero length, and answers like clamd
 * (EICAR is FOUND; past `maxBytes` it answers the size-limit error and hangs up).
 */
export function startFakeClamd(listenOn: number | string, options: { maxBytes?: number } = {}): Promise<FakeClamd> {
  const scans: FakeClamd['scans'] = [];
  const server = createServer((socket) => serve(socket, scans, options.maxBytes ?? Number.POSITIVE_INFINITY));
  return new Promise((resolve) => {
    const done = () =>
      resolve({ server, scans, close: () => new Promise<void>((closed) => server.close(() => closed())) });
    if (typeof listenOn === 'number') server.listen(listenOn, '127.0.0.1', done);
    else server.listen(listenOn, done);
  });
}

function serve(socket: Socket, scans: FakeClamd['scans'], maxBytes: number): void {
  let buffer = Buffer.alloc(0);
  let commandRead = false;
  const scan = { chunks: [] as number[], parts: [] as Buffer[], size: 0 };
  socket.on('data', (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    if (!commandRead) {
      const end = buffer.indexOf(0);
      if (end < 0) return;
      const command = buffer.subarray(0, end).toString();
      buffer = buffer.subarray(end + 1);
      commandRead = true;
      if (command !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
    }
    while (buffer.length >= 4) {
      const length = buffer.readUInt32BE(0);
      if (length === 0) {
        const body = Buffer.concat(scan.parts);
        scans.push({ chunks: scan.chunks, body });
        socket.end(body.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
        return;
      }
      if (buffer.length < 4 + length) return;
      scan.chunks.push(length);
      scan.parts.push(buffer.subarray(4, 4 + length));
      scan.size += length;
      buffer = buffer.subarray(4 + length);
      if (scan.size > maxBytes) return void socket.end('INSTREAM size limit exceeded. ERROR\0');
    }
  });
  socket.on('error', () => undefined);
}
