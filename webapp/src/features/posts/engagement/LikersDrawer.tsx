import { engagementCopy } from '@shared/ui-copy';
import { ThumbsUp } from 'lucide-react';
import { useApiClient } from '../../../lib/api-context';
import { Drawer } from '../../../ui/Drawer';
import { fetchLikers, type LikersTarget } from './engagement-api';
import { engagementKeys } from './engagement-keys';
import { PeopleList } from './PeopleList';
import { usePagedPeople } from './use-paged-people';

const copy = engagementCopy.likers;

const likersKey = (target: LikersTarget) =>
  target.kind === 'post'
    ? engagementKeys.postLikers(target.postId)
    : engagementKeys.commentLikers(target.postId, target.commentId);

function LikersList({ target }: { target: LikersTarget }) {
  const api = useApiClient();
  const query = usePagedPeople(likersKey(target), (skip) => fetchLikers(api, target, skip), true);
  return (
    <PeopleList
      query={query}
      listLabel={copy.listLabel}
      loadError={copy.loadError}
      loadMore={copy.loadMore}
      empty={{ icon: ThumbsUp, title: copy.emptyTitle, text: copy.emptyText }}
    />
  );
}

/** The likes drawer: who liked a post or a comment, 10 at a time (spec 3 §2.2, §9). */
export function LikersDrawer({ open, onClose, target }: { open: boolean; onClose: () => void; target: LikersTarget }) {
  return (
    <Drawer open={open} onClose={onClose} title={copy.title}>
      {open ? <LikersList target={target} /> : null}
    </Drawer>
  );
}
