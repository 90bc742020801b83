import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { printable } from './flatten';

export type CertificateSigner = {
  name: string;
  email: string;
  signedAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The zone the signer's date was stamped in; null: UTC, none (or no valid one) sent. */
  timeZone?: string | null;
  /** How a signer outside the workspace was identified (they have no account). */
  identity?: string;
};
export type CertificateEvent = { at: string; text: string };
export type Certificate = {
  productName: string;
  documentName: string;
  documentId: string;
  originalSha256: string;
  sender: string;
  sealedAt: string;
  sealedBy: string;
  signers: CertificateSigner[];
  events: CertificateEvent[];
};

const A4 = [595.28, 841.89] as const;
const MARGIN = 48;
const DARK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.85, 0.89);

/**
 * Appends the signing certificate: the document, the SHA-256 of the original, every signer
 * with time, IP and user agent, and the event history; as many A4 pages as it takes.
 */
export async function appendCertificate(doc: PDFDocument, cert: Certificate): Promise<void> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const writer = new PageWriter(doc, regular);

  writer.text(`${cert.productName} signing certificate`, { font: bold, size: 18 });
  writer.gap(4);
  writer.text('This page was added when every signer had signed. The document is sealed with a digital', {
    muted: true,
  });
  writer.text('signature: any change after sealing makes that signature invalid.', { muted: true });
  writer.gap(10);
  writer.pair('Document', cert.documentName, bold);
  writer.pair('Document ID', cert.documentId, bold);
  writer.pair('Sent by', cert.sender, bold);
  writer.pair('Sealed at', cert.sealedAt, bold);
  writer.pair('Sealed by', cert.sealedBy, bold);
  writer.text('SHA-256 of the original document', { font: bold });
  writer.text(cert.originalSha256, { font: mono, size: 9 });
  writer.rule();

  writer.text(`Signers (${cert.signers.length})`, { font: bold, size: 13 });
  writer.gap(4);
  cert.signers.forEach((signer, index) => {
    writer.keepTogether(signer.identity ? 6 : 5);
    writer.text(`${index + 1}. ${signer.name} <${signer.email}>`, { font: bold });
    if (signer.identity) writer.text(signer.identity);
    writer.text(`Signed at ${signer.signedAt}   IP address ${signer.ip ?? 'unknown'}`);
    writer.text(
      signer.timeZone
        ? `Date stamped in the signer's time zone: ${signer.timeZone}`
        : "Date stamped in UTC: the signer's device sent no valid time zone",
    );
    writer.wrapped(`User agent: ${signer.userAgent ?? 'unknown'}`, { muted: true, size: 8.5 });
    writer.gap(6);
  });
  writer.rule();

  writer.text('Event history', { font: bold, size: 13 });
  writer.gap(4);
  for (const event of cert.events) writer.wrapped(`${event.at}   ${event.text}`, { size: 9 });
}

type TextOptions = { font?: PDFFont; size?: number; muted?: boolean };

/** Lays out lines top to bottom, starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage([A4[0], A4[1]]);
    this.y = A4[1] - MARGIN;
    return this.page;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  keepTogether(lines: number) {
    this.ensure(lines * 14);
  }

  gap(points: number) {
    this.y -= points;
  }

  text(text: string, options: TextOptions = {}) {
    const font = options.font ?? this.font;
    const size = options.size ?? 10;
    const lineHeight = size * 1.4;
    this.ensure(lineHeight);
    this.y -= lineHeight;
    this.page.drawText(printable(font, text), {
      x: MARGIN,
      y: this.y,
      size,
      font,
      color: options.muted ? MUTED : DARK,
    });
  }

  /** Text broken into lines that fit the page width. */
  wrapped(text: string, options: TextOptions = {}) {
    const font = options.font ?? this.font;
    const size = options.size ?? 10;
    const width = A4[0] - 2 * MARGIN;
    let line = '';
    for (const word of printable(font, text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) this.text(line, options);
      line = word;
      // A single word wider than the page (a long user agent token) is cut.
      while (font.widthOfTextAtSize(line, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        this.text(line.slice(0, cut), options);
        line = line.slice(cut);
      }
    }
    if (line) this.text(line, options);
  }

  pair(label: string, value: string, bold: PDFFont) {
    const size = 10;
    this.ensure(size * 1.4);
    this.y -= size * 1.4;
    this.page.drawText(label, { x: MARGIN, y: this.y, size, font: bold, color: DARK });
    this.page.drawText(printable(this.font, value).slice(0, 90), {
      x: MARGIN + 110,
      y: this.y,
      size,
      font: this.font,
      color: DARK,
    });
  }

  rule() {
    this.gap(8);
    this.ensure(2);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
    this.gap(8);
  }
}
