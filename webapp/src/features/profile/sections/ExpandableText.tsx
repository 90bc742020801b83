import { profileCopy } from '@shared/ui-copy';
import { useId, useState } from 'react';
import { previewOf } from '../profile-display';

/** Text cut at `limit` characters with 'show more' / 'show less' (spec 3 §2.6, §9). */
export function ExpandableText({ text, limit }: { text: string; limit: number }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  const { preview, isTruncated } = previewOf(text, limit);
  return (
    <div className="flex flex-col items-start gap-1">
      <p id={textId} className="text-sm break-words whitespace-pre-line text-slate-700">
        {isExpanded || !isTruncated ? text : preview}
      </p>
      {isTruncated ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setIsExpanded((value) => !value)}
          className="rounded text-sm font-medium text-accent-700 hover:underline"
        >
          {isExpanded ? profileCopy.panel.showLess : profileCopy.panel.showMore}
        </button>
      ) : null}
    </div>
  );
}
