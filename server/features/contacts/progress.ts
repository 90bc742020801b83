import { type ContactImportProgress, contactEvents } from '@shared/api/contacts';
import { channel } from '@shared/realtime';
import type { ContactImportTable } from '../../db/schema';
import type { Realtime } from '../../realtime';

/** The progress figures of an import, as the API and the realtime event carry them. */
export function progressOf(record: ContactImportTable): ContactImportProgress {
  const { id, status, total, valid, skipped, sent, failed } = record;
  return { importId: id, status, total, valid, skipped, sent, failed };
}

/** `contact.import.progress` on the importer's channel, after every batch. */
export async function publishProgress(realtime: Realtime, record: ContactImportTable): Promise<void> {
  await realtime.publish(channel.user(record.userId), contactEvents.importProgress, progressOf(record));
}
