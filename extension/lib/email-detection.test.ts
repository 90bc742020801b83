import { describe, expect, it } from 'vitest';
import { emailOfSelection } from './email-detection';
import { isExtensionMessage } from './messaging';

describe('emailOfSelection', () => {
  it.each([
    ['ann.lee@example.com', 'ann.lee@example.com'],
    ['  Ann.Lee@Example.COM\n', 'ann.lee@example.com'],
    ['<ann@example.com>', 'ann@example.com'],
    ['(ann@example.com),', 'ann@example.com'],
    ['"ann@example.com".', 'ann@example.com'],
    ['mailto:ann@example.com', 'ann@example.com'],
  ])('%j → %s', (selection, expected) => {
    expect(emailOfSelection(selection)).toBe(expected);
  });

  it.each([
    ['write to ann@example.com today'],
    ['ann@example.com bob@example.com'],
    ['not an address'],
    ['ann@localhost'],
    [''],
    [null],
    [undefined],
  ])('finds nothing in %j', (selection) => {
    expect(emailOfSelection(selection)).toBeNull();
  });

  it('does not scan long selections', () => {
    expect(emailOfSelection(`${' '.repeat(400)}ann@example.com`)).toBeNull();
  });
});

describe('isExtensionMessage', () => {
  it.each([
    [{ type: 'open-side-panel', windowId: 3 }, true],
    [{ type: 'email-detected', email: 'a@b.co', source: 'selection' }, false],
    [{ type: 'unread-changed' }, true],
    [{ type: 'unread-changed', count: 4 }, true],
    [{ type: 'unread-changed', count: -1 }, false],
    [{ type: 'other' }, false],
    [null, false],
  ])('%j → %s', (message, expected) => {
    expect(isExtensionMessage(message)).toBe(expected);
  });
});
