import { chatCopy } from '@shared/ui-copy';
import { TYPING_NAMES_SHOWN } from './chat-limits';

/** '{name} is typing…'; in a group up to 2 names, then 'and N others'. */
export function typingLabel(names: readonly string[]): string {
  const shown = names.slice(0, TYPING_NAMES_SHOWN);
  return chatCopy.typing(shown, names.length - shown.length);
}
