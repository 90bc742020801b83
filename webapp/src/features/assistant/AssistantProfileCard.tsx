import { TEST_PERSONA } from '@shared/assistant';
import { messages } from '@shared/messages';
import { assistantCopy } from '@shared/ui-copy';
import { Bot, FlaskConical, Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api-context';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/TextArea';
import { toast } from '../../ui/toast-store';
import { useViewer } from '../session/viewer-context';
import { type AssistantRecord, saveTraining, usePatchAssistantCache } from './assistant-api';
import { useAssistantStore } from './assistant-store';
import { entryDrawer } from './enable-rules';

const copy = assistantCopy.card;
const ABOUT_LIMIT = 340;

/** Shows ACTIVATE only after 500 ms, so a subscription still being checked does not flash it (spec 3 §5). */
function useShownAfter(ms: number): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return isShown;
}

/**
 * The AI Assistant card (spec 1 §4, spec 3 §5): About (340 characters, then more), Train,
 * ACTIVATE when not subscribed, and the Instructional Prompts (the purpose) with edit and Save.
 */
export function AssistantProfileCard({ assistant }: { assistant: AssistantRecord }) {
  const api = useApiClient();
  const viewer = useViewer();
  const navigate = useNavigate();
  const open = useAssistantStore((state) => state.open);
  const patchCache = usePatchAssistantCache();
  const isActivateShown = useShownAfter(500);
  const [isAboutOpen, setIsAboutOpen] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(assistant.purpose);
  const [isSaving, setIsSaving] = useState(false);
  const about = copy.aboutText;
  const isLong = about.length > ABOUT_LIMIT;

  const save = async () => {
    setIsSaving(true);
    try {
      await saveTraining(api, { purpose: draft, assistantId: assistant.assistantId, modifiedBy: viewer.userId });
      patchCache({ purpose: draft.trim(), trained: true });
      setIsEditing(false);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : messages.assistant.requestFailed);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section
      aria-labelledby="assistant-card-title"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <header className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Bot aria-hidden="true" className="size-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 id="assistant-card-title" className="text-base font-semibold text-slate-900">
            {assistant.name}
          </h2>
          <p className="text-xs text-slate-600">{assistantCopy.yourAiAssistant}</p>
        </div>
        {assistant.subscribed ? (
          <span className="text-xs font-semibold text-emerald-700">{copy.activated}</span>
        ) : isActivateShown ? (
          <Button size="sm" onClick={() => navigate('/pricing')}>
            {copy.activate}
          </Button>
        ) : null}
      </header>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-slate-900">{copy.about}</h3>
        <p className="text-sm text-slate-700">
          {isLong && !isAboutOpen ? `${about.slice(0, ABOUT_LIMIT).trimEnd()}…` : about}{' '}
          {isLong ? (
            <button
              type="button"
              className="font-medium text-accent-700 hover:underline"
              onClick={() => setIsAboutOpen((v) => !v)}
            >
              {isAboutOpen ? copy.showLess : copy.showMore}
            </button>
          ) : null}
        </p>
        <button
          type="button"
          className="self-start text-sm font-medium text-accent-700 hover:underline"
          onClick={() => open(entryDrawer({ isSubscribed: assistant.subscribed, isSetupDone: assistant.setup }))}
        >
          {copy.train}
        </button>
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-3">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{copy.prompts}</h3>
          {isEditing ? null : (
            <Button
              size="sm"
              variant="ghost"
              icon={Pencil}
              onClick={() => {
                setDraft(assistant.purpose);
                setIsEditing(true);
              }}
            >
              {copy.edit}
            </Button>
          )}
        </div>
        {isEditing ? (
          <>
            <TextArea
              label={copy.prompts}
              hideLabel
              rows={5}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex justify-end gap-2">
              <Button size="sm" variant="ghost" onClick={() => setIsEditing(false)}>
                {copy.cancel}
              </Button>
              <Button
                size="sm"
                disabled={!assistant.subscribed || draft === assistant.purpose}
                isLoading={isSaving}
                onClick={() => void save()}
              >
                {copy.save}
              </Button>
            </div>
          </>
        ) : (
          <p className="text-sm whitespace-pre-wrap text-slate-700">{assistant.purpose || copy.promptsEmpty}</p>
        )}
      </div>
    </section>
  );
}

/** The test persona's card (spec 3 §5: fixed sample data). */
export function TestPersonaCard() {
  return (
    <section
      aria-labelledby="test-card-title"
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="test-card-title" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <FlaskConical aria-hidden="true" className="size-4" />
        {copy.testTitle}: {TEST_PERSONA.firstName} {TEST_PERSONA.lastName}
      </h2>
      <p className="text-sm text-amber-900">{TEST_PERSONA.headline}</p>
      <p className="text-sm text-amber-900">{copy.testText}</p>
    </section>
  );
}
