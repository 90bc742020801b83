import { randomUUID } from 'node:crypto';
import { readdir, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userUploadPrefix } from '@shared/api/files';
import { mediaMessages } from '@shared/api/media';
import { UPLOAD_MAX_BYTES } from '@shared/rules';
import { channel } from '@shared/realtime';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { createGroup } from '../posts/testing';
import { enqueueMediaProcessing, isBlockedAttachment, mediaOf, needsProcessing, withMediaLinks } from '.';
import { testFiles } from './test-files';

const { png: testPng, gif: testGif, elf, mp4: mp4Head, legacyOffice } = testFiles;
const testPdf = (pages: number, catalogExtra?: string) => testFiles.pdf(pages, { catalogExtra });

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let groupId: string;

beforeAll(async () => {
  // Jobs run when the test says (runDueOnce); the converters this machine lacks are named missing.
  server = await startTestServer({
    env: { QUEUE_CONCURRENCY: '0', SOFFICE_PATH: '/nonexistent/soffice', FFMPEG_PATH: '/nonexistent/ffmpeg' },
  });
  [ada, bob] = await Promise.all([signUp(server.url), signUp(server.url)]);
  groupId = await createGroup(ada, [bob]);
});
afterAll(stopTestServers);

type File = { name: string; type: string; body: Buffer };

/**
 * A 'pending' group post with these attachments, inserted as the post service stores one (the
 * lead wires creation; these tests stay independent of the posts routes), with its job queued.
 */
