import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { messages } from '@shared/messages';
import { Invalid } from '../../errors';
import { checkedTarget } from '../link-preview/ssrf-guard';
import { type AllowedHosts, allowedHostsFrom } from '../link-preview/url-policy';

/** What `deliver` answers for an endpoint refused before any connection: gone, so it is dropped. */
export const REFUSED_ENDPOINT = 410;

export type PushRequest = { endpoint: string; method: string; headers: Record<string, string>; body: Buffer | null };

export const pushAllowedHosts = (entries: readonly string[]): AllowedHosts => allowedHostsFrom(entries);

/** How long a subscription's endpoint may take to resolve before it is refused. */
const SUBSCRIBE_CHECK_MS = 5_000;

/**
 * The checks `deliver` makes, at subscribe time: an endpoint that delivery would refuse
 * (not http(s), credentials, another port, a private address, a name that does not
 * resolve) is refused now with a 400, rather than saved and dropped at the first push.
 * Delivery checks again: a name may resolve elsewhere later.
 */
export async function assertPushEndpoint(endpoint: string, allowed: AllowedHosts): Promise<void> {
  try {
    await checkedTarget(new URL(endpoint), allowed, AbortSignal.timeout(SUBSCRIBE_CHECK_MS));
  } catch {
    throw new Invalid(messages.notifications.pushEndpointRefused);
  }
}

/**
 * Sends one push request and answers its status (0 when it failed on the way). The endpoint is
 * a URL the browser gave, so any signed-in user chooses it: it gets the link preview's SSRF
 * checks (http(s), no credentials, ports 80 and 443, and every address the name resolves to
 * public, IPv4-mapped and decimal forms included) and the connection goes to the checked
 * addresses only, so a DNS answer that changes in between cannot move it. A refused endpoint
 * answers 410: its subscription is removed and nothing is ever sent to it.
 */
export async function deliver(request: PushRequest, allowed: AllowedHosts, timeoutMs: number): Promise<number> {
  const signal = AbortSignal.timeout(timeoutMs);
  let target: Awaited<ReturnType<typeof checkedTarget>>;
  try {
    target = await checkedTarget(new URL(request.endpoint), allowed, signal);
  } catch {
    return REFUSED_ENDPOINT;
  }
  const { url, hostname, addresses } = target;
  const pinned: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request({
      protocol: url.protocol,
      hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers: { ...request.headers, host: url.host },
      lookup: pinned,
      agent: false,
      servername: addresses.some((a) => a.address === hostname) ? undefined : hostname,
      signal,
    });
    req.once('response', (response) => {
      response.on('error', () => undefined);
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(request.body ?? undefined);
  });
}
