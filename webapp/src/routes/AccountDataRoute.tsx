import { accountDataCopy as copy } from '@shared/copy/account-data';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DataExportSection } from '../features/account/DataExportSection';
import { DeleteAccountSection } from '../features/account/DeleteAccountSection';
import { Breadcrumbs } from '../features/shell/Breadcrumbs';

/** /account/data — "Download my data" and "Delete my account" (issue 39), from the account menu. */
export function AccountDataRoute() {
  const { hash } = useLocation();
  // "Delete my account" in the menu lands on its section.
  useEffect(() => {
    if (hash === '#delete') document.getElementById('delete')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="sr-only">{copy.title}</h1>
      <Breadcrumbs items={[{ label: copy.title }]} />
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
