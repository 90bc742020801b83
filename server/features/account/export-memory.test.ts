import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { runExport } from './export-job';
import { exportService } from './export-service';
import { peakRssGrowth, readZip, seedBulkExport } from './testing';

/**
 * The export streams: 10k posts and 128 MB of files (sparse, so free to make) go through the
 * zip with the process's RSS growing far less than the files' size. The 1 GB run is
 * `npm run bench -- --only=export` (a minute of the suite's time is too much for it).
 */
const FILES = { fileCount: 32, fileBytes: 4 * 1024 * 1024 };
const POSTS = 10_000;

let server: TestServer;
let ada: TestClient;

beforeAll(async () => {
  // No background workers: the job runs here, inside the measurement.
  server = await startTestServer({ env: { QUEUE_CONCURRENCY: '0' } });
  ada = await signUp(server.url, { firstName: 'Ada', lastName: 'Bulk' });
  await seedBulkExport(server.services, server.dataDir, ada.user?.id as string, { posts: POSTS, ...FILES });
}, 120_000);
afterAll(stopTestServers);

describe('the export in bounded memory', () => {
  it('streams 10k posts and 128 MB of files into one zip with RSS growing under 150 MB', async () => {
    const userId = ada.user?.id as string;
    const started = await exportService(server.services).start(userId);
    const { peakMb, ms } = await peakRssGrowth(() => runExport(server.services, { exportId: started.id }));
    console.info(
      `export: ${POSTS} posts + ${(FILES.fileCount * FILES.fileBytes) / 2 ** 20} MB of files in ${ms} ms, peak RSS growth ${peakMb} MB`,
    );
    expect(peakMb).toBeLessThan(150);

    const ready = (await ada.get('/api/account/export')).body.data;
    expect(ready.status).toBe('ready');
    const res = await fetch(ready.downloadUrl, {
      headers: { authorization: `Bearer ${ada.token}`, origin: server.url },
    });
    const zip = readZip(Buffer.from(await res.arrayBuffer()), (name) => name === 'posts.json');
    expect(JSON.parse(zip.get('posts.json')?.toString('utf8') ?? '[]')).toHaveLength(POSTS);
    expect([...zip.keys()].filter((name) => name.startsWith('files/posts/'))).toHaveLength(FILES.fileCount);
  }, 180_000);
});
