import type { Post } from '@shared/api/posts';
import { z } from 'zod';

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

/** The first value under `name` that matches the schema, or null. */
export function readMeta<T>(post: Pick<Post, 'postMeta'>, names: readonly string[], schema: z.ZodType<T>): T | null {
  for (const name of names) {
    for (const value of metaValues(post, name)) {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
    }
  }
  return null;
}

const zText = z.string().trim().min(1);
const zLoose = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

export const zLinkPreview = zLoose({
  url: z.string().optional(),
  title: z.string().optional(),
  image: z.string().optional(),
});
export type LinkPreview = z.infer<typeof zLinkPreview>;

export const zFileMeta = zLoose({
  postType: z.string().optional(),
  type: z.string().optional(),
  name: z.string().optional(),
  originalName: z.string().optional(),
  preview: zLinkPreview.optional(),
});
export type FileMeta = z.infer<typeof zFileMeta>;

export const zMetaPerson = zLoose({
  userId: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  avatar: z.string().nullish(),
});
export type MetaPerson = z.infer<typeof zMetaPerson>;

/** fileMeta (spec 2) or file metadata: postType, mime type, name, link preview. */
export function fileMetaOf(post: Pick<Post, 'postMeta'>): FileMeta | null {
  return readMeta(post, ['fileMeta', 'fileMetadata', 'file'], zFileMeta);
}

/** The composer's postType (TextOnly, image, file, video, link, meeting, esign), lower-cased. */
export function metaPostTypeOf(post: Pick<Post, 'postMeta'>): string | null {
  return fileMetaOf(post)?.postType?.toLowerCase() ?? null;
}

/** The link preview {url, title, image}: in fileMeta, or its own entry. */
export function linkPreviewOf(post: Pick<Post, 'postMeta'>): LinkPreview | null {
  return fileMetaOf(post)?.preview ?? readMeta(post, ['preview', 'linkPreview'], zLinkPreview);
}

/** linkType: 'link', 'text' or 'Schedule' (a schedule post's link). */
export function linkTypeOf(post: Pick<Post, 'postMeta'>): string | null {
  return readMeta(post, ['linkType'], z.union([zText, zLoose({ type: zText }).transform((v) => v.type)]));
}

export function metaPersonOf(post: Pick<Post, 'postMeta'>, name: string): MetaPerson | null {
  return readMeta(post, [name], zMetaPerson);
}

export function metaMembersOf(post: Pick<Post, 'postMeta'>): MetaPerson[] | null {
  return readMeta(post, ['members'], z.array(zMetaPerson));
}

/** assistantState: the guidance state of an assistant post (setup, train, ready ...). */
export function assistantStateOf(post: Pick<Post, 'postMeta'>): string | null {
  return readMeta(post, ['assistantState'], z.union([zText, zLoose({ state: zText }).transform((v) => v.state)]));
}

/** Subscription posts: 'active' (thank you) unless the meta says the subscription ended. */
export function isSubscriptionActive(post: Pick<Post, 'postMeta'>): boolean {
  const status = readMeta(
    post,
    ['subscription', 'subscriptionStatus', 'status'],
    z.union([zText, zLoose({ status: zText }).transform((v) => v.status)]),
  );
  return !status || status.toLowerCase() === 'active';
}
