import { clsx } from 'clsx';
import { useState } from 'react';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Decorative avatars (next to a visible name) are hidden from screen readers. */
  decorative?: boolean;
  className?: string;
};

const sizes: Record<AvatarSize, string> = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-20 text-2xl',
};

/** Up to two initials from a display name: 'Ada Lovelace' → 'AL', 'ada@x.io' → 'A'. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.includes('@')) return (trimmed.charAt(0) || '?').toUpperCase();
  const words = trimmed.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase() || '?';
}

/** A round picture of a person, or their initials when there is no picture or it fails. */
export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const classes = clsx(
    'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-accent-100 font-semibold text-accent-800',
    sizes[size],
    className,
  );
  const content = showImage ? (
    <img src={src ?? undefined} alt="" className="size-full object-cover" onError={() => setFailedSrc(src ?? null)} />
  ) : (
    initialsOf(name)
  );
  if (decorative) {
    // Initials drawn by CSS, not as text: a button holding this avatar keeps a name that
    // contains all its visible text (WCAG 2.5.3, e.g. the 'Account menu' button).
    return showImage ? (
      <span aria-hidden="true" className={classes}>
        {content}
      </span>
    ) : (
      <span
        aria-hidden="true"
        data-initials={initialsOf(name)}
        className={clsx(classes, 'before:content-[attr(data-initials)]')}
      />
    );
  }
  return (
    <span role="img" aria-label={name} title={name} className={classes}>
      {content}
    </span>
  );
}
