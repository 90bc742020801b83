import { LINK_PREVIEW_DESCRIPTION_MAX, LINK_PREVIEW_TITLE_MAX, LINK_PREVIEW_URL_MAX } from '@shared/api/link-preview';
import { Parser } from 'htmlparser2';
import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy';

export type PageMeta = { title: string; description: string; image: string };

const TITLE_KEYS = ['og:title', 'twitter:title'];
const DESCRIPTION_KEYS = ['og:description', 'twitter:description', 'description'];
const IMAGE_KEYS = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'];

/**
 * Title, description and image of an HTML page: Open Graph first, then Twitter cards, then
 * `<title>` and the description meta. Entities decoded, whitespace collapsed, lengths
 * capped; the image resolved against the page's final URL and kept only when http(s).
 */
export function parsePageMeta(html: string, pageUrl: URL): PageMeta {
  const metas = new Map<string, string[]>();
  let documentTitle = '';
  let inTitle = false;
  let hasTitle = false;
  let svgDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth++;
        if (name === 'title' && !hasTitle && svgDepth === 0) inTitle = true;
        if (name !== 'meta' || !attributes.content?.trim()) return;
        for (const key of [attributes.property, attributes.name, attributes.itemprop]) {
          const normalised = key?.trim().toLowerCase();
          if (!normalised) continue;
          const values = metas.get(normalised) ?? [];
          values.push(attributes.content);
          metas.set(normalised, values);
        }
      },
      ontext(text) {
        if (inTitle) documentTitle += text;
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (name === 'title' && inTitle) {
          inTitle = false;
          hasTitle = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const first = (keys: string[]) =>
    keys
      .flatMap((key) => metas.get(key) ?? [])
      .map(cleanText)
      .find(Boolean) ?? '';
  const images = IMAGE_KEYS.flatMap((key) => metas.get(key) ?? []);
  return {
    title: capped(first(TITLE_KEYS) || cleanText(documentTitle), LINK_PREVIEW_TITLE_MAX),
    description: capped(first(DESCRIPTION_KEYS), LINK_PREVIEW_DESCRIPTION_MAX),
    image: images.map((raw) => imageUrl(raw, pageUrl)).find(Boolean) ?? '',
  };
}

/** Control characters out, runs of whitespace to one space, trimmed. */
function cleanText(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function capped(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * An absolute http(s) URL without credentials. An image on an IP literal must be public:
 * readers' browsers load it, and a page must not make them probe their own network.
 */
function imageUrl(raw: string, pageUrl: URL): string {
  let url: URL;
  try {
    url = new URL(raw.trim(), pageUrl);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (url.username || url.password) return '';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host) && host !== pageUrl.hostname.replace(/^\[|\]$/g, '')) return '';
  return url.href.length <= LINK_PREVIEW_URL_MAX ? url.href : '';
}
