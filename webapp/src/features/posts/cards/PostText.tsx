import { postsCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { useState } from 'react';
import { truncateText } from '../format/truncate';
import { LinkifiedText } from './LinkifiedText';

export type PostTextProps = {
  text: string | null | undefined;
  /** Show everything (the welcome post, threads). */
  isFull?: boolean;
  className?: string;
};

/** A post's text: 200 characters then 'show more' (spec 3 §5), links made safe, line breaks kept. */
export function PostText({ text, isFull = false, className }: PostTextProps) {
  const [isExpanded, setExpanded] = useState(false);
  if (!text?.trim()) return null;
  const preview = truncateText(text);
  const showAll = isFull || isExpanded || !preview.isTruncated;
  return (
    <p className={clsx('whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800', className)}>
      <LinkifiedText text={showAll ? text : preview.text} />
      {showAll ? null : (
        <>
          {'... '}
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className="rounded font-semibold text-accent-700 hover:underline"
          >
            {postsCopy.showMore}
          </button>
        </>
      )}
    </p>
  );
}
