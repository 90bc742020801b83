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
 * Markdown as the text a reader sees: headings start sections (their title is the location),
 * emphasis, link and image syntax, code fences, tables' rules and HTML tags are dropped.
 */
export function parseMarkdown(source: string): Parsed {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const sections: Section[] = [];
  let current: Section = { location: null, text: '' };
  for (const raw of lines) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (heading) {
      if (current.text.trim()) sections.push(current);
      const title = inlineMarkdown(heading[1] ?? '');
      current = { location: title, text: `${title}\n` };
      continue;
    }
    if (/^\s*(```|~~~)/.test(raw) || /^\s*\|?\s*:?-{3,}/.test(raw) || /^\s*([-*_]\s*){3,}$/.test(raw)) continue;
    const line = inlineMarkdown(
      raw
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, '')
        .replace(/\s*\|\s*/g, ' | ')
        .replace(/^ \| | \| $/g, ''),
    );
    current.text += `${line}\n`;
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

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'tr',
  'td',
  'th',
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

/** HTML's visible text through htmlparser2: headings start sections, block elements end lines. */
export function parseHtml(html: string): Parsed {
  const sections: Section[] = [];
  let current: Section = { location: null, text: '' };
  let skipping = 0;
  let heading: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIP.has(name)) skipping++;
        else if (/^h[1-6]$/.test(name)) {
          if (current.text.trim()) sections.push(current);
          current = { location: null, text: '' };
          heading = '';
        } else if (BLOCKS.has(name)) current.text += '\n';
      },
      ontext(text) {
        if (skipping) return;
        if (heading !== null) heading += text;
        current.text += text;
      },
      onclosetag(name) {
        if (SKIP.has(name)) skipping = Math.max(0, skipping - 1);
        else if (/^h[1-6]$/.test(name) && heading !== null) {
          current.location = heading.replace(/\s+/g, ' ').trim() || null;
          current.text += '\n';
          heading = null;
        } else if (BLOCKS.has(name)) current.text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (current.text.trim()) sections.push(current);
  const tidy = sections.map((s) => ({ ...s, text: s.text.replace(/[ \t]+/g, ' ').replace(/\n\s*\n+/g, '\n') }));
  const pages = Math.max(1, Math.ceil(tidy.reduce((n, s) => n + s.text.length, 0) / TEXT_PAGE_CHARS));
  return { sections: tidy, pages };
}
