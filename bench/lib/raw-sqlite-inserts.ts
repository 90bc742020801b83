import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * The same-run baseline for persisting a message: single-row inserts, one transaction
 * each, into a fresh better-sqlite3 file with Rapport's pragmas (WAL, synchronous=FULL),
 * so every commit syncs as Rapport's do. Answers rows per second and this process's CPU
 * time (user + system) per row, in µs.
 */
export function rawInserts(rows: number): { perSecond: number; cpuUsPerRow: number } {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-bench-raw-'));
  const sqlite = new SQLite(join(dir, 'raw.sqlite'));
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.exec(
      'create table message (id text primary key, groupId text not null, createdBy text not null, content text not null, createdAt text not null)',
    );
    const insert = sqlite.prepare(
      'insert into message (id, groupId, createdBy, content, createdAt) values (?, ?, ?, ?, ?)',
    );
    const groupId = randomUUID();
    const author = randomUUID();
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < rows; i++) insert.run(randomUUID(), groupId, author, `Message ${i}`, new Date().toISOString());
    const used = process.cpuUsage(cpu);
    return {
      perSecond: rows / ((performance.now() - started) / 1000),
      cpuUsPerRow: (used.user + used.system) / rows,
    };
  } finally {
    sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
