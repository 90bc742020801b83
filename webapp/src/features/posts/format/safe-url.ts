const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** The URL when it is an absolute http, https or mailto link; null for anything else (javascript:, data:...). */
export function safeHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Spec 3 §5: a preview link without a scheme gets http:// prepended; only safe links are kept. */
export function linkWithScheme(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  return safeHref(hasScheme ? text : `http://${text.replace(/^\/+/, '')}`);
}

/** A signed file link from the API: absolute http(s), or a path on our own server. */
export function safeFileUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  const href = safeHref(text);
  return href?.startsWith('mailto:') ? null : href;
}
