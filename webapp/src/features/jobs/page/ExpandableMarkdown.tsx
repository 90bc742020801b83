import { jobsCopy } from '@shared/ui-copy';
import { useState } from 'react';
import { truncateText } from '../../posts/format/truncate';
import { MarkdownText } from '../MarkdownText';

/** Markdown shortened at `max` characters with show more / show less (spec 3 §2.7: 400). */
export function ExpandableMarkdown({ markdown, max }: { markdown: string; max: number }) {
  const [isExpanded, setExpanded] = useState(false);
  const cut = truncateText(markdown, max);
  return (
    <div className="flex flex-col items-start gap-1">
      <MarkdownText markdown={isExpanded || !cut.isTruncated ? markdown : `${cut.text}…`} />
      {cut.isTruncated ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={() => setExpanded((value) => !value)}
          className="rounded text-sm font-medium text-accent-700 hover:underline"
        >
          {isExpanded ? jobsCopy.page.showLess : jobsCopy.page.showMore}
        </button>
      ) : null}
    </div>
  );
}
