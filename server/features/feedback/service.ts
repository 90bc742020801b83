import { randomUUID } from 'node:crypto';
import type { Feedback, FeedbackAttachment } from '@shared/api/feedback';
import { messages } from '@shared/messages';
import { FEEDBACK_FILE_MAX_BYTES } from '@shared/rules';
import { Invalid, NotAllowed, TooLarge } from '../../errors';
import type { SessionUser } from '../../http/app-env';
import { answerWith } from '../../http/idempotent-answer';
import type { Services } from '../../services';
import { composeFeedbackMail } from './mail';
import { feedbackRepo } from './repo';

export type NewFeedback = {
  rating?: number;
  feedback?: string;
  improvements?: string;
  attachments: { filename: string; filepath: string; type?: string }[];
};

/** Only support staff read everyone's feedback. */
export const canListFeedback = (user: SessionUser) => user.userType === 'support';

/** Feedback from the dialog (spec 1 §3, §5, §7): stored and e-mailed to support, in one transaction. */
export function feedbackService(services: Services) {
  const repo = feedbackRepo(services.db);

  /** Each file must be the sender's own upload, present in storage and within 10 MB. */
  async function checkedAttachments(actor: SessionUser, files: NewFeedback['attachments']) {
    const prefix = `uploads/users/${actor.id}/feedback/`;
    const seen = new Set<string>();
    const out: FeedbackAttachment[] = [];
    for (const file of files) {
      if (!file.filepath.startsWith(prefix)) throw new NotAllowed(messages.feedback.attachmentPath);
      if (seen.has(file.filepath)) continue;
      seen.add(file.filepath);
      const stored = await services.storage.head(file.filepath);
      if (!stored) throw new Invalid(messages.feedback.attachmentMissing);
      if (stored.size > FEEDBACK_FILE_MAX_BYTES) throw new TooLarge(messages.feedback.fileTooBig);
      out.push({ filename: file.filename, filepath: file.filepath, type: stored.contentType, size: stored.size });
    }
    return out;
  }

  async function create(actor: SessionUser, input: NewFeedback): Promise<{ feedbackId: string }> {
    const attachments = await checkedAttachments(actor, input.attachments);
    const feedbackId = randomUUID();
    const row = {
      id: feedbackId,
      userId: actor.id,
      rating: input.rating ?? null,
      feedback: input.feedback ?? null,
      improvements: input.improvements ?? null,
      createdAt: new Date().toISOString(),
    };
    const { config } = services;
    const mail = composeFeedbackMail({
      to: config.supportEmail,
      productName: config.productName,
      author: {
        name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
        email: actor.email,
        userId: actor.id,
      },
      feedbackId,
      rating: row.rating,
      feedback: row.feedback,
      improvements: row.improvements,
      attachments,
    });
    // The e-mail to support is written with the feedback: both are kept, or neither.
    await repo.insert(
      row,
      attachments.map((file, position) => ({ feedbackId, position, ...file })),
      async (trx) => {
        await services.mail.send(mail, { executor: trx });
        await answerWith(trx, { feedbackId }, 201);
      },
    );
    return { feedbackId };
  }

  async function list(actor: SessionUser, skip: number, limit: number) {
    if (!canListFeedback(actor)) throw new NotAllowed();
    const [rows, count] = await Promise.all([repo.page(skip, limit), repo.count()]);
    const files = await repo.attachmentsOf(rows.map((row) => row.id));
    const results: Feedback[] = rows.map((row) => ({
      feedbackId: row.id,
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      rating: row.rating,
      feedback: row.feedback,
      improvements: row.improvements,
      attachments: files
        .filter((file) => file.feedbackId === row.id)
        .map(({ filename, filepath, type, size }) => ({ filename, filepath, type, size: Number(size) })),
      createdAt: row.createdAt,
    }));
    return { results, count };
  }

  return { create, list };
}
