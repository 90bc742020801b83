import { messages } from '@shared/messages';
import { UPLOAD_MAX_BYTES } from '@shared/rules';
import { CHAT_MAX_FILES } from './chat-limits';

/** A file to attach, or the spec's reason it cannot be. */
export type FilePick = { file: File } | { error: string };

/**
 * Spec 2 §5: a paste (with empty text) or a drop brings exactly one file; none gives
 * 'Copy some files first!', more than one 'Not more than 1 files are allowed!'.
 */
export function pickChatFile(files: ArrayLike<File> | null | undefined): FilePick {
  const list = Array.from(files ?? []);
  if (list.length === 0) return { error: messages.chat.copyFilesFirst };
  if (list.length > CHAT_MAX_FILES) return { error: messages.chat.tooManyFiles };
  const [file] = list as [File];
  if (file.size > UPLOAD_MAX_BYTES) return { error: messages.files.tooLarge };
  return { file };
}
