/** Message search (issue 39): the header box, the results page and the side panel's search. */
const results = (count: number, capped: boolean) =>
  capped
    ? `More than ${count.toLocaleString('en-US')} results`
    : `${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'}`;

export const searchCopy = {
  boxLabel: 'Search messages, files and jobs',
  placeholder: 'Search messages, files, jobs…',
  submit: 'Search',
  clear: 'Clear search',
  title: 'Search',
  resultsFor: (term: string) => `Results for “${term}”`,
  results,
  loading: 'Searching…',
  more: 'Show more results',
  hint: 'Narrow it down with from:name, in:group, has:file, has:link, before:2026-01-31 or after:2026-01-01.',
  emptyTitle: 'Search what you were told',
  emptyText: 'Chats, posts, comments, file names and jobs: only what you can read right now.',
  noneTitle: 'No results',
  noneText: 'Nothing you can read matches. Check the spelling, use fewer words, or loosen a filter.',
  failedTitle: 'Search is not available right now',
  kinds: { post: 'Post', chat: 'Chat', comment: 'Comment', job: 'Job' } as const,
  placeKinds: { group: 'Group', relationship: 'Relationship', home: 'Home', jobs: 'Jobs' } as const,
  filtersLabel: 'Filters',
  filter: {
    from: (v: string) => `From: ${v}`,
    in: (v: string) => `In: ${v}`,
    hasFile: 'Has a file',
    hasLink: 'Has a link',
    before: (d: string) => `Before ${d}`,
    after: (d: string) => `After ${d}`,
  },
  file: 'File',
  someone: 'Someone',
  open: (what: string, place: string) => `Open ${what} in ${place}`,
} as const;
