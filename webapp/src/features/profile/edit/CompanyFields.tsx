import { profileCopy } from '@shared/ui-copy';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { FieldGroupProps } from './form-types';
import type { CompanyValues } from './profile-form';

/** The current company: name, the user's title, website, description and logo URL. */
export function CompanyFields({ values, errors, onChange }: FieldGroupProps) {
  const copy = profileCopy.edit;
  const set = (field: keyof CompanyValues) => (event: { target: { value: string } }) =>
    onChange('company', { ...values.company, [field]: event.target.value });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 desktop:grid-cols-2">
        <TextField
          label={copy.companyName}
          autoComplete="organization"
          value={values.company.name}
          onChange={set('name')}
          error={errors['company.name']}
        />
        <TextField
          label={copy.companyTitle}
          autoComplete="organization-title"
          value={values.company.title}
          onChange={set('title')}
          error={errors['company.title']}
        />
      </div>
      <TextField
        label={copy.companyWebsite}
        type="url"
        inputMode="url"
        placeholder={copy.linkPlaceholder}
        value={values.company.website}
        onChange={set('website')}
        error={errors['company.website']}
      />
      <TextArea
        label={copy.companyDescription}
        rows={4}
        value={values.company.description}
        onChange={set('description')}
        error={errors['company.description']}
      />
      <TextField
        label={copy.companyLogo}
        type="url"
        inputMode="url"
        placeholder={copy.linkPlaceholder}
        value={values.company.logo}
        onChange={set('logo')}
        error={errors['company.logo']}
      />
    </div>
  );
}
