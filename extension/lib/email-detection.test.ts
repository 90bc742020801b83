import { describe, expect, it } from 'vitest';
import { emailOfMailtoTarget, emailOfSelection } from './email-detection';
import { isExtensionMessage } from './messaging';

/** The two things the content script may touch on an element: closest() and the link's href. */
function elementInside(href: string | null) {
  const link = href === null ? null : { getAttribute: (name: string) => (name === 'href' ? href : null) };
  return {
    closest: (selector: string) => (selector.startsWith('a[href^="mailto:"') ? link : null),
  } as unknown as EventTarget;
}

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

describe('emailOfMailtoTarget', () => {
  it('reads the address of the mailto link around the target, without its query', () => {
    expect(emailOfMailtoTarget(elementInside('mailto:Bob%40Example.com?subject=Hi'))).toBe('bob@example.com');
  });

  it('finds nothing outside a mailto link or for a target that is not an element', () => {
    expect(emailOfMailtoTarget(elementInside(null))).toBeNull();
    expect(emailOfMailtoTarget(elementInside('mailto:'))).toBeNull();
    expect(emailOfMailtoTarget(null)).toBeNull();
    expect(emailOfMailtoTarget({} as EventTarget)).toBeNull();
  });
});

describe('isExtensionMessage', () => {
  it.each([
    [{ type: 'open-side-panel', windowId: 3 }, true],
    [{ type: 'email-detected', email: 'a@b.co', source: 'selection' }, true],
    [{ type: 'email-detected', email: null, source: 'mailto' }, true],
    [{ type: 'email-detected', email: 'a@b.co', source: 'context-menu' }, false],
    [{ type: 'unread-changed' }, true],
    [{ type: 'unread-changed', count: 4 }, true],
    [{ type: 'unread-changed', count: -1 }, false],
    [{ type: 'other' }, false],
    [null, false],
  ])('%j → %s', (message, expected) => {
    expect(isExtensionMessage(message)).toBe(expected);
  });
});
