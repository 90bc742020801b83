import type { Company } from '@shared/api/profiles';
import { COMPANY_DESCRIPTION_PREVIEW_CHARS } from '@shared/rules';
import { profileCopy } from '@shared/ui-copy';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { displayText } from '../profile-display';
import { ExpandableText } from './ExpandableText';
import { ExternalLink } from './ExternalLink';
import { NotAdded } from './NotAdded';
import { ProfileSection } from './ProfileSection';

function CompanyLogo({ company }: { company: Company }) {
  const [hasFailed, setHasFailed] = useState(false);
  const frame =
    'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white';
  if (!company.logo || hasFailed) {
    return (
      <span aria-hidden="true" className={`${frame} text-slate-400`}>
        <Building2 className="size-6" />
      </span>
    );
  }
  return (
    <span className={frame}>
      <img
        src={company.logo}
        alt={profileCopy.panel.companyLogo(company.name)}
        className="size-full object-contain"
        onError={() => setHasFailed(true)}
      />
    </span>
  );
}

/** Company Info: logo, name, title, description (show more after 600 characters), website. */
export function CompanyInfoSection({ company }: { company: Company | null }) {
  const description = displayText(company?.description);
  return (
    <ProfileSection title={profileCopy.panel.companyInfo}>
      {company ? (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <CompanyLogo company={company} />
            <div className="flex min-w-0 flex-col">
              <p className="truncate text-sm font-semibold text-slate-900" title={company.name}>
                {company.name}
              </p>
              {company.title ? (
                <p className="truncate text-sm text-slate-600" title={company.title}>
                  {company.title}
                </p>
              ) : null}
            </div>
          </div>
          {description ? <ExpandableText text={description} limit={COMPANY_DESCRIPTION_PREVIEW_CHARS} /> : null}
          {company.website ? (
            <p className="flex items-center gap-2 text-sm">
              <span className="text-slate-600">{profileCopy.panel.website}</span>
              <ExternalLink url={company.website} />
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm">
          <NotAdded />
        </p>
      )}
    </ProfileSection>
  );
}
