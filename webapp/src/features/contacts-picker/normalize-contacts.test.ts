import { describe, expect, it } from 'vitest';
import { contactNames, normalizeContacts, normalizePhone } from './normalize-contacts';

describe('contactNames (spec 3 §4.8)', () => {
  it('splits a name on spaces into first and last', () => {
    expect(contactNames('Ada Lovelace', 'a@x.io')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(contactNames('Ada King Lovelace', 'a@x.io')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('strips every non-letter from the name', () => {
    expect(contactNames('  Jo3hn! O’Neil-2 ', 'a@x.io')).toEqual({ firstName: 'John', lastName: 'ONeil' });
    expect(contactNames('José Müller', 'a@x.io')).toEqual({ firstName: 'José', lastName: 'Müller' });
  });

  it('splits a name holding @ on it', () => {
    expect(contactNames('john@acme', 'j@x.io')).toEqual({ firstName: 'john', lastName: 'acme' });
    expect(contactNames('mary.ann@example.com', 'm@x.io')).toEqual({ firstName: 'maryann', lastName: 'examplecom' });
  });

  it('takes the e-mail local part, split on dots, when there is no name', () => {
    expect(contactNames(undefined, 'grace.hopper@navy.mil')).toEqual({ firstName: 'grace', lastName: 'hopper' });
    expect(contactNames('', 'grace.b.hopper@navy.mil')).toEqual({ firstName: 'grace', lastName: 'b hopper' });
    expect(contactNames('   ', 'grace@navy.mil')).toEqual({ firstName: 'grace', lastName: '' });
  });

  it('falls back to the e-mail when the name has no letters at all', () => {
    expect(contactNames('+1 555 0100', 'alan.turing2@x.io')).toEqual({ firstName: 'alan', lastName: 'turing' });
  });
});

describe('normalizePhone (spec 3 §4.8)', () => {
  it('prefixes ten digits with +1 after removing non-digits', () => {
    expect(normalizePhone('(555) 123-4567')).toBe('+15551234567');
  });

  it('strips leading zeros', () => {
    expect(normalizePhone('0555 123 4567')).toBe('+15551234567');
    expect(normalizePhone('00 44 20 7946 0958')).toBe('+442079460958');
  });

  it('prefixes more than ten digits with +', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('1-555-123-4567')).toBe('+15551234567');
  });

  it('pads fewer than ten digits to ten and prefixes +1', () => {
    expect(normalizePhone('12345')).toBe('+10000012345');
  });

  it('has no phone without digits', () => {
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('ext. -')).toBeNull();
    expect(normalizePhone('000')).toBeNull();
  });
});

describe('normalizeContacts', () => {
  it('turns picked contacts into invitations with names and phones', () => {
    const result = normalizeContacts([
      { name: ['Ada Lovelace'], email: ['Ada@Example.com'], tel: ['555 123 4567'] },
      { name: [], email: ['grace.hopper@navy.mil'], tel: [] },
    ]);
    expect(result.contacts).toEqual([
      { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '+15551234567' },
      { email: 'grace.hopper@navy.mil', firstName: 'grace', lastName: 'hopper', phone: null },
    ]);
    expect(result.missingEmails).toEqual([]);
  });

  it('uses the first valid e-mail and the first filled phone', () => {
    const result = normalizeContacts([
      { name: ['Ada'], email: ['not-an-email', ' ada@x.io '], tel: ['', '5551234567'] },
    ]);
    expect(result.contacts).toEqual([{ email: 'ada@x.io', firstName: 'Ada', lastName: '', phone: '+15551234567' }]);
  });

  it('lists contacts without a valid e-mail as missing emails', () => {
    const result = normalizeContacts([
      { name: ['No Mail'], email: [], tel: ['5551234567'] },
      { name: ['Bad Mail'], email: ['bad@'], tel: [] },
      { name: [], email: [], tel: [] },
    ]);
    expect(result.contacts).toEqual([]);
    expect(result.missingEmails).toEqual([
      { name: 'No Mail', phone: '+15551234567' },
      { name: 'Bad Mail', phone: null },
    ]);
  });

  it('invites one address once', () => {
    const result = normalizeContacts([
      { name: ['A One'], email: ['a@x.io'] },
      { name: ['A Two'], email: ['A@x.io'] },
    ]);
    expect(result.contacts.map((contact) => contact.firstName)).toEqual(['A']);
  });
});
