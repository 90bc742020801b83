import { z } from 'zod';
import { zId } from './envelope';

/**
 * What the server learned of a post's stored file by processing it (features/media): its real
 * type from its bytes, the verdict, and its processed thumbnail and preview.
 *
 * - processed: checked (and scanned when clamd is configured); previews where the type has them.
 * - blocked: refused (a mismatch of name or declared type and bytes, an executable, a script,
 *   a polyglot, an empty or oversized file, a virus): the client shows the 'Post unavailable' panel.
 * - unavailable: checked and safe, but its preview needs a tool this server lacks (`message` says which).
 * - failed: checked and safe, but making its preview failed (a damaged file); the original is shown.
 */
export const MEDIA_STATUSES = ['processed', 'blocked', 'unavailable', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export type AttachmentMedia = {
  status: MediaStatus;
  /** The MIME type the bytes are, e.g. `image/png`; null when the file could not be read. */
  realType: string | null;
  /** A JPEG of at most 640 px (images, a PDF's first page, an Office file's, a video's poster frame). */
  thumbnailKey: string | null;
  /** A viewable version when the original is not one: TIFF → JPEG, Office → PDF. */
  previewKey: string | null;
  /** Pages of a PDF (or of an Office file's PDF). */
  pageCount: number | null;
  message: string | null;
};

/** As a post answer carries it: the keys with signed, expiring GET links. */
export type AttachmentMediaView = AttachmentMedia & { thumbnailUrl: string | null; previewUrl: string | null };

/** The queue job that processes a post's files; payload `{ postId, force? }`. */
export const MEDIA_PROCESS_JOB = 'media.process';
export type MediaProcessPayload = { postId: string; force?: boolean };

/** Texts of `message` (not the spec's copy: the client shows its own panel for blocked files). */
export const mediaMessages = {
  sofficeMissing: 'A preview of this document needs LibreOffice, which is not installed on this server.',
  ffmpegMissing: 'A poster frame of this video needs ffmpeg, which is not installed on this server.',
  popplerMissing:
    'A preview of this PDF needs poppler-utils (pdftoppm, pdfinfo), which is not installed on this server.',
  notFound: 'The file was not found in storage.',
  notAuthorsFile: "The file is not in its author's upload folder.",
  scanFailed: 'The virus scan could not be completed.',
  zipTooLarge: 'This document is damaged or unpacks to far more than its size (a zip bomb), so it gets no preview.',
} as const;

/** GET /api/utility/mimeType?filename (spec 2 §7): the type a file name stands for. */
export const zMimeTypeQuery = z.object({ filename: z.string().trim().min(1).max(255) });

/**
 * POST /api/utility/cloudinary/video/upload (spec 2 §7). Rapport has no Cloudinary: the video
 * was uploaded with the presigned URL and is processed by the server (a poster frame); this
 * names the uploaded file (its storage key, or a URL whose path holds it) and answers its state.
 */
export const zVideoUploadBody = z.object({ postId: zId, userId: zId, videoURL: z.string().trim().min(1).max(4096) });
export type VideoUploadAnswer = {
  postId: string;
  filepath: string;
  /** 'processing' until the queue has checked the file; then the media's own status. */
  status: MediaStatus | 'processing';
  media: AttachmentMediaView | null;
};
