import { messages } from '@shared/messages';
import { postViewsCopy, uiCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfViewerDialog, type ViewedDocument } from './PdfViewerDialog';

const copy = postViewsCopy.document;

// pdf.js itself needs a real browser; a three-page document of 600 × 800 pt stands in for it.
const pdf = vi.hoisted(() => ({ fails: false, rendered: [] as { page: number; scale: number }[] }));
vi.mock('./pdf-library', () => ({
  openPdf: () => ({
    promise: pdf.fails
      ? Promise.reject(new Error('network'))
      : Promise.resolve({
          numPages: 3,
          getPage: async (page: number) => ({
            getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
            render: ({ viewport }: { viewport: { width: number } }) => {
              pdf.rendered.push({ page, scale: viewport.width / 600 });
              return { promise: Promise.resolve(), cancel: () => {} };
            },
          }),
        }),
    destroy: async () => {},
  }),
}));

afterEach(() => {
  cleanup();
  pdf.fails = false;
  pdf.rendered = [];
});

const file: ViewedDocument = {
  url: 'https://files.test/plan.pdf',
  name: 'plan.pdf',
  downloadUrl: 'https://files.test/plan.pdf?dl=1',
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('PdfViewerDialog', () => {
  it('is closed without a file', () => {
    render(<PdfViewerDialog file={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages through the document and zooms between the initial zoom and 5', async () => {
    render(<PdfViewerDialog file={file} onClose={() => {}} />);
    expect(await screen.findByText(copy.pageOf(1, 3))).toBeTruthy();
    expect(button(copy.previousPage).disabled).toBe(true);
    expect(button(copy.zoomOut).disabled).toBe(true);
    fireEvent.click(button(copy.nextPage));
    fireEvent.click(button(copy.nextPage));
    expect(screen.getByText(copy.pageOf(3, 3))).toBeTruthy();
    expect(button(copy.nextPage).disabled).toBe(true);
    fireEvent.click(button(copy.zoomIn));
    expect(screen.getByText(copy.zoomLevel(1.25))).toBeTruthy();
    expect(button(copy.zoomOut).disabled).toBe(false);
    await vi.waitFor(() => expect(pdf.rendered.at(-1)).toEqual({ page: 3, scale: 1.25 }));
    expect(screen.getByRole('link', { name: copy.download }).getAttribute('href')).toBe(file.downloadUrl);
  });

  it("shows the spec's download failure with a retry", async () => {
    pdf.fails = true;
    render(<PdfViewerDialog file={file} onClose={() => {}} />);
    expect(await screen.findByText(messages.posts.downloadFailed)).toBeTruthy();
    pdf.fails = false;
    fireEvent.click(screen.getByRole('button', { name: uiCopy.states.retry }));
    expect(await screen.findByText(copy.pageOf(1, 3))).toBeTruthy();
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<PdfViewerDialog file={file} onClose={onClose} />);
    fireEvent.click(button(copy.close));
    expect(onClose).toHaveBeenCalled();
  });
});
