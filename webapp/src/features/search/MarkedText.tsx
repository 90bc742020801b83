import type { MarkedText as Marked } from '@shared/api/content-search';
import type { ReactNode } from 'react';

/**
 * Text with its matched words marked. The server sends plain text and offsets; each piece is a
 * React text node, so nothing anyone wrote is ever read as HTML.
 */
export function MarkedText({ value, className }: { value: Marked; className?: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.highlights) {
    if (start < at || end > value.text.length) continue;
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-slate-900">
        {value.text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <span className={className}>{parts}</span>;
}
