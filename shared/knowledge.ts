/**
 * The assistant's knowledge base (spec 2 §2, §3, §5, §9), without zod so the train drawer's
 * first load stays small. The zod contracts are in shared/api/knowledge.ts.
 */
export { knowledgeEvents } from './events';

/** At most 50 files, 10 MB each (spec 2 §5, §9). */
export const KNOWLEDGE_MAX_FILES = 50;
export const KNOWLEDGE_MAX_BYTES = 10 * 1024 * 1024;

/** The accepted extensions, in the spec's order (spec 2 §5). */
export const KNOWLEDGE_EXTENSIONS = ['pdf', 'csv', 'doc', 'docx', 'xls', 'xlsx', 'html', 'txt', 'md'] as const;
export type KnowledgeExtension = (typeof KNOWLEDGE_EXTENSIONS)[number];
/** For the file input's `accept`. */
export const KNOWLEDGE_ACCEPT = KNOWLEDGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** uploaded (stored, waiting) → reading (parsing and indexing, progress %) → indexed, or failed with an error. */
export const KNOWLEDGE_FILE_STATUSES = ['uploaded', 'reading', 'indexed', 'failed'] as const;
export type KnowledgeFileStatus = (typeof KNOWLEDGE_FILE_STATUSES)[number];

/** One knowledge-base file entry (spec 2 §3): the list's rows and the progress event's data. */
export type KnowledgeFile = {
  fileId: string;
  name: string;
  /** Bytes. */
  size: number;
  /** The extension, lower case (spec: "type (extension)"). */
  type: KnowledgeExtension;
  filepath: string;
  status: KnowledgeFileStatus;
  /** Reading progress, 0-100 (the upload's own percentage is the client's). */
  progress: number;
  /** Why a failed file could not be read; null otherwise. */
  error: string | null;
  /** Pages read (PDF pages, sheets, or text pages of about 3,000 characters); 0 until read. */
  pages: number;
  /** Passages indexed; 0 until indexed. */
  chunks: number;
  createdAt: string;
};

/** A passage found by `GET /api/knowledge/search`, best first. */
export type KnowledgePassage = {
  fileId: string;
  name: string;
  /** The passage's text. */
  text: string;
  /** Where in the file: a page, sheet or heading, when the format has one. */
  location: string | null;
  score: number;
};

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isKnowledgeExtension(ext: string): ext is KnowledgeExtension {
  return (KNOWLEDGE_EXTENSIONS as readonly string[]).includes(ext);
}

/** Knowledge files live under the owner's upload tree: `uploads/users/{userId}/knowledge/`. */
export function knowledgePrefix(userId: string): string {
  return `uploads/users/${userId}/knowledge/`;
}

/**
 * Where the client PUTs a file before registering it: one folder per upload, so two files of
 * the same name never overwrite each other. `name` must already be a safe file name.
 */
export function knowledgeFileKey(userId: string, uploadId: string, name: string): string {
  return `${knowledgePrefix(userId)}${uploadId}/${name}`;
}

/** File names as the storage accepts them: characters outside the safe set become underscores. */
export function safeKnowledgeName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pd} ._()+,@=~!'&#[\]-]/gu, '_')
    .replace(/^[. ]+/, '_')
    .replace(/ +$/, '');
  return (cleaned || 'file').slice(-200);
}

/** Which rule a file breaks before upload ('type', 'size', 'count'), or null when it may be added. */
export function knowledgeUploadProblem(
  name: string,
  size: number,
  filesAlready: number,
): 'type' | 'size' | 'count' | null {
  if (!isKnowledgeExtension(extensionOf(name))) return 'type';
  if (size > KNOWLEDGE_MAX_BYTES) return 'size';
  if (filesAlready >= KNOWLEDGE_MAX_FILES) return 'count';
  return null;
}
