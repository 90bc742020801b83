import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { describe, expect, it } from 'vitest';
import { addMember, isPhoneLike, parseTypedRecipient, type Recipient } from './recipient-rules';

const context = (recipients: Recipient[] = []) => ({ recipients, ownEmail: 'me@example.test' });

describe('parseTypedRecipient', () => {
  it('accepts a valid address, lower-cased, as an e-mail chip', () => {
    expect(parseTypedRecipient(' Grace@Example.Test ', context())).toEqual({
      isValid: true,
      recipient: { kind: 'email', email: 'grace@example.test' },
    });
  });

  it("names an invalid address with the spec's text", () => {
    expect(parseTypedRecipient('grace@', context())).toEqual({
      isValid: false,
      error: messages.people.invalidEmail('grace@'),
    });
  });

  it('refuses a duplicate, including a member chip with the same address', () => {
    const existing: Recipient[] = [{ kind: 'email', email: 'grace@example.test' }];
    expect(parseTypedRecipient('GRACE@example.test', context(existing))).toEqual({
      isValid: false,
      error: messages.people.alreadyAdded('grace@example.test'),
    });
    const member: Recipient[] = [
      { kind: 'member', userId: 'u2', name: 'Alan Turing', email: 'alan@example.test', avatar: null },
    ];
    expect(parseTypedRecipient('alan@example.test', context(member)).isValid).toBe(false);
  });

  it("does not add the user's own address", () => {
    expect(parseTypedRecipient('ME@example.test', context())).toEqual({
      isValid: false,
      error: messages.people.cannotConnectWithSelf,
    });
  });

  it("answers a non-email that is not phone-like with '{value} is not a valid .'", () => {
    expect(parseTypedRecipient('hello', context())).toEqual({
      isValid: false,
      error: messages.people.invalidValue('hello'),
    });
    expect(parseTypedRecipient('555-0100', context())).toEqual({
      isValid: false,
      error: messages.people.invalidValue('555-0100'),
    });
  });

  it('tells a 10-digit phone-like value to use an e-mail instead', () => {
    expect(isPhoneLike('(555) 010-0199')).toBe(true);
    expect(parseTypedRecipient('5550100199', context())).toEqual({
      isValid: false,
      error: peopleCopy.recipients.phoneNotEmail,
    });
  });
});

describe('addMember', () => {
  it('adds a member once', () => {
    const member = { kind: 'member' as const, userId: 'u2', name: 'Alan Turing', email: null, avatar: null };
    const first = addMember([], member);
    expect(first.recipients).toHaveLength(1);
    const second = addMember(first.recipients, member);
    expect(second.recipients).toHaveLength(1);
    expect(second.error).toBe(messages.people.alreadyAdded('Alan Turing'));
  });
});
