/** The server a fresh install talks to (the development server). */
export const DEFAULT_SERVER_URL = 'http://localhost:8787';

/**
 * The origin of an http(s) address typed by the user ('localhost:8787' reads as
 * http://localhost:8787), or null when it is not one.
 */
export function normalizeServerUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Chromium's parser lets through hosts that are no host name (it percent-encodes them).
    if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The host permission pattern that lets the extension call a server. */
export const hostPatternOf = (origin: string) => `${origin}/*`;

/** This computer: covered by the manifest's host_permissions, so no prompt is needed. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return false;
  }
}
