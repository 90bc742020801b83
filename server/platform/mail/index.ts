import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { parseWith } from '../../http/validate';
import type { Queue } from '../queue';
import { outbox } from './outbox';
import { MAIL_SEND_JOB, type MailSendPayload, smtpDelivery } from './smtp-delivery';

export type MailMessage = { to: string; subject: string; text: string; html?: string; tag?: string };
export type Mailer = { send(message: MailMessage): Promise<{ id: string }> };

/** With the default backoff, retries ride out about 14 to 27 minutes of SMTP trouble. */
export const MAIL_MAX_ATTEMPTS = 12;

const zMessage = z.object({
  to: z.string().trim().toLowerCase().email().max(254),
  // Header values stay on one line, whatever a caller passes.
  subject: z
    .string()
    .max(998)
    .transform((s) => s.replace(/[\r\n]+/g, ' ').trim()),
  text: z.string().max(1_000_000),
  html: z.string().max(2_000_000).optional(),
  tag: z.string().trim().max(64).optional(),
});

/**
 * Every message lands in `mail_outbox` first (the dev outbox at /dev/mail). With SMTP_URL
 * set, a `mail.send` job enqueued in the same transaction delivers it; without, it stays
 * `stored`.
 */
export function createMailer(deps: { db: Db; config: Config; logger: Logger; queue: Queue }): Mailer {
  const messages = outbox(deps.db);
  const logger = deps.logger.child({ component: 'mail' });
  const hasSmtp = !!deps.config.mail.smtpUrl;
  deps.queue.register<MailSendPayload>(MAIL_SEND_JOB, smtpDelivery({ config: deps.config, logger, outbox: messages }), {
    maxAttempts: MAIL_MAX_ATTEMPTS,
  });

  return {
    async send(input) {
      const message = parseWith(zMessage, input);
      const id = randomUUID();
      await deps.db.transaction().execute(async (trx) => {
        await messages.insert(
          {
            id,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
            tag: message.tag ?? null,
            status: hasSmtp ? 'queued' : 'stored',
            error: null,
            createdAt: new Date().toISOString(),
            sentAt: null,
          },
          trx,
        );
        if (hasSmtp) await deps.queue.enqueue<MailSendPayload>(MAIL_SEND_JOB, { id }, { executor: trx });
      });
      logger.debug({ mail: id, tag: message.tag, delivery: hasSmtp ? 'smtp' : 'outbox' }, 'mail stored');
      return { id };
    },
  };
}
