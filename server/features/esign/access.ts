import type { FileReadResolver, FileWriteGuard } from '../../platform/storage';
import type { CanRead } from '../../realtime';
import type { Services } from '../../services';
import { ESIGN_KEY, esignRepo } from './repo';

/** The document's PDF and sealed PDF (`esign/{contentId}/...`): its sender and signers only. */
export const readEsignFile: FileReadResolver = async (userId, key, { db }) => {
  const match = ESIGN_KEY.exec(key);
  return !!match && esignRepo(db).isParticipant(match[1] as string, userId);
};

/** The uploaded original cannot be swapped once the document has a record. */
export const freezeEsignOriginal: FileWriteGuard = async (key, { db }) => {
  if (!/^uploads\/users\/[^/]+\/esign\//.test(key)) return true;
  const row = await db.selectFrom('esign_content').select('id').where('filepath', '=', key).executeTakeFirst();
  return !row;
};

/** `esign:{contentId}` is heard by the document's participants. */
export const canReadEsignChannel =
  (services: Services): CanRead =>
  (userId, contentId) =>
    esignRepo(services.db).isParticipant(contentId, userId);
