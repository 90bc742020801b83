import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWLEDGE_MAX_BYTES, knowledgeEvents, knowledgeFileKey } from '@shared/knowledge';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import { TestSocket } from '../../realtime/testing/socket-client';
import { signUp, type TestClient } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { officeBomb } from '../../testing/zip-bomb';
import { convertWithSoffice, makeDocx, makePdf, makeXlsx } from './make-files.testing';
import { addKnowledge, settled, uploadKnowledge } from './testing';

let server: TestServer;
const sockets: TestSocket[] = [];
const person = () => signUp(server.url);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await stopTestServers();
});

const search = async (client: TestClient, q: string) =>
  (await client.get(`/api/knowledge/search?q=${encodeURIComponent(q)}`)).body.data.results as {
    fileId: string;
    text: string;
    location: string | null;
  }[];
const chunksOf = async (fileId: string) =>
  Number(
    (
      await server.services.db
        .selectFrom('knowledge_chunk')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('fileId', '=', fileId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('knowledge files: reading each accepted type', () => {
  it('reads and indexes a real file of every type, and search finds its fact', async () => {
    const owner = await person();
    const docx = await makeDocx('Retreat', ['The quarterly retreat takes place in Lisbon with the zebrafish team.']);
    const xlsx = await makeXlsx('Prices', [
      ['Product', 'Price'],
      ['Walnut desk', '$890'],
      ['Oak chair', '$240'],
    ]);
    const files: { name: string; bytes: Buffer | string; fact: string; word: string; location?: string }[] = [
      {
        name: 'Handbook.pdf',
        bytes: await makePdf([
          'Welcome to the handbook.',
          'The Tacoma warehouse ships marmalade orders every Tuesday.',
        ]),
        fact: 'marmalade orders every Tuesday',
        word: 'marmalade',
        location: 'page 2',
      },
      { name: 'Retreat.docx', bytes: docx, fact: 'retreat takes place in Lisbon', word: 'zebrafish' },
      {
        name: 'Prices.xlsx',
        bytes: xlsx,
        fact: 'Product: Walnut desk; Price: $890.',
        word: 'walnut',
        location: 'Prices, rows 2-3',
      },
      {
        name: 'Clients.csv',
        bytes: 'Client,City\r\nGreenleaf Coffee,Portland\r\nHarbor Dental,Quillayute\r\n',
        fact: 'Client: Harbor Dental; City: Quillayute.',
        word: 'quillayute',
      },
      {
        name: 'About.html',
        bytes:
          '<html><body><h1>Origins</h1><p>The studio began in a converted lighthouse.</p><script>lighthouse()</script></body></html>',
        fact: 'The studio began in a converted lighthouse.',
        word: 'lighthouse',
        location: 'Origins',
      },
      {
        name: 'Notes.txt',
        bytes: 'Parking is free behind the bakery on Elm Street.\n',
        fact: 'behind the bakery',
        word: 'bakery',
      },
      {
        name: 'Guide.md',
        bytes: '# Onboarding\n\nNew clients get a **welcome** [hamper](https://example.test) in week one.\n',
        fact: 'New clients get a welcome hamper in week one.',
        word: 'hamper',
        location: 'Onboarding',
      },
      {
        name: 'Legacy.doc',
        bytes: await convertWithSoffice(
          await makeDocx('Legacy', ['Invoices older than 2019 sit in the blue archive cabinet.']),
          'docx',
          'doc',
        ),
        fact: 'blue archive cabinet',
        word: 'cabinet',
      },
      {
        name: 'Legacy.xls',
        bytes: await convertWithSoffice(
          await makeXlsx('Stock', [
            ['Item', 'Count'],
            ['Pelican mugs', '42'],
          ]),
          'xlsx',
          'xls',
        ),
        fact: 'Item: Pelican mugs; Count: 42.',
        word: 'pelican',
      },
    ];
    for (const file of files) {
      const indexed = await addKnowledge(owner, file.name, file.bytes);
      expect(indexed, file.name).toMatchObject({ name: file.name, status: 'indexed', progress: 100, error: null });
      expect(indexed.pages, file.name).toBeGreaterThanOrEqual(1);
      expect(indexed.chunks, file.name).toBeGreaterThanOrEqual(1);
      const [best] = await search(owner, file.word);
      expect(best?.fileId, file.name).toBe(indexed.fileId);
      expect(best?.text.replace(/\s+/g, ' '), file.name).toContain(file.fact);
      if (file.location) expect(best?.location, file.name).toBe(file.location);
    }
    expect((await search(owner, 'lighthouse'))[0]?.text).not.toContain('lighthouse()');
    const list = await owner.get('/api/knowledge/files');
    expect(list.body.data.count).toBe(files.length);
    const pdf = list.body.data.results.find((f: { name: string }) => f.name === 'Handbook.pdf');
    expect(pdf).toMatchObject({ type: 'pdf', pages: 2, status: 'indexed' });
  }, 120_000);
});

describe('knowledge files: the rules', () => {
  it('fails a corrupt file with a clear message and indexes nothing of it', async () => {
    const owner = await person();
    for (const [name, bytes] of [
      ['broken.pdf', '%PDF-1.7\n1 0 obj garbage that is no PDF at all'],
      ['not-really.docx', 'plain text pretending to be Word'],
      ['damaged.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6])],
      ['binary.txt', Buffer.from([0x41, 0, 0, 0x42, 0xff, 0])],
    ] as const) {
      const res = await uploadKnowledge(owner, name, bytes);
      expect(res.status, name).toBe(200);
      const file = await settled(owner, res.body.data.fileId);
      expect(file, name).toMatchObject({ status: 'failed', error: messages.knowledge.unreadable, chunks: 0 });
      expect(await chunksOf(file.fileId)).toBe(0);
    }
  });

  it('fails a zip bomb (a 10 MB Word or Excel file inflating to about 10 GB) without loading it', async () => {
    const owner = await person();
    for (const [name, bytes] of [
      ['bomb.docx', officeBomb('word/document.xml', 9_500)],
      ['bomb.xlsx', officeBomb('xl/workbook.xml', 9_500)],
    ] as const) {
      expect(bytes.length).toBeLessThan(KNOWLEDGE_MAX_BYTES);
      const res = await uploadKnowledge(owner, name, bytes);
      expect(res.status, name).toBe(200);
      const file = await settled(owner, res.body.data.fileId);
      expect(file, name).toMatchObject({ status: 'failed', error: messages.knowledge.unreadable, chunks: 0 });
    }
    // The server is still there and answers.
    expect((await owner.get('/api/knowledge/files')).status).toBe(200);
  });

  it('refuses an over-size file and an unsupported type with the spec messages, keeping nothing', async () => {
    const owner = await person();
    const big = await uploadKnowledge(owner, 'big.txt', 'a'.repeat(KNOWLEDGE_MAX_BYTES + 1));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(messages.knowledge.tooLarge);
    const png = await uploadKnowledge(owner, 'photo.png', 'not an image');
    expect(png.status).toBe(415);
    expect(png.body.message).toBe(
      'The file type you uploaded is not supported.Please upload .txt, .md, .html, .doc/.docx, .csv, .xls/.xlsx or .pdf files only.',
    );
    expect((await owner.get('/api/knowledge/files')).body.data.count).toBe(0);
    const bytes = await server.services.db
      .selectFrom('knowledge_chunk')
      .select('id')
      .where('userId', '=', owner.user?.id as string)
      .execute();
    expect(bytes).toEqual([]);
  });

  it('holds at most 50 files', async () => {
    const owner = await person();
    const now = new Date().toISOString();
    const userId = owner.user?.id as string;
    await server.services.db
      .insertInto('knowledge_file')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          id: `${userId}-f${i}`,
          userId,
          name: `f${i}.txt`,
          filepath: knowledgeFileKey(userId, `u${i}`, `f${i}.txt`),
          size: 1,
          type: 'txt',
          status: 'indexed' as const,
          progress: 100,
          error: null,
          pages: 1,
          chunks: 0,
          indexVersion: 2,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const res = await uploadKnowledge(owner, 'one-more.txt', 'fifty-first');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You can add maximum 50 files in the knowledge base Files.');
    expect((await owner.get('/api/knowledge/files?limit=100')).body.data.count).toBe(50);
  });

  it('finds files by name, and deleting one removes its passages', async () => {
    const owner = await person();
    const kept = await addKnowledge(owner, 'Menu 2026.txt', 'The tasting menu features smoked trout.');
    const gone = await addKnowledge(owner, 'Old notes.md', 'The old office had a rooftop garden.');
    const found = await owner.get('/api/knowledge/files?term=menu');
    expect(found.body.data).toMatchObject({ count: 1, results: [{ fileId: kept.fileId }] });
    const socket = await TestSocket.connect(server.url, { token: owner.token });
    sockets.push(socket);
    expect((await owner.delete(`/api/knowledge/files/${gone.fileId}`)).status).toBe(200);
    await socket.next(
      (f) => f.channel === channel.user(owner.user?.id as string) && f.event === knowledgeEvents.deleted,
    );
    expect(await chunksOf(gone.fileId)).toBe(0);
    expect(await search(owner, 'rooftop garden')).toEqual([]);
    expect((await search(owner, 'smoked trout'))[0]?.fileId).toBe(kept.fileId);
    expect((await owner.get(`/api/knowledge/files/${gone.fileId}`)).status).toBe(404);
  });

  it('pushes uploaded, reading and indexed to the owner, and freezes the stored bytes once registered', async () => {
    const owner = await person();
    const socket = await TestSocket.connect(server.url, { token: owner.token });
    sockets.push(socket);
    const res = await uploadKnowledge(owner, 'Live.txt', 'Progress arrives live.');
    const { fileId, filepath } = res.body.data;
    const mine = channel.user(owner.user?.id as string);
    const statusFrame = (status: string) =>
      socket.next(
        (f) =>
          f.channel === mine &&
          f.event === knowledgeEvents.progress &&
          (f.data as { status: string }).status === status,
      );
    for (const status of ['uploaded', 'reading', 'indexed']) {
      const frame = await statusFrame(status);
      expect(frame.data).toMatchObject({ fileId, status });
    }
    const indexed = await statusFrame('indexed');
    expect(indexed.data).toMatchObject({ progress: 100, chunks: 1, name: 'Live.txt' });
    const link = await owner.get(`/api/utility/aws/presignedUrl?filepath=${encodeURIComponent(filepath)}&type=PUT`);
    expect(link.status).toBe(403);
  });
});

describe('knowledge files: authorization', () => {
  it("refuses a stranger every call on another user's files", async () => {
    const [owner, stranger] = await Promise.all([person(), person()]);
    const file = await addKnowledge(owner, 'Secret.txt', 'The vault code word is periwinkle.');
    expect((await stranger.get('/api/knowledge/files')).body.data).toEqual({ results: [], count: 0 });
    expect((await stranger.get(`/api/knowledge/files?userId=${owner.user?.id}`)).status).toBe(403);
    expect((await stranger.get(`/api/knowledge/files/${file.fileId}`)).status).toBe(404);
    expect((await stranger.delete(`/api/knowledge/files/${file.fileId}`)).status).toBe(404);
    expect(await search(stranger, 'periwinkle')).toEqual([]);
    const steal = await stranger.post('/api/knowledge/files', { filepath: file.filepath });
    expect(steal.status).toBe(403);
    expect(
      (await stranger.post('/api/knowledge/files', { userId: owner.user?.id, filepath: file.filepath })).status,
    ).toBe(403);
    const anonymous = await fetch(`${server.url}/api/knowledge/files`);
    expect(anonymous.status).toBe(401);
    expect((await search(owner, 'periwinkle'))[0]?.fileId).toBe(file.fileId);
  });

  it('answers bad input with a 400, never a 500', async () => {
    const owner = await person();
    expect((await owner.post('/api/knowledge/files', { filepath: '../etc/passwd' })).status).toBe(400);
    expect((await owner.post('/api/knowledge/files', {})).status).toBe(400);
    expect((await owner.get('/api/knowledge/search')).status).toBe(400);
    expect((await owner.get('/api/knowledge/files?limit=0')).status).toBe(400);
    const missing = knowledgeFileKey(owner.user?.id as string, 'nothing', 'never-uploaded.txt');
    expect((await owner.post('/api/knowledge/files', { filepath: missing })).status).toBe(404);
  });
});
