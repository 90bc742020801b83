import type { ApiList } from '@shared/api/envelope';
import type { PostAuthor } from '@shared/api/posts';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** A drawer's list of people, paged by skip, one row per userId. */
export function usePagedPeople<Page extends ApiList<PostAuthor>>(
  queryKey: QueryKey,
  fetchPage: (skip: number) => Promise<Page>,
  enabled: boolean,
) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length > 0 && loaded < last.count ? loaded : undefined;
    },
    enabled,
  });
  const people = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.results)
      .filter((person) => !seen.has(person.userId) && seen.add(person.userId));
  }, [query.data]);
  return { ...query, people };
}
