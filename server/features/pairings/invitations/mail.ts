import { messages } from '@shared/messages';
import type { Config } from '../../../config';

export type InvitationMail = {
  to: string;
  senderName: string;
  groupName: string | null;
  message: string;
  link: string;
  expiresAt: string;
};

/** The invitation e-mail: the sender's message and the link that opens sign-up. */
export function composeInvitationMail(config: Pick<Config, 'productName'>, mail: InvitationMail) {
  const product = config.productName;
  const subject = mail.groupName
    ? messages.people.groupInvitationSubject(mail.senderName, mail.groupName, product)
    : messages.people.invitationSubject(mail.senderName, product);
  const message = mail.message.trim() || messages.people.defaultInvitationMessage(product);
  const expires = new Date(mail.expiresAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  const text = [
    `${subject}.`,
    '',
    message,
    '',
    `Accept the invitation: ${mail.link}`,
    '',
    `The link works until ${expires}. If you did not expect this invitation, you can ignore this e-mail.`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(subject)}.</p>`,
    `<p style="white-space:pre-line">${escapeHtml(message)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">Accept the invitation</a></p>`,
    `<p style="color:#666">The link works until ${escapeHtml(expires)}. If you did not expect this invitation, you can ignore this e-mail.</p>`,
  ].join('\n');
  return { to: mail.to, subject, text, html, tag: 'invitation' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
