import { profileCopy } from '@shared/ui-copy';
import { TextField } from '../../../ui/TextField';
import { CountrySelect } from './CountrySelect';
import type { FieldGroupProps } from './form-types';

/** Phone, city, state, country, and the meeting and scheduler links. */
export function ContactFields({ values, errors, onChange }: FieldGroupProps) {
  const copy = profileCopy.edit;
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={copy.phone}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={errors.phone}
      />
      <div className="grid gap-4 desktop:grid-cols-2">
        <TextField
          label={copy.city}
          autoComplete="address-level2"
          value={values.city}
          onChange={(event) => onChange('city', event.target.value)}
          error={errors.city}
        />
        <TextField
          label={copy.state}
          autoComplete="address-level1"
          value={values.state}
          onChange={(event) => onChange('state', event.target.value)}
          error={errors.state}
        />
      </div>
      <CountrySelect value={values.country} error={errors.country} onChange={(iso2) => onChange('country', iso2)} />
      <TextField
        label={copy.meetingLink}
        type="url"
        inputMode="url"
        placeholder={copy.linkPlaceholder}
        value={values.meetingLink}
        onChange={(event) => onChange('meetingLink', event.target.value)}
        error={errors.meetingLink}
      />
      <TextField
        label={copy.calendarLink}
        type="url"
        inputMode="url"
        placeholder={copy.linkPlaceholder}
        value={values.calendarLink}
        onChange={(event) => onChange('calendarLink', event.target.value)}
        error={errors.calendarLink}
      />
    </div>
  );
}
