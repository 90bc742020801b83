import { degrees, type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { isSignatureImage } from '@shared/api/content';
import { type DisplayedBox, displayedBox, type PageFrame, pageFrame } from './page-frame';
import { trimToInk } from './signature-trim';
import { fitText } from './text-fit';

export type FilledField = {
  type: 'signature' | 'textbox' | 'initials' | 'date' | 'checkbox';
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  value: string | null;
};

const INK = rgb(0.05, 0.1, 0.3);
/** Inner margin of a text box, in points. */
const INSET = 2;

/**
 * Draws every filled field into the page content (no form fields left to edit): drawn
 * signatures as images cut to their ink and fitted to their box (aspect kept), typed ones
 * in a script face, text wrapped and clipped to its box, a tick for a ticked checkbox.
 * Positions are fractions of the page as displayed (after /Rotate), from its top-left
 * corner; everything is drawn upright to the viewer whatever the page's rotation.
 */
export async function flattenFields(doc: PDFDocument, fields: FilledField[]): Promise<void> {
  const fonts = {
    text: await doc.embedFont(StandardFonts.Helvetica),
    script: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const pages = doc.getPages();
  for (const field of fields) {
    const page = pages[field.page - 1];
    if (!page || !field.value) continue;
    const frame = pageFrame(page);
    const box = displayedBox(frame, field);
    const at = { page, frame, box };
    if ((field.type === 'signature' || field.type === 'initials') && isSignatureImage(field.value)) {
      const ink = await trimToInk(Buffer.from(field.value.split(',')[1] ?? '', 'base64'));
      const image = await doc.embedPng(ink);
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const [w, h] = [image.width * scale, image.height * scale];
      const corner = frame.toUser(box, (box.width - w) / 2, (box.height - h) / 2);
      page.drawImage(image, { ...corner, width: w, height: h, rotate: degrees(frame.rotation) });
    } else if (field.type === 'checkbox') {
      if (field.value === 'true') drawTick(at);
    } else if (field.type === 'textbox') {
      drawWrapped(at, fonts.text, printableLines(fonts.text, field.value));
    } else {
      const font = field.type === 'signature' || field.type === 'initials' ? fonts.script : fonts.text;
      drawOneLine(at, font, printable(font, field.value));
    }
  }
}

type Placement = { page: PDFPage; frame: PageFrame; box: DisplayedBox };

/** A tick mark drawn as two strokes, centred in the box. */
function drawTick({ page, frame, box }: Placement): void {
  const size = Math.min(box.width, box.height) * 0.8;
  const [left, bottom] = [(box.width - size) / 2, (box.height - size) / 2];
  const point = (fx: number, fy: number) => frame.toUser(box, left + size * fx, bottom + size * fy);
  const thickness = Math.max(1, size / 8);
  const low = point(0.38, 0.1);
  page.drawLine({ start: point(0.05, 0.5), end: low, thickness, color: INK });
  page.drawLine({ start: low, end: point(0.95, 0.9), thickness, color: INK });
}

/** One line, as large as fits the box (at most 0.75 of its height), vertically centred. */
function drawOneLine({ page, frame, box }: Placement, font: PDFFont, text: string): void {
  if (!text) return;
  let size = Math.max(4, box.height * 0.75);
  const width = font.widthOfTextAtSize(text, size);
  if (width > box.width * 0.96) size = Math.max(4, (size * box.width * 0.96) / width);
  const textHeight = font.heightAtSize(size, { descender: false });
  const origin = frame.toUser(box, INSET, (box.height - textHeight) / 2);
  page.drawText(text, { ...origin, size, font, color: INK, rotate: degrees(frame.rotation) });
}

/** Lines from the top of the box, wrapped to its width; what does not fit is cut with an ellipsis. */
function drawWrapped({ page, frame, box }: Placement, font: PDFFont, text: string): void {
  if (!text.trim()) return;
  const fitted = fitText(font, text, box.width - 2 * INSET, box.height - INSET, 14);
  const ascent = font.heightAtSize(fitted.size, { descender: false });
  fitted.lines.forEach((line, index) => {
    if (!line) return;
    const baseline = box.height - INSET / 2 - ascent - index * fitted.lineHeight;
    const origin = frame.toUser(box, INSET, baseline);
    page.drawText(line, { ...origin, size: fitted.size, font, color: INK, rotate: degrees(frame.rotation) });
  });
}

/** The text with characters the standard font cannot encode replaced, on one line. */
export function printable(font: PDFFont, text: string): string {
  return printableLines(font, text.replace(/[\r\n\t]+/g, ' '));
}

/** The same, keeping line breaks (a multi-line text field). */
function printableLines(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (char === '\n') {
      out += char;
      continue;
    }
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}
