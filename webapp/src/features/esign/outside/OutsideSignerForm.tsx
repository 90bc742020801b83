import { outsideSignerFormCopy as copy } from '@shared/ui-copy';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

/** A light check before the server's (which answers the spec's 'x is not a valid email address.'). */
const looksLikeAddress = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** Adds a signer outside the workspace by name and address (issue 37): they sign from an e-mailed link. */
export function OutsideSignerForm({
  taken,
  onAdd,
}: {
  taken: string[];
  onAdd: (person: { name: string; email: string }) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add() {
    const address = email.trim().toLowerCase();
    if (!name.trim()) return setError(copy.nameNeeded);
    if (!looksLikeAddress(address)) return setError(copy.invalid(address));
    if (taken.includes(address)) return setError(copy.already);
    onAdd({ name: name.trim(), email: address });
    setName('');
    setEmail('');
    setError(null);
  }

  return (
    <div className="mt-2 flex flex-col gap-2 rounded-md border border-dashed border-slate-300 p-2">
      <p className="text-xs font-semibold text-slate-900">{copy.title}</p>
      <TextField label={copy.name} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      <TextField
        label={copy.email}
        type="email"
        value={email}
        maxLength={254}
        error={error}
        onChange={(e) => setEmail(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      <Button size="sm" variant="secondary" onClick={add}>
        {copy.add}
      </Button>
      <p className="text-xs text-slate-600">{copy.hint}</p>
    </div>
  );
}
