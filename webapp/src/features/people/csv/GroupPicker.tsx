import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Label, Field } from '@headlessui/react';
import { messages } from '@shared/messages';
import { GROUP_NAME_MIN, INPUT_DEBOUNCE_MS } from '@shared/rules';
import { peopleCopy } from '@shared/ui-copy';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { controlClass, controlStateClass } from '../../../ui/FieldFrame';
import { useViewer } from '../../session/viewer-context';
import { searchGroups, searchKeys } from '../search/search-api';
import { useDebouncedValue } from '../search/use-debounced-value';

/** An existing group of the viewer, or a new one created on upload. */
export type GroupChoice = { kind: 'existing'; groupId: string; name: string } | { kind: 'new'; name: string };

const copy = peopleCopy.csv;
const optionClass = 'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm data-focus:bg-accent-50';

/** 'Add contacts to a group (optional)': the viewer's groups, or 'Create new group'. */
export function GroupPicker({
  value,
  onChange,
}: {
  value: GroupChoice | null;
  onChange: (v: GroupChoice | null) => void;
}) {
  const api = useApiClient();
  const viewer = useViewer();
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), INPUT_DEBOUNCE_MS);
  const groups = useQuery({
    queryKey: searchKeys.groups(debounced),
    queryFn: ({ signal }) => searchGroups(api, viewer.userId, debounced, signal),
  });
  const name = term.trim();
  const canCreate = name.length >= GROUP_NAME_MIN;
  const existing = (groups.data?.results ?? []).map(
    (group): GroupChoice => ({ kind: 'existing', groupId: group.groupId, name: group.name }),
  );
  return (
    <Field className="flex flex-col gap-1.5">
      <Label className="text-sm font-medium text-slate-800">{copy.groupLabel}</Label>
      <Combobox<GroupChoice | null>
        value={value}
        onChange={onChange}
        onClose={() => setTerm('')}
        by={(a, b) => a?.name === b?.name}
      >
        <div className="relative">
          <UsersRound
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <ComboboxInput
            className={clsx(controlClass, controlStateClass(false), 'h-10 pl-9')}
            placeholder={copy.groupPlaceholder}
            displayValue={(choice: GroupChoice | null) => choice?.name ?? ''}
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
          />
        </div>
        <ComboboxOptions
          anchor={{ to: 'bottom start', gap: 4 }}
          className="z-50 w-(--input-width) rounded-lg border border-slate-200 bg-white p-1 shadow-float empty:invisible"
        >
          {canCreate ? (
            <ComboboxOption value={{ kind: 'new', name } satisfies GroupChoice} className={optionClass}>
              <Plus aria-hidden="true" className="size-4 text-accent-700" />
              <span className="truncate font-medium text-accent-700">
                {messages.search.createNewGroup}: “{name}”
              </span>
            </ComboboxOption>
          ) : null}
          {existing.map((choice) => (
            <ComboboxOption
              key={choice.kind === 'existing' ? choice.groupId : ''}
              value={choice}
              className={optionClass}
            >
              <UsersRound aria-hidden="true" className="size-4 text-slate-500" />
              <span className="truncate">{choice.name}</span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {value ? (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="self-start text-xs font-medium text-slate-600 underline hover:text-slate-900"
        >
          {copy.clearGroup}
        </button>
      ) : null}
    </Field>
  );
}
