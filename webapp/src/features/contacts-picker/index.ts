/** Phone contact import (spec 3 §4.8): a button the start-a-new-relationship drawer places. */
export { isContactPickerSupported } from './contact-picker';
export { PhoneContactsButton, type PhoneContactsButtonProps } from './PhoneContactsButton';
export { type ImportedContact, normalizeContacts } from './normalize-contacts';
