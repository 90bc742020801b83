import { messages } from '@shared/messages';
import { Invalid } from '../../errors';

const FETCHABLE_PROTOCOLS = new Set(['http:', 'https:']);
const STANDARD_PORTS = new Set([80, 443]);
/** A scheme is letters then ':' not followed by a digit ("example.com:8080" has none). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * `host:port` pairs a deployment lets the preview fetch although they resolve to private
 * addresses (LINK_PREVIEW_ALLOW_HOSTS: tests and development only).
 */
export type AllowedHosts = ReadonlySet<string>;

export function allowedHostsFrom(entries: readonly string[]): AllowedHosts {
  const hosts = new Set<string>();
  for (const entry of entries) {
    try {
      hosts.add(hostKey(new URL(`http://${entry}`)));
    } catch {
      // An entry that is no host:port can never match a URL: nothing to allow.
    }
  }
  return hosts;
}

/** The link as typed, made a URL: http:// when it has no scheme (spec 3 §5), no fragment. */
export function previewUrlFrom(input: string): URL {
  const text = input.trim();
  const withScheme = text.startsWith('//') ? `http:${text}` : HAS_SCHEME.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Invalid(messages.linkPreview.invalidUrl);
  }
  url.hash = '';
  return url;
}

/**
 * The checks that need no DNS: http(s) only, no credentials, ports 80 and 443 only. WHATWG
 * parsing has already turned decimal, octal, hex and short IPv4 forms into dotted quads.
 * Answers whether the host is on the allow list (which skips the port and address checks).
 */
export function checkUrlShape(url: URL, allowedHosts: AllowedHosts): { isAllowListed: boolean } {
  if (!FETCHABLE_PROTOCOLS.has(url.protocol)) throw new Invalid(messages.linkPreview.unsupportedScheme);
  if (url.username || url.password) throw new Invalid(messages.linkPreview.credentials);
  if (!url.hostname) throw new Invalid(messages.linkPreview.invalidUrl);
  const isAllowListed = allowedHosts.has(hostKey(url));
  if (!isAllowListed && !STANDARD_PORTS.has(portOf(url))) throw new Invalid(messages.linkPreview.port);
  return { isAllowListed };
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

function hostKey(url: URL): string {
  return `${url.hostname}:${portOf(url)}`;
}
