import { createRequire } from 'node:module';
import pino from 'pino';
import type PinoPretty from 'pino-pretty';
import type { Config } from './config';

export type Logger = pino.Logger;

/** Where log lines go; a terminal gets readable lines, anything else JSON. */
export type LogDestination = NodeJS.WritableStream & { isTTY?: boolean };

export function createLogger(
  config: Pick<Config, 'logLevel' | 'isDev'>,
  destination: LogDestination = process.stdout,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  };
  const pretty = destination.isTTY ? prettyStream(destination) : undefined;
  if (pretty) return pino(options, pretty);
  return destination === process.stdout ? pino(options) : pino(options, destination);
}

/** pino-pretty, loaded only for a terminal; without it (a trimmed install) logs stay JSON. */
function prettyStream(destination: LogDestination): NodeJS.WritableStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
    return pretty({ destination, sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}