async function insertPendingPost(
  author: TestClient,
  attachments: { filename: string; filepath: string; type: string }[],
) {
  const postId = randomUUID();
  const now = new Date().toISOString();
  await server.services.db
    .insertInto('post')
    .values({
      id: postId,
      type: 'post',
      content: 'Files',
      title: null,
      createdBy: author.user!.id,
      modifiedBy: null,
      visibility: 'COLLABORATION_GROUP',
      groupId,
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
  if (attachments.length)
    await server.services.db
      .insertInto('post_attachment')
      .values(attachments.map((a, position) => ({ postId, position, ...a })))
      .execute();
  await enqueueMediaProcessing(server.services, postId);
  return postId;
}

/** Uploads the files below the author's tree, then posts them. */
async function postFiles(author: TestClient, files: File[]) {
  const folder = `${userUploadPrefix(author.user!.id)}posts/${randomUUID()}/original/`;
  for (const file of files) await server.services.storage.put(folder + file.name, file.body, file.type);
  const attachments = files.map((f) => ({ filename: f.name, filepath: folder + f.name, type: f.type }));
  expect(needsProcessing(attachments)).toBe(true);
  const postId = await insertPendingPost(author, attachments);
  return { postId, keys: attachments.map((a) => a.filepath) };
}

async function postStatus(postId: string) {
  const row = await server.services.db.selectFrom('post').select('status').where('id', '=', postId).executeTakeFirst();
  return row?.status;
}

async function processed(postId: string) {
  await server.services.queue.runDueOnce?.();
  const media = (await mediaOf(server.services.db, [postId])).get(postId);
  return { status: await postStatus(postId), media: [...(media?.values() ?? [])] };
}

/** The SQL statements run while `run` awaits (a spy on Kysely's executor, as posts/query-count.test.ts). */
async function sqlRunBy(run: () => Promise<unknown>): Promise<string[]> {
  let proto = Object.getPrototypeOf(server.services.db.getExecutor());
  while (proto && !Object.hasOwn(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
  const seen: string[] = [];
  const original = proto.executeQuery;
  vi.spyOn(proto, 'executeQuery').mockImplementation(function (this: unknown, query: unknown, ...rest: unknown[]) {
    const sql = (query as CompiledQuery).sql;
    if (!/\b(from|update|into)\s+"job"/i.test(sql)) seen.push(sql);
    return original.call(this, query, ...rest);
  });
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return seen;
}

async function stored(key: string | null) {
  const file = key ? await server.services.storage.get(key) : null;
  if (!file) throw new Error(`not stored: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: file.contentType };
}

describe('media processing of a post', () => {
  it('makes a PNG thumbnail (640 px JPEG), publishes the pending post and tells its channel', async () => {
    const png = await testPng(1200, 800);
    const { postId } = await postFiles(ada, [{ name: 'Team photo.png', type: 'image/png', body: png }]);
    expect(await postStatus(postId)).toBe('pending');

    const { status, media } = await processed(postId);
    expect(status).toBe('published');
    expect(media).toEqual([
      {
        status: 'processed',
        realType: 'image/png',
        thumbnailKey: `${userUploadPrefix(ada.user!.id)}posts/${postId}/processed/Team photo-thumb.jpg`,
        previewKey: null,
        pageCount: null,
        message: null,
      },
    ]);
    const thumb = await stored(media[0]!.thumbnailKey);
    expect(thumb.contentType).toBe('image/jpeg');
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 427 });

    const history = await bob.get(`/api/channels/${encodeURIComponent(channel.group(groupId))}/history?after=0`);
    expect(history.body.data.results).toContainEqual(
      expect.objectContaining({ event: 'post.updated', data: { postId, groupId } }),
    );

    // A viewer of the post may read its processed files through signed links.
    const view = await withMediaLinks(server.services.storage, media[0]!);
    const shown = await fetch(view.thumbnailUrl!);
    expect([shown.status, shown.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const presigned = await bob.get(
      `/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath: media[0]!.thumbnailKey!, type: 'GET' })}`,
    );
    expect(presigned.status).toBe(200);
  });

  it('turns a TIFF into a JPEG preview and a thumbnail', async () => {
    const tiff = await testFiles.tiff();
    const { postId } = await postFiles(ada, [{ name: 'scan.tif', type: 'image/tiff', body: tiff }]);
    const { status, media } = await processed(postId);
    expect(status).toBe('published');
    expect(media[0]).toMatchObject({ status: 'processed', realType: 'image/tiff' });
    expect(media[0]!.previewKey).toMatch(/\/processed\/scan\.jpg$/);
    expect(await sharp((await stored(media[0]!.previewKey)).bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 900,
      height: 1200,
    });
    expect(await sharp((await stored(media[0]!.thumbnailKey)).bytes).metadata()).toMatchObject({
      width: 480,
      height: 640,
    });
  });

  it('renders the first page of a PDF and counts its pages', async () => {
    const { postId } = await postFiles(ada, [{ name: 'Deck.pdf', type: 'application/pdf', body: testPdf(3) }]);
    const { status, media } = await processed(postId);
    expect(status).toBe('published');
    expect(media[0]).toMatchObject({
      status: 'processed',
      realType: 'application/pdf',
      pageCount: 3,
      previewKey: null,
    });
    // A US Letter page: 612 x 792 points, so 495 x 640 in the thumbnail.
    expect(await sharp((await stored(media[0]!.thumbnailKey)).bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 495,
      height: 640,
    });
  });

  it('records Office and video previews as unavailable when LibreOffice and ffmpeg are missing, and still publishes', async () => {
    const { postId } = await postFiles(ada, [
      { name: 'memo.doc', type: 'application/msword', body: legacyOffice() },
      { name: 'clip.mp4', type: 'video/mp4', body: mp4Head() },
    ]);
    const { status, media } = await processed(postId);
    expect(status).toBe('published');
    expect(media).toEqual([
      expect.objectContaining({
        status: 'unavailable',
        realType: 'application/x-cfb',
        message: mediaMessages.sofficeMissing,
      }),
      expect.objectContaining({ status: 'unavailable', realType: 'video/mp4', message: mediaMessages.ffmpegMissing }),
    ]);
  });

  it.each<[string, () => Promise<File>]>([
    ['an executable named photo.jpg', async () => ({ name: 'photo.jpg', type: 'image/jpeg', body: elf() })],
    [
      'HTML as an image',
      async () => ({ name: 'photo.png', type: 'image/png', body: Buffer.from('<html><body>hi</body></html>') }),
    ],
    [
      'an SVG with a script',
      async () => ({
        name: 'logo.svg',
        type: 'image/svg+xml',
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      }),
    ],
    [
      'a GIF + script polyglot',
      async () => ({
        name: 'cat.gif',
        type: 'image/gif',
        body: Buffer.concat([await testGif(), Buffer.from('<script>alert(document.cookie)</script>')]),
      }),
    ],
    ['zero bytes', async () => ({ name: 'empty.pdf', type: 'application/pdf', body: Buffer.alloc(0) })],
    [
      'a PDF with a JavaScript action',
      async () => ({
        name: 'invoice.pdf',
        type: 'application/pdf',
        body: testPdf(1, '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      }),
    ],
  ])('blocks %s, and with it the post', async (_, make) => {
    const file = await make();
    const png = await testPng(64, 64);
    const { postId, keys } = await postFiles(ada, [{ name: 'fine.png', type: 'image/png', body: png }, file]);
    const { status, media } = await processed(postId);
    expect(status).toBe('blocked');
    expect(media[0]).toMatchObject({ status: 'processed' });
    expect(media[1]).toMatchObject({ status: 'blocked', message: expect.any(String) });
    expect(await isBlockedAttachment(server.services.db, postId, keys[1]!)).toBe(true);
    expect(await isBlockedAttachment(server.services.db, postId, keys[0]!)).toBe(false);
  });

  it('blocks a stored file over the size limit and one outside the author’s folder', async () => {
    const { postId, keys } = await postFiles(ada, [{ name: 'huge.mp4', type: 'video/mp4', body: mp4Head() }]);
    // A sparse file: over 100 MB on paper, nothing on disk.
    await truncate(join(server.dataDir, 'files', keys[0]!), UPLOAD_MAX_BYTES + 1);
    expect((await processed(postId)).media[0]).toMatchObject({
      status: 'blocked',
      message: 'Max allowed size is 100MB',
    });

    const bobsKey = `${userUploadPrefix(bob.user!.id)}private/notes.pdf`;
    await server.services.storage.put(bobsKey, testPdf(1), 'application/pdf');
    const foreign = await insertPendingPost(ada, [
      { filename: 'notes.pdf', filepath: bobsKey, type: 'application/pdf' },
    ]);
    expect(await processed(foreign)).toEqual({
      status: 'blocked',
      media: [expect.objectContaining({ status: 'blocked', message: mediaMessages.notAuthorsFile })],
    });
  });

  it('refuses an upload declared over 100 MB at the signed PUT', async () => {
    const key = `${userUploadPrefix(ada.user!.id)}posts/${randomUUID()}/original/big.mp4`;
    const res = await ada.get(`/api/utility/aws/presignedUrl?${new URLSearchParams({ filepath: key, type: 'PUT' })}`);
    const url = server.url + res.body.data.slice(res.body.data.indexOf('/api/files/'));
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, { method: 'PUT', headers: { 'content-length': String(UPLOAD_MAX_BYTES + 1) } }, (r) => {
        r.resume();
        resolve(r.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(413);
    expect(await server.services.storage.head(key)).toBeNull();
  });

  it('is idempotent: a rerun (also forced) changes nothing and keeps the same outputs', async () => {
    const { postId } = await postFiles(ada, [
      { name: 'a.png', type: 'image/png', body: await testPng(100, 100) },
      { name: 'a.pdf', type: 'application/pdf', body: testPdf(2) },
      { name: 'x.jpg', type: 'image/jpeg', body: elf() },
    ]);
    const first = await processed(postId);
    expect(first.status).toBe('blocked');
    // The two files named "a" get distinct thumbnails.
    expect(first.media.map((m) => m.thumbnailKey?.split('/').pop())).toEqual([
      'a-0-thumb.jpg',
      'a-1-thumb.jpg',
      undefined,
    ]);

    await enqueueMediaProcessing(server.services, postId);
    expect(await processed(postId)).toEqual(first);
    await enqueueMediaProcessing(server.services, postId, { force: true });
    expect(await processed(postId)).toEqual(first);
    const rows = await server.services.db
      .selectFrom('post_attachment_media')
      .select('position')
      .where('postId', '=', postId)
      .execute();
    expect(rows).toHaveLength(3);
    // Work files are removed after each run.
    expect(await readdir(join(server.dataDir, 'tmp', 'media'))).toEqual([]);
  });

  it('reads the media of a page of posts in one query', async () => {
    const a = await postFiles(ada, [{ name: 'one.png', type: 'image/png', body: await testPng(20, 20) }]);
    const b = await postFiles(ada, [{ name: 'two.pdf', type: 'application/pdf', body: testPdf(1) }]);
    await server.services.queue.runDueOnce?.();
    const queries = await sqlRunBy(() => mediaOf(server.services.db, [a.postId, b.postId, 'no-such-post']));
    expect(queries).toHaveLength(1);
    const media = await mediaOf(server.services.db, [a.postId, b.postId, 'no-such-post']);
    expect(media.get(a.postId)?.get(0)?.realType).toBe('image/png');
    expect(media.get(b.postId)?.get(0)?.pageCount).toBe(1);
    expect(media.has('no-such-post')).toBe(false);
    expect((await mediaOf(server.services.db, [])).size).toBe(0);
  });
});
