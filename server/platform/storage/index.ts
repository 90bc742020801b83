import type { Config } from '../../config';
import type { Logger } from '../../logger';

export type ByteRange = { start: number; end?: number };
export type StoredObject = { body: NodeJS.ReadableStream; size: number; contentType: string; range?: { start: number; end: number } };
export type SignedMethod = 'GET' | 'PUT' | 'DELETE';

export interface Storage {
  put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
  signedUrl(key: string, method: SignedMethod, options: { expiresInSeconds: number; contentType?: string }): Promise<string>;
}

export function createStorage(deps: { config: Config; logger: Logger }): Storage {
  void deps;
  const notReady = async (): Promise<never> => {
    throw new Error('storage: not ready');
  };
  return { put: notReady, get: notReady, head: notReady, delete: notReady, signedUrl: notReady };
}
