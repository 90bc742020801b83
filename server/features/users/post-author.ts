import type { PostAuthor } from '@shared/api/posts';
import type { UserTable } from '../../db/schema';

/** The user columns a PostAuthor is made of: select them, then map each row with toPostAuthor. */
export const postAuthorColumns = [
  'user.id',
  'user.firstName',
  'user.lastName',
  'user.avatar',
  'user.headline',
  'user.profileAlias',
  'user.status',
] as const;

type AuthorRow = Pick<UserTable, 'id' | 'firstName' | 'lastName' | 'avatar' | 'headline' | 'profileAlias' | 'status'>;

/** A person as the lists of people show them (likers, the people a post is shared with). */
export function toPostAuthor(u: AuthorRow): PostAuthor {
  return {
    userId: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    avatar: u.avatar,
    headline: u.headline,
    profileAlias: u.profileAlias,
    status: u.status,
  };
}
