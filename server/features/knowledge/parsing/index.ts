import type { KnowledgeExtension } from '@shared/knowledge';
import type { Config } from '../../../config';
import { checkZipInflation, ZipTooLarge } from '../../../platform/zip-inflation';
import { findTool } from '../../media/tools';
import { convertOffice, parseDocx, parsePdf } from './documents';
import { decodeText, looksLike } from './magic';
import { parseCsv, parseXlsx } from './tables';
import { parseHtml, parseMarkdown, parsePlain } from './text';
import { type ParseContext, type Parsed, UnreadableFile } from './types';

export { UnreadableFile } from './types';
export type { Parsed } from './types';

/**
 * A knowledge file's text, read by a library made for its format: unpdf (pdf), mammoth
 * (docx), exceljs (xlsx), csv-parse (csv), htmlparser2 (html), LibreOffice for the binary
 * doc (to PDF) and xls (to xlsx). The bytes must be what the extension says; a file that is
 * not, is damaged, or holds no text throws UnreadableFile.
 */
export async function parseKnowledgeFile(
  type: KnowledgeExtension,
  bytes: Buffer,
  context: ParseContext & { config: Config },
): Promise<Parsed> {
  if (!looksLike(type, bytes)) throw new UnreadableFile(`not a ${type} file`);
  const parsed = await parseByType(type, bytes, context);
  if (!parsed.sections.some((s) => /[\p{L}\p{N}]/u.test(s.text))) throw new UnreadableFile('no text');
  return parsed;
}

async function parseByType(type: KnowledgeExtension, bytes: Buffer, context: ParseContext & { config: Config }) {
  switch (type) {
    case 'pdf':
      return parsePdf(bytes, context);
    case 'docx':
      await boundedZip(bytes);
      return parseDocx(bytes);
    case 'xlsx':
      await boundedZip(bytes);
      return parseXlsx(bytes, context);
    case 'csv':
      return parseCsv(decodeText(bytes));
    case 'html':
      return parseHtml(decodeText(bytes));
    case 'md':
      return parseMarkdown(decodeText(bytes));
    case 'txt':
      return parsePlain(decodeText(bytes));
    case 'doc':
    case 'xls': {
      const soffice = await findTool(context.config, 'soffice');
      if (!soffice) throw new UnreadableFile('LibreOffice is not installed');
      const converted = await convertOffice(soffice, bytes, type, type === 'doc' ? 'pdf' : 'xlsx', context);
      return type === 'doc' ? parsePdf(converted, context) : parseXlsx(converted, context);
    }
  }
}

/** mammoth and exceljs inflate the whole zip in memory: a zip bomb is refused before them. */
async function boundedZip(bytes: Buffer): Promise<void> {
  try {
    await checkZipInflation(bytes);
  } catch (error) {
    throw new UnreadableFile(error instanceof ZipTooLarge ? 'inflates past the limit' : 'damaged zip');
  }
}
