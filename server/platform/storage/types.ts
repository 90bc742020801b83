/** An inclusive byte range; `end` absent means "to the end of the file". */
export type ByteRange = { start: number; end?: number };
export type StoredObject = {
  body: NodeJS.ReadableStream;
  /** The whole file's size, also when a range was asked for. */
  size: number;
  contentType: string;
  /** The inclusive range served, when one was asked for. */
  range?: { start: number; end: number };
};
export type SignedMethod = 'GET' | 'PUT' | 'DELETE';
/**
 * `contentType` binds a PUT; `downloadName` (GET) serves the file as an attachment download
 * under that name (`Content-Disposition: attachment; filename*=UTF-8''...`).
 */
export type SignedUrlOptions = { expiresInSeconds: number; contentType?: string; downloadName?: string };

/**
 * Where files live. Keys look like `uploads/users/{userId}/...` and are validated by every
 * method (400 `messages.files.invalidPath`). Clients move bytes through `signedUrl`s.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` (a folder, ending in '/'), in no particular order. */
  list(prefix: string): AsyncIterable<string>;
  signedUrl(key: string, method: SignedMethod, options: SignedUrlOptions): Promise<string>;
}
