import type { PickedContact } from './normalize-contacts';

type ContactProperty = 'name' | 'email' | 'tel';
type ContactsManager = {
  select(properties: ContactProperty[], options?: { multiple?: boolean }): Promise<PickedContact[]>;
};

/** The browser's Contact Picker (Chrome on Android; Safari on iOS behind a setting), if any. */
function contactsManager(): ContactsManager | null {
  const candidate = (globalThis.navigator as (Navigator & { contacts?: ContactsManager }) | undefined)?.contacts;
  return candidate && typeof candidate.select === 'function' ? candidate : null;
}

export function isContactPickerSupported(): boolean {
  return contactsManager() !== null;
}

/**
 * Opens the phone's contact picker for names, e-mails and phone numbers. Resolves to the
 * people chosen (empty when the user cancels); null when the browser has no picker.
 */
export async function pickPhoneContacts(): Promise<PickedContact[] | null> {
  const manager = contactsManager();
  if (!manager) return null;
  return manager.select(['name', 'email', 'tel'], { multiple: true });
}
