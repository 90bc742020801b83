import { messages } from '@shared/messages';
import { uiCopy } from '@shared/ui-copy';
import { Link2 } from 'lucide-react';
import { useProductName } from '../app-config/use-app-config';
import { navItemClass, navLabelClass } from './nav-item-style';
import { useShellStore } from './shell-store';
import { useCopyProfileLink } from './use-copy-profile-link';

/** My Link (spec 1 §2): copies the public profile link and opens the QR connect dialog. */
export function MyLinkPopover({ isCompact }: { isCompact: boolean }) {
  const productName = useProductName();
  const openPanel = useShellStore((state) => state.openPanel);
  const { copy } = useCopyProfileLink(messages.profile.productLinkCopied(productName));
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        void copy();
        openPanel('myLink');
      }}
      className={navItemClass(false, isCompact)}
    >
      <Link2 aria-hidden="true" className="size-5" />
      <span className={navLabelClass(isCompact)}>{uiCopy.nav.myLink}</span>
    </button>
  );
}
