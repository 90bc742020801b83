import type { UserLink } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { Copy } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { linkHrefOf } from '../profile-display';
import { useCopyWithToast } from '../use-copy-with-toast';
import { ExternalLink } from './ExternalLink';
import { ProfileSection } from './ProfileSection';

/** Custom user links: title and url, opened in a new tab (spec 3 §2.6). Hidden when none. */
export function CustomLinksSection({ links }: { links: readonly UserLink[] }) {
  const copy = useCopyWithToast();
  if (links.length === 0) return null;
  return (
    <ProfileSection title={profileCopy.panel.links}>
      <ul className="flex flex-col gap-1">
        {links.map((link, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: two links may share a title and url; the list is replaced whole
            key={index}
            className="flex items-center justify-between gap-2"
          >
            <ExternalLink url={link.url} className="text-sm">
              {link.title}
            </ExternalLink>
            <IconButton
              icon={Copy}
              size="sm"
              label={profileCopy.panel.copy(link.title)}
              onClick={() => void copy(linkHrefOf(link.url) ?? link.url, messages.profile.customLinkCopied(link.title))}
            />
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
