import type { PublicUser } from '@shared/api/user';
import { chatCopy } from '@shared/ui-copy';
import { useQueries } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { useAssistantTyping } from '../assistant/use-assistant-typing';
import { fetchUser, userKeys } from '../users/user-api';
import type { ChatTarget } from './chat-target';
import { typingLabel } from './typing-label';
import { useTypingPeople } from './use-typing-people';

/** Names of the people typing: the relationship's person, or group members by their profiles. */
function useTypingNames(target: ChatTarget, userIds: string[]): string[] {
  const api = useApiClient();
  const profiles = useQueries({
    queries: (target.kind === 'group' ? userIds : []).map((userId) => ({
      queryKey: userKeys.byId(userId),
      queryFn: () => fetchUser<PublicUser>(api, userId),
      staleTime: 5 * 60_000,
    })),
  });
  if (target.kind === 'pairing') return userIds.length ? [target.name] : [];
  return profiles.map((profile) => {
    const user = profile.data;
    return (user && `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim()) || chatCopy.someone;
  });
}

/** '{name} is typing…' under the chat box while someone else types (a polite live region). */
export function TypingIndicator({ target }: { target: ChatTarget }) {
  const userIds = useTypingPeople(target);
  const names = [...useTypingNames(target, userIds), ...useAssistantTyping(target)];
  return (
    <p aria-live="polite" className="min-h-5 truncate px-1 text-xs italic text-slate-600">
      {names.length ? typingLabel(names) : null}
    </p>
  );
}
