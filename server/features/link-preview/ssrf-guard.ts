import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { messages } from '@shared/messages';
import { Invalid, NotFound } from '../../errors';
import { isPublicAddress } from './address-policy';
import { type AllowedHosts, checkUrlShape } from './url-policy';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** A URL whose every address has been checked: connections go to these and nowhere else. */
export type CheckedTarget = { url: URL; hostname: string; addresses: ResolvedAddress[] };

/**
 * Checks one hop before it is fetched: the URL's shape, then every address its host
 * resolves to. One private address refuses the whole host (a name resolving to both a
 * public and a private address must not get a choice of where we connect).
 */
export async function checkedTarget(url: URL, allowedHosts: AllowedHosts, signal: AbortSignal): Promise<CheckedTarget> {
  const { isAllowListed } = checkUrlShape(url, allowedHosts);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  // "localhost." is "localhost": resolve the name without its root dot.
  const addresses = await resolve(hostname.replace(/\.+$/, ''), signal);
  if (!isAllowListed && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new Invalid(messages.linkPreview.privateAddress);
  }
  return { url, hostname, addresses };
}

async function resolve(hostname: string, signal: AbortSignal): Promise<ResolvedAddress[]> {
  const literal = isIP(hostname);
  if (literal) return [{ address: hostname, family: literal as 4 | 6 }];
  let found: { address: string; family: number }[];
  try {
    found = await untilAborted(lookup(hostname, { all: true, verbatim: true }), signal);
  } catch {
    // No such name, no DNS answer in time: nothing to preview.
    throw new NotFound(messages.linkPreview.unavailable);
  }
  if (!found.length) throw new NotFound(messages.linkPreview.unavailable);
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** dns.lookup cannot be cancelled; the deadline still ends the wait for it. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolvePromise, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolvePromise(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
