import type { EsignFieldView } from '@shared/api/content';
import type { OutsideSigningView } from '@shared/api/esign-outside';
import { outsideSigningCopy as copy } from '@shared/ui-copy';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { Logo } from '../../../ui/Logo';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { DeclineDialog } from '../DeclineDialog';
import { PdfPages } from '../PdfPages';
import { SignatureCapture } from '../SignatureCapture';
import { OwnFields } from './OwnFields';
import { outsideApi, storedSession, storeSession } from './outside-api';

/** A4's width in points: the page is drawn to the screen's width, at most at the desktop zoom. */
const A4_POINTS = 595;
const zoomFor = (width: number) => Math.min(1.2, Math.max(0.4, (width - 24) / A4_POINTS));
/**
 * The screen's width, not only the window's: on a phone a page wider than the screen widens the
 * layout viewport, and a zoom read from that would keep the page too wide.
 */
const screenWidth = () => Math.min(window.innerWidth, window.screen?.width || window.innerWidth);

/**
 * /sign/{token}: the page a signer outside the workspace opens from the e-mail. The code sent
 * to their address opens a session in this tab; then the document with their own fields and
 * SIGN / DECLINE. A closed document shows its state alone. Works at a phone's width.
 */
export function OutsideSigningPage({ token }: { token: string }) {
  const api = useApiClient();
  const [view, setView] = useState<OutsideSigningView | null>(null);
  const [session, setSession] = useState<string | null>(() => storedSession(token));
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    const saved = storedSession(token);
    if (saved) {
      try {
        setView(await outsideApi.document(api, token, saved));
        return;
      } catch {
        storeSession(token, null);
        setSession(null);
      }
    }
    try {
      setView(await outsideApi.open(api, token));
    } catch (error) {
      setFailure(isApiError(error) && error.status !== 404 ? error.message : copy.invalidLink);
    }
  }, [api, token]);

  useEffect(() => {
    void load();
  }, [load]);

  async function confirmed(next: string) {
    storeSession(token, next);
    setSession(next);
    setView(await outsideApi.document(api, token, next));
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-4 px-3 py-4">
      <header className="flex items-center justify-between gap-3">
        <Logo />
      </header>
      {failure ? (
        <StateCard title={copy.title('')} text={failure} />
      ) : !view ? (
        <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-slate-600">
          <Spinner size="sm" /> {copy.loading}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <h1 className="break-words text-xl font-semibold tracking-tight text-slate-900">
              {copy.title(view.filename)}
            </h1>
            <p className="text-sm text-slate-600">{copy.from(view.senderName)}</p>
          </div>
          {view.status === 'code' ? (
            <CodeForm token={token} view={view} onConfirmed={confirmed} />
          ) : view.status === 'open' && session ? (
            <SigningView token={token} session={session} view={view} onDone={setView} />
          ) : (
            <StateCard text={copy.states[view.status] ?? copy.states.unavailable ?? ''} />
          )}
        </>
      )}
      <p className="mt-auto pt-4 text-center text-xs text-slate-600">{copy.privacy}</p>
    </main>
  );
}

function StateCard({ title, text }: { title?: string; text: string }) {
  return (
    <section role="status" className="rounded-lg border border-slate-200 bg-white p-5 text-base text-slate-800">
      {title ? <h2 className="sr-only">{title}</h2> : null}
      {text}
    </section>
  );
}

function CodeForm({
  token,
  view,
  onConfirmed,
}: {
  token: string;
  view: OutsideSigningView;
  onConfirmed: (session: string) => Promise<void>;
}) {
  const api = useApiClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const { session } = await outsideApi.confirm(api, token, code.trim());
      await onConfirmed(session);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">{copy.codeTitle}</h2>
      <p className="text-sm text-slate-700">{copy.codeSent(view.email)}</p>
      <TextField
        label={copy.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        className="text-center text-2xl tracking-[0.4em]"
      />
      <Button type="submit" isLoading={isBusy} disabled={code.length !== 6} fullWidth>
        {copy.confirm}
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setNote(null);
          void outsideApi.open(api, token, true).then(
            () => setNote(copy.resent),
            (failure: unknown) => setError(isApiError(failure) ? failure.message : String(failure)),
          );
        }}
      >
        {copy.resend}
      </Button>
      {note ? (
        <p role="status" className="text-sm text-slate-700">
          {note}
        </p>
      ) : null}
    </form>
  );
}

function SigningView({
  token,
  session,
  view,
  onDone,
}: {
  token: string;
  session: string;
  view: OutsideSigningView;
  onDone: (view: OutsideSigningView) => void;
}) {
  const api = useApiClient();
  const [values, setValues] = useState<Record<string, string>>({});
  const [capturing, setCapturing] = useState<EsignFieldView | null>(null);
  const [isDeclining, setDeclining] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(() => zoomFor(screenWidth()));
  useEffect(() => {
    const onResize = () => setZoom(zoomFor(screenWidth()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toFill = view.fields.filter((f) => f.type !== 'date');
  async function act(run: () => Promise<OutsideSigningView>) {
    setBusy(true);
    setError(null);
    try {
      onDone(await run());
      setDeclining(false);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  const sign = () =>
    act(() =>
      outsideApi.sign(
        api,
        token,
        session,
        toFill.map((f) => ({ fieldId: f.fieldId, value: values[f.fieldId] ?? (f.type === 'checkbox' ? 'false' : '') })),
      ),
    );

  return (
    <>
      <p className="text-sm text-slate-700">{copy.fieldsHint(toFill.length)}</p>
      {view.pdfUrl ? (
        <div className="-mx-3 min-w-0 overflow-x-auto">
          <PdfPages
            url={view.pdfUrl}
            zoom={zoom}
            overlay={(page) => (
              <OwnFields
                fields={view.fields.filter((f) => f.page === page)}
                values={values}
                onChange={(fieldId, value) => setValues((all) => ({ ...all, [fieldId]: value }))}
                onCapture={setCapturing}
              />
            )}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="sticky bottom-0 -mx-3 flex gap-3 border-t border-slate-200 bg-white p-3">
        <Button variant="ghost" onClick={() => setDeclining(true)} disabled={isBusy} className="flex-1 shrink">
          {copy.decline}
        </Button>
        <Button onClick={sign} isLoading={isBusy} className="flex-1 shrink">
          {copy.sign}
        </Button>
      </div>
      <SignatureCapture
        open={!!capturing}
        title={capturing ? copy.title(view.filename) : ''}
        onClose={() => setCapturing(null)}
        onApply={(value) => {
          if (capturing) setValues((all) => ({ ...all, [capturing.fieldId]: value }));
          setCapturing(null);
        }}
      />
      <DeclineDialog
        open={isDeclining}
        onClose={() => setDeclining(false)}
        isBusy={isBusy}
        onDecline={(reason) => act(() => outsideApi.decline(api, token, session, reason))}
        copy={copy}
      />
    </>
  );
}
