import { FEEDBACK_RATING_MAX } from '@shared/rules';
import { feedbackCopy } from '@shared/ui-copy';
import { clsx } from 'clsx';

const SCALE = Array.from({ length: FEEDBACK_RATING_MAX + 1 }, (_, value) => value);

/** The 0 to 10 scale as radio buttons; choosing the chosen value again clears it (the rating is optional). */
export function RatingScale({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'feedback-rating-error' : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-11 gap-1">
        {SCALE.map((score) => (
          <label
            key={score}
            className={clsx(
              'flex h-9 cursor-pointer items-center justify-center rounded-md border text-sm font-semibold tabular-nums transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
              value === score
                ? 'border-accent-600 bg-accent-600 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-accent-600 hover:bg-accent-50',
            )}
          >
            <input
              type="radio"
              name="feedback-rating"
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              onClick={() => value === score && onChange(null)}
              className="sr-only"
            />
            {score}
          </label>
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-600">
        <span>{feedbackCopy.ratingLow}</span>
        <span>{feedbackCopy.ratingHigh}</span>
      </div>
      {error ? (
        <p id="feedback-rating-error" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
