import { useCallback, useRef, useState } from 'react';
import { displayNameOf } from '../relationships-api';
import type { SearchUserRow } from '../search/search-api';
import { addMember, parseTypedRecipient, type Recipient, recipientKey } from './recipient-rules';

/** State of a To: field: chips, the text being typed and the last validation message. */
export function useRecipients(ownEmail: string) {
  const [recipients, setRecipientsState] = useState<Recipient[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Several commits can happen in one event (a pasted list): each sees the ones before it.
  const current = useRef<Recipient[]>([]);
  const setRecipients = useCallback((next: Recipient[]) => {
    current.current = next;
    setRecipientsState(next);
  }, []);

  const commit = useCallback(
    (text: string): boolean => {
      const result = parseTypedRecipient(text, { recipients: current.current, ownEmail });
      if (!result.isValid) {
        setError(result.error);
        return false;
      }
      setRecipients([...current.current, result.recipient]);
      setDraft('');
      setError(null);
      return true;
    },
    [ownEmail, setRecipients],
  );

  const pick = useCallback(
    (person: SearchUserRow) => {
      const { recipients: next, error: pickError } = addMember(current.current, {
        kind: 'member',
        userId: person.userId,
        name: displayNameOf(person),
        email: person.email ?? null,
        avatar: person.avatar,
      });
      setRecipients(next);
      setError(pickError);
      setDraft('');
    },
    [setRecipients],
  );

  const remove = useCallback(
    (recipient: Recipient) => {
      setRecipients(current.current.filter((item) => recipientKey(item) !== recipientKey(recipient)));
      setError(null);
    },
    [setRecipients],
  );

  /** Commits what is still typed; returns the recipients, or null when the text was invalid. */
  const flush = useCallback((): Recipient[] | null => {
    if (draft.trim() && !commit(draft)) return null;
    return current.current;
  }, [commit, draft]);

  const reset = useCallback(() => {
    setRecipients([]);
    setDraft('');
    setError(null);
  }, [setRecipients]);

  const changeDraft = useCallback((value: string) => {
    setDraft(value);
    setError(null);
  }, []);

  return { recipients, draft, error, setDraft: changeDraft, setError, commit, pick, remove, flush, reset };
}
