import { composerCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, ImageIcon, ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { IconButton } from '../../../ui/IconButton';
import { uploadNameOf } from '../../uploads/file-rules';
import { useComposerStore } from '../composer-store';
import { FilePickButton } from '../creation/FilePickButton';
import { useObjectUrls } from '../creation/use-object-urls';

const copy = composerCopy.files;

/** EDIT_IMAGES_DRAWER (spec 2 §2): reorder by dragging or with the buttons, remove, Add More. */
export function EditImagesStep() {
  const files = useComposerStore((state) => state.draft.files);
  const moveFile = useComposerStore((state) => state.moveFile);
  const removeFile = useComposerStore((state) => state.removeFile);
  const urls = useObjectUrls(files);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function move(from: number, to: number) {
    const file = files[from];
    if (!file || to < 0 || to >= files.length) return;
    moveFile(from, to);
    setAnnouncement(copy.reordered(uploadNameOf(file), to + 1, files.length));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <FilePickButton kind="image" label={copy.addMore} icon={ImagePlus} />
      </div>
      {files.length === 0 ? <EmptyState size="sm" icon={ImageIcon} title={copy.noImages} /> : null}
      <ol className="flex flex-col gap-2">
        {files.map((file, index) => {
          const name = uploadNameOf(file);
          const url = urls[index];
          return (
            <li
              key={`${name}-${file.size}`}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== index) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              className={clsx(
                'flex items-center gap-2 rounded-lg border bg-white p-2',
                dragged === index ? 'border-accent-600 opacity-60' : 'border-slate-200',
              )}
            >
              <GripVertical aria-label={copy.dragHandle(name)} className="size-4 shrink-0 cursor-grab text-slate-400" />
              {url ? (
                <img src={url} alt={name} className="size-12 shrink-0 rounded-lg object-cover" />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
                  <ImageIcon aria-hidden="true" className="size-6" />
                </span>
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-slate-900" title={name}>
                  {name}
                </span>
                <span className="text-xs text-slate-500">{copy.position(index + 1, files.length)}</span>
              </span>
              <IconButton
                icon={ArrowUp}
                size="sm"
                label={copy.moveUp(name)}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              />
              <IconButton
                icon={ArrowDown}
                size="sm"
                label={copy.moveDown(name)}
                disabled={index === files.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <IconButton icon={X} size="sm" label={copy.remove(name)} onClick={() => removeFile(index)} />
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
