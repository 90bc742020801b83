import type { Readable } from 'node:stream';
import archiver, { type Archiver } from 'archiver';
import type { Storage } from '../../platform/storage';

/**
 * One zip streamed into storage as it is written: entries are added one at a time, each
 * read to its end before the next is opened, so memory holds one entry's buffers, never
 * the zip (local disk writes it to a temporary file; S3 spools it to disk for its length).
 */
export class ZipWriter {
  private readonly archive: Archiver;
  private readonly stored: Promise<void>;
  private failure: Error | null = null;

  constructor(storage: Storage, key: string) {
    this.archive = archiver('zip', { zlib: { level: 6 } });
    this.archive.on('warning', (error) => this.fail(error));
    this.archive.on('error', (error) => this.fail(error));
    this.stored = storage.put(key, this.archive, 'application/zip');
    // Seen by add() and finish(); a rejection must not go unhandled meanwhile.
    this.stored.catch((error: Error) => this.fail(error));
  }

  /** Adds one entry (a unique name) and resolves once archiver has read it whole. */
  add(name: string, source: Readable | string | Buffer): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        this.archive.off('entry', onEntry);
        this.archive.off('error', done);
        if (error) reject(error);
        else resolve();
      };
      const onEntry = (entry: { name: string }) => {
        if (entry.name === name) done();
      };
      this.archive.on('entry', onEntry);
      this.archive.on('error', done);
      this.archive.append(source, { name, date: new Date() });
    });
  }

  /** Closes the zip and waits until storage holds all of it; its size in bytes. */
  async finish(): Promise<number> {
    if (this.failure) throw this.failure;
    await this.archive.finalize();
    await this.stored;
    if (this.failure) throw this.failure;
    return this.archive.pointer();
  }

  /** Stops writing; storage drops its partial file. */
  async abort(): Promise<void> {
    this.archive.abort();
    this.archive.destroy();
    await this.stored.catch(() => undefined);
  }

  private fail(error: Error): void {
    this.failure ??= error;
  }
}
