import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Logger } from '../../logger';
import { parseWith } from '../../http/validate';
import type { Queue } from '../queue';
import { outbox } from './outbox';
import { MAIL_SEND_JOB, type MailSendPayload, smtpDelivery } from './smtp-delivery';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tag?: string;
  /** Sent in a member's name: the From header's display name (its address stays MAIL_FROM's). */
  fromName?: string;
  replyTo?: string;
};
/** `executor`: the caller's transaction, so a message exists only if the caller's writes commit. */
export type MailOptions = { executor?: Kysely<Database> };
export type Mailer = {
  send(message: MailMessage, options?: MailOptions): Promise<{ id: string }>;
  /** Many messages at once (invitations): one insert per OUTBOX_CHUNK rows. */
  sendAll(messages: readonly MailMessage[], options?: MailOptions): Promise<{ ids: string[] }>;
};

const OUTBOX_CHUNK = 200;

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
  // A display name only: no line breaks or control characters; nodemailer quotes and encodes it.
  fromName: z
    .string()
    .max(200)
    .transform((s) => s.replace(/\p{Cc}+/gu, ' ').trim())
    .optional(),
  replyTo: z.string().trim().toLowerCase().email().max(254).optional(),
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

  async function store(inputs: readonly MailMessage[], executor: Kysely<Database>): Promise<string[]> {
    const createdAt = new Date().toISOString();
    const rows = inputs.map((input) => {
      const message = parseWith(zMessage, input);
      return {
        id: randomUUID(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        tag: message.tag ?? null,
        fromName: message.fromName || null,
        replyTo: message.replyTo ?? null,
        status: hasSmtp ? ('queued' as const) : ('stored' as const),
        error: null,
        createdAt,
        sentAt: null,
      };
    });
    for (let i = 0; i < rows.length; i += OUTBOX_CHUNK)
      await messages.insertMany(rows.slice(i, i + OUTBOX_CHUNK), executor);
    if (hasSmtp)
      for (const row of rows) await deps.queue.enqueue<MailSendPayload>(MAIL_SEND_JOB, { id: row.id }, { executor });
    for (const row of rows)
      logger.debug({ mail: row.id, tag: row.tag, delivery: hasSmtp ? 'smtp' : 'outbox' }, 'mail stored');
    return rows.map((row) => row.id);
  }

  /** In the caller's transaction, or in one of its own (the outbox row and its delivery job together). */
  const within = (options: MailOptions, write: (executor: Kysely<Database>) => Promise<string[]>) =>
    options.executor ? write(options.executor) : deps.db.transaction().execute(write);

  return {
    async send(input, options = {}) {
      const [id = ''] = await within(options, (executor) => store([input], executor));
      return { id };
    },
    async sendAll(inputs, options = {}) {
      if (inputs.length === 0) return { ids: [] };
      return { ids: await within(options, (executor) => store(inputs, executor)) };
    },
  };
}
