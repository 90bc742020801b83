import type { Generated } from 'kysely';

/** A file of the assistant's knowledge base (features/knowledge). */
export interface KnowledgeFileTable {
  id: string;
  userId: string;
  name: string;
  filepath: string;
  size: number;
  type: string;
  status: 'uploaded' | 'reading' | 'indexed' | 'failed';
  progress: number;
  error: string | null;
  pages: number;
  chunks: number;
  /** The indexer that read it (KNOWLEDGE_INDEX_VERSION); older files are read again at start. */
  indexVersion: number;
  createdAt: string;
  updatedAt: string;
}

/** A passage of a knowledge file; `location` is a page, sheet or heading; `heading` what it sits under (its text's first line). */
export interface KnowledgeChunkTable {
  id: Generated<number>;
  fileId: string;
  userId: string;
  position: number;
  location: string | null;
  heading: string | null;
  text: string;
}

/** The knowledge base (features/knowledge). */
export interface KnowledgeTables {
  knowledge_file: KnowledgeFileTable;
  knowledge_chunk: KnowledgeChunkTable;
}
