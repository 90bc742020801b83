/** A part of a file as its parser read it: a page, a sheet, a section under a heading. */
export type Section = { location: string | null; text: string };
export type Chunk = { position: number; location: string | null; text: string };

/** About a paragraph or two: long enough to hold a fact with its context, short enough to rank well. */
export const CHUNK_CHARS = 900;
export const CHUNK_OVERLAP = 150;

/**
 * Cuts each section into passages of about CHUNK_CHARS, at sentence or line ends where it
 * can, each starting with the last CHUNK_OVERLAP characters of the one before (so a fact
 * across a cut is whole in one of them). A passage keeps its section's location.
 */
export function chunkSections(sections: readonly Section[]): Chunk[] {
  const chunks: Chunk[] = [];
  for (const section of sections) {
    const text = section.text
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    let start = 0;
    while (start < text.length) {
      let end = Math.min(text.length, start + CHUNK_CHARS);
      if (end < text.length) end = cutAt(text, start, end);
      const piece = text.slice(start, end).trim();
      if (piece) chunks.push({ position: chunks.length, location: section.location, text: piece });
      if (end >= text.length) break;
      const next = wordStart(text, Math.max(end - CHUNK_OVERLAP, start + 1));
      start = next > start ? next : end;
    }
  }
  return chunks;
}

/** The last sentence or line end in the second half of [start, end), else the last space. */
function cutAt(text: string, start: number, end: number): number {
  const window = text.slice(start, end);
  const half = Math.floor(window.length / 2);
  let best = -1;
  for (const match of window.matchAll(/[.!?]["”)]?\s|\n/g)) {
    if (match.index >= half) best = match.index + match[0].length;
  }
  if (best < 0) best = window.lastIndexOf(' ') + 1;
  return best > 0 ? start + best : end;
}

/** The start of the word at or after `at`. */
function wordStart(text: string, at: number): number {
  const space = text.indexOf(' ', at);
  const line = text.indexOf('\n', at);
  const candidates = [space, line].filter((i) => i >= 0);
  return candidates.length ? Math.min(...candidates) + 1 : text.length;
}
