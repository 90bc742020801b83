/** Media processing's verdict and outputs for one stored attachment (features/media). */
export interface PostAttachmentMediaTable {
  postId: string;
  position: number;
  filepath: string;
  status: 'processed' | 'blocked' | 'unavailable' | 'failed';
  realType: string | null;
  thumbnailKey: string | null;
  previewKey: string | null;
  pageCount: number | null;
  message: string | null;
  /** The text of a document turned into a PDF preview, for search (null: none). */
  extractedText: string | null;
  processedAt: string;
}

/** Media processing (features/media). */
export interface MediaTables {
  post_attachment_media: PostAttachmentMediaTable;
}
