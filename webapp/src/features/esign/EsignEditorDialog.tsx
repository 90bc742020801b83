import type { EsignSetupBody } from '@shared/api/content';
import { ESIGN_MAX_SIGNERS, FIELD_TYPES, type FieldType, SIGNER_COLOURS, type SigningOrder } from '@shared/esign';
import { esignCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import { esignKeys, fetchEsignView, saveEsignSetup } from './esign-api';
import { type Box, fieldAt, moved, resized, rounded } from './field-geometry';
import { FullScreenDialog } from './FullScreenDialog';
import { PdfPages } from './PdfPages';
import { type EditorField, editorSetupFrom } from './saved-setup';
import { OutsideSignerForm } from './outside/OutsideSignerForm';
import type { SignerCandidate } from './signer-candidates';
import { patchAfterEvent } from '../../lib/patch-after-event';

type Drag = {
  key: string;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  origin: Box;
  width: number;
  height: number;
};

const colourOf = (signerNumber: number) => SIGNER_COLOURS[(signerNumber - 1) % SIGNER_COLOURS.length] as string;

/**
 * The e-sign document editor (spec 1 §2, §3): the pages, the signers with their colours, the
 * field to place; click a page to place it for the chosen signer, drag to move, drag the
 * corner to resize; advanced options (order, expiry, reminders). SAVE stores the set-up.
 */
export function EsignEditorDialog({
  open,
  onClose,
  contentId,
  filename,
  pdfUrl,
  candidates,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  contentId: string;
  filename: string;
  pdfUrl: string;
  candidates: SignerCandidate[];
  onSaved: (setup: { signers: number; fields: number }) => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // People outside the workspace, added here by address (issue 37); saved ones come back below.
  const [outsiders, setOutsiders] = useState<SignerCandidate[]>([]);
  const signers = useMemo(() => [...candidates, ...outsiders].slice(0, ESIGN_MAX_SIGNERS), [candidates, outsiders]);
  const [signerNumber, setSignerNumber] = useState(1);
  const [fieldType, setFieldType] = useState<FieldType>('signature');
  const [fields, setFields] = useState<EditorField[]>([]);
  const [order, setOrder] = useState<SigningOrder>('parallel');
  const [expiresOn, setExpiresOn] = useState('');
  const [reminderDays, setReminderDays] = useState(0);
  const [isSaving, setSaving] = useState(false);
  const drag = useRef<Drag | null>(null);
  // Each opening starts from the set-up as the server last answered it (saved this session or
  // an earlier one): CANCEL drops what was not saved.
  const saved = useQuery({
    queryKey: esignKeys.view(contentId),
    queryFn: () => fetchEsignView(api, contentId),
    enabled: open,
  });
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!open) restoredFor.current = null;
  }, [open]);
  useEffect(() => {
    if (!open || !saved.data || restoredFor.current === contentId) return;
    restoredFor.current = contentId;
    const savedOutsiders = saved.data.signers.flatMap((s) =>
      !s.userId && s.email ? [{ userId: null, email: s.email, name: s.firstName }] : [],
    );
    setOutsiders(savedOutsiders);
    const setup = editorSetupFrom(saved.data, [...candidates, ...savedOutsiders].slice(0, ESIGN_MAX_SIGNERS));
    if (!setup) {
      setFields([]);
      return;
    }
    setFields(setup.fields);
    setOrder(setup.order);
    setExpiresOn(setup.expiresOn);
    setReminderDays(setup.reminderDays);
  }, [open, saved.data, contentId, candidates]);

  function place(page: number, event: PointerEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || !signers.length) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const box = fieldAt(fieldType, (event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height);
    setFields((all) => [...all, { ...box, key: crypto.randomUUID(), signerNumber, type: fieldType, page }]);
  }

  function startDrag(event: PointerEvent<HTMLElement>, field: EditorField, mode: Drag['mode']) {
    event.stopPropagation();
    const overlay = (event.currentTarget as HTMLElement).closest('[data-overlay]') as HTMLElement | null;
    if (!overlay) return;
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    const rect = overlay.getBoundingClientRect();
    drag.current = {
      key: field.key,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      origin: field,
      width: rect.width,
      height: rect.height,
    };
  }

  function onDrag(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.startX) / current.width;
    const dy = (event.clientY - current.startY) / current.height;
    const box = current.mode === 'move' ? moved(current.origin, dx, dy) : resized(current.origin, dx, dy);
    setFields((all) => all.map((f) => (f.key === current.key ? { ...f, ...box } : f)));
  }

  const nudge = (key: string, dx: number, dy: number) =>
    setFields((all) => all.map((f) => (f.key === key ? { ...f, ...moved(f, dx, dy) } : f)));

  async function save() {
    const body: EsignSetupBody = {
      contentId,
      signers: signers.map((s) => (s.userId ? { userId: s.userId } : { email: s.email ?? '', name: s.name })),
      fields: fields.map((f) => ({ signerNumber: f.signerNumber, type: f.type, page: f.page, ...rounded(f) })),
      signingOrder: order,
      expiresAt: expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null,
      reminderDays,
    };
    setSaving(true);
    try {
      const saved = await saveEsignSetup(api, body);
      patchAfterEvent(queryClient, esignKeys.view(contentId), () => saved);
      onSaved({ signers: signers.length, fields: fields.length });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const aside = (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{esignCopy.signers}</legend>
        {signers.length === 0 ? <p className="text-sm text-slate-600">{esignCopy.noSigners}</p> : null}
        {signers.map((signer, index) => (
          <label
            key={signer.userId ?? signer.email}
            className={clsx(
              'flex cursor-pointer items-center gap-2 rounded-md border p-2 text-sm',
              signerNumber === index + 1 ? 'border-slate-900 bg-slate-50' : 'border-slate-200',
            )}
          >
            <input
              type="radio"
              name="esign-signer"
              checked={signerNumber === index + 1}
              onChange={() => setSignerNumber(index + 1)}
            />
            <span aria-hidden="true" className="size-3 rounded-full" style={{ background: colourOf(index + 1) }} />
            <span className="min-w-0 flex-1 truncate">
              {index + 1}. {signer.name}
            </span>
            <span className="text-xs text-slate-500">{fields.filter((f) => f.signerNumber === index + 1).length}</span>
          </label>
        ))}
        {signers.length < ESIGN_MAX_SIGNERS ? (
          <OutsideSignerForm
            taken={signers.flatMap((s) => (s.email ? [s.email] : []))}
            onAdd={(person) => setOutsiders((all) => [...all, { userId: null, ...person }])}
          />
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{esignCopy.fieldTypes}</legend>
        <div className="flex flex-wrap gap-2">
          {FIELD_TYPES.map((type) => (
            <Button
              key={type}
              size="sm"
              variant={fieldType === type ? 'primary' : 'secondary'}
              aria-pressed={fieldType === type}
              onClick={() => setFieldType(type)}
            >
              {esignCopy.fieldNames[type]}
            </Button>
          ))}
        </div>
        <p className="text-xs text-slate-600">{esignCopy.placeHint}</p>
      </fieldset>
      <details className="rounded-md border border-slate-200 p-2 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">{esignCopy.advanced}</summary>
        <div className="mt-2 flex flex-col gap-3">
          <fieldset className="flex flex-col gap-1">
            <legend className="text-slate-700">{esignCopy.signingOrder}</legend>
            {(['parallel', 'sequential'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="esign-order" checked={order === value} onChange={() => setOrder(value)} />
                {esignCopy[value]}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1">
            <span className="text-slate-700">{esignCopy.expiresAt}</span>
            <input
              type="date"
              className="rounded-md border border-slate-300 px-2 py-1"
              value={expiresOn}
              min={new Date().toISOString().slice(0, 10)}
              onChange={(event) => setExpiresOn(event.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-slate-700">{esignCopy.reminderDays}</span>
            <input
              type="number"
              min={0}
              max={30}
              className="rounded-md border border-slate-300 px-2 py-1"
              value={reminderDays}
              onChange={(event) => setReminderDays(Math.max(0, Math.min(30, Number(event.target.value) || 0)))}
            />
          </label>
        </div>
      </details>
    </>
  );

  return (
    <FullScreenDialog
      open={open}
      onClose={onClose}
      title={esignCopy.editorTitle(filename)}
      aside={aside}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {esignCopy.cancel}
          </Button>
          <Button onClick={save} isLoading={isSaving} disabled={!signers.length || !fields.length}>
            {isSaving ? esignCopy.saving : esignCopy.save}
          </Button>
        </>
      }
    >
      <PdfPages
        url={pdfUrl}
        overlay={(page) => (
          <div
            data-overlay
            className="absolute inset-0 cursor-crosshair"
            onPointerDown={(event) => place(page, event)}
            onPointerMove={onDrag}
            onPointerUp={() => {
              drag.current = null;
            }}
          >
            {fields
              .filter((f) => f.page === page)
              .map((field) => (
                <div
                  key={field.key}
                  className="group absolute flex items-center justify-center border-2 text-[11px] font-medium"
                  style={{
                    left: `${field.x * 100}%`,
                    top: `${field.y * 100}%`,
                    width: `${field.width * 100}%`,
                    height: `${field.height * 100}%`,
                    borderColor: colourOf(field.signerNumber),
                    background: `${colourOf(field.signerNumber)}22`,
                    color: colourOf(field.signerNumber),
                  }}
                >
                  <button
                    type="button"
                    className="absolute inset-0 cursor-move truncate px-1 text-left"
                    aria-label={`${esignCopy.fieldNames[field.type]}, ${esignCopy.signerOrder(field.signerNumber)}`}
                    onPointerDown={(event) => startDrag(event, field, 'move')}
                    onKeyDown={(event) => {
                      const step = 0.01;
                      if (event.key === 'ArrowLeft') nudge(field.key, -step, 0);
                      else if (event.key === 'ArrowRight') nudge(field.key, step, 0);
                      else if (event.key === 'ArrowUp') nudge(field.key, 0, -step);
                      else if (event.key === 'ArrowDown') nudge(field.key, 0, step);
                      else if (event.key === 'Delete' || event.key === 'Backspace')
                        setFields((all) => all.filter((f) => f.key !== field.key));
                      else return;
                      event.preventDefault();
                    }}
                  >
                    {esignCopy.fieldNames[field.type]} · {field.signerNumber}
                  </button>
                  <button
                    type="button"
                    aria-label={esignCopy.removeField}
                    className="absolute -top-2.5 -right-2.5 hidden size-5 items-center justify-center rounded-full bg-white shadow group-hover:flex group-focus-within:flex"
                    onPointerDown={(event) => event.stopPropagation()}
                    onClick={() => setFields((all) => all.filter((f) => f.key !== field.key))}
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                  <span
                    aria-hidden="true"
                    data-resize
                    className="absolute -right-1 -bottom-1 size-3 cursor-se-resize rounded-sm bg-current"
                    onPointerDown={(event) => startDrag(event, field, 'resize')}
                  />
                </div>
              ))}
          </div>
        )}
      />
    </FullScreenDialog>
  );
}
