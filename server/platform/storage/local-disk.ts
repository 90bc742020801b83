import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, SignedMethod, SignedUrlOptions, Storage, StoredObject } from './types';
import { messages } from '@shared/messages';
import { Invalid } from '../../errors';
import { assertValidKey } from './keys';
import { DOWNLOAD_PARAM, localSignedUrl } from './signed-url';

const DEFAULT_TYPE = 'application/octet-stream';

/**
 * Files under `<root>/<key>`; each file's content type in `<root>/.meta/<key>/.type.json`.
 * Key segments never start with a dot, so `.meta`, `.tmp` and `.type.json` cannot collide.
 */
export class LocalDiskStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly urls: { publicUrl: string; secret: string },
  ) {
    this.root = resolve(root);
  }

  /** The same files, with signed links built on `origin` instead of the public URL. */
  onOrigin(origin: string): LocalDiskStorage {
    return new LocalDiskStorage(this.root, { publicUrl: origin, secret: this.urls.secret });
  }

  /** Writes to a temporary file, syncs it, then renames: readers see the old file or the whole new one. */
  async put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void> {
    const target = this.objectPath(key);
    const tmpDir = join(this.root, '.tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : (body as NodeJS.ReadableStream);
      await pipeline(source, createWriteStream(tmp, { flags: 'wx' }));
      const handle = await open(tmp, 'r+');
      await handle.sync().finally(() => handle.close());
      await mkdir(dirname(target), { recursive: true });
      await this.writeMeta(key, { contentType: contentType || DEFAULT_TYPE });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      // A key that is a folder of other keys, or lies below a file: the path cannot hold it.
      if (['EISDIR', 'ENOTDIR', 'EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '')) {
        throw new Invalid(messages.files.invalidPath);
      }
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const handle = await this.openFile(key);
    if (!handle) return null;
    // Size and bytes come from the same open file, even if a PUT replaces it meanwhile.
    const { size } = await handle.stat();
    const contentType = await this.readContentType(key);
    const start = range ? Math.min(range.start, size) : 0;
    const end = range ? Math.min(range.end ?? size - 1, size - 1) : size - 1;
    const served = range ? { range: { start, end } } : {};
    if (end < start) {
      await handle.close();
      return { body: Readable.from([]), size, contentType, ...served };
    }
    const body = createReadStream('', { fd: handle, start, end, autoClose: true });
    return { body, size, contentType, ...served };
  }

  async head(key: string): Promise<{ size: number; contentType: string } | null> {
    const handle = await this.openFile(key);
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return { size, contentType: await this.readContentType(key) };
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.objectPath(key)).catch(ifMissing(undefined));
    await unlink(this.metaPath(key)).catch(ifMissing(undefined));
  }

  async *list(prefix: string): AsyncIterable<string> {
    const folder = prefix.replace(/\/+$/, '');
    const base = this.inside(join(this.root, ...assertValidKey(folder).split('/')));
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(ifMissing(null));
    for (const entry of entries ?? []) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      yield path
        .slice(this.root.length + 1)
        .split(sep)
        .join('/');
    }
  }

  async signedUrl(key: string, method: SignedMethod, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    const url = localSignedUrl(this.urls.publicUrl, this.urls.secret, {
      method,
      key,
      expires,
      contentType: options.contentType,
    });
    // Outside the signature: it can only turn a read into a download (file-endpoint.ts).
    return method === 'GET' && options.downloadName
      ? `${url}&${new URLSearchParams({ [DOWNLOAD_PARAM]: options.downloadName })}`
      : url;
  }

  /** The open file, or null when there is none (a missing key, or a folder of other keys). */
  private async openFile(key: string) {
    const handle = await open(this.objectPath(key), 'r').catch(ifMissing(null));
    if (!handle) return null;
    const isFile = await handle.stat().then(
      (s) => s.isFile(),
      () => false,
    );
    if (isFile) return handle;
    await handle.close();
    return null;
  }

  private objectPath(key: string): string {
    return this.inside(join(this.root, ...assertValidKey(key).split('/')));
  }

  private metaPath(key: string): string {
    return this.inside(join(this.root, '.meta', ...assertValidKey(key).split('/'), '.type.json'));
  }

  /** Defence in depth: whatever the key rules say, never touch a path outside the root. */
  private inside(path: string): string {
    if (!path.startsWith(this.root + sep)) throw new Error(`storage path escapes its root: ${path}`);
    return path;
  }

  private async writeMeta(key: string, meta: { contentType: string }): Promise<void> {
    const path = this.metaPath(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(tmp, JSON.stringify(meta));
    await rename(tmp, path);
  }

  private async readContentType(key: string): Promise<string> {
    const text = await readFile(this.metaPath(key), 'utf8').catch(ifMissing(null));
    if (!text) return DEFAULT_TYPE;
    const meta = JSON.parse(text) as { contentType?: string };
    return meta.contentType || DEFAULT_TYPE;
  }
}

function ifMissing<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return value;
    throw error;
  };
}
