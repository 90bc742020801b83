import type { Post } from '@shared/api/posts';
import {
  arrayOf,
  type Loose,
  looseObject,
  type MetaReader,
  nullishString,
  optionalString,
  requiredString,
  textOrField,
} from './meta-readers';

/** A meta value: the JSON the composer stored, or the plain string when it is not JSON. */
function parseValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Every parsed value stored under `name` (spec 3 §3, spec 2 §3 list the names). */
export function metaValues(post: Pick<Post, 'postMeta'>, name: string): unknown[] {
  return post.postMeta.filter((entry) => entry.name === name).map((entry) => parseValue(entry.value));
}

/** The first value under `name` that the reader accepts, or null. */
export function readMeta<T>(post: Pick<Post, 'postMeta'>, names: readonly string[], read: MetaReader<T>): T | null {
  for (const name of names) {
    for (const value of metaValues(post, name)) {
      const parsed = read(value);
      if (parsed !== undefined) return parsed;
    }
  }
  return null;
}

export type LinkPreview = Loose & { url?: string; title?: string; image?: string };
const readLinkPreview = looseObject<LinkPreview>({ url: optionalString, title: optionalString, image: optionalString });

export type FileMeta = Loose & {
  postType?: string;
  type?: string;
  name?: string;
  originalName?: string;
  preview?: LinkPreview;
};
const readFileMeta = looseObject<FileMeta>({
  postType: optionalString,
  type: optionalString,
  name: optionalString,
  originalName: optionalString,
  preview: (value) => value === undefined || readLinkPreview(value) !== undefined,
});

export type MetaPerson = Loose & {
  userId: string;
  firstName?: string | null;
  lastName?: string | null;
  avatar?: string | null;
};
const readMetaPerson = looseObject<MetaPerson>({
  userId: requiredString,
  firstName: nullishString,
  lastName: nullishString,
  avatar: nullishString,
});

/** fileMeta (spec 2) or file metadata: postType, mime type, name, link preview. */
export function fileMetaOf(post: Pick<Post, 'postMeta'>): FileMeta | null {
  return readMeta(post, ['fileMeta', 'fileMetadata', 'file'], readFileMeta);
}

/** The composer's postType (TextOnly, image, file, video, link, meeting, esign), lower-cased. */
export function metaPostTypeOf(post: Pick<Post, 'postMeta'>): string | null {
  return fileMetaOf(post)?.postType?.toLowerCase() ?? null;
}

/** The link preview {url, title, image}: in fileMeta, or its own entry. */
export function linkPreviewOf(post: Pick<Post, 'postMeta'>): LinkPreview | null {
  return fileMetaOf(post)?.preview ?? readMeta(post, ['preview', 'linkPreview'], readLinkPreview);
}

/** linkType: 'link', 'text' or 'Schedule' (a schedule post's link). */
export function linkTypeOf(post: Pick<Post, 'postMeta'>): string | null {
  return readMeta(post, ['linkType'], textOrField('type'));
}

export function metaPersonOf(post: Pick<Post, 'postMeta'>, name: string): MetaPerson | null {
  return readMeta(post, [name], readMetaPerson);
}

export function metaMembersOf(post: Pick<Post, 'postMeta'>): MetaPerson[] | null {
  return readMeta(post, ['members'], arrayOf(readMetaPerson));
}

/** membersTotal: how many members a group post names, when its `members` carries only the first. */
export function metaMembersTotalOf(post: Pick<Post, 'postMeta'>): number | null {
  return readMeta(post, ['membersTotal'], (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined,
  );
}

/** assistantState: the guidance state of an assistant post (setup, train, ready ...). */
export function assistantStateOf(post: Pick<Post, 'postMeta'>): string | null {
  return readMeta(post, ['assistantState'], textOrField('state'));
}

/** Subscription posts: 'active' (thank you) unless the meta says the subscription ended. */
export function isSubscriptionActive(post: Pick<Post, 'postMeta'>): boolean {
  const status = readMeta(post, ['subscription', 'subscriptionStatus', 'status'], textOrField('status'));
  return !status || status.toLowerCase() === 'active';
}
