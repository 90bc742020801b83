import type { ContactImportProgress } from '@shared/api/contacts';
import { CSV_IMPORT_COLUMNS } from '@shared/csv-template';
import { waitFor } from '../../platform/queue/testing/wait-for';
import type { ApiAnswer, TestClient } from '../../testing/api-client';

export const CSV_HEADER = CSV_IMPORT_COLUMNS.join(',');

/** POST /api/contact/import as the web app sends it: multipart with the file last. */
export async function uploadContacts(
  client: TestClient,
  file: { name: string; content: string | Uint8Array<ArrayBuffer>; type?: string },
  fields: Record<string, string | undefined> = {},
): Promise<ApiAnswer> {
  const form = new FormData();
  const all = { userId: client.user?.id, message: 'Join me on the workspace', ...fields };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) form.append(key, value);
  form.append('file', new Blob([file.content], { type: file.type ?? 'text/csv' }), file.name);
  const headers: Record<string, string> = { origin: client.baseUrl };
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  const response = await fetch(`${client.baseUrl}/api/contact/import`, { method: 'POST', body: form, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the raw text is the body.
  }
  return { status: response.status, body, headers: response.headers };
}

/** Waits until the queue has sent every row of the import. */
export function importDone(client: TestClient, importId: string, timeoutMs = 20_000): Promise<ContactImportProgress> {
  return waitFor(async () => {
    const res = await client.get(`/api/contact/import/${importId}`);
    return res.body.data?.status === 'done' ? (res.body.data as ContactImportProgress) : null;
  }, timeoutMs);
}

/** A CSV of `count` contacts at fresh addresses, CRLF-separated, header first. */
export function contactsCsv(count: number, label = 'contact'): string {
  const run = Math.random().toString(36).slice(2, 8);
  const lines = [CSV_HEADER];
  for (let i = 0; i < count; i++)
    lines.push(`${label}-${run}-${i}@example.test,First${i},Last${i},Company ${i},Title ${i}`);
  return `${lines.join('\r\n')}\r\n`;
}
