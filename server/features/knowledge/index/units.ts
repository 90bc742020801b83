import { splitSentences } from '../language/nlp';

/**
 * A part of a file as its parser read it: a page, a sheet, a section under a heading.
 * `heading` is what the text sits under (a title, a sheet's name); `rows` says every line is
 * a unit of its own (a spreadsheet's rows), where prose lines are joined into paragraphs.
 */
export type Section = { location: string | null; text: string; heading?: string | null; rows?: boolean };

/**
 * The smallest whole thing a reply may quote, with what it sits under: a paragraph (its
 * wrapped lines joined), a list item, a table row. A heading is never a unit: it is the
 * context of the units below it.
 */
export type Unit = { location: string | null; heading: string | null; text: string };

const LIST_ITEM = /^\s*(?:[-*+•▪◦‣–]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/u;
const TERMINAL = /[.!?:;)"”'’]$/u;

/**
 * Units of one section. Lines separated by a blank line are paragraphs; inside one, wrapped
 * lines are joined. A list item or a table row (a line holding " | ") is a unit of its own,
 * and so is every line of a `rows` section. A short line with no closing punctuation that
 * stands alone (a PDF's or a text file's heading) becomes the heading of what follows. A
 * section with no heading of its own (a PDF's next page) goes on under `inherited`.
 */
export function sectionUnits(section: Section, inherited: string | null = null): Unit[] {
  const units: Unit[] = [];
  let heading = section.heading === undefined ? inherited : section.heading?.trim() || null;
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    paragraph = [];
    if (/[\p{L}\p{N}]/u.test(text)) units.push({ location: section.location, heading, text });
  };
  const lines = section.text.replace(/\r\n?/g, '\n').split('\n');
  // Markdown, HTML and Word mark their headings; only pages of text (PDF, txt) are guessed.
  const guessHeadings = section.heading === undefined;
  const widest = Math.max(...lines.map((l) => l.trim().length));
  const short = (line: string) => lines.length < 3 || line.length < widest * 0.6;
  for (const [i, raw] of lines.entries()) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      flush();
      continue;
    }
    if (section.rows || line.includes(' | ')) {
      flush();
      paragraph.push(line);
      flush();
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flush();
      const item = line.replace(LIST_ITEM, '');
      // "3. Missed appointments" over a paragraph is a numbered heading, not an item.
      const next = lines[i + 1]?.trim() ?? '';
      if (guessHeadings && /^\d/.test(line) && !LIST_ITEM.test(next) && short(line) && looksLikeHeading(item, next))
        heading = item;
      else paragraph.push(item);
      continue;
    }
    if (guessHeadings && paragraph.length === 0 && short(line) && looksLikeHeading(line, lines[i + 1])) {
      heading = line.replace(/:$/, '');
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return units;
}

/** A title line: short, no closing punctuation, capitalised, and not the start of a wrapped sentence. */
function looksLikeHeading(line: string, next: string | undefined): boolean {
  if (line.length > 60 || line.split(' ').length > 8 || /[,;]/.test(line)) return false;
  if (TERMINAL.test(line) && !line.endsWith(':')) return false;
  if (!/^[\p{Lu}\p{N}]/u.test(line)) return false;
  const following = next?.trim() ?? '';
  // "Our flagship gauge is the" + "TG-40 ..." is a wrapped line, not a title.
  return following === '' || /^[\p{Lu}\p{N}"“(•\-*]/u.test(following);
}

/** The sentences a unit may be quoted by: a paragraph's sentences, a list item or row whole. */
export function unitSentences(text: string): string[] {
  if (text.length < 80 || text.includes(' | ') || /^[^.!?]*:\s[^.!?]*;/.test(text)) return [text];
  return splitSentences(text);
}
