import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { SearchX, Users } from 'lucide-react';
import { useApiClient } from '../../lib/api-context';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { SkeletonList } from '../../ui/Skeleton';
import { useViewer } from '../session/viewer-context';
import { fetchRecentConnections, matchesTerm, peopleKeys } from './relationships-api';
import { RelationshipRow } from './RelationshipRow';

/** My Relationships: loading rows, an error with retry, the empty state, or the rows. */
export function RelationshipList({ term }: { term: string }) {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: peopleKeys.recent(viewer.userId),
    queryFn: () => fetchRecentConnections(api, viewer.userId),
  });
  if (query.isPending) return <SkeletonList label={uiCopy.states.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        size="sm"
        title={uiCopy.sidebar.listError}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={Users}
        title={messages.relationships.emptyTitle}
        text={uiCopy.sidebar.relationshipsEmptyText}
      />
    );
  }
  const rows = query.data.filter((user) => matchesTerm(user, term));
  if (rows.length === 0) return <EmptyState size="sm" icon={SearchX} title={uiCopy.sidebar.noMatch} />;
  return (
    <ul className="flex flex-col gap-0.5 p-2">
      {rows.map((user) => (
        <li key={user.userId}>
          <RelationshipRow user={user} />
        </li>
      ))}
    </ul>
  );
}
