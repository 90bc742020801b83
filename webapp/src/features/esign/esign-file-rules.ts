import { ESIGN_MAX_BYTES, extensionOf, isEsignFileType } from '@shared/esign';
import { messages } from '@shared/messages';

/** Spec 1 §5: only pdf, doc or docx; an empty file is invalid; our size cap (the server holds it too). */
export function esignFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!isEsignFileType(extensionOf(file.name))) return messages.esign.invalidType;
  if (file.size === 0) return messages.esign.invalidFile;
  if (file.size > ESIGN_MAX_BYTES) return messages.esign.tooBig;
  return null;
}

export const ESIGN_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
