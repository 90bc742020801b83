import type { Attachment } from '@shared/api/posts';

export type FileKind = 'image' | 'video' | 'pdf' | 'doc' | 'sheet' | 'slides' | 'zip' | 'file';

const BY_EXTENSION: Record<string, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  svg: 'image',
  tif: 'image',
  tiff: 'image',
  heic: 'image',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  m4v: 'video',
  ogv: 'video',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'doc',
  txt: 'doc',
  md: 'doc',
  rtf: 'doc',
  odt: 'doc',
  html: 'doc',
  xls: 'sheet',
  xlsx: 'sheet',
  xlsm: 'sheet',
  csv: 'sheet',
  ods: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  odp: 'slides',
  key: 'slides',
  zip: 'zip',
  rar: 'zip',
  '7z': 'zip',
  gz: 'zip',
  tar: 'zip',
};

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** What a file is, from its mime type first and its extension otherwise. */
export function fileKindOf(file: Pick<Attachment, 'filename' | 'type'>): FileKind {
  const mime = file.type.toLowerCase();
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime === 'application/pdf') return 'pdf';
  return BY_EXTENSION[extensionOf(file.filename)] ?? 'file';
}

/** The name shown for a file: the last segment of its filename. */
export function displayFileName(file: Pick<Attachment, 'filename'>): string {
  return file.filename.split('/').pop() || file.filename;
}

/** A React key for a post's file (its storage path, or its name when it has none). */
export function fileKey(file: Pick<Attachment, 'filename' | 'filepath'>): string {
  return `${file.filepath}/${file.filename}`;
}
