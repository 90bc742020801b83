import type { PostAuthor } from '@shared/api/posts';
import { engagementCopy } from '@shared/ui-copy';

/** 'First Last', or the deleted-user label when the account is gone or nameless. */
export function displayName(person: Pick<PostAuthor, 'firstName' | 'lastName' | 'status'>): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return person.status === 'deleted' || !name ? engagementCopy.comments.deletedAuthor : name;
}
