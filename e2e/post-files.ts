import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { TestClient } from '../server/testing/api-client';

/** A solid-colour PNG of w×h, made here so the test needs no fixture files. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A valid PDF with one line of text on each of `pages` pages (offsets computed, xref exact). */
export function pdf(pages: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pageIds.forEach((id, i) => {
    const text = `BT /F1 36 Tf 72 700 Td (Rapport page ${i + 1}) Tj ET`;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out);
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export type UploadedFile = { filename: string; filepath: string; type: string };

/** Uploads files the way the web app does: a presigned PUT per file under the post's folder. */
export async function uploadPostFiles(
  author: TestClient,
  files: { name: string; type: string; bytes: Buffer }[],
): Promise<{ postId: string; attachments: UploadedFile[] }> {
  const postId = randomUUID();
  const attachments: UploadedFile[] = [];
  for (const file of files) {
    const filepath = `uploads/users/${author.user?.id}/posts/${postId}/original/${file.name}`;
    const query = new URLSearchParams({ filepath, type: 'PUT', contentType: file.type });
    const signed = await author.get(`/api/utility/aws/presignedUrl?${query}`);
    if (signed.status !== 200) throw new Error(`presign: ${signed.status} ${JSON.stringify(signed.body)}`);
    const put = await fetch(signed.body.data as string, {
      method: 'PUT',
      headers: { 'content-type': file.type },
      body: new Uint8Array(file.bytes),
    });
    if (!put.ok) throw new Error(`upload ${file.name}: ${put.status}`);
    attachments.push({ filename: file.name, filepath, type: file.type });
  }
  return { postId, attachments };
}
