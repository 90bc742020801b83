import type { ApiList } from '@shared/api/envelope';
import type { Post, PostAuthor } from '@shared/api/posts';
import { engagementCopy } from '@shared/ui-copy';
import { displayName } from './display-name';

const copy = engagementCopy.sharedWith;
/** Spec 3 §6: specific people name up to 2 users; the others list names up to 8. */
export const SUMMARY_NAMES = 2;
export const OTHERS_LIST_NAMES = 8;

export type ShareAudience = 'public' | 'relationships' | 'group' | 'people';

/** Who a post reaches, by its visibility type (a relationship's post names its one person). */
export function audienceOf(post: Pick<Post, 'visibility' | 'groupId' | 'pairingId'>): ShareAudience {
  if (post.groupId || post.visibility === 'COLLABORATION_GROUP') return 'group';
  if (post.pairingId || post.visibility === 'SPECIFIC_PEOPLE') return 'people';
  if (post.visibility === 'ALL_OF_MY_RELATIONSHIPS') return 'relationships';
  return 'public';
}

/** 'Ada Lovelace, Sam Lee and 3 others' from the loaded names and the total count. */
export function namedList(people: readonly PostAuthor[], count: number, max: number): string {
  const names = people.slice(0, max).map(displayName);
  return copy.others(names, Math.max(0, count - names.length));
}

export type ShareSummary = { label: string; othersList: string | null };

/**
 * The share button's text: named people (up to 2, then 'and N others'), all of my
 * relationships, public or group; with the others list (up to 8 names) for its tooltip.
 */
export function shareSummary(audience: ShareAudience, page?: ApiList<PostAuthor>): ShareSummary {
  if (audience === 'public') return { label: copy.public, othersList: null };
  if (audience === 'relationships') return { label: copy.allRelationships, othersList: null };
  if (audience === 'group') return { label: copy.group, othersList: null };
  if (!page || page.results.length === 0) return { label: copy.specificPeople, othersList: null };
  const names = page.results.slice(0, SUMMARY_NAMES).map(displayName);
  return {
    label: copy.named(names, Math.max(0, page.count - names.length)),
    othersList: namedList(page.results, page.count, OTHERS_LIST_NAMES),
  };
}
