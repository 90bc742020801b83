import type { Services } from '../../../services';
import type { ContentRow, SignerRow } from '../repo';
import { nameOf } from '../person-name';
import { CODE_TTL_MS, DOWNLOAD_TTL_MS, downloadPath, linkRepo, signingPath } from './links';

/**
 * In the sender's name: From `"Ada Lovelace via Rapport" <MAIL_FROM's address>` (never their
 * address: our server may not send as their domain, and the product's name says who relays it).
 * Replies go to the sender only when their address is verified: an address merely typed at
 * sign-up would send a stranger's replies to whoever owns it.
 */
async function inSendersName(services: Services, content: ContentRow) {
  const owner = await services.db
    .selectFrom('user')
    .select(['firstName', 'lastName', 'email', 'emailVerified'])
    .where('id', '=', content.ownerId)
    .executeTakeFirst();
  if (!owner) return {};
  return {
    fromName: `${nameOf(owner)} via ${services.config.productName}`,
    ...(owner.emailVerified ? { replyTo: owner.email } : {}),
  };
}

/**
 * The e-mails to a signer outside the workspace, in the sender's name. Every link is a new
 * bearer token (stored hashed): a signing session's, never a login.
 */
export async function mailOutsideInvitation(
  services: Services,
  signer: SignerRow,
  sender: string,
  content: ContentRow,
  kind: 'turn' | 'reminder',
): Promise<void> {
  const token = await linkRepo(services.db).create(content.id, signer.signerNumber, 'sign');
  const link = `${services.config.publicUrl}${signingPath(token)}`;
  const expiry = content.expiresAt ? `\nPlease sign before ${content.expiresAt}.\n` : '';
  await services.mail.send({
    ...(await inSendersName(services, content)),
    to: signer.email,
    subject:
      kind === 'turn'
        ? `${sender} asks you to sign ${content.filename}`
        : `Reminder: ${sender} asks you to sign ${content.filename}`,
    text: [
      `Hello ${signer.firstName},`,
      '',
      `${sender} has sent you "${content.filename}" to sign with ${services.config.productName}. You need no account.`,
      'Open this link; we will then send a 6-digit code to this address to confirm it is you:',
      link,
      expiry,
      'If you were not expecting this, you can ignore this e-mail.',
      '',
    ].join('\n'),
    tag: kind === 'turn' ? 'esign-outside-invite' : 'esign-outside-reminder',
  });
}

export async function mailCode(services: Services, signer: SignerRow, content: ContentRow, code: string) {
  await services.mail.send({
    ...(await inSendersName(services, content)),
    to: signer.email,
    subject: `Your code to sign ${content.filename}`,
    text: [
      `Your code is ${code}`,
      '',
      `Enter it on the signing page of "${content.filename}". It is valid for ${CODE_TTL_MS / 60_000} minutes.`,
      'If you did not open a signing link, you can ignore this e-mail.',
      '',
    ].join('\n'),
    tag: 'esign-outside-code',
  });
}

/** The sealed PDF, by a link that lives 7 days (a new one can be asked for from the expired one). */
export async function mailSignedCopy(services: Services, signer: SignerRow, content: ContentRow) {
  const expiresAt = new Date(Date.now() + DOWNLOAD_TTL_MS).toISOString();
  const token = await linkRepo(services.db).create(content.id, signer.signerNumber, 'download', expiresAt);
  await services.mail.send({
    ...(await inSendersName(services, content)),
    to: signer.email,
    subject: `Everyone has signed ${content.filename}`,
    text: [
      `Hello ${signer.firstName},`,
      '',
      `All signers have signed "${content.filename}". Download the sealed document here (the link works for 7 days):`,
      `${services.config.publicUrl}${downloadPath(token)}`,
      '',
      `If you create a ${services.config.productName} account with this address and confirm it, the documents you signed are kept there, under Signed documents (${services.config.publicUrl}/documents).`,
      '',
    ].join('\n'),
    tag: 'esign-outside-signed',
  });
}

/** The document stopped (declined or expired) before this outside signer signed. */
export async function mailOutsideStopped(
  services: Services,
  signer: SignerRow,
  sender: string,
  content: ContentRow,
  why: 'expired' | 'declined',
) {
  await services.mail.send({
    ...(await inSendersName(services, content)),
    to: signer.email,
    subject: why === 'expired' ? `${content.filename} has expired` : `${content.filename} was declined`,
    text: `Hello ${signer.firstName},\n\n${
      why === 'expired'
        ? `The time to sign "${content.filename}", sent by ${sender}, has passed`
        : `"${content.filename}", sent by ${sender}, was declined by a signer`
    }: it can no longer be signed.\n`,
    tag: `esign-outside-${why}`,
  });
}
