import { EMAIL_PATTERN, PHONE_CONTACT_COUNTRY_PREFIX, PHONE_CONTACT_DIGITS } from '@shared/rules';

/** What the browser's Contact Picker hands back for one person (spec 3 §3). */
export type PickedContact = { name?: string[]; email?: string[]; tel?: string[] };

/** A picked contact ready to invite (spec 3 §3 "Imported contact"). */
export type ImportedContact = { email: string; firstName: string; lastName: string; phone: string | null };

/** A picked contact without a valid e-mail, listed in the 'Missing some emails!' dialog. */
export type ContactWithoutEmail = { name: string; phone: string | null };

export type NormalizedContacts = { contacts: ImportedContact[]; missingEmails: ContactWithoutEmail[] };

const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** Letters only: 'O’Neil-3' → 'ONeil'. */
const lettersOnly = (value: string) => value.replace(/[^\p{L}]/gu, '');

/** First and last name from the parts of a name; every part keeps only its letters. */
function namesFromParts(parts: string[]): { firstName: string; lastName: string } {
  const [first = '', ...rest] = parts.map(lettersOnly).filter(Boolean);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * The spec's name rule (spec 3 §4.8): a name is split on '@' when it holds one, otherwise on
 * spaces, and stripped of non-letters; with no name left, the e-mail's local part is split on
 * dots into first and last.
 */
export function contactNames(name: string | undefined, email: string): { firstName: string; lastName: string } {
  const raw = (name ?? '').trim();
  const fromName = namesFromParts(raw.includes('@') ? raw.split('@') : raw.split(/\s+/));
  if (fromName.firstName) return fromName;
  const localPart = email.split('@')[0] ?? '';
  return namesFromParts(localPart.split('.'));
}

/**
 * The spec's phone rule: non-digits removed, leading zeros stripped; more than 10 digits get a
 * '+'; fewer are padded to 10 digits and prefixed '+1'. No digits at all: no phone.
 */
export function normalizePhone(tel: string | undefined): string | null {
  const digits = (tel ?? '').replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return null;
  if (digits.length > PHONE_CONTACT_DIGITS) return `+${digits}`;
  return `${PHONE_CONTACT_COUNTRY_PREFIX}${digits.padStart(PHONE_CONTACT_DIGITS, '0')}`;
}

const firstFilled = (values: string[] | undefined) => values?.map((value) => value.trim()).find(Boolean);

/**
 * Turns picked contacts into invitations and the list of those without a valid e-mail.
 * The first valid e-mail of a contact is used; one address is invited once.
 */
export function normalizeContacts(picked: readonly PickedContact[]): NormalizedContacts {
  const contacts: ImportedContact[] = [];
  const missingEmails: ContactWithoutEmail[] = [];
  const seen = new Set<string>();
  for (const contact of picked) {
    const email = contact.email?.map((value) => value.trim().toLowerCase()).find(isEmail);
    const phone = normalizePhone(firstFilled(contact.tel));
    if (!email) {
      const name = firstFilled(contact.name) ?? firstFilled(contact.email) ?? phone ?? '';
      if (name || phone) missingEmails.push({ name, phone });
      continue;
    }
    if (seen.has(email)) continue;
    seen.add(email);
    contacts.push({ email, ...contactNames(firstFilled(contact.name), email), phone });
  }
  return { contacts, missingEmails };
}
