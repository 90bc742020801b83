import type { Services } from '../../services';

/** A stored file's bytes, or null when there is none. */
export async function readStored(services: Pick<Services, 'storage'>, key: string): Promise<Buffer | null> {
  const file = await services.storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
