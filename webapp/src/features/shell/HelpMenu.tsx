import { uiCopy } from '@shared/ui-copy';
import { CircleHelp } from 'lucide-react';
import { Menu } from '../../ui/Menu';
import { useViewer } from '../session/viewer-context';
import { helpMenuItems } from './help-menu-items';
import { navItemClass, navLabelClass } from './nav-item-style';
import { useShellStore } from './shell-store';

export function HelpMenu({ isCompact }: { isCompact: boolean }) {
  const viewer = useViewer();
  const openPanel = useShellStore((state) => state.openPanel);
  return (
    <Menu
      label={uiCopy.nav.help}
      buttonClassName={navItemClass(false, isCompact)}
      trigger={
        <>
          <CircleHelp aria-hidden="true" className="size-5" />
          <span aria-hidden="true" className={navLabelClass(isCompact)}>
            {uiCopy.nav.help}
          </span>
        </>
      }
      items={helpMenuItems(viewer, openPanel)}
    />
  );
}
