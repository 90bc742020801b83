import { messages } from '@shared/messages';
import { peopleCopy } from '@shared/ui-copy';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import { usePeopleStore } from '../people-store';
import { CsvImportDrawer } from './CsvImportDrawer';

beforeEach(() => usePeopleStore.getState().setCsvOpen(true));
afterEach(() => {
  cleanup();
  usePeopleStore.getState().setCsvOpen(false);
});

const routes = { 'GET /api/search/groups': () => ({ body: { results: [], count: 0 } }) };
const uploadButton = () => screen.getByRole('button', { name: peopleCopy.csv.upload });

async function choose(file: File) {
  const input = screen.getByTestId('csv-file-input');
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
}

describe('Upload Contacts from CSV', () => {
  it('offers the template, the group picker and CHOOSE CSV FILE WITH CONTACTS', () => {
    renderAsViewer(<CsvImportDrawer />, routes);
    expect(screen.getByRole('link', { name: peopleCopy.csv.template }).getAttribute('href')).toBe(
      '/assets/docs/CSVImportTemplate.csv',
    );
    expect(screen.getByRole('combobox', { name: peopleCopy.csv.groupLabel })).toBeTruthy();
    expect(screen.getByPlaceholderText(peopleCopy.csv.groupPlaceholder)).toBeTruthy();
    expect(screen.getByRole('button', { name: peopleCopy.csv.choose })).toBeTruthy();
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
  });

  it('previews the first row of a valid file and enables the upload', async () => {
    renderAsViewer(<CsvImportDrawer />, routes);
    const text = 'Email,First Name,Last Name,Company,Title\r\njane@example.test,Jane,Doe,"Acme, Inc.",CEO\r\n';
    await choose(new File([text], 'contacts.csv', { type: 'text/csv' }));
    const preview = await screen.findByRole('region', { name: peopleCopy.csv.preview });
    expect(preview.textContent).toContain('jane@example.test');
    expect(preview.textContent).toContain('Acme, Inc.');
    await waitFor(() => expect(uploadButton().hasAttribute('disabled')).toBe(false));
  });

  it('refuses a file that is not a CSV, or that is empty', async () => {
    renderAsViewer(<CsvImportDrawer />, routes);
    await choose(new File(['a'], 'contacts.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.csv.invalidType);
    fireEvent.click(screen.getByRole('button', { name: peopleCopy.csv.removeFile }));
    await choose(new File([], 'empty.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.csv.invalidFile);
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
  });

  it('explains the template when no row has a valid e-mail', async () => {
    renderAsViewer(<CsvImportDrawer />, routes);
    await choose(new File(['Email,First Name\nnobody,Jo\n'], 'contacts.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.csv.noValidRows);
  });
});
