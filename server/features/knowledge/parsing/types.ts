import type { Section } from '../index/chunk';

/** What a parser gives back: the text by page, sheet or section, and how many pages it read. */
export type Parsed = { sections: Section[]; pages: number };

/** How far a parser got, 0..1 (the job turns it into the file's progress). */
export type ParseContext = { onProgress(fraction: number): Promise<void>; signal?: AbortSignal; workDir: string };

/** The file is not what its name says, is damaged, or holds no text: the file fails with this message. */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

/** Text pages for formats without pages of their own (txt, md, docx ...): about 3,000 characters each. */
export const TEXT_PAGE_CHARS = 3000;

export function textPages(text: string): number {
  return Math.max(1, Math.ceil(text.length / TEXT_PAGE_CHARS));
}
