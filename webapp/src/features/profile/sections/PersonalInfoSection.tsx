import { messages } from '@shared/messages';
import { profileCopy } from '@shared/ui-copy';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { displayPhone, displayText } from '../profile-display';
import { useCopyWithToast } from '../use-copy-with-toast';
import { NotAdded } from './NotAdded';
import { ProfileSection } from './ProfileSection';

function InfoRow({ label, value, action }: { label: string; value: string | null; action?: ReactNode }) {
  return (
    <div className="flex min-h-8 items-center gap-3">
      <dt className="w-20 shrink-0 text-sm text-slate-600">{label}</dt>
      <dd className="flex min-w-0 flex-1 items-center justify-between gap-2 text-sm text-slate-900">
        {value ? (
          <span className="truncate" title={value}>
            {value}
          </span>
        ) : (
          <NotAdded />
        )}
        {value ? action : null}
      </dd>
    </div>
  );
}

export type PersonalInfo = {
  location: string | null;
  /** Undefined hides the row (the API did not share it); null or '' reads 'Not Added'. */
  phone?: string | null;
  email?: string | null;
};

/** Personal Info: Location, Phone, Email, each 'Not Added' when empty (spec 3 §2.6). */
export function PersonalInfoSection({ location, phone, email }: PersonalInfo) {
  const copy = useCopyWithToast();
  const text = profileCopy.panel;
  const emailValue = displayText(email);
  return (
    <ProfileSection title={text.personalInfo}>
      <dl className="flex flex-col">
        <InfoRow label={text.location} value={location} />
        {phone !== undefined ? <InfoRow label={text.phone} value={displayPhone(phone)} /> : null}
        {email !== undefined ? (
          <InfoRow
            label={text.email}
            value={emailValue}
            action={
              <IconButton
                icon={Copy}
                size="sm"
                label={text.copy(text.email)}
                onClick={() => void copy(emailValue ?? '', messages.profile.emailCopied)}
              />
            }
          />
        ) : null}
      </dl>
    </ProfileSection>
  );
}
