/** The part of archiver 5 (CommonJS, no bundled types) that features/account uses. */
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  type EntryData = { name: string; date?: Date };
  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
    on(event: 'entry', listener: (entry: EntryData) => void): this;
    on(event: 'warning' | 'error', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: any[]) => void): this;
  }
  function archiver(format: 'zip', options?: { zlib?: { level?: number }; store?: boolean }): Archiver;
  export default archiver;
  export type { Archiver };
}
