import { userUploadPrefix } from '@shared/api/files';
import type { Db } from '../../db/database';

/** What a file rule may consult: the database (storage itself knows no feature). */
export type FileAccessDeps = { db: Db };

/** Decides whether a user may read a key outside their own tree (e.g. a post's attachment). */
export type FileReadResolver = (userId: string, key: string, deps: FileAccessDeps) => Promise<boolean>;

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

  async canRead(userId: string, key: string, deps: FileAccessDeps): Promise<boolean> {
    if (isInUserTree(userId, key)) return true;
    for (const resolver of resolvers) {
      if (await resolver(userId, key, deps)) return true;
    }
    return false;
  },
};

/** Decides whether a key may still be written by its owner (e.g. not once a post has been published). */
export type FileWriteGuard = (key: string, deps: FileAccessDeps) => Promise<boolean>;

const writeGuards = new Set<FileWriteGuard>();

/**
 * Writes inside one's own tree are allowed unless a feature's guard refuses: a post's files
 * are frozen once the post exists, so bytes that passed their checks cannot be swapped.
 * Checked when a PUT link is signed and again when the local driver receives the PUT.
 */
export const fileWriteAccess = {
  register(guard: FileWriteGuard): () => void {
    writeGuards.add(guard);
    return () => writeGuards.delete(guard);
  },

  async canWrite(key: string, deps: FileAccessDeps): Promise<boolean> {
    for (const guard of writeGuards) {
      if (!(await guard(key, deps))) return false;
    }
    return true;
  },
};
