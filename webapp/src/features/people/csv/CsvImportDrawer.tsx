import type { ContactImportAccepted } from '@shared/api/contacts';
import { messages } from '@shared/messages';
import { INVITATION_MESSAGE_MAX } from '@shared/rules';
import { peopleCopy } from '@shared/ui-copy';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useProductName } from '../../app-config/use-app-config';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { TextArea } from '../../../ui/TextArea';
import { DrawerActions } from '../DrawerActions';
import { usePeopleStore } from '../people-store';
import { useWorkspaceNav } from '../workspace-nav';
import { CsvFileField } from './CsvFileField';
import { type CsvPreview, inspectCsvFile } from './csv-file';
import { type GroupChoice, GroupPicker } from './GroupPicker';
import { ImportProgress } from './ImportProgress';
import { ProgressBar } from './ProgressBar';
import { useCsvUpload } from './use-csv-upload';

const copy = peopleCopy.csv;
const TEMPLATE_PATH = '/assets/docs/CSVImportTemplate.csv';

type Chosen = { file: File; preview: CsvPreview | null; error: string | null };

/** The form: message, group, template, file with preview, and the upload with progress. */
function CsvImportForm({
  onAccepted,
  onClose,
}: {
  onAccepted: (a: ContactImportAccepted) => void;
  onClose: () => void;
}) {
  const productName = useProductName();
  const nav = useWorkspaceNav();
  const [message, setMessage] = useState(() => messages.people.defaultInvitationMessage(productName));
  const [group, setGroup] = useState<GroupChoice | null>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const upload = useCsvUpload(onAccepted);
  const isTooLong = message.length > INVITATION_MESSAGE_MAX;
  const canUpload = Boolean(chosen?.preview) && !isTooLong && !upload.isPending;
  const templateHref = nav.origin ? new URL(TEMPLATE_PATH, nav.origin).toString() : TEMPLATE_PATH;

  async function choose(file: File) {
    setChosen({ file, preview: null, error: null });
    const result = await inspectCsvFile(file);
    setChosen({ file, preview: result.preview, error: result.error });
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{copy.intro}</p>
      <TextArea
        label={peopleCopy.newRelationship.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        counterMax={INVITATION_MESSAGE_MAX}
        error={isTooLong ? messages.people.invitationMessageTooLongInline : null}
        rows={4}
        disabled={upload.isPending}
      />
      <GroupPicker value={group} onChange={setGroup} />
      <div className="flex flex-col gap-1">
        <a
          href={templateHref}
          download="CSVImportTemplate.csv"
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-accent-700 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          {copy.template}
        </a>
        <p className="text-xs text-slate-600">{copy.templateHint}</p>
      </div>
      <CsvFileField
        file={chosen?.file ?? null}
        preview={chosen?.preview ?? null}
        error={chosen?.error ?? null}
        disabled={upload.isPending}
        onChoose={(file) => void choose(file)}
        onClear={() => setChosen(null)}
      />
      <DrawerActions>
        {upload.isPending ? (
          <div className="w-full pb-1">
            <ProgressBar label={copy.uploading} value={upload.percent} text={`${upload.percent}%`} />
          </div>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => {
            if (upload.isPending) upload.cancel();
            else onClose();
          }}
        >
          {peopleCopy.inviteDialog.cancel}
        </Button>
        <Button
          disabled={!canUpload}
          isLoading={upload.isPending}
          onClick={() => chosen && upload.mutate({ file: chosen.file, message, group })}
        >
          {copy.upload}
        </Button>
      </DrawerActions>
    </div>
  );
}

/** Upload contacts from CSV (spec 1 §2): the form, then the success view with progress. */
export function CsvImportDrawer() {
  const isOpen = usePeopleStore((state) => state.isCsvOpen);
  const setCsvOpen = usePeopleStore((state) => state.setCsvOpen);
  const [accepted, setAccepted] = useState<ContactImportAccepted | null>(null);
  const close = () => {
    setCsvOpen(false);
    setAccepted(null);
  };
  return (
    <Drawer open={isOpen} onClose={close} title={peopleCopy.newRelationship.uploadCsv}>
      {accepted ? (
        <div className="flex flex-col gap-5">
          <ImportProgress accepted={accepted} />
          <Button fullWidth onClick={close}>
            {copy.done}
          </Button>
        </div>
      ) : (
        <CsvImportForm onAccepted={setAccepted} onClose={close} />
      )}
    </Drawer>
  );
}
