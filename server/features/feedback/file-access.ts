import { FEEDBACK_FILE_KEY } from '@shared/api/feedback';
import type { FileReadResolver, FileWriteGuard } from '../../platform/storage';
import { feedbackRepo } from './repo';

/** A feedback attachment cannot be replaced once the feedback naming it has been sent. */
export const freezeFeedbackFiles: FileWriteGuard = async (key, { db }) => {
  if (!FEEDBACK_FILE_KEY.test(key)) return true;
  return !(await feedbackRepo(db).isAttached(key));
};

/** Support staff read the attachments of the feedback they list; the author reads their own tree anyway. */
export const readFeedbackFile: FileReadResolver = async (userId, key, { db }) => {
  if (!FEEDBACK_FILE_KEY.test(key)) return false;
  const viewer = await db.selectFrom('user').select('userType').where('id', '=', userId).executeTakeFirst();
  if (viewer?.userType !== 'support') return false;
  return feedbackRepo(db).isAttached(key);
};
