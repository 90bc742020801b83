import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../ui/Button';
import { ACCEPT, type UploadKind } from '../../uploads/file-rules';
import { addFilesToDraft } from './add-files';

/** A button that opens the file chooser for one kind of file and adds what was picked. */
export function FilePickButton({
  kind,
  label,
  icon,
  variant = 'secondary',
}: {
  kind: UploadKind;
  label: string;
  icon?: LucideIcon;
  variant?: 'secondary' | 'ghost';
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size="sm" icon={icon} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={ACCEPT[kind] || undefined}
        multiple={kind === 'image' || kind === 'file'}
        onChange={(event) => {
          addFilesToDraft(Array.from(event.target.files ?? []), kind);
          event.target.value = '';
        }}
      />
    </>
  );
}
