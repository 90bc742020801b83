import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { uiCopy } from '@shared/ui-copy';
import { Copy, Link2 } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '../../ui/Button';
import { useViewer } from '../session/viewer-context';
import { navItemClass, navLabelClass } from './nav-item-style';
import { useCopyProfileLink } from './use-copy-profile-link';

/** My Link: copies the public profile link and shows it with its QR code. */
export function MyLinkPopover({ isCompact }: { isCompact: boolean }) {
  const viewer = useViewer();
  const { link, copy } = useCopyProfileLink();
  return (
    <Popover>
      <PopoverButton onClick={() => void copy()} className={navItemClass(false, isCompact)}>
        <Link2 aria-hidden="true" className="size-5" />
        <span className={navLabelClass(isCompact)}>{uiCopy.nav.myLink}</span>
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8, padding: 8 }}
        transition
        className="z-50 flex w-72 flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-center shadow-float transition duration-100 data-closed:opacity-0"
      >
        <h2 className="text-sm font-semibold text-slate-900">{uiCopy.myLink.title}</h2>
        <p className="text-xs text-slate-600">{uiCopy.myLink.text}</p>
        <QRCodeSVG
          value={link}
          level="H"
          size={176}
          role="img"
          aria-label={uiCopy.myLink.qrLabel(viewer.fullName)}
          className="rounded-lg border border-slate-200 p-2"
        />
        <p
          className="w-full truncate rounded-lg bg-slate-100 px-2 py-1.5 font-mono text-xs text-slate-700"
          title={link}
        >
          {link}
        </p>
        <Button variant="secondary" size="sm" icon={Copy} fullWidth onClick={() => void copy()}>
          {uiCopy.myLink.copy}
        </Button>
      </PopoverPanel>
    </Popover>
  );
}
