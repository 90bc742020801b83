/** The Notifications drawer (issue 14), a chunk of its own the shell loads on first open. */
export { NotificationsDrawer } from './NotificationsDrawer';
