import { messages } from '@shared/messages';
import type { ContactImportRowTable } from '../../db/schema';
import { type CsvContact, normalisedEmail } from './parse-csv';

/** What the upload knows about the importer's network when it sorts the rows. */
export type ImportContext = {
  ownEmail: string;
  /** Member ids by (lower-case) e-mail, for the file's addresses. */
  memberIdByEmail: Map<string, string>;
  /** Everyone the importer has a pairing with. */
  relatedIds: Set<string>;
  /** Members of the chosen group, or null without one. */
  groupMemberIds: Set<string> | null;
};

/**
 * Sorts the rows into those to send and those left out (with the reason written in the
 * rejected-rows report): not an address, repeated, the importer's own, or already there
 * (in the relationships without a group; in the group with one).
 */
export function classifyContacts(importId: string, contacts: CsvContact[], context: ImportContext) {
  const seen = new Set<string>();
  return contacts.map((contact): ContactImportRowTable => {
    const email = normalisedEmail(contact.email);
    const reason = (() => {
      if (!email) return messages.csv.reasons.invalidEmail;
      if (seen.has(email)) return messages.csv.reasons.duplicate;
      seen.add(email);
      if (email === context.ownEmail) return messages.csv.reasons.ownEmail;
      const memberId = context.memberIdByEmail.get(email);
      if (!memberId) return null;
      if (context.groupMemberIds)
        return context.groupMemberIds.has(memberId) ? messages.csv.reasons.alreadyInGroup : null;
      return context.relatedIds.has(memberId) ? messages.csv.reasons.alreadyConnected : null;
    })();
    return {
      importId,
      rowNumber: contact.rowNumber,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
      company: contact.company,
      title: contact.title,
      status: reason ? 'skipped' : 'pending',
      reason,
      invitationId: null,
    };
  });
}
