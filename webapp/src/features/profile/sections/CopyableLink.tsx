import { profileCopy } from '@shared/ui-copy';
import { Copy } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { useCopyWithToast } from '../use-copy-with-toast';
import { ExternalLink } from './ExternalLink';

/** A labelled link with a copy button; the copy confirms with `copiedMessage`. */
export function CopyableLink({
  label,
  url,
  copiedMessage,
  isExternal = true,
  hideLabel = false,
}: {
  label: string;
  url: string;
  copiedMessage: string;
  /** The profile link is shown as text (it is this app); other links open in a new tab. */
  isExternal?: boolean;
  /** When the section's title already names the link, the label is only read to screen readers. */
  hideLabel?: boolean;
}) {
  const copy = useCopyWithToast();
  return (
    <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className={hideLabel ? 'sr-only' : 'text-xs text-slate-600'}>{label}</span>
        {isExternal ? (
          <ExternalLink url={url} className="text-sm" />
        ) : (
          <span className="truncate font-mono text-xs text-slate-800" title={url}>
            {url}
          </span>
        )}
      </div>
      <IconButton
        icon={Copy}
        size="sm"
        label={profileCopy.panel.copy(label)}
        onClick={() => void copy(url, copiedMessage)}
      />
    </div>
  );
}
