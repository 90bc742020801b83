import { composerCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { FileText, ImageIcon, Link2, type LucideIcon, Video } from 'lucide-react';
import { useComposerStore } from '../composer-store';
import type { ContentType } from '../composer-types';

const copy = composerCopy.contentTypes;

const BUTTONS: { type: ContentType; label: string; icon: LucideIcon }[] = [
  { type: 'PHOTO', label: copy.image, icon: ImageIcon },
  { type: 'VIDEO', label: copy.video, icon: Video },
  { type: 'LINK', label: copy.link, icon: Link2 },
  { type: 'FILE', label: copy.file, icon: FileText },
];

/** Image, Video, Link, File (spec 2 §4): the content type follows the button; pressing it again clears it. */
export function ContentTypeButtons({ disabled = false }: { disabled?: boolean }) {
  const type = useComposerStore((state) => state.draft.type);
  const setContentType = useComposerStore((state) => state.setContentType);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xs font-medium text-slate-600">{copy.label}</legend>
      <div className="grid grid-cols-4 gap-1.5">
        {BUTTONS.map(({ type: value, label, icon: Icon }) => {
          const isSelected = type === value;
          return (
            <button
              key={value}
              type="button"
              disabled={disabled}
              aria-pressed={isSelected}
              onClick={() => setContentType(isSelected ? null : value)}
              className={clsx(
                'flex min-w-0 flex-col items-center gap-1 rounded-lg border px-1 py-2 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                isSelected
                  ? 'border-accent-600 bg-accent-50 text-accent-800'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="truncate">{label}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
