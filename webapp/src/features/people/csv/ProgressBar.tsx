import { clsx } from 'clsx';

/** A determinate progress bar with its label and value announced. */
export function ProgressBar({
  label,
  value,
  max = 100,
  text,
}: {
  label: string;
  value: number;
  max?: number;
  text: string;
}) {
  const width = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="tabular-nums text-slate-600">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={clsx('h-full rounded-full bg-accent-600 transition-[width] duration-200')}
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  );
}
