import { profileCopy, uiCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { controlClass, controlStateClass, describedByIds, FieldFrame } from '../../../ui/FieldFrame';
import { useCountries } from '../use-countries';

/** Country from GET /api/utility/countries, stored as its two-letter code. */
export function CountrySelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (iso2: string) => void;
}) {
  const id = useId();
  const countries = useCountries();
  const copy = profileCopy.edit;
  const loadError = countries.isError ? copy.countriesFailed : undefined;
  const isKnown = countries.data?.some((country) => country.iso2 === value) ?? true;
  return (
    <FieldFrame id={id} label={copy.country} error={error ?? loadError}>
      <div className="flex gap-2">
        <select
          id={id}
          value={value}
          disabled={countries.isPending || countries.isError}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(id, undefined, error ?? loadError)}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(controlClass, controlStateClass(Boolean(error)), 'h-10 min-w-0 flex-1')}
        >
          <option value="">{countries.isPending ? profileCopy.panel.loading : copy.chooseCountry}</option>
          {!isKnown && value ? <option value={value}>{value}</option> : null}
          {countries.data?.map((country) => (
            <option key={country.iso2} value={country.iso2}>
              {country.name}
            </option>
          ))}
        </select>
        {countries.isError ? (
          <Button variant="secondary" onClick={() => void countries.refetch()} isLoading={countries.isFetching}>
            {uiCopy.states.retry}
          </Button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
