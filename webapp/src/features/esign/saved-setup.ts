import type { EsignView, FieldType, SigningOrder } from '@shared/api/content';
import type { Box } from './field-geometry';
import type { SignerCandidate } from './signer-candidates';

export type EditorField = Box & { key: string; signerNumber: number; type: FieldType; page: number };

export type EditorSetup = { fields: EditorField[]; order: SigningOrder; expiresOn: string; reminderDays: number };

/** `yyyy-mm-dd` of an instant in the user's time zone (what the date input shows). */
function localDate(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * The editor's state from a saved set-up, so reopening the editor shows what was saved. Saved
 * signers are matched to the people the post now goes to by user id (the editor numbers its
 * signers by their place in that list); fields of someone no longer among them are left out.
 * Null when nothing was saved yet.
 */
export function editorSetupFrom(
  view: Pick<EsignView, 'signers' | 'fields' | 'signingOrder' | 'expiresAt' | 'reminderDays'>,
  candidates: SignerCandidate[],
): EditorSetup | null {
  if (!view.signers.length) return null;
  const numberNow = new Map<number, number>();
  for (const signer of view.signers) {
    const index = candidates.findIndex((c) =>
      c.userId ? c.userId === signer.userId : !signer.userId && c.email === signer.email,
    );
    if (index >= 0) numberNow.set(signer.signerNumber, index + 1);
  }
  const fields = view.fields.flatMap((field): EditorField[] => {
    const signerNumber = numberNow.get(field.signerNumber);
    if (!signerNumber) return [];
    const { x, y, width, height, type, page, fieldId } = field;
    return [{ key: fieldId, signerNumber, type, page, x, y, width, height }];
  });
  return {
    fields,
    order: view.signingOrder,
    expiresOn: view.expiresAt ? localDate(view.expiresAt) : '',
    reminderDays: view.reminderDays,
  };
}
