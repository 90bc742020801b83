import { userUploadPrefix } from '@shared/api/files';
import type { Services } from '../../services';

/** Decides whether a user may read a key outside their own tree (e.g. a post's attachment). */
export type FileReadResolver = (userId: string, key: string, services: Services) => Promise<boolean>;

const resolvers = new Set<FileReadResolver>();

export function isInUserTree(userId: string, key: string): boolean {
  return key.startsWith(userUploadPrefix(userId));
}

/**
 * Who may get a GET link for a file: its owner (their own `uploads/users/{id}/` tree), or
 * anyone a feature's resolver allows. Features register once, at module load or start-up.
 */
export const fileReadAccess = {
  /** Returns a function that removes the resolver again (for tests). */
  register(resolver: FileReadResolver): () => void {
    resolvers.add(resolver);
    return () => resolvers.delete(resolver);
  },

  async canRead(userId: string, key: string, services: Services): Promise<boolean> {
    if (isInUserTree(userId, key)) return true;
    for (const resolver of resolvers) {
      if (await resolver(userId, key, services)) return true;
    }
    return false;
  },
};
