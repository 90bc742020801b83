import { messages } from '@shared/messages';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { useToastStore } from '../../ui/toast-store';
import { ViewerProvider } from '../session/viewer-context';
import { FeedbackDialog } from './FeedbackDialog';

beforeEach(() => useToastStore.getState().clear());
afterEach(cleanup);

const session = { user: { id: 'u1', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' }, session: {} };
const submitButton = () => screen.getByRole('button', { name: /^(SUBMIT|PLEASE WAIT\.\.\.)$/ });
const toasts = () => useToastStore.getState().toasts.map((item) => item.message);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderDialog(fetch?: (url: string, init?: RequestInit) => Promise<Response>) {
  const onClose = vi.fn();
  const view = renderWithApp(
    <ViewerProvider session={session as never}>
      <FeedbackDialog open onClose={onClose} />
    </ViewerProvider>,
    { fetch: fetch as never },
  );
  return { ...view, onClose };
}

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'text/plain' });
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('feedback-file-input'), { target: { files } });

describe('FeedbackDialog', () => {
  it('keeps SUBMIT disabled until a rating, feedback or improvements is given', () => {
    renderDialog();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('7'));
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    // Choosing the same score again clears it: the rating is optional.
    fireEvent.click(screen.getByLabelText('7'));
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('What could we improve?'), { target: { value: 'Dark mode' } });
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows the spec's messages for over-long texts and blocks sending", () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText(messages.feedback.feedbackMax)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'x'.repeat(2000) } });
    expect(screen.queryByText(messages.feedback.feedbackMax)).toBeNull();
    fireEvent.change(screen.getByLabelText('What could we improve?'), { target: { value: 'y'.repeat(1001) } });
    expect(screen.getByText(messages.feedback.improvementsMax)).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('keeps at most five files of at most 10 MB, with the spec messages', () => {
    renderDialog();
    pick([file('big.txt', 10 * 1024 * 1024 + 1), file('a.txt', 3)]);
    expect(screen.getByRole('alert').textContent).toBe(messages.feedback.fileTooBig);
    expect(toasts()).toContain(messages.feedback.fileTooBig);
    expect(screen.getByText('a.txt')).toBeTruthy();
    expect(screen.queryByText('big.txt')).toBeNull();
    pick(['b', 'c', 'd', 'e', 'f'].map((name) => file(`${name}.txt`, 3)));
    expect(screen.getByRole('alert').textContent).toBe(messages.feedback.tooManyFiles);
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
  });

  it('reads PLEASE WAIT... while sending, then shows the thank-you dialog', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetch, onClose } = renderDialog((url) =>
      url.includes('/api/feedback/') ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(json(null)),
    );
    fireEvent.click(screen.getByLabelText('9'));
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Great' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('PLEASE WAIT...'));
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/api/feedback/')) as unknown as [
      string,
      RequestInit,
    ];
    expect(call[0]).toBe('/api/feedback/app/user');
    expect(JSON.parse(String(call[1].body))).toEqual({
      userId: 'u1',
      createdBy: 'u1',
      rating: '9',
      feedback: 'Great',
      improvements: '',
      attachments: [],
    });
    await act(async () => answer(json({ isSuccess: true, data: { feedbackId: 'f1' } }, 201)));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("answers a failed call with the spec's message, inline and as a toast", async () => {
    renderDialog((url) =>
      Promise.resolve(url.includes('/api/feedback/') ? json({ isSuccess: false, message: 'boom' }, 503) : json(null)),
    );
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'Great' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.feedback.failed);
    expect(toasts()).toEqual([messages.feedback.failed]);
    expect(submitButton().textContent).toBe('SUBMIT');
  });
});
