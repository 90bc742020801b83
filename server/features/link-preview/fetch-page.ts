import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { messages } from '@shared/messages';
import { NotFound } from '../../errors';
import { type CheckedTarget, checkedTarget } from './ssrf-guard';
import type { AllowedHosts } from './url-policy';

export type FetchLimits = {
  /** For the whole preview: DNS, every hop and the body. */
  timeoutMs: number;
  /** Bytes of (decoded) body read; the rest is never downloaded. */
  maxBytes: number;
  maxRedirects: number;
  allowedHosts: AllowedHosts;
  userAgent: string;
};

export type FetchedPage = { url: URL; html: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/**
 * Fetches an HTML page safely: each hop is checked (ssrf-guard) and then connected to the
 * very addresses that were checked, so a DNS answer that changes in between cannot move
 * the connection; redirects are followed by hand, at most `maxRedirects`.
 */
export async function fetchPage(start: URL, limits: FetchLimits): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = start;
  for (let hop = 0; ; hop++) {
    const target = await checkedTarget(url, limits.allowedHosts, signal);
    const response = await requestPinned(target, limits.userAgent, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location || hop >= limits.maxRedirects) throw unavailable();
      url = nextHop(location, url);
      continue;
    }
    if (status < 200 || status > 299 || !isHtml(response.headers['content-type'])) {
      response.destroy();
      throw unavailable();
    }
    const body = await readCapped(response, limits.maxBytes, signal);
    return { url, html: decodeHtml(body, response.headers['content-type']) };
  }
}

function unavailable() {
  return new NotFound(messages.linkPreview.unavailable);
}

function nextHop(location: string, from: URL): URL {
  try {
    const next = new URL(location, from);
    next.hash = '';
    return next;
  } catch {
    throw unavailable();
  }
}

function isHtml(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return !!type && HTML_TYPES.has(type);
}

/** Connects to the checked addresses only; Host and TLS server name stay the URL's. */
function requestPinned(target: CheckedTarget, userAgent: string, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, hostname, addresses } = target;
  const pinned: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      protocol: url.protocol,
      hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        host: url.host,
        'user-agent': userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
      },
      lookup: pinned,
      // A fresh connection per hop: a pooled socket could belong to another address.
      agent: false,
      servername: addresses.some((a) => a.address === hostname) ? undefined : hostname,
      signal,
    });
    request.once('response', (response) => {
      // A late reset or abort of a response we already dropped must not be an uncaught error.
      response.on('error', () => undefined);
      resolve(response);
    });
    request.on('error', () => reject(unavailable()));
    request.end();
  });
}

/**
 * Reads at most `maxBytes` of the decoded body, then drops the connection. When the
 * deadline falls mid-body, what has arrived is kept (a page's head is what we need).
 */
async function readCapped(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const body = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= maxBytes) break;
    }
  } catch {
    if (!signal.aborted || size === 0) throw unavailable();
  } finally {
    body.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/** The body through gunzip, inflate or brotli when the server compressed it (capped after). */
function decoded(response: IncomingMessage): Readable {
  const encoding = response.headers['content-encoding']?.trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  // pipeline() carries an abort or error of the response on to the decoder.
  return pipeline(response, decoder, () => undefined);
}

/** The charset of the Content-Type header, else of a <meta> near the start, else UTF-8. */
function decodeHtml(body: Buffer, contentType: string | undefined): string {
  const declared =
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
