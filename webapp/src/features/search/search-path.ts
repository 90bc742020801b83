/** The results screen's address: /search?q=<the box's text>. */
export function searchPath(term: string): string {
  return `/search?${new URLSearchParams({ q: term })}`;
}

export function termOf(params: URLSearchParams): string {
  return params.get('q')?.trim() ?? '';
}
