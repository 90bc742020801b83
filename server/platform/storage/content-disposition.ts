/** The longest download name we put in a header (bytes of the name, before encoding). */
const DOWNLOAD_NAME_MAX = 200;

/**
 * A download name safe for a Content-Disposition header: no path, no controls, no quotes
 * or backslashes, trimmed and bounded; null when nothing usable is left.
 */
export function sanitizeDownloadName(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what we strip.
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return null;
  return Array.from(clean).slice(0, DOWNLOAD_NAME_MAX).join('');
}

/** RFC 8187 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves alone. */
function rfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment; filename*=UTF-8''<name>` (plain `attachment` when the name is unusable). */
export function attachmentDisposition(name: string): string {
  const safe = sanitizeDownloadName(name);
  return safe ? `attachment; filename*=UTF-8''${rfc8187(safe)}` : 'attachment';
}
