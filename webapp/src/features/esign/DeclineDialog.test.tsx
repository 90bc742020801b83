import { esignCopy, outsideSigningCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeclineDialog } from './DeclineDialog';

afterEach(cleanup);

describe('DeclineDialog (the member’s signing dialog and the outside signer’s page)', () => {
  it('asks for a reason in the caller’s words, declines with it trimmed, and keeps it across a reopen', () => {
    const onDecline = vi.fn();
    const onClose = vi.fn();
    const view = (open: boolean) => (
      <DeclineDialog open={open} onClose={onClose} isBusy={false} onDecline={onDecline} copy={outsideSigningCopy} />
    );
    const { rerender } = render(view(true));
    expect(screen.getByRole('alertdialog', { name: outsideSigningCopy.declineTitle })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: outsideSigningCopy.declineConfirm }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(outsideSigningCopy.declineReason), { target: { value: '  Wrong amount ' } });
    rerender(view(false));
    rerender(view(true));
    expect((screen.getByLabelText(outsideSigningCopy.declineReason) as HTMLTextAreaElement).value).toBe(
      '  Wrong amount ',
    );
    fireEvent.click(screen.getByRole('button', { name: outsideSigningCopy.declineConfirm }));
    expect(onDecline).toHaveBeenCalledWith('Wrong amount');
    fireEvent.click(screen.getByRole('button', { name: outsideSigningCopy.cancel }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the member’s own label', () => {
    render(<DeclineDialog open onClose={() => {}} isBusy={false} onDecline={() => {}} copy={esignCopy} />);
    expect(screen.getByLabelText(esignCopy.declineReason)).toBeTruthy();
  });
});
