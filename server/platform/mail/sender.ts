/** MAIL_FROM's address alone (`Name <a@b>` or `a@b`). */
function addressOf(mailFrom: string): string {
  const from = mailFrom.trim();
  return /<([^<>\s]+@[^<>\s]+)>$/.exec(from)?.[1] ?? from;
}

/**
 * Who a message is from, as SMTP sends it: a message written in a member's name (`fromName`)
 * comes from that name at MAIL_FROM's address; any other from MAIL_FROM as configured.
 */
export function senderOf(mailFrom: string, fromName: string | null): string | { name: string; address: string } {
  return fromName ? { name: fromName, address: addressOf(mailFrom) } : mailFrom;
}

/** The same sender as a From header reads (the dev outbox shows it). */
export function senderLine(mailFrom: string, fromName: string | null): string {
  const sender = senderOf(mailFrom, fromName);
  return typeof sender === 'string' ? sender : `"${sender.name.replace(/["\\]/g, '')}" <${sender.address}>`;
}
