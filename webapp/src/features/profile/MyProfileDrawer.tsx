import { profileCopy } from '@shared/ui-copy';
import { Drawer } from '../../ui/Drawer';
import { MyProfilePanel } from './MyProfilePanel';

/** My Public Profile in a drawer: the avatar menu's Edit Profile opens it. */
export function MyProfileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title={profileCopy.panel.title}>
      <MyProfilePanel headingLevel={3} />
    </Drawer>
  );
}
