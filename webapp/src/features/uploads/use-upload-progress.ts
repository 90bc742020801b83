import { useCallback, useMemo, useState } from 'react';

/** One file's upload as the progress list shows it. */
export type UploadProgressItem = { name: string; fraction: number };

/** A fraction as a whole percentage, 0 to 100 (never 100 before the file is done). */
export function percentOf(fraction: number): number {
  if (!(fraction > 0)) return 0;
  if (fraction >= 1) return 100;
  return Math.min(99, Math.floor(fraction * 100));
}

/** The share of all files done, each file counting equally. */
export function overallFraction(items: readonly UploadProgressItem[]): number {
  if (!items.length) return 0;
  return items.reduce((sum, item) => sum + Math.min(1, Math.max(0, item.fraction)), 0) / items.length;
}

/** Progress of one batch of uploads: `start` with the names, `report` from uploadPostFiles' onProgress. */
export function useUploadProgress() {
  const [items, setItems] = useState<UploadProgressItem[]>([]);
  const start = useCallback((names: readonly string[]) => setItems(names.map((name) => ({ name, fraction: 0 }))), []);
  const report = useCallback(
    (index: number, fraction: number) =>
      setItems((current) =>
        current.map((item, position) =>
          position === index ? { ...item, fraction: Math.max(item.fraction, Math.min(1, fraction)) } : item,
        ),
      ),
    [],
  );
  const reset = useCallback(() => setItems([]), []);
  const overall = useMemo(() => overallFraction(items), [items]);
  return { items, overall, start, report, reset, isUploading: items.length > 0 && overall < 1 };
}
