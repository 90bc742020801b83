/** The design system: one look for the web app and the extension. */
export { Avatar, type AvatarProps, type AvatarSize, initialsOf } from './Avatar';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Chip, type ChipProps, type ChipTone } from './Chip';
export { Dialog, type DialogProps } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { IconButton, type IconButtonProps } from './IconButton';
export { Menu, type MenuAction, type MenuEntry, type MenuProps } from './Menu';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Skeleton, SkeletonList } from './Skeleton';
export { Spinner } from './Spinner';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextField, type TextFieldProps } from './TextField';
export { Toaster } from './Toaster';
export { DEFAULT_TOAST_MS, type Toast, type ToastTone, toast, useToastStore } from './toast-store';
