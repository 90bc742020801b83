import type { DataExportTable } from '../../db/schema';
import type { Services } from '../../services';
import { notify } from '../notify-events';
import {
  jobs,
  megSettings,
  notificationPreferences,
  ownComments,
  ownPosts,
  profile,
  receivedMessages,
  relationships,
  uploadedFiles,
} from './export-data';
import { type HtmlItem, htmlPageStream, jsonArrayStream, jsonText, safeName } from './export-format';
import { EXPORT_EXPIRE_JOB, EXPORT_LINK_MS, downloadUrl, exportKey, publishExport } from './export-service';
import { ZipWriter } from './zip-writer';

const README = `Your data from Rapport

profile.json                   your profile, links and companies
relationships.json             your relationships and groups (names only)
posts.json, posts.html         everything you wrote: posts and chat messages
comments.json, comments.html   your comments and replies
messages-received.json/.html   messages others sent you in one-to-one chats
                               (others' messages in groups are theirs and are not included)
jobs.json                      jobs you posted and jobs you applied to
meg/settings.json              Meg's settings; meg/knowledge/ her knowledge files
notification-preferences.json  your notification and chat settings
files/                         the files you uploaded, as you uploaded them
esign/                         the sealed PDFs of documents you sent or signed
`;

/** Steps besides the files; progress is (steps done + files done) over their sum. */
const SECTION_STEPS = 9;
const PROGRESS_EVERY_MS = 500;

const postWhere = (p: { groupName: string | null; pairingId: string | null; type: string }) =>
  p.groupName ? `In ${p.groupName}` : p.pairingId ? (p.type === 'chat' ? 'Chat' : 'Relationship') : 'Timeline';

/**
 * One section of rows, `<name>.json` as stored and `<name>.html` to read, each streamed from a
 * pass of its own over the paged rows (never the whole section in memory).
 */
async function addRows<T>(
  zip: ZipWriter,
  name: string,
  title: string,
  rows: () => AsyncIterable<T>,
  toItem: (row: T) => HtmlItem,
): Promise<void> {
  await zip.add(`${name}.json`, jsonArrayStream(rows()));
  await zip.add(
    `${name}.html`,
    htmlPageStream(
      title,
      (async function* () {
        for await (const row of rows()) yield toItem(row);
      })(),
    ),
  );
}

/** The export job: streams one zip to storage, reporting progress on the owner's channel. */
export async function runExport(services: Services, payload: { exportId: string }): Promise<void> {
  const { db, storage } = services;
  const row = await db.selectFrom('data_export').selectAll().where('id', '=', payload.exportId).executeTakeFirst();
  if (!row || row.status === 'ready') return;
  const userId = row.userId;
  const key = exportKey(userId, row.id);
  let current: DataExportTable = { ...row, status: 'running', progress: 0 };
  await db.updateTable('data_export').set({ status: 'running', progress: 0 }).where('id', '=', row.id).execute();
  await publishExport(services, current, { stored: true });

  const files = await uploadedFiles(db, userId);
  const total = SECTION_STEPS + files.length;
  let done = 0;
  let lastReport = Date.now();
  const step = async () => {
    done += 1;
    const progress = Math.min(99, Math.floor((done / total) * 100));
    if (progress === current.progress || Date.now() - lastReport < PROGRESS_EVERY_MS) return;
    lastReport = Date.now();
    current = { ...current, progress };
    await db.updateTable('data_export').set({ progress }).where('id', '=', row.id).execute();
    await publishExport(services, current, { stored: false });
  };

  const zip = new ZipWriter(storage, key);
  try {
    await zip.add('README.txt', README);
    await zip.add('profile.json', jsonText(await profile(db, userId)));
    await step();
    await zip.add('relationships.json', jsonText(await relationships(db, userId)));
    await step();
    await addRows(
      zip,
      'posts',
      'Everything you wrote',
      () => ownPosts(db, userId),
      (p) => ({
        heading: postWhere(p),
        when: p.createdAt,
        body: p.content,
      }),
    );
    await step();
    await addRows(
      zip,
      'comments',
      'Your comments',
      () => ownComments(db, userId),
      (c) => ({
        heading: c.parentId ? 'Reply' : 'Comment',
        when: c.createdAt,
        body: c.message,
      }),
    );
    await step();
    await addRows(
      zip,
      'messages-received',
      'Messages sent to you',
      () => receivedMessages(db, userId),
      (m) => ({
        heading: `From ${m.from}`,
        when: m.createdAt,
        body: m.content,
      }),
    );
    await step();
    await zip.add('jobs.json', jsonText(await jobs(db, userId)));
    await step();
    await zip.add('meg/settings.json', jsonText(await megSettings(db, userId)));
    await step();
    await zip.add('notification-preferences.json', jsonText(await notificationPreferences(db, userId)));
    await step();
    const names = new Set<string>();
    for (const file of files) {
      const stored = await storage.get(file.key);
      if (stored) {
        const parts = file.name.split('/');
        let name = [...parts.slice(0, -1), safeName(parts.at(-1) ?? 'file')].join('/');
        if (names.has(name)) name = `${name}-${names.size}`;
        names.add(name);
        await zip.add(name, stored.body as NodeJS.ReadableStream as import('node:stream').Readable);
      }
      await step();
    }
    const size = await zip.finish();
    await step();
    const completedAt = new Date();
    const expiresAt = new Date(completedAt.getTime() + EXPORT_LINK_MS).toISOString();
    current = {
      ...current,
      status: 'ready',
      progress: 100,
      fileKey: key,
      size,
      completedAt: completedAt.toISOString(),
      expiresAt,
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('data_export')
        .set({ status: 'ready', progress: 100, fileKey: key, size, completedAt: current.completedAt, expiresAt })
        .where('id', '=', row.id)
        .execute();
      await services.queue.enqueue(EXPORT_EXPIRE_JOB, { exportId: row.id }, { executor: trx, delayMs: EXPORT_LINK_MS });
      await notify(services, { kind: 'dataExportReady', actorId: null, userId, exportId: row.id }, trx);
      const user = await trx
        .selectFrom('user')
        .select(['email', 'firstName'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (user)
        await services.mail.send(
          {
            to: user.email,
            subject: `Your ${services.config.productName} data is ready`,
            text: `Hello ${user.firstName},\n\nYour data is ready to download until ${expiresAt.slice(0, 10)}. The link works only when you are signed in to ${services.config.productName}:\n${downloadUrl(services, current)}\n`,
            tag: 'data-export',
          },
          { executor: trx },
        );
    });
    await publishExport(services, current, { stored: true });
  } catch (error) {
    await zip.abort();
    await db
      .updateTable('data_export')
      .set({ status: 'failed', error: String((error as Error).message ?? error).slice(0, 500) })
      .where('id', '=', row.id)
      .execute();
    await publishExport(services, { ...current, status: 'failed' }, { stored: true });
    throw error;
  }
}

/** Seven days on: the zip goes, and so does its row. */
export async function expireExport(services: Services, payload: { exportId: string }): Promise<void> {
  const row = await services.db
    .selectFrom('data_export')
    .selectAll()
    .where('id', '=', payload.exportId)
    .executeTakeFirst();
  if (!row) return;
  if (row.fileKey) await services.storage.delete(row.fileKey);
  await services.db.deleteFrom('data_export').where('id', '=', row.id).execute();
}
