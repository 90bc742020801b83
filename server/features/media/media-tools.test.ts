import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { mediaMessages } from '@shared/api/media';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { deflatedZeros, zipOf } from '../../testing/zip-bomb';
import { enqueueMediaProcessing, mediaOf, processPostMedia } from '.';
import { EICAR, type FakeClamd, startFakeClamd } from './fake-clamd';
import { testFiles } from './test-files';

/**
 * The paths through LibreOffice, ffmpeg and clamd. This machine has none of them, so stand-ins
 * play their part over their real interfaces: executables taking the real command lines (they
 * write a prepared PDF or JPEG where the real tool would) and a clamd speaking INSTREAM on TCP.
 */
const dir = mkdtempSync(join(tmpdir(), 'rapport-media-tools-'));
let server: TestServer;
let clamd: FakeClamd;
let ada: TestClient;

function script(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

beforeAll(async () => {
  writeFileSync(join(dir, 'converted.pdf'), testFiles.pdf(2));
  writeFileSync(
    join(dir, 'frame.jpg'),
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#204060' } })
      .jpeg()
      .toBuffer(),
  );
  const soffice = script(
    'soffice',
    `echo "$@" > "${dir}/soffice.args"\nout=""; prev=""\nfor a in "$@"; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; done\nmkdir -p "$out" && cp "${dir}/converted.pdf" "$out/original.pdf"`,
  );
  const ffmpeg = script(
    'ffmpeg',
    `echo "$@" > "${dir}/ffmpeg.args"\nfor last in "$@"; do :; done\ncp "${dir}/frame.jpg" "$last"`,
  );
  clamd = await startFakeClamd(0);
  const { port } = clamd.server.address() as { port: number };
  server = await startTestServer({
    env: { QUEUE_CONCURRENCY: '0', SOFFICE_PATH: soffice, FFMPEG_PATH: ffmpeg, CLAMD_URL: `tcp://127.0.0.1:${port}` },
  });
  ada = await signUp(server.url);
});
afterAll(async () => {
  await stopTestServers();
  await clamd.close().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

async function pendingPost(files: { name: string; type: string; body: Buffer }[]): Promise<string> {
  const folder = `${userUploadPrefix(ada.user!.id)}posts/${randomUUID()}/original/`;
  for (const f of files) await server.services.storage.put(folder + f.name, f.body, f.type);
  const postId = randomUUID();
  const now = new Date().toISOString();
  await server.services.db
    .insertInto('post')
    .values({
      id: postId,
      type: 'post',
      content: '',
      title: null,
      createdBy: ada.user!.id,
      modifiedBy: null,
      visibility: 'PUBLIC',
      groupId: null,
      pairingId: null,
      referencePostId: null,
      status: 'pending',
      isEdited: 0,
      deletedBy: null,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
      lastActivityAt: now,
    })
    .execute();
  await server.services.db
    .insertInto('post_attachment')
    .values(
      files.map((f, position) => ({ postId, position, filename: f.name, filepath: folder + f.name, type: f.type })),
    )
    .execute();
  return postId;
}

async function settle(postId: string) {
  await enqueueMediaProcessing(server.services, postId);
  await server.services.queue.runDueOnce?.();
  const post = await server.services.db.selectFrom('post').select('status').where('id', '=', postId).executeTakeFirst();
  return {
    status: post?.status,
    media: [...((await mediaOf(server.services.db, [postId])).get(postId)?.values() ?? [])],
  };
}

async function read(key: string | null): Promise<Buffer> {
  const file = await server.services.storage.get(key ?? '');
  const chunks: Buffer[] = [];
  for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('with LibreOffice, ffmpeg and clamd', () => {
  it('converts an Office file to a PDF preview with a first-page thumbnail and a page count', async () => {
    const postId = await pendingPost([
      { name: 'Memo.doc', type: 'application/msword', body: testFiles.legacyOffice() },
    ]);
    const { status, media } = await settle(postId);
    expect(status).toBe('published');
    expect(media[0]).toMatchObject({ status: 'processed', realType: 'application/x-cfb', pageCount: 2, message: null });
    expect(media[0]?.previewKey).toMatch(/\/processed\/Memo\.pdf$/);
    expect((await read(media[0]!.previewKey)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await sharp(await read(media[0]!.thumbnailKey)).metadata()).toMatchObject({ format: 'jpeg', height: 640 });
    const args = readFileSync(join(dir, 'soffice.args'), 'utf8');
    expect(args).toContain('--headless');
    expect(args).toMatch(/--convert-to pdf --outdir \S+ \S+original\.doc/);
  });

  it('refuses an Office zip bomb before LibreOffice sees it', async () => {
    rmSync(join(dir, 'soffice.args'), { force: true });
    // Sniffed as a Word file by its content types, then a main part of 300 MiB of zeros.
    const types =
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from(types), deflated: false, declaredSize: types.length },
      { name: 'word/document.xml', data: deflatedZeros(300), deflated: true, declaredSize: 1024 },
    ]);
    const postId = await pendingPost([
      {
        name: 'Bomb.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        body: bomb,
      },
    ]);
    const { media } = await settle(postId);
    expect(media[0]).toMatchObject({ status: 'blocked', message: mediaMessages.zipTooLarge, previewKey: null });
    expect(existsSync(join(dir, 'soffice.args'))).toBe(false);
  });

  it('takes a poster frame of a video', async () => {
    const postId = await pendingPost([{ name: 'clip.mp4', type: 'video/mp4', body: testFiles.mp4() }]);
    const { status, media } = await settle(postId);
    expect(status).toBe('published');
    expect(media[0]).toMatchObject({ status: 'processed', realType: 'video/mp4' });
    expect(await sharp(await read(media[0]!.thumbnailKey)).metadata()).toMatchObject({ width: 640, height: 360 });
    expect(readFileSync(join(dir, 'ffmpeg.args'), 'utf8')).toContain('-frames:v 1');
  });

  it('scans every file with clamd and blocks what it finds', async () => {
    const postId = await pendingPost([
      { name: 'notes.txt', type: 'text/plain', body: Buffer.from('agenda') },
      { name: 'readme.txt', type: 'text/plain', body: Buffer.from(EICAR) },
    ]);
    const { status, media } = await settle(postId);
    expect(status).toBe('blocked');
    expect(media.map((m) => [m.status, m.message])).toEqual([
      ['processed', null],
      ['blocked', 'A virus was found: Eicar-Test-Signature.'],
    ]);
    expect(clamd.scans.map((s) => s.body.toString())).toEqual(expect.arrayContaining(['agenda', EICAR]));
  });

  it('retries while clamd is down and blocks the file once attempts run out (never unscanned)', async () => {
    const clamdAddress = clamd.server.address();
    await clamd.close();
    const postId = await pendingPost([{ name: 'plan.txt', type: 'text/plain', body: Buffer.from('plan') }]);
    const job = (attempts: number) => ({
      id: 'j',
      name: 'media.process',
      attempts,
      maxAttempts: 3,
      signal: new AbortController().signal,
    });
    await expect(processPostMedia(server.services, { postId }, job(1))).rejects.toThrow(/clamd/);
    const stillPending = await server.services.db
      .selectFrom('post')
      .select('status')
      .where('id', '=', postId)
      .executeTakeFirst();
    expect(stillPending?.status).toBe('pending');

    await processPostMedia(server.services, { postId }, job(3));
    const media = (await mediaOf(server.services.db, [postId])).get(postId)?.get(0);
    expect(media).toMatchObject({ status: 'blocked', message: mediaMessages.scanFailed });
    const post = await server.services.db
      .selectFrom('post')
      .select('status')
      .where('id', '=', postId)
      .executeTakeFirst();
    expect(post?.status).toBe('blocked');

    // Once clamd is back, a forced rerun scans the file and clears the block.
    const port = (clamdAddress as { port: number }).port;
    clamd = await startFakeClamd(port);
    await enqueueMediaProcessing(server.services, postId, { force: true });
    await server.services.queue.runDueOnce?.();
    expect((await mediaOf(server.services.db, [postId])).get(postId)?.get(0)).toMatchObject({ status: 'processed' });
    const cleared = await server.services.db
      .selectFrom('post')
      .select('status')
      .where('id', '=', postId)
      .executeTakeFirst();
    expect(cleared?.status).toBe('published');
  });
});
