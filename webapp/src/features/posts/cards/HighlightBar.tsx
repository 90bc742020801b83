import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import { X } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';

/** The bar above a post opened from a notification (spec 3 §2.2), closable. */
export function HighlightBar({ kind, onClose }: { kind: 'post' | 'picture' | 'document'; onClose: () => void }) {
  return (
    <div role="status" className="flex items-center gap-2 border-b border-accent-200 bg-accent-50 py-1 pr-1 pl-4">
      <p className="min-w-0 flex-1 text-sm font-medium text-accent-800">{messages.posts.highlight(kind)}</p>
      <IconButton icon={X} label={postsCopy.closeHighlight} size="sm" onClick={onClose} />
    </div>
  );
}
