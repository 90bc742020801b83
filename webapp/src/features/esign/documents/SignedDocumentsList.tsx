import type { EsignDocumentItem } from '@shared/api/esign-documents';
import { esignDocumentsCopy as copy } from '@shared/copy/esign-documents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useApiClient } from '../../../lib/api-context';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useViewer } from '../../session/viewer-context';
import { esignDocumentsKey, fetchEsignDocuments } from './esign-documents-api';
import { VerifyAddressNotice } from './VerifyAddressNotice';

const PAGE = 20;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

const stateTone: Record<EsignDocumentItem['state'], string> = {
  processing: 'bg-slate-100 text-slate-800',
  ready: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-50 text-red-800',
  sent: 'bg-amber-50 text-amber-900',
  completed: 'bg-emerald-50 text-emerald-900',
  declined: 'bg-red-50 text-red-800',
  expired: 'bg-slate-100 text-slate-800',
};

function DocumentRow({ item }: { item: EsignDocumentItem }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <FileSignature aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-slate-900" title={item.filename}>
          {item.filename}
        </span>
        <span className="text-xs text-slate-600">
          {copy.roles[item.role]} · {day(item.sentAt)} · {copy.progress(item.signed, item.count)}
        </span>
      </div>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${stateTone[item.state]}`}>
        {copy.states[item.state]}
      </span>
      {item.downloadPath ? (
        <a
          href={item.downloadPath}
          aria-label={copy.downloadLabel(item.filename)}
          className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Download aria-hidden="true" className="size-4" />
          {copy.download}
        </a>
      ) : null}
    </li>
  );
}

/** The account's e-sign documents (issue 37): sent, to sign, and signed by e-mail with its verified address. */
export function SignedDocumentsList() {
  const api = useApiClient();
  const viewer = useViewer();
  const [limit, setLimit] = useState(PAGE);
  const list = useQuery({
    queryKey: [...esignDocumentsKey, limit],
    queryFn: () => fetchEsignDocuments(api, limit),
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  return (
    <div className="flex flex-col gap-4">
      {page && !page.emailVerified ? <VerifyAddressNotice email={viewer.email} /> : null}
      <section aria-labelledby="documents-heading" className="rounded-lg border border-slate-200 bg-white">
        <div className="border-b border-slate-200 px-4 py-3">
          <h2 id="documents-heading" className="text-base font-semibold text-slate-900">
            {copy.title}
          </h2>
          <p className="text-sm text-slate-700">{copy.intro}</p>
        </div>
        {!page ? (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        ) : page.results.length === 0 ? (
          <p className="p-4 text-sm text-slate-700">{copy.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {page.results.map((item) => (
              <DocumentRow key={item.contentId} item={item} />
            ))}
          </ul>
        )}
        {page && page.count > page.results.length ? (
          <div className="border-t border-slate-200 p-3">
            <Button
              variant="ghost"
              onClick={() => setLimit((n) => Math.min(100, n + PAGE))}
              isLoading={list.isFetching}
            >
              {copy.more}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
