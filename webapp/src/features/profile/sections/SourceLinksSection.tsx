import { seesSourceLinks } from '@shared/api/app-config';
import type { PairingSources } from '@shared/api/pairings';
import { profileCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { useAppConfig } from '../../app-config/use-app-config';
import { useViewer } from '../../session/viewer-context';
import { ExternalLink } from './ExternalLink';
import { NotAdded } from './NotAdded';
import { ProfileSection } from './ProfileSection';

const text = profileCopy.panel;

/** A source is a page address (linked) or how the pairing began ('search', 'invite'): shown as text. */
function SourceValue({ value }: { value: string | null }) {
  if (!value) return <NotAdded />;
  if (/^https?:\/\//i.test(value)) return <ExternalLink url={value} className="text-sm" />;
  return <span className="truncate text-sm text-slate-900">{value}</span>;
}

/**
 * Source (First and Last links) on the 'You + {firstName}' card (spec 3 §2.6): fetched only
 * when the viewer's e-mail domain is one of the deployment's staff domains (SOURCE_LINK_DOMAINS);
 * the server answers everyone else 403. Hidden while loading and when there is nothing to show.
 */
export function SourceLinksSection({ userId }: { userId: string }) {
  const api = useApiClient();
  const viewer = useViewer();
  const { sourceLinkDomains } = useAppConfig();
  const isStaff = seesSourceLinks(viewer.email, sourceLinkDomains);
  const sources = useQuery({
    queryKey: ['pairing-sources', viewer.userId, userId],
    queryFn: () =>
      api.get<PairingSources>('/api/user/pairing/sources', { userId: viewer.userId, pairingUserId: userId }),
    enabled: isStaff && userId !== viewer.userId,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!sources.data || (!sources.data.first && !sources.data.last)) return null;
  return (
    <ProfileSection title={text.source}>
      <dl className="flex flex-col gap-1">
        {(
          [
            [text.sourceFirst, sources.data.first],
            [text.sourceLast, sources.data.last],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex min-h-8 items-center gap-3">
            <dt className="w-20 shrink-0 text-sm text-slate-600">{label}</dt>
            <dd className="flex min-w-0 flex-1 items-center">
              <SourceValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}
