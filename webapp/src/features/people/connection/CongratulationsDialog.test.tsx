import { peopleCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import { usePeopleStore } from '../people-store';
import { CongratulationsDialog } from './CongratulationsDialog';

const copy = peopleCopy.congratulations;
const other = { userId: 'u2', firstName: 'Grace', lastName: 'Hopper', avatar: null };

afterEach(() => {
  cleanup();
  usePeopleStore.setState({ congratulation: null });
});

describe('the congratulations dialog (spec 3 §2.5)', () => {
  it('shows both people and CONTINUE, which opens the relationship', async () => {
    usePeopleStore.setState({ congratulation: { other } });
    renderAsViewer(<CongratulationsDialog />, {});
    expect(await screen.findByText(copy.text('Grace Hopper'))).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: copy.continue }));
    expect(usePeopleStore.getState().congratulation).toBeNull();
  });

  it('offers the group workspace and the workspace with the person after a group invitation', async () => {
    usePeopleStore.setState({ congratulation: { other, group: { groupId: 'g1', name: 'Compilers' } } });
    renderAsViewer(<CongratulationsDialog />, {});
    expect(await screen.findByText(copy.groupText('Grace Hopper', 'Compilers'))).toBeTruthy();
    expect(screen.getByRole('button', { name: copy.visitGroup })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'VISIT WORKSPACE WITH GRACE' })).toBeTruthy();
  });
});
