/**
 * Data export (issue 39): "Download my data" for a user with 10k posts and 1 GB of files (32
 * MB each, sparse on disk, so free to make), timed and its peak RSS growth sampled, against a
 * baseline of the same run: the same files read through once (no zip). The zip is streamed, so
 * the growth stays near that of a single file's buffers whatever the total.
 * `--quick`: 256 MB.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { runExport } from '../server/features/account/export-job';
import { exportService } from '../server/features/account/export-service';
import { peakRssGrowth, seedBulkExport } from '../server/features/account/testing';
import { signUp } from '../server/testing/api-client';
import { startTestServer, stopTestServers } from '../server/testing/test-server';
import { hostLoad, loadNote } from './lib/host';
import type { Bench, BenchReport, RunOptions } from './lib/report';
import { ratio } from './lib/stats';
import { fmt, fmtInt, fmtRatio, type Table } from './lib/table';

async function run({ quick }: RunOptions): Promise<BenchReport> {
  const loadAtStart = hostLoad();
  const fileBytes = 32 * 1024 * 1024;
  const fileCount = quick ? 8 : 32;
  const posts = 10_000;
  const server = await startTestServer({ env: { QUEUE_CONCURRENCY: '0' } });
  try {
    const user = await signUp(server.url, { firstName: 'Bench', lastName: 'Export' });
    const userId = user.user?.id as string;
    await seedBulkExport(server.services, server.dataDir, userId, { posts, fileCount, fileBytes });
    const keys = await server.services.db
      .selectFrom('post_attachment')
      .select('filepath')
      .where('filepath', 'like', `uploads/users/${userId}/%`)
      .execute();
    const readOnce = await peakRssGrowth(async () => {
      for (const { filepath } of keys)
        await pipeline(
          createReadStream(join(server.dataDir, 'files', ...filepath.split('/'))),
          new Writable({ write: (_chunk, _enc, done) => done() }),
        );
    });
    const started = await exportService(server.services).start(userId);
    const zipped = await peakRssGrowth(() => runExport(server.services, { exportId: started.id }));
    const row = await server.services.db
      .selectFrom('data_export')
      .select(['size', 'status'])
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    const totalMb = (fileCount * fileBytes) / 2 ** 20;
    const table: Table = {
      title: `Data export: ${fmtInt(posts)} posts + ${fmtInt(totalMb)} MB of files`,
      headers: ['case', 'ms', 'vs read once', 'peak RSS growth MB'],
      rows: [
        ['read the files once (baseline)', fmtInt(readOnce.ms), fmtRatio(1), fmtInt(readOnce.peakMb)],
        [
          'export zip, streamed to storage',
          fmtInt(zipped.ms),
          fmtRatio(ratio(zipped.ms, readOnce.ms)),
          fmtInt(zipped.peakMb),
        ],
      ],
      notes: [
        `zip ${fmt((row.size ?? 0) / 2 ** 20, 1)} MB (sparse files: zeros deflate ~1000:1), status ${row.status}`,
        loadNote(loadAtStart, hostLoad()),
      ],
    };
    return { name: 'export', tables: [table], data: { posts, totalMb, readOnce, zipped, zipBytes: row.size } };
  } finally {
    await stopTestServers();
  }
}

export const accountExportBench: Bench = {
  name: 'export',
  describe: 'data export of 10k posts and 1 GB of files: time and peak RSS growth',
  run,
};
