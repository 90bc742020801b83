import type { SelfProfile } from '@shared/api/profiles';
import { messages } from '@shared/messages';
import { PROFILE_QR_LEVEL, PROFILE_QR_SIZE } from '@shared/rules';
import { profileCopy } from '@shared/ui-copy';
import { Copy, Gift } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';
import { useAppOrigin } from '../people/workspace-nav';
import { profileLinkOf } from '../session/viewer';
import { useViewer } from '../session/viewer-context';
import { useShellStore } from '../shell/shell-store';
import { useUser } from '../users/use-user';
import { useCopyWithToast } from './use-copy-with-toast';

/** Company title and name as one line: 'Founder · Acme'. */
function companyLine(profile: SelfProfile | undefined): string | null {
  const parts = [profile?.company?.title, profile?.company?.name].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The connect dialog (spec 3 §2.4): avatar, name, headline, company title and name, a QR code
 * of {origin}/cp/{profileAlias} (level H, 256 px), copy link and Refer a Friend.
 */
export function QrConnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const viewer = useViewer();
  const profile = useUser<SelfProfile>(viewer.userId);
  const openPanel = useShellStore((state) => state.openPanel);
  const copy = useCopyWithToast();
  const link = profileLinkOf(viewer, useAppOrigin());
  const company = companyLine(profile.data);
  const text = profileCopy.qr;

  return (
    <Dialog open={open} onClose={onClose} title={text.title} description={text.text}>
      <div className="flex flex-col items-center gap-4 text-center" data-testid="qr-connect-dialog">
        <div className="flex flex-col items-center gap-2">
          <Avatar name={viewer.fullName} src={viewer.avatar} size="lg" decorative />
          <p className="max-w-full truncate font-semibold text-slate-900" title={viewer.fullName}>
            {viewer.fullName}
          </p>
          {profile.isPending ? (
            <Skeleton className="h-3 w-40" />
          ) : (
            <>
              {profile.data?.headline ? (
                <p className="line-clamp-2 text-sm text-slate-600">{profile.data.headline}</p>
              ) : null}
              {company ? (
                <p className="max-w-full truncate text-sm text-slate-600" title={company}>
                  {company}
                </p>
              ) : null}
            </>
          )}
        </div>
        <div className="w-full max-w-[272px] rounded-lg border border-slate-200 bg-white p-2">
          <QRCodeSVG
            value={link}
            level={PROFILE_QR_LEVEL}
            size={PROFILE_QR_SIZE}
            role="img"
            aria-label={text.qrLabel(viewer.fullName)}
            className="block h-auto w-full"
          />
        </div>
        <p className="w-full truncate rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs text-slate-700" title={link}>
          {link}
        </p>
        <div className="flex w-full flex-col gap-2">
          <Button icon={Copy} fullWidth onClick={() => void copy(link, messages.profile.linkCopied)}>
            {text.copyLink}
          </Button>
          <Button
            variant="ghost"
            icon={Gift}
            fullWidth
            onClick={() => {
              onClose();
              openPanel('newRelationship');
            }}
          >
            {text.referFriend}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
