import { esignCopy } from '@shared/ui-copy';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Tabs } from '../../ui/Tabs';

/**
 * A signature drawn with signature_pad (a PNG data URL) or typed (the text): spec 3 §4.3's
 * SIGN NOW, as Documenso and DocuSeal offer it.
 */
export function SignatureCapture({
  open,
  title,
  onClose,
  onApply,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onApply: (value: string) => void;
}) {
  const [mode, setMode] = useState<'draw' | 'type'>('type');
  const [typed, setTyped] = useState('');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    if (!open || mode !== 'draw') return;
    let pad: SignaturePad | null = null;
    let isCurrent = true;
    const frame = requestAnimationFrame(() => {
      void import('signature_pad').then(({ default: Pad }) => {
        const canvas = canvasRef.current;
        if (!isCurrent || !canvas) return;
        const ratio = window.devicePixelRatio || 1;
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = canvas.offsetHeight * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad = new Pad(canvas, { penColor: '#0c1a4b' });
        padRef.current = pad;
      });
    });
    return () => {
      isCurrent = false;
      cancelAnimationFrame(frame);
      pad?.off();
      padRef.current = null;
    };
  }, [open, mode]);

  function apply() {
    if (mode === 'type') {
      if (typed.trim()) onApply(typed.trim());
      return;
    }
    const pad = padRef.current;
    if (pad && !pad.isEmpty()) onApply(pad.toDataURL('image/png'));
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="md"
      actions={
        <>
          {mode === 'draw' ? (
            <Button variant="ghost" onClick={() => padRef.current?.clear()}>
              {esignCopy.clear}
            </Button>
          ) : null}
          <Button onClick={apply}>{esignCopy.apply}</Button>
        </>
      }
    >
      <Tabs
        label={title}
        selectedId={mode}
        onChange={(id) => setMode(id as 'draw' | 'type')}
        items={[
          { id: 'type', label: esignCopy.type },
          { id: 'draw', label: esignCopy.draw },
        ]}
      />
      {mode === 'type' ? (
        <label className="flex flex-col gap-2">
          <span className="text-sm text-slate-700">{esignCopy.typeHere}</span>
          <input
            className="rounded-md border border-slate-300 px-3 py-2 font-serif text-2xl italic"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply();
            }}
          />
        </label>
      ) : (
        <canvas
          ref={canvasRef}
          aria-label={esignCopy.drawHere}
          role="img"
          className="h-40 w-full touch-none rounded-md border border-dashed border-slate-400 bg-white"
        />
      )}
    </Dialog>
  );
}
