import type { Post } from '@shared/api/posts';
import { engagementCopy } from '@shared/ui-copy';
import { Globe, Users } from 'lucide-react';
import { Drawer } from '../../../ui/Drawer';
import { EmptyState } from '../../../ui/EmptyState';
import { PeopleList } from './PeopleList';
import { audienceOf } from './share-summary';
import { useSharedWith } from './use-shared-with';

const copy = engagementCopy.sharedWith;

function SharedWithList({ postId }: { postId: string }) {
  const query = useSharedWith(postId, true);
  return (
    <PeopleList
      query={query}
      listLabel={copy.listLabel}
      loadError={copy.loadError}
      loadMore={copy.loadMore}
      empty={{ icon: Users, title: copy.emptyTitle, text: copy.emptyText }}
    />
  );
}

/** The 'All' drawer: everyone a post is shared with, 20 at a time (spec 3 §2.2, §6). */
export function SharedWithDrawer({ open, onClose, post }: { open: boolean; onClose: () => void; post: Post }) {
  const audience = audienceOf(post);
  return (
    <Drawer open={open} onClose={onClose} title={copy.title} description={copy.description[audience]}>
      {!open ? null : audience === 'public' ? (
        <EmptyState size="sm" icon={Globe} title={copy.public} text={copy.publicText} />
      ) : (
        <SharedWithList postId={post.postId} />
      )}
    </Drawer>
  );
}
