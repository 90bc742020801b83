/** Profiles (spec 3 §2.4, §2.6): panels and cards other features place. */
export { EditProfileDrawer } from './edit/EditProfileDrawer';
export { MyProfileDrawer } from './MyProfileDrawer';
export { MyProfilePanel } from './MyProfilePanel';
export { ProfileConnectButton, type ProfileConnectButtonProps } from './ProfileConnectButton';
export { QrConnectDialog } from './QrConnectDialog';
export { RelationshipProfileCard, type RelationshipProfileCardProps } from './RelationshipProfileCard';
