import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { type DataExport, DATA_EXPORT_LINK_DAYS } from '@shared/api/account';
import { messages } from '@shared/messages';
import { channel } from '@shared/realtime';
import type { DataExportTable } from '../../db/schema';
import { Gone, NotAllowed, NotFound } from '../../errors';
import type { Services } from '../../services';

export const EXPORT_JOB = 'account.export';
export const EXPORT_EXPIRE_JOB = 'account.export-expire';
/** The live frame on the owner's channel: a `DataExport`. */
export const EXPORT_EVENT = 'account.export';

export const exportKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

function signatureOf(secret: string, row: { id: string; userId: string }, expires: number): string {
  return createHmac('sha256', secret).update(`data-export\n${row.id}\n${row.userId}\n${expires}`).digest('base64url');
}

/** The download link: signed for this export and its user, valid until the export expires. */
export function downloadUrl(services: Pick<Services, 'config'>, row: DataExportTable): string | null {
  if (row.status !== 'ready' || !row.expiresAt) return null;
  const expires = Math.floor(new Date(row.expiresAt).getTime() / 1000);
  const query = new URLSearchParams({
    id: row.id,
    expires: String(expires),
    sig: signatureOf(services.config.secret, row, expires),
  });
  return `${services.config.publicUrl}/api/account/export/download?${query}`;
}

export function toView(services: Pick<Services, 'config'>, row: DataExportTable): DataExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    size: row.size,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    expiresAt: row.expiresAt,
    downloadUrl: downloadUrl(services, row),
  };
}

export async function publishExport(services: Services, row: DataExportTable, options: { stored: boolean }) {
  const view = toView(services, row);
  if (options.stored) {
    await services.realtime.publish(channel.user(row.userId), EXPORT_EVENT, { exportId: row.id }, { live: view });
  } else {
    await services.realtime.publishEphemeral(channel.user(row.userId), EXPORT_EVENT, view);
  }
}

export function exportService(services: Services) {
  const { db } = services;
  const latestRow = (userId: string) =>
    db
      .selectFrom('data_export')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    async latest(userId: string): Promise<DataExport | null> {
      const row = await latestRow(userId);
      return row ? toView(services, row) : null;
    },

    /** Starts an export; one being prepared is answered instead of starting a second. */
    async start(userId: string): Promise<DataExport> {
      const current = await latestRow(userId);
      if (current && (current.status === 'queued' || current.status === 'running')) return toView(services, current);
      const row: DataExportTable = {
        id: randomUUID(),
        userId,
        status: 'queued',
        progress: 0,
        fileKey: null,
        size: null,
        error: null,
        createdAt: new Date().toISOString(),
        completedAt: null,
        expiresAt: null,
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('data_export').values(row).execute();
        await services.queue.enqueue(EXPORT_JOB, { exportId: row.id }, { executor: trx });
      });
      return toView(services, row);
    },

    /**
     * The zip for a download request: the link's signature and expiry, then its owner. A
     * link that reached someone else is refused to them even though it is signed.
     */
    async download(userId: string, query: { id: string; expires: number; sig: string }) {
      const row = await db.selectFrom('data_export').selectAll().where('id', '=', query.id).executeTakeFirst();
      if (!row) throw new NotFound(messages.accountData.exportNotReady);
      const expected = Buffer.from(signatureOf(services.config.secret, row, query.expires));
      const given = Buffer.from(query.sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new NotAllowed();
      if (row.userId !== userId) throw new NotAllowed(messages.accountData.exportNotYours);
      if (query.expires * 1000 < Date.now()) throw new Gone(messages.accountData.exportExpired);
      if (row.status !== 'ready' || !row.fileKey) throw new NotFound(messages.accountData.exportNotReady);
      const file = await services.storage.get(row.fileKey);
      if (!file) throw new Gone(messages.accountData.exportExpired);
      return { file, name: `rapport-data-${row.createdAt.slice(0, 10)}.zip` };
    },
  };
}

export const EXPORT_LINK_MS = DATA_EXPORT_LINK_DAYS * 24 * 60 * 60 * 1000;
