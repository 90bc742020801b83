/** Links as profiles store them: zod-free, so a screen that shows a profile needs no zod (issue 18). */

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A website or custom link as stored: http(s) only, `http://` prefixed when the scheme is
 * missing (spec 3 §2.6, §5); meeting and calendar links pass `'https'` (spec 2 §5). Null for
 * anything else (`javascript:`, `ftp:`, no host).
 */
export function normalizeLink(raw: string, defaultScheme: 'http' | 'https' = 'http'): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // "example.com:8080/x" reads as a scheme to the pattern; a port after the colon says otherwise.
  const hasScheme = scheme !== undefined && !/^[^/]+:\d/.test(text);
  const candidate = hasScheme ? text : `${defaultScheme}://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  if (!host || !(host.includes('.') || host === 'localhost' || host.startsWith('['))) return null;
  return candidate;
}
