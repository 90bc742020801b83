import type { Post } from '@shared/api/posts';
import { engagementCopy } from '@shared/ui-copy';
import { Globe, Lock, Users } from 'lucide-react';
import { audienceOf, shareSummary } from './share-summary';
import { useSharedWith } from './use-shared-with';

const icons = { public: Globe, relationships: Users, group: Users, people: Lock } as const;

/** Who the post is shared with, by visibility type; opens the 'All' drawer. */
export function ShareSummaryButton({ post, onOpen }: { post: Post; onOpen: () => void }) {
  const audience = audienceOf(post);
  // Only named people need the list to be read; the other types are named by the type alone.
  const query = useSharedWith(post.postId, audience === 'people');
  const firstPage = query.data?.pages[0];
  const summary = shareSummary(audience, firstPage);
  const Icon = icons[audience];
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={engagementCopy.sharedWith.open(summary.label)}
      title={summary.othersList ?? summary.label}
      className="inline-flex h-9 min-w-0 items-center gap-1.5 rounded-lg px-2.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">{summary.label}</span>
    </button>
  );
}
