import { profileCopy } from '@shared/ui-copy';
import { Avatar } from '../../../ui/Avatar';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { useAppOrigin } from '../../people/workspace-nav';
import { linkHrefOf } from '../profile-display';
import type { FieldGroupProps } from './form-types';

const HEADLINE_MAX = 220;
const BIO_MAX = 2600;

/** Name, headline, bio, photo (an image URL, previewed) and profile alias. */
export function AboutFields({ values, errors, onChange }: FieldGroupProps) {
  const origin = useAppOrigin();
  const copy = profileCopy.edit;
  const fullName = `${values.firstName} ${values.lastName}`.trim();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 desktop:grid-cols-2">
        <TextField
          label={copy.firstName}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => onChange('firstName', event.target.value)}
          error={errors.firstName}
          required
        />
        <TextField
          label={copy.lastName}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => onChange('lastName', event.target.value)}
          error={errors.lastName}
          required
        />
      </div>
      <TextField
        label={copy.headline}
        placeholder={copy.headlinePlaceholder}
        value={values.headline}
        onChange={(event) => onChange('headline', event.target.value)}
        error={errors.headline}
        counterMax={HEADLINE_MAX}
      />
      <TextArea
        label={copy.bio}
        rows={5}
        value={values.bio}
        onChange={(event) => onChange('bio', event.target.value)}
        error={errors.bio}
        counterMax={BIO_MAX}
      />
      <div className="flex items-start gap-4">
        <Avatar name={fullName || '?'} src={linkHrefOf(values.avatar)} size="lg" decorative className="mt-7" />
        <TextField
          label={copy.avatar}
          type="url"
          inputMode="url"
          placeholder={copy.linkPlaceholder}
          value={values.avatar}
          onChange={(event) => onChange('avatar', event.target.value)}
          error={errors.avatar}
          hint={copy.avatarHint}
          containerClassName="min-w-0 flex-1"
        />
      </div>
      <TextField
        label={copy.profileAlias}
        autoCapitalize="none"
        spellCheck={false}
        value={values.profileAlias}
        onChange={(event) => onChange('profileAlias', event.target.value)}
        error={errors.profileAlias}
        hint={`${origin}/cp/${values.profileAlias || '…'}`}
        required
      />
    </div>
  );
}
