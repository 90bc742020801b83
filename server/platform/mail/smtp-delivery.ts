import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { type JobContext, PermanentJobError } from '../queue';
import type { Outbox } from './outbox';
import { senderOf } from './sender';

export const MAIL_SEND_JOB = 'mail.send';
export type MailSendPayload = { id: string };

/** SMTP replies that no retry will change: unknown mailbox, bad address, policy refusal. */
const PERMANENT_SMTP_CODES = new Set([501, 550, 551, 553, 554]);

/**
 * The `mail.send` job: delivers one outbox message through SMTP (nodemailer) and records
 * the outcome on the message. The queue retries failures with backoff. Delivery is at
 * least once; a stable Message-ID lets receivers drop the rare duplicate.
 */
export function smtpDelivery(deps: { config: Config; logger: Logger; outbox: Outbox }) {
  let transporter: Transporter | undefined;
  const transport = () => {
    const url = deps.config.mail.smtpUrl;
    if (!url) throw new Error('SMTP_URL is not configured on this server, so mail cannot be delivered.');
    transporter ??= nodemailer.createTransport(url);
    return transporter;
  };

  return async function deliver(payload: MailSendPayload, job: JobContext): Promise<void> {
    const message = await deps.outbox.get(payload.id);
    if (!message) throw new PermanentJobError(`Mail ${payload.id} is not in the outbox.`);
    if (message.status === 'sent') return;
    try {
      await transport().sendMail({
        from: senderOf(deps.config.mail.from, message.fromName),
        replyTo: message.replyTo ?? undefined,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        messageId: `<${message.id}@${new URL(deps.config.publicUrl).hostname}>`,
        headers: message.tag ? { 'X-Rapport-Tag': message.tag } : undefined,
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const permanent = code !== undefined && PERMANENT_SMTP_CODES.has(code);
      const text = error instanceof Error ? error.message : String(error);
      await deps.outbox.markAttemptFailed(message.id, text, permanent || job.attempts >= job.maxAttempts);
      if (permanent) throw new PermanentJobError(text);
      throw error;
    }
    await deps.outbox.markSent(message.id);
    deps.logger.info({ mail: message.id, tag: message.tag }, 'mail sent');
  };
}
