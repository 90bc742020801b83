import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * A text message as it goes on the wire from a server (FIN, text opcode, unmasked), built
 * once per event so a fan-out to N sockets is N plain writes of the same bytes, without
 * ws framing each send again (header, cork, two writes, uncork).
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const wire = Buffer.allocUnsafe(headerLength + length);
  wire[0] = 0x81;
  if (length < 126) wire[1] = length;
  else if (length < 65_536) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    wire.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(wire, headerLength);
  return wire;
}

/** The parts of ws's socket this module relies on; absent or busy, it falls back to `send`. */
type WsInternals = {
  _socket?: Duplex | null;
  _sender?: { _state?: number; _queue?: unknown[] } | null;
  _extensions?: Record<string, unknown>;
};
const TEXT = { binary: false, compress: false };

/**
 * Sends a pre-built text frame (`wire`, from textFrame(payload)) on an open socket. It is
 * written straight to the TCP socket only when ws's sender is idle with nothing queued and
 * no extension (permessage-deflate is off on our server), so it keeps its place among the
 * frames ws sends; otherwise ws frames `payload` itself.
 */
export function sendText(ws: WebSocket, payload: Buffer, wire: Buffer): void {
  const internals = ws as unknown as WsInternals;
  const socket = internals._socket;
  const sender = internals._sender;
  if (
    socket &&
    !socket.destroyed &&
    sender?._state === 0 &&
    sender._queue?.length === 0 &&
    Object.keys(internals._extensions ?? {}).length === 0
  ) {
    socket.write(wire);
    return;
  }
  ws.send(payload, TEXT);
}
