/** Notification preferences (spec 1 §2, §3): the drawer the shell opens. */
export { NotificationPreferencesDrawer } from './NotificationPreferencesDrawer';
