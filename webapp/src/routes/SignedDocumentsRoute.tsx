import { esignDocumentsCopy as copy } from '@shared/copy/esign-documents';
import { SignedDocumentsList } from '../features/esign/documents/SignedDocumentsList';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';

/** /documents — the account's e-sign documents, from the account menu (issue 37). */
export function SignedDocumentsRoute() {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="sr-only">{copy.title}</h1>
      <Breadcrumbs items={[{ label: copy.title }]} />
      <SignedDocumentsList />
    </div>
  );
}
