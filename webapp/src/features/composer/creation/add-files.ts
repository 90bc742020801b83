import { toast } from '../../../ui/toast-store';
import { fileProblem, type UploadKind, withoutDuplicateNames } from '../../uploads/file-rules';
import { useComposerStore } from '../composer-store';

/**
 * Adds picked files to the draft after the spec's checks (spec 2 §5): a wrong type or a
 * file over 100MB is refused with its message; names already chosen are left out. A video
 * replaces the one chosen before.
 */
export function addFilesToDraft(picked: readonly File[], kind: UploadKind): boolean {
  if (!picked.length) return false;
  const problem = fileProblem(picked, kind);
  if (problem) {
    toast.error(problem);
    return false;
  }
  const { draft, setFiles } = useComposerStore.getState();
  if (kind === 'video' || kind === 'pdf') {
    setFiles(picked.slice(0, 1));
    return true;
  }
  setFiles([...draft.files, ...withoutDuplicateNames(draft.files, picked)]);
  return true;
}
