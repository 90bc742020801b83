import { Parser } from 'htmlparser2';
import type { Section } from '../index/chunk';
import { TEXT_PAGE_CHARS, type Parsed } from './types';

/** Plain text, cut into pages of about TEXT_PAGE_CHARS (the location says which). */
export function parsePlain(text: string): Parsed {
  const clean = text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
  const sections: Section[] = [];
  for (let start = 0; start < clean.length; ) {
    let end = Math.min(clean.length, start + TEXT_PAGE_CHARS);
    if (end < clean.length) {
      const paragraph = clean.lastIndexOf('\n', end);
      if (paragraph > start + TEXT_PAGE_CHARS / 2) end = paragraph + 1;
    }
    sections.push({ location: null, text: clean.slice(start, end) });
    start = end;
  }
  if (sections.length > 1) {
    for (const [i, section] of sections.entries()) section.location = `page ${i + 1}`;
  }
  return { sections, pages: Math.max(1, sections.length) };
}

/**
 * Markdown as the text a reader sees: headings start sections (the heading path is their
 * context, the nearest heading their location); paragraphs keep their blank lines so wrapped
 * lines join; list items and table rows become items ("• "), a table row as "Header: value;
 * ..." like a spreadsheet's; emphasis, link and image syntax, code fences and HTML tags go.
 */
export function parseMarkdown(source: string): Parsed {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const sections: Section[] = [];
  const path: string[] = [];
  let current: Section = { location: null, heading: null, text: '' };
  let table: string[] | null = null;
  for (const raw of lines) {
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(raw);
    if (heading) {
      if (current.text.trim()) sections.push(current);
      const title = inlineMarkdown(heading[2] ?? '');
      path.length = Math.min(path.length, (heading[1] ?? '#').length - 1);
      path.push(title);
      current = { location: title, heading: path.join(' > '), text: '' };
      table = null;
      continue;
    }
    if (/^\s*(```|~~~)/.test(raw) || /^\s*([-*_]\s*){3,}$/.test(raw)) continue;
    if (/^\s*\|/.test(raw)) {
      const cells = raw
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => inlineMarkdown(c.trim()));
      if (cells.every((c) => /^:?-{2,}:?$/.test(c) || c === '')) continue;
      if (!table) {
        table = cells;
        continue;
      }
      const header = table;
      const row = cells.map((cell, i) => (cell && header[i] ? `${header[i]}: ${cell}` : cell)).filter(Boolean);
      current.text += `• ${row.join('; ')}.\n`;
      continue;
    }
    if (table) {
      table = null;
      current.text += '\n';
    }
    const quoteless = raw.replace(/^\s{0,3}>\s?/, '');
    const item = /^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/.exec(quoteless);
    const line = inlineMarkdown(item ? quoteless.slice(item[0].length) : quoteless);
    current.text += item ? `• ${line}\n` : `${line}\n`;
  }
  if (current.text.trim()) sections.push(current);
  const pages = Math.max(1, Math.ceil(sections.reduce((n, s) => n + s.text.length, 0) / TEXT_PAGE_CHARS));
  return { sections, pages };
}

function inlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S.*?\S|\S)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/~~(.+?)~~/g, '$1');
}

/** Elements that end a paragraph (a blank line) or, for br, a line. */
const BLOCKS = new Set([
  'p',
  'div',
  'tr',
  'section',
  'article',
  'header',
  'footer',
  'table',
  'ul',
  'ol',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'title',
]);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

/**
 * HTML's visible text through htmlparser2: headings start sections (their path is the
 * context), block elements end paragraphs, a list item is an item ("• "), a table row one
 * line of cells.
 */
export function parseHtml(html: string): Parsed {
  const sections: Section[] = [];
  const path: string[] = [];
  let current: Section = { location: null, heading: null, text: '' };
  let skipping = 0;
  let heading: { level: number; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIP.has(name)) skipping++;
        else if (/^h[1-6]$/.test(name)) {
          if (current.text.trim()) sections.push(current);
          current = { location: null, heading: null, text: '' };
          heading = { level: Number(name[1]), text: '' };
        } else if (name === 'li') current.text += '\n• ';
        else if (name === 'br') current.text += '\n';
        else if (BLOCKS.has(name)) current.text += '\n\n';
      },
      ontext(text) {
        if (skipping) return;
        if (heading) heading.text += text;
        else current.text += text;
      },
      onclosetag(name) {
        if (SKIP.has(name)) skipping = Math.max(0, skipping - 1);
        else if (/^h[1-6]$/.test(name) && heading) {
          const title = heading.text.replace(/\s+/g, ' ').trim();
          if (title) {
            path.length = Math.min(path.length, heading.level - 1);
            path.push(title);
            current.location = title;
            current.heading = path.join(' > ');
          }
          heading = null;
        } else if (name === 'td' || name === 'th') current.text += ' | ';
        else if (name === 'li') current.text += '\n';
        else if (BLOCKS.has(name)) current.text += '\n\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (current.text.trim()) sections.push(current);
  const tidy = sections.map((s) => ({
    ...s,
    text: s.text
      .replace(/[ \t]+/g, ' ')
      .replace(/( \| )+\s*\n/g, '\n')
      .replace(/\n[ \t]+/g, '\n')
      .replace(/\n{3,}/g, '\n\n'),
  }));
  const pages = Math.max(1, Math.ceil(tidy.reduce((n, s) => n + s.text.length, 0) / TEXT_PAGE_CHARS));
  return { sections: tidy, pages };
}
