import type { Applicant } from '@shared/api/jobs';
import { AI_SUMMARY_PREVIEW_CHARS, RATING_DROPDOWN_DEBOUNCE_MS, RATING_LABELS, RATINGS } from '@shared/jobs';
import { messages } from '@shared/messages';
import { jobsCopy } from '@shared/ui-copy';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { Chip } from '../../../ui/Chip';
import { TextArea } from '../../../ui/TextArea';
import { ConnectionCard } from '../../people/connection/ConnectionCard';
import { truncateText } from '../../posts/format/truncate';
import { ratingOf, ratingTone } from '../applicant-filters';
import { displayStatus, statusTone } from '../job-types';
import { ApplicantResume } from './ApplicantResume';
import { useDebouncedAction } from './use-debounced-action';
import { useUpdateApplicant } from './use-update-applicant';

const copy = jobsCopy.details;

/** Save is disabled when the note is empty, a save is under way, or it equals the stored note (spec 3 §5). */
export const canSaveNote = (draft: string, stored: string | null, isSaving: boolean) =>
  draft.trim().length > 0 && !isSaving && draft.trim() !== (stored ?? '').trim();

function AiSummary({ summary }: { summary: string | null }) {
  const [isExpanded, setExpanded] = useState(false);
  if (!summary) return <p className="text-sm text-slate-600">{messages.jobs.noSummary}</p>;
  const cut = truncateText(summary, AI_SUMMARY_PREVIEW_CHARS);
  return (
    <p className="text-sm whitespace-pre-line text-slate-800">
      {isExpanded || !cut.isTruncated ? summary : `${cut.text}… `}
      {cut.isTruncated ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={() => setExpanded((value) => !value)}
          className="rounded font-medium text-accent-700 hover:underline"
        >
          {isExpanded ? jobsCopy.page.showLess : jobsCopy.page.showMore}
        </button>
      ) : null}
    </p>
  );
}

/** Rating dropdown (300 ms), Internal Note with Save, AI Summary, resume, connection (spec 3 §2.7). */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const update = useUpdateApplicant();
  const ratingId = useId();
  const [rating, setRating] = useState(ratingOf(applicant.rating));
  const [note, setNote] = useState(applicant.notes ?? '');
  const ids = { jobId: applicant.jobId, userId: applicant.userId };
  const saveRating = useDebouncedAction(
    (next: (typeof RATINGS)[number]) => update.mutate({ ...ids, change: { rating: next } }),
    RATING_DROPDOWN_DEBOUNCE_MS,
  );
  const isSavingNote = update.isPending && update.variables && 'notes' in update.variables.change;
  const status = displayStatus(applicant.status);
  return (
    <section aria-label={copy.title} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{copy.title}</h2>
        <span className="flex gap-1">
          <Chip tone={statusTone(status)}>{status}</Chip>
          <Chip tone={ratingTone(rating)}>{RATING_LABELS[rating]}</Chip>
        </span>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ratingId} className="text-sm font-medium text-slate-800">
          {copy.rating}
        </label>
        <select
          id={ratingId}
          value={rating}
          onChange={(event) => {
            const next = ratingOf(Number(event.target.value));
            setRating(next);
            saveRating(next);
          }}
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-accent-600 focus:ring-2 focus:ring-accent-100 focus:outline-none"
        >
          {RATINGS.map((value) => (
            <option key={value} value={value}>
              {RATING_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSaveNote(note, applicant.notes, Boolean(isSavingNote)))
            update.mutate({ ...ids, change: { notes: note.trim() } });
        }}
      >
        <TextArea
          label={copy.note}
          placeholder={copy.notePlaceholder}
          value={note}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex justify-end">
          <Button
            type="submit"
            size="sm"
            isLoading={Boolean(isSavingNote)}
            disabled={!canSaveNote(note, applicant.notes, Boolean(isSavingNote))}
          >
            {copy.saveNote}
          </Button>
        </div>
      </form>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-slate-900">{copy.aiSummary}</h3>
        <AiSummary summary={applicant.aiSummary} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{copy.resume}</h3>
        <ApplicantResume postId={applicant.resume} groupId={applicant.groupId} />
      </div>
      <ConnectionCard
        person={{
          userId: applicant.userId,
          firstName: applicant.firstName,
          lastName: applicant.lastName,
          avatar: applicant.logo,
          headline: applicant.headline,
        }}
      />
    </section>
  );
}
