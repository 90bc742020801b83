import type { EsignView } from '@shared/api/content';
import { describe, expect, it } from 'vitest';
import { editorSetupFrom } from './saved-setup';

const signer = (signerNumber: number, userId: string) =>
  ({
    signerNumber,
    userId,
    firstName: userId,
    lastName: '',
    colour: '#000',
    state: 'pending',
    signedAt: null,
    declineReason: null,
  }) as EsignView['signers'][number];
const field = (fieldId: string, signerNumber: number) =>
  ({
    fieldId,
    signerNumber,
    type: 'signature',
    page: 2,
    x: 0.1,
    y: 0.2,
    width: 0.3,
    height: 0.05,
    value: null,
  }) as EsignView['fields'][number];

describe('reopening the editor on a saved set-up', () => {
  it('puts back the fields of the signers still on the post, renumbered by their place in it, and the options', () => {
    const expiresAt = new Date(2026, 11, 24, 23, 59, 59).toISOString();
    const setup = editorSetupFrom(
      {
        signers: [signer(1, 'bob'), signer(2, 'cy'), signer(3, 'gone')],
        fields: [field('f1', 1), field('f2', 2), field('f3', 3)],
        signingOrder: 'sequential',
        expiresAt,
        reminderDays: 3,
      },
      [
        { userId: 'cy', name: 'Cy' },
        { userId: 'bob', name: 'Bob' },
      ],
    );
    expect(setup).toEqual({
      fields: [
        { key: 'f1', signerNumber: 2, type: 'signature', page: 2, x: 0.1, y: 0.2, width: 0.3, height: 0.05 },
        { key: 'f2', signerNumber: 1, type: 'signature', page: 2, x: 0.1, y: 0.2, width: 0.3, height: 0.05 },
      ],
      order: 'sequential',
      expiresOn: '2026-12-24',
      reminderDays: 3,
    });
  });

  it('has nothing to put back before the first save', () => {
    const empty = { signers: [], fields: [], signingOrder: 'parallel' as const, expiresAt: null, reminderDays: 0 };
    expect(editorSetupFrom(empty, [{ userId: 'bob', name: 'Bob' }])).toBeNull();
  });
});
