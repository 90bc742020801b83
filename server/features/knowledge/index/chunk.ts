import { type Section, sectionUnits, type Unit, unitSentences } from './units';

export type { Section } from './units';

/** A stored passage: whole units under one heading, the heading first (so it is searchable). */
export type Chunk = { position: number; location: string | null; heading: string | null; text: string };

/** About a paragraph or two: long enough to hold a fact with its context, short enough to rank well. */
export const CHUNK_CHARS = 900;

/**
 * Cuts each section into passages of whole units (paragraphs, list items, table rows), about
 * CHUNK_CHARS each, never across a heading or a page. A unit longer than that is cut at its
 * sentences. A passage's text starts with its heading line when it has one.
 */
export function chunkSections(sections: readonly Section[]): Chunk[] {
  const chunks: Chunk[] = [];
  let open: { location: string | null; heading: string | null; texts: string[]; size: number } | null = null;
  const close = () => {
    if (open?.texts.length) {
      const body = open.texts.join('\n');
      chunks.push({
        position: chunks.length,
        location: open.location,
        heading: open.heading,
        text: open.heading ? `${open.heading}\n${body}` : body,
      });
    }
    open = null;
  };
  let inherited: string | null = null;
  for (const section of sections) {
    const units = sectionUnits(section, inherited);
    if (section.heading === undefined) inherited = units.at(-1)?.heading ?? inherited;
    for (const unit of units) {
      for (const piece of pieces(unit)) {
        if (!open || open.location !== unit.location || open.heading !== unit.heading) {
          close();
          open = { location: unit.location, heading: unit.heading, texts: [], size: 0 };
        }
        if (open.size > 0 && open.size + piece.length > CHUNK_CHARS) {
          close();
          open = { location: unit.location, heading: unit.heading, texts: [], size: 0 };
        }
        open.texts.push(piece);
        open.size += piece.length + 1;
      }
    }
    close();
  }
  close();
  return chunks;
}

/** A unit as one line, or as several of whole sentences when it is longer than a passage. */
function pieces(unit: Unit): string[] {
  if (unit.text.length <= CHUNK_CHARS) return [unit.text];
  const out: string[] = [];
  let current = '';
  for (const sentence of unitSentences(unit.text)) {
    for (let s = sentence; s; s = s.slice(CHUNK_CHARS)) {
      const part = s.slice(0, CHUNK_CHARS);
      if (current && current.length + part.length + 1 > CHUNK_CHARS) {
        out.push(current);
        current = '';
      }
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) out.push(current);
  return out;
}

/** The units of a stored passage: its lines, less the heading line it starts with. */
export function passageUnits(passage: { heading: string | null; text: string }): string[] {
  const lines = passage.text.split('\n');
  if (passage.heading && lines[0] === passage.heading) lines.shift();
  return lines.map((l) => l.trim()).filter((l) => /[\p{L}\p{N}]/u.test(l));
}
