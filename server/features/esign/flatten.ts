import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { isSignatureImage } from '@shared/api/content';

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

/**
 * Draws every filled field into the page content (no form fields left to edit): drawn
 * signatures as images fitted to their box, typed ones and text in the box, a tick for a
 * ticked checkbox. Positions are fractions of the page from its top-left corner.
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
    const box = boxOn(page, field);
    if ((field.type === 'signature' || field.type === 'initials') && isSignatureImage(field.value)) {
      const image = await doc.embedPng(Buffer.from(field.value.split(',')[1] ?? '', 'base64'));
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const [w, h] = [image.width * scale, image.height * scale];
      page.drawImage(image, { x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h });
    } else if (field.type === 'checkbox') {
      if (field.value === 'true') drawTick(page, box);
    } else {
      const font = field.type === 'signature' || field.type === 'initials' ? fonts.script : fonts.text;
      drawFitted(page, font, printable(font, field.value), box);
    }
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** The field's box in PDF user space (origin bottom-left), on the page as it is displayed. */
function boxOn(page: PDFPage, field: FilledField): Box {
  const { width, height } = page.getSize();
  return {
    x: field.x * width,
    y: (1 - field.y - field.height) * height,
    width: field.width * width,
    height: field.height * height,
  };
}

/** A tick mark drawn as two strokes, centred in the box. */
function drawTick(page: PDFPage, box: Box): void {
  const size = Math.min(box.width, box.height) * 0.8;
  const [left, bottom] = [box.x + (box.width - size) / 2, box.y + (box.height - size) / 2];
  const thickness = Math.max(1, size / 8);
  const low = { x: left + size * 0.38, y: bottom + size * 0.1 };
  page.drawLine({ start: { x: left + size * 0.05, y: bottom + size * 0.5 }, end: low, thickness, color: INK });
  page.drawLine({ start: low, end: { x: left + size * 0.95, y: bottom + size * 0.9 }, thickness, color: INK });
}

/** One line of text, as large as fits the box (at most 0.75 of its height), vertically centred. */
function drawFitted(page: PDFPage, font: PDFFont, text: string, box: Box): void {
  if (!text) return;
  let size = Math.max(4, box.height * 0.75);
  const width = font.widthOfTextAtSize(text, size);
  if (width > box.width * 0.96) size = Math.max(4, (size * box.width * 0.96) / width);
  const textHeight = font.heightAtSize(size, { descender: false });
  page.drawText(text, {
    x: box.x + 2,
    y: box.y + (box.height - textHeight) / 2,
    size,
    font,
    color: INK,
    maxWidth: box.width,
  });
}

/** The text with characters the standard font cannot encode replaced, on one line. */
export function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}
