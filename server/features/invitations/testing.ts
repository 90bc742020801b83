import { anonymous } from '../../testing/api-client';

/** The token of the newest invitation e-mail to an address, read from the dev outbox as a person would. */
export async function invitationTokenFor(baseUrl: string, email: string): Promise<string> {
  const client = anonymous(baseUrl);
  const inbox = await client.get(`/dev/mail?format=json&to=${encodeURIComponent(email)}`);
  const newest = inbox.body.data.results[0];
  if (!newest) throw new Error(`no mail to ${email}`);
  const message = await client.get(`/dev/mail/${newest.id}?format=json`);
  const match = /\/invite\/([A-Za-z0-9_-]{43})/.exec(message.body.data.text);
  if (!match) throw new Error(`no invitation link in the mail to ${email}`);
  return match[1] as string;
}

/**
 * How many e-mails to the address carry an invitation link (a member asked to connect may get
 * the connection request's own notification e-mail, which carries none).
 */
export async function invitationMailsTo(baseUrl: string, email: string): Promise<number> {
  const client = anonymous(baseUrl);
  const inbox = await client.get(`/dev/mail?format=json&to=${encodeURIComponent(email)}`);
  let count = 0;
  for (const { id } of inbox.body.data.results as { id: string }[]) {
    const message = await client.get(`/dev/mail/${id}?format=json`);
    if (/\/invite\/[A-Za-z0-9_-]{43}/.test(message.body.data.text)) count++;
  }
  return count;
}

/** A fresh address nobody has used. */
export function newAddress(label = 'invitee'): string {
  return `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}
