import { messages } from '@shared/messages';
import { ExpandableText } from './ExpandableText';
import { NotAdded } from './NotAdded';
import { ProfileSection } from './ProfileSection';

const BIO_PREVIEW_CHARS = 600;

/** About Me (own profile) or About (someone else's); an empty bio invites the owner to fill it. */
export function AboutSection({ title, bio, isOwn }: { title: string; bio: string | null; isOwn: boolean }) {
  const text = bio?.trim();
  return (
    <ProfileSection title={title}>
      {text ? (
        <ExpandableText text={text} limit={BIO_PREVIEW_CHARS} />
      ) : isOwn ? (
        <p className="text-sm text-slate-600">{messages.profile.emptyBio}</p>
      ) : (
        <p className="text-sm">
          <NotAdded />
        </p>
      )}
    </ProfileSection>
  );
}
