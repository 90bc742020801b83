import type { EsignFieldView, EsignView } from '@shared/api/content';
import { isSignatureImage, SIGNER_COLOURS } from '@shared/esign';
import { messages } from '@shared/messages';
import { esignCopy } from '@shared/ui-copy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { DeclineDialog } from './DeclineDialog';
import { declineEsign, esignKeys, fetchEsignView, signEsign } from './esign-api';
import { FullScreenDialog } from './FullScreenDialog';
import { PdfPages } from './PdfPages';
import { SignatureCapture } from './SignatureCapture';
import { patchAfterEvent } from '../../lib/patch-after-event';

const colourOf = (signerNumber: number) => SIGNER_COLOURS[(signerNumber - 1) % SIGNER_COLOURS.length] as string;

/**
 * The signing view (spec 3 §4.3): the document with every field; the viewer's own are
 * highlighted and filled here (signature drawn or typed, initials, text, a tick; the date fills
 * itself). FINISH SIGNING signs once; DECLINE asks for a reason.
 */
export function EsignSigningDialog({
  open,
  onClose,
  contentId,
}: {
  open: boolean;
  onClose: () => void;
  contentId: string;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: esignKeys.view(contentId),
    queryFn: () => fetchEsignView(api, contentId),
    enabled: open,
  });
  const [values, setValues] = useState<Record<string, string>>({});
  const [capturing, setCapturing] = useState<EsignFieldView | null>(null);
  const [isDeclining, setDeclining] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const data = view.data;
  const mine = data?.viewerSignerNumber ?? null;
  const canFill = !!data?.canSign;

  async function act(run: () => Promise<EsignView>, done: string) {
    setBusy(true);
    try {
      const next = await run();
      patchAfterEvent(queryClient, esignKeys.view(contentId), () => next);
      toast.success(done);
      onClose();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const finish = () =>
    act(
      () =>
        signEsign(
          api,
          contentId,
          (data?.fields ?? [])
            .filter((f) => f.signerNumber === mine && f.type !== 'date')
            .map((f) => ({ fieldId: f.fieldId, value: values[f.fieldId] ?? (f.type === 'checkbox' ? 'false' : '') })),
        ),
      esignCopy.signed,
    );

  function fieldContent(field: EsignFieldView) {
    const value = field.value ?? values[field.fieldId] ?? null;
    if (field.type === 'checkbox') return value === 'true' ? <Check aria-hidden="true" className="size-full" /> : null;
    if (value && isSignatureImage(value)) return <img src={value} alt="" className="size-full object-contain" />;
    if (value) return <span className="truncate font-serif italic">{value}</span>;
    return <span className="truncate">{esignCopy.fieldNames[field.type]}</span>;
  }

  function onField(field: EsignFieldView) {
    if (field.type === 'checkbox')
      setValues((all) => ({ ...all, [field.fieldId]: all[field.fieldId] === 'true' ? 'false' : 'true' }));
    else if (field.type === 'signature' || field.type === 'initials') setCapturing(field);
  }

  const status = !data
    ? null
    : data.state === 'declined'
      ? esignCopy.declined
      : data.state === 'expired'
        ? messages.esign.expired
        : mine === null
          ? esignCopy.notSigner
          : !canFill && data.signers.find((s) => s.signerNumber === mine)?.state === 'pending'
            ? esignCopy.waitingTurn
            : canFill
              ? esignCopy.yourFields(data.fields.filter((f) => f.signerNumber === mine && f.type !== 'date').length)
              : null;

  const aside = data ? (
    <>
      <p className="text-sm font-semibold text-slate-900">{esignCopy.progress(data.signed, data.count)}</p>
      {status ? <p className="text-sm text-slate-700">{status}</p> : null}
      <ol className="flex flex-col gap-2">
        {data.signers.map((s) => (
          <li key={s.signerNumber} className="flex items-center gap-2 text-sm">
            <span aria-hidden="true" className="size-3 rounded-full" style={{ background: s.colour }} />
            <span className="min-w-0 flex-1 truncate">
              {s.signerNumber}. {s.firstName} {s.lastName}
            </span>
            <span className="text-xs text-slate-600">{esignCopy.statusOf[s.state]}</span>
          </li>
        ))}
      </ol>
    </>
  ) : null;

  return (
    <FullScreenDialog
      open={open}
      onClose={onClose}
      title={esignCopy.signTitle(data?.filename ?? '')}
      aside={aside}
      actions={
        canFill ? (
          <>
            <Button variant="ghost" onClick={() => setDeclining(true)} disabled={isBusy}>
              {esignCopy.decline}
            </Button>
            <Button onClick={finish} isLoading={isBusy}>
              {esignCopy.finish}
            </Button>
          </>
        ) : undefined
      }
    >
      {view.isError ? (
        <p role="alert" className="p-6 text-center text-sm text-red-700">
          {isApiError(view.error) ? view.error.message : esignCopy.documentFailed}
        </p>
      ) : !data?.pdfUrl ? (
        <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-slate-600">
          <Spinner size="sm" /> {esignCopy.loadingDocument}
        </p>
      ) : (
        <PdfPages
          url={data.pdfUrl}
          overlay={(page) =>
            data.fields
              .filter((f) => f.page === page)
              .map((field) => {
                const isMine = canFill && field.signerNumber === mine;
                const style = {
                  left: `${field.x * 100}%`,
                  top: `${field.y * 100}%`,
                  width: `${field.width * 100}%`,
                  height: `${field.height * 100}%`,
                  borderColor: colourOf(field.signerNumber),
                  color: colourOf(field.signerNumber),
                  background: isMine ? `${colourOf(field.signerNumber)}26` : 'transparent',
                };
                const label = `${esignCopy.fieldNames[field.type]}, ${esignCopy.signerOrder(field.signerNumber)}`;
                if (isMine && field.type === 'textbox')
                  return (
                    // Several lines: the sealed PDF wraps them in the box (and clips what does not fit).
                    <textarea
                      key={field.fieldId}
                      aria-label={label}
                      className="absolute resize-none overflow-auto border-2 bg-white/80 px-1 text-xs leading-tight text-slate-900"
                      style={style}
                      value={values[field.fieldId] ?? ''}
                      maxLength={2000}
                      onChange={(event) => setValues((all) => ({ ...all, [field.fieldId]: event.target.value }))}
                    />
                  );
                return isMine && field.type !== 'date' ? (
                  <button
                    key={field.fieldId}
                    type="button"
                    aria-label={label}
                    aria-pressed={field.type === 'checkbox' ? values[field.fieldId] === 'true' : undefined}
                    className="absolute flex items-center justify-center overflow-hidden border-2 px-1 text-xs font-medium"
                    style={style}
                    onClick={() => onField(field)}
                  >
                    {fieldContent(field)}
                  </button>
                ) : (
                  <div
                    key={field.fieldId}
                    className="absolute flex items-center justify-center overflow-hidden border border-dashed px-1 text-[10px]"
                    style={style}
                  >
                    {fieldContent(field)}
                  </div>
                );
              })
          }
        />
      )}
      <SignatureCapture
        open={!!capturing}
        title={capturing ? (esignCopy.fieldNames[capturing.type] ?? '') : ''}
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
        onDecline={(reason) => act(() => declineEsign(api, contentId, reason), esignCopy.declined)}
        copy={esignCopy}
      />
    </FullScreenDialog>
  );
}
