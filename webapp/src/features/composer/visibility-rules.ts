import type { VisibilityType } from '@shared/api/posts';
import type { Recipient } from '../people/new-relationship/recipient-rules';
import type { ComposerMode, SelectedGroup } from './composer-types';
import { NEW_GROUP } from './composer-types';

/** Public is not offered for meetings and e-signing (spec 2 §2, §6). */
export const isPublicOffered = (mode: ComposerMode) => mode === 'share' || mode === 'schedule';

/** A person's first name, or an invitee's e-mail. */
export const firstNameOrEmail = (recipient: Recipient) =>
  recipient.kind === 'email' ? recipient.email : recipient.name.trim().split(/\s+/)[0] || recipient.email || '';

/** At most three names, then '...' when there are more (spec 2 §2, §4, §9). */
export function threeNames(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown}...` : shown;
}

/** The default name of a new group: first names or e-mails of the people, at most three, then '...'. */
export const defaultGroupName = (people: readonly Recipient[]) => threeNames(people.map(firstNameOrEmail));

/** The new, unsaved group (id NEW_GROUP) for two or more people. */
export function newGroupFor(people: readonly Recipient[]): SelectedGroup {
  return {
    groupId: NEW_GROUP,
    name: defaultGroupName(people),
    members: people.flatMap((p) => (p.kind === 'member' ? [p.userId] : [])),
    nonRegisteredUsers: people.flatMap((p) => (p.kind === 'email' ? [p.email] : [])),
  };
}

/**
 * The audience after the people changed (spec 2 §4): none reverts to PUBLIC, one person is
 * SPECIFIC_PEOPLE, two or more are a COLLABORATION_GROUP (a new group until one is found).
 */
export function audienceForPeople(people: readonly Recipient[]): {
  visibility: VisibilityType;
  selectedGroup: SelectedGroup | null;
} {
  if (people.length === 0) return { visibility: 'PUBLIC', selectedGroup: null };
  if (people.length === 1) return { visibility: 'SPECIFIC_PEOPLE', selectedGroup: null };
  return { visibility: 'COLLABORATION_GROUP', selectedGroup: newGroupFor(people) };
}

/** The key of a set of members (order does not matter) for the existing-group lookup. */
export const memberSetKey = (people: readonly Recipient[]) =>
  people
    .flatMap((p) => (p.kind === 'member' ? [p.userId] : []))
    .sort()
    .join(',');
