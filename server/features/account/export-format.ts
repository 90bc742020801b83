import { Readable } from 'node:stream';

/** Rows read a page at a time by keyset (createdAt, id): never a whole table in memory. */
export async function* paged<T extends { createdAt: string; id: string }>(
  read: (after: { createdAt: string; id: string } | null, limit: number) => Promise<T[]>,
  pageSize = 500,
): AsyncIterable<T> {
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const rows = await read(after, pageSize);
    for (const row of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** A JSON array, written as the rows come. */
export function jsonArrayStream(rows: AsyncIterable<unknown>): Readable {
  return Readable.from(
    (async function* () {
      yield '[';
      let first = true;
      for await (const row of rows) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
        first = false;
      }
      yield '\n]\n';
    })(),
  );
}

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text: every character that could open markup is escaped. */
export function escapeHtml(text: string | null | undefined): string {
  return (text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

export type HtmlItem = { heading: string; when: string; body: string | null };

/** A readable page of messages, written as they come; every value escaped. */
export function htmlPageStream(title: string, items: AsyncIterable<HtmlItem>): Readable {
  return Readable.from(
    (async function* () {
      yield `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border-bottom:1px solid #e5e7eb;padding:.75rem 0}h2{font-size:.95rem;margin:0}time{color:#4b5563;font-size:.85rem}
p{white-space:pre-wrap;margin:.25rem 0 0}</style></head><body><h1>${escapeHtml(title)}</h1>\n`;
      let count = 0;
      for await (const item of items) {
        count += 1;
        yield `<article><h2>${escapeHtml(item.heading)}</h2><time datetime="${escapeHtml(item.when)}">${escapeHtml(
          item.when,
        )}</time><p>${escapeHtml(item.body)}</p></article>\n`;
      }
      if (count === 0) yield '<p>Nothing here.</p>\n';
      yield '</body></html>\n';
    })(),
  );
}

/** A file name safe as one zip path segment (no folders, no control characters). */
export function safeName(name: string): string {
  const cleaned = [...name]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || '/\\:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/^\.+/, '_')
    .slice(0, 150);
  return cleaned || 'file';
}
