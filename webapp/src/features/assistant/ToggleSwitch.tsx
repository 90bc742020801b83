import { Switch } from '../../ui/Switch';

/** A labelled on/off switch, disabled (busy) while its change is saved. */
export function ToggleSwitch({
  label,
  hint,
  checked,
  isBusy = false,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  isBusy?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch
      label={label}
      hint={hint}
      checked={checked}
      disabled={isBusy}
      onChange={onChange}
      className="flex items-center justify-between gap-4"
    />
  );
}
