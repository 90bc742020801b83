import { extensionCopy, uiCopy } from '@shared/ui-copy';
import { productName } from '@webapp/config';
import { Button } from '@webapp/ui/Button';
import { Skeleton } from '@webapp/ui/Skeleton';
import { TextField } from '@webapp/ui/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { saveServerUrl } from '../lib/auth-storage';
import { requestServerAccess } from '../lib/extension-api';
import { normalizeServerUrl } from '../lib/server-url';
import { useStoredAuth } from '../lib/use-stored-auth';
import { PanelHeader } from './PanelHeader';

type Status = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/** The options page: which server the extension talks to. */
export function OptionsApp() {
  const auth = useStoredAuth();
  const [serverUrl, setServerUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => {
    if (auth && serverUrl === null) setServerUrl(auth.serverUrl);
  }, [auth, serverUrl]);

  async function save(origin: string, access: Promise<boolean>) {
    setIsPending(true);
    try {
      if (!(await access)) {
        setStatus({
          kind: 'failed',
          message: `${uiCopy.extension.permissionDenied} ${extensionCopy.options.permissionNeeded}`,
        });
        return;
      }
      const saved = await saveServerUrl(origin);
      setServerUrl(saved);
      setStatus({ kind: 'saved' });
    } catch (failure) {
      setStatus({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setIsPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const origin = normalizeServerUrl(serverUrl ?? '');
    if (!origin) {
      setError(uiCopy.extension.invalidServerUrl);
      return;
    }
    // The browser shows its permission prompt only during this click: ask before any await.
    const access = requestServerAccess(origin);
    void save(origin, access);
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <PanelHeader />
      <main className="mx-auto flex max-w-lg flex-col gap-4 p-6">
        <h1 className="text-lg font-semibold text-slate-900">{extensionCopy.options.title(productName)}</h1>
        {serverUrl === null ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <form
            noValidate
            onSubmit={submit}
            className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
          >
            <p className="text-sm text-slate-600">{extensionCopy.options.serverUrlExplanation(productName)}</p>
            <TextField
              label={uiCopy.extension.serverUrl}
              type="url"
              inputMode="url"
              autoComplete="url"
              value={serverUrl}
              onChange={(event) => {
                setServerUrl(event.target.value);
                setError(null);
                setStatus(null);
              }}
              error={error}
              hint={error ? undefined : uiCopy.extension.serverUrlHint(productName)}
            />
            {status ? (
              <p
                role={status.kind === 'failed' ? 'alert' : 'status'}
                className={
                  status.kind === 'failed'
                    ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800'
                    : 'rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800'
                }
              >
                {status.kind === 'failed' ? status.message : extensionCopy.options.saved}
              </p>
            ) : null}
            <Button type="submit" isLoading={isPending} className="self-start">
              {extensionCopy.options.save}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
