import type { PDFFont } from 'pdf-lib';

export type FittedText = { size: number; lineHeight: number; lines: string[] };

const MIN_SIZE = 5;
const LINE_HEIGHT = 1.2;

/**
 * A text's lines and size inside a box: as large as fits (at most 0.75 of the box height for
 * one line, at most `maxSize`), wrapped at spaces (a word wider than the box is cut), its
 * own line breaks kept. When even the smallest size does not hold every line, the lines
 * that fit are kept and the last one ends with an ellipsis: clipped to the box, never past it.
 */
export function fitText(font: PDFFont, text: string, width: number, height: number, maxSize = 14): FittedText {
  let size = Math.max(MIN_SIZE, Math.min(maxSize, height * 0.75));
  for (;;) {
    const lines = wrap(font, text, width, size);
    const lineHeight = size * LINE_HEIGHT;
    if (lines.length * lineHeight <= height || size <= MIN_SIZE) {
      const room = Math.max(1, Math.floor(height / lineHeight));
      if (lines.length <= room) return { size, lineHeight, lines };
      const kept = lines.slice(0, room);
      kept[room - 1] = ellipsize(font, kept[room - 1] ?? '', width, size);
      return { size, lineHeight, lines: kept };
    }
    size = Math.max(MIN_SIZE, size * 0.9);
  }
}

function wrap(font: PDFFont, text: string, width: number, size: number): string[] {
  const out: string[] = [];
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      line = word;
      // A word longer than the box: cut it where it stops fitting.
      while (line && !fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    out.push(line);
  }
  return out;
}

function ellipsize(font: PDFFont, line: string, width: number, size: number): string {
  let kept = line;
  while (kept && font.widthOfTextAtSize(`${kept}…`, size) > width) kept = kept.slice(0, -1);
  return `${kept}…`;
}
