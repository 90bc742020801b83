import { clsx } from 'clsx';
import { Link, type LinkProps } from 'react-router-dom';
import { type ButtonSize, type ButtonVariant, buttonBase, buttonSizes, buttonVariants } from './Button';

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** An in-app link that looks like a Button (navigation, not an action). */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <Link className={clsx(buttonBase, buttonVariants[variant], buttonSizes[size], className)} {...rest} />;
}
