import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaMessages, type MediaStatus } from '@shared/api/media';
import { officeToPdf, pdfFirstPage, pdfPageCount, pdfText } from './documents';
import { jpegOf, thumbnailOf } from './images';
import { kindOf } from './kinds';
import { pdfHasActiveContent } from './pdf-scripts';
import { processedKey } from './processed-keys';
import { findTool } from './tools';
import { posterFrame } from './video';
import { isZipWithinLimit } from '../../platform/zip-inflation';
import type { Services } from '../../services';

type Output = { key: string; body: Buffer; contentType: string };
export type Conversion = {
  status: MediaStatus;
  thumbnailKey?: string | null;
  previewKey?: string | null;
  pageCount?: number | null;
  message?: string | null;
  /** The document's text, for search (null: none, or no pdftotext). */
  extractedText?: string | null;
  /** Files to store under the processed folder (after the conversion, by the caller). */
  outputs: Output[];
};
type Context = { services: Services; folder: string; base: string; workDir: string; signal?: AbortSignal };

const JPEG = 'image/jpeg';

/**
 * The previews of a checked file by its real type. A converter's own failure (a damaged
 * file, a timeout) makes the file 'failed', a missing tool 'unavailable'; neither blocks it.
 */
export async function convert(context: Context, realType: string, input: string): Promise<Conversion> {
  try {
    switch (kindOf(realType)) {
      case 'image':
        return thumbnailOnly(context, await thumbnailOf(input));
      case 'tiff':
        return await tiff(context, input);
      case 'pdf':
        return await pdf(context, input);
      case 'office':
        return await office(context, input);
      case 'video':
        return await video(context, input);
      default:
        return { status: 'processed', outputs: [] };
    }
  } catch (error) {
    if (context.signal?.aborted) throw error;
    return { status: 'failed', message: String((error as Error).message).slice(0, 500), outputs: [] };
  }
}

const thumbKey = (c: Context) => processedKey(c.folder, c.base, '-thumb.jpg');

function thumbnailOnly(context: Context, thumbnail: Buffer): Conversion {
  const key = thumbKey(context);
  return { status: 'processed', thumbnailKey: key, outputs: [{ key, body: thumbnail, contentType: JPEG }] };
}

async function tiff(context: Context, input: string): Promise<Conversion> {
  const jpeg = await jpegOf(input);
  const previewKey = processedKey(context.folder, context.base, '.jpg');
  const thumbnail = thumbnailOnly(context, await thumbnailOf(jpeg));
  return {
    ...thumbnail,
    previewKey,
    outputs: [{ key: previewKey, body: jpeg, contentType: JPEG }, ...thumbnail.outputs],
  };
}

async function pdf(context: Context, input: string): Promise<Conversion> {
  if (pdfHasActiveContent(await readFile(input)))
    return { status: 'blocked', message: 'The PDF contains a script or a launch action.', outputs: [] };
  return pdfPreview(context, input);
}

async function pdfPreview(context: Context, input: string): Promise<Conversion> {
  const { config } = context.services;
  const [pdftoppm, pdfinfo] = await Promise.all([findTool(config, 'pdftoppm'), findTool(config, 'pdfinfo')]);
  if (!pdftoppm || !pdfinfo) return { status: 'unavailable', message: mediaMessages.popplerMissing, outputs: [] };
  const pageDir = join(context.workDir, 'pages');
  await mkdir(pageDir, { recursive: true });
  const pageCount = await pdfPageCount(pdfinfo, input, context);
  const firstPage = await pdfFirstPage(pdftoppm, input, pageDir, context);
  // Text is a bonus: a PDF whose text cannot be read still has its preview.
  const extractedText = await pdfText(pdfinfo, input, context).catch((error) => {
    if (context.signal?.aborted) throw error;
    return null;
  });
  return { ...thumbnailOnly(context, await thumbnailOf(firstPage)), pageCount, extractedText };
}

async function office(context: Context, input: string): Promise<Conversion> {
  const soffice = await findTool(context.services.config, 'soffice');
  if (!soffice) return { status: 'unavailable', message: mediaMessages.sofficeMissing, outputs: [] };
  // LibreOffice inflates every part: a zip bomb is refused before it.
  if (!(await isZipWithinLimit(await readFile(input))))
    return { status: 'blocked', message: mediaMessages.zipTooLarge, outputs: [] };
  const converted = await officeToPdf(soffice, input, context.workDir, context);
  const previewKey = processedKey(context.folder, context.base, '.pdf');
  const preview: Output = { key: previewKey, body: await readFile(converted), contentType: 'application/pdf' };
  const pages = await pdfPreview(context, converted);
  // Without poppler the PDF is still the preview; the message says what is missing.
  return {
    ...pages,
    status: pages.status === 'unavailable' ? 'processed' : pages.status,
    previewKey,
    outputs: [preview, ...pages.outputs],
  };
}

async function video(context: Context, input: string): Promise<Conversion> {
  const ffmpeg = await findTool(context.services.config, 'ffmpeg');
  if (!ffmpeg) return { status: 'unavailable', message: mediaMessages.ffmpegMissing, outputs: [] };
  const frame = await posterFrame(ffmpeg, input, context.workDir, context);
  return thumbnailOnly(context, await thumbnailOf(frame));
}
