import { USER_LINKS_MAX } from '@shared/rules';
import { profileCopy } from '@shared/ui-copy';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { TextField } from '../../../ui/TextField';
import type { FieldGroupProps } from './form-types';
import { type LinkRow, newLinkRow } from './profile-form';

/** Custom links: add, remove and reorder rows of title and URL (at most 20). */
export function CustomLinksEditor({ values, errors, onChange }: FieldGroupProps) {
  const copy = profileCopy.edit;
  const rows = values.userLinks;
  const update = (next: LinkRow[]) => onChange('userLinks', next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    update(next);
  };
  const edit = (index: number, field: 'title' | 'url', value: string) =>
    update(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{copy.customLinksHint}</p>
      {errors.userLinks ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {errors.userLinks}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const name = row.title.trim() || copy.untitledLink;
          return (
            <li key={row.key} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate text-xs font-medium text-slate-600" title={name}>
                  {index + 1}. {name}
                </span>
                <div className="-my-1 flex shrink-0 items-center">
                  <IconButton
                    icon={ArrowUp}
                    size="sm"
                    label={copy.moveUp(name)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    icon={ArrowDown}
                    size="sm"
                    label={copy.moveDown(name)}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <IconButton
                    icon={Trash2}
                    size="sm"
                    label={copy.removeLink(name)}
                    onClick={() => update(rows.filter((_, at) => at !== index))}
                    className="hover:text-red-700"
                  />
                </div>
              </div>
              <div className="grid gap-3 desktop:grid-cols-[2fr_3fr]">
                <TextField
                  label={copy.linkTitle}
                  value={row.title}
                  onChange={(event) => edit(index, 'title', event.target.value)}
                  error={errors[`userLinks.${index}.title`]}
                />
                <TextField
                  label={copy.linkUrl}
                  type="url"
                  inputMode="url"
                  placeholder={copy.linkPlaceholder}
                  value={row.url}
                  onChange={(event) => edit(index, 'url', event.target.value)}
                  error={errors[`userLinks.${index}.url`]}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={Plus}
          disabled={rows.length >= USER_LINKS_MAX}
          onClick={() => update([...rows, newLinkRow()])}
        >
          {copy.addLink}
        </Button>
      </div>
    </div>
  );
}
