import { PAGE_PEOPLE_MAX } from '@shared/api/page-people';

/** What one frame gives: the hrefs of its mailto: links and its rendered text. */
export type FrameSource = { hrefs: string[]; text: string };

/**
 * Runs in each frame of the tab, once, when the user asked for the people of the page: the
 * addresses of its visible mailto: links, then of its visible text, in page order, case-folded,
 * at most `max`. Only addresses leave the page, never its text. A frame the user cannot see
 * (no size: hidden, collapsed) gives none.
 *
 * Self-contained, as `scripting.executeScript` sends its source alone: `given` stands in for
 * the document in unit tests.
 *
 * Supported: `mailto:` with several recipients and `to`, `cc`, `bcc` in its query string,
 * percent-encoding, `<a@b.example>`. Not supported, on purpose: spelled-out obfuscations
 * ("ann at example dot com", "ann [at] example.com"): a person who hides an address from
 * machines has said they do not want it read by one, and the guesses misfire on prose.
 * File names that look like addresses (`logo@2x.png`) are left out.
 */
export function readFrameAddresses(max: number, given?: FrameSource): string[] {
  const FILE_ENDINGS = /\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|css|js|mjs|json|pdf|html?)$/;
  const ADDRESS =
    /[a-z0-9](?:[a-z0-9._%+'-]{0,62}[a-z0-9_%+-])?@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?![a-z0-9-]*@)/gi;
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (candidate: string) => {
    const address = candidate.trim().toLowerCase();
    if (found.length >= max || seen.has(address) || FILE_ENDINGS.test(address)) return;
    if (address.length > 254 || address.includes('..')) return;
    seen.add(address);
    found.push(address);
  };
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const addAll = (text: string) => {
    for (const match of text.matchAll(ADDRESS)) {
      if (found.length >= max) return;
      add(match[0]);
    }
  };

  let source = given;
  if (!source) {
    const visible = (element: Element) =>
      typeof (element as HTMLElement).checkVisibility === 'function'
        ? (element as HTMLElement).checkVisibility({ checkVisibilityCSS: true } as CheckVisibilityOptions)
        : true;
    const seesFrame = globalThis.innerWidth > 0 && globalThis.innerHeight > 0;
    const body = globalThis.document?.body;
    if (!seesFrame || !body) return [];
    const hrefs = [...document.querySelectorAll('a[href]')]
      .filter((a) => /^\s*mailto:/i.test(a.getAttribute('href') ?? '') && visible(a))
      .map((a) => a.getAttribute('href') ?? '');
    source = { hrefs, text: body.innerText ?? body.textContent ?? '' };
  }
  for (const href of source.hrefs) {
    const [recipients = '', query = ''] = href
      .trim()
      .replace(/^mailto:/i, '')
      .split('?');
    addAll(decode(recipients));
    for (const pair of query.split('&')) {
      const [key = '', value = ''] = pair.split('=');
      if (/^(to|cc|bcc)$/i.test(key)) addAll(decode(value.replace(/\+/g, ' ')));
    }
  }
  addAll(source.text);
  return found;
}

/**
 * The page's addresses from every frame's answer (the top frame first, then the others in
 * document order): repeats once, the user's own address left out, at most `max`.
 */
export function mergeFrameAddresses(frames: unknown[], ownEmail: string, max = PAGE_PEOPLE_MAX): string[] {
  const own = ownEmail.trim().toLowerCase();
  const merged = new Set<string>();
  for (const frame of frames) {
    if (!Array.isArray(frame)) continue;
    for (const item of frame) {
      if (merged.size >= max) return [...merged];
      if (typeof item !== 'string') continue;
      const address = item.trim().toLowerCase();
      if (address && address !== own) merged.add(address);
    }
  }
  return [...merged];
}
