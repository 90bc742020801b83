import type { Table } from './table';

export type RunOptions = { quick: boolean };

/** What one benchmark hands back: tables for people, data for latest.json. */
export type BenchReport = { name: string; tables: Table[]; data: Record<string, unknown> };

export type Bench = {
  name: string;
  /** One line for `--only` help and the summary. */
  describe: string;
  run(options: RunOptions): Promise<BenchReport>;
};
