import type { ApiList } from '@shared/api/envelope';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

type Options<Row> = {
  queryKey: QueryKey;
  fetchPage: (skip: number, limit: number) => Promise<ApiList<Row>>;
  firstPage: number;
  nextPage: number;
  keyOf: (row: Row) => string;
};

/**
 * A sidebar list paged by skip: the spec's first page, then smaller ones; rows de-duplicated
 * by key (a row may move between pages when its activity changes while paging).
 */
export function useSidebarPages<Row>({ queryKey, fetchPage, firstPage, nextPage, keyOf }: Options<Row>) {
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchPage(pageParam, pageParam === 0 ? firstPage : nextPage),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.results.length > 0 && loaded < last.count ? loaded : undefined;
    },
  });
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages ?? [])
      .flatMap((page) => page.results)
      .filter((row) => !seen.has(keyOf(row)) && seen.add(keyOf(row)));
  }, [query.data, keyOf]);
  return { ...query, rows, firstPage };
}
