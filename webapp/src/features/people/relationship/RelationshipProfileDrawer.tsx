import { messages } from '@shared/messages';
import { Drawer } from '../../../ui/Drawer';
import { RelationshipProfileCard } from '../../profile/RelationshipProfileCard';

/** View Profile: the 'You + {firstName}' card of the profile feature, in a drawer. */
export function RelationshipProfileDrawer({
  userId,
  firstName,
  open,
  onClose,
}: {
  userId: string;
  firstName: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer open={open} onClose={onClose} title={messages.profile.youPlus(firstName)}>
      <RelationshipProfileCard userId={userId} defaultOpen />
    </Drawer>
  );
}
