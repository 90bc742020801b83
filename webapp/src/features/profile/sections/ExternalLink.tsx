import { profileCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { linkHrefOf } from '../profile-display';

/**
 * A link a user entered, opened in a new tab without handing it this window (noopener
 * noreferrer). Anything that is not http(s) is shown as plain text, never linked.
 */
export function ExternalLink({ url, children, className }: { url: string; children?: ReactNode; className?: string }) {
  const href = linkHrefOf(url);
  const label = children ?? url;
  if (!href) return <span className={clsx('break-all text-slate-700', className)}>{label}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={href}
      className={clsx(
        'inline-flex min-w-0 items-center gap-1 rounded font-medium text-accent-700 hover:underline',
        className,
      )}
    >
      <span className="truncate">{label}</span>
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{profileCopy.panel.opensInNewTab}</span>
    </a>
  );
}
