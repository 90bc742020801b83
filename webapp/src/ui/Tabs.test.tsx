import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

function Harness({ onChange = vi.fn() }: { onChange?: (id: string) => void }) {
  const [selected, setSelected] = useState('people');
  return (
    <Tabs
      label="Lists"
      selectedId={selected}
      onChange={(id) => {
        onChange(id);
        setSelected(id);
      }}
      items={[
        { id: 'people', label: 'My Relationships', panel: <p>people panel</p> },
        { id: 'groups', label: 'My Groups', hasUnread: true, panel: <p>groups panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('marks the selected tab and shows only its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Lists' })).toBeTruthy();
    const [first, second] = screen.getAllByRole('tab');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(second?.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('people panel')).toBeTruthy();
    expect(screen.queryByText('groups panel')).toBeNull();
  });

  it('switches on click and reports the id', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: /My Groups/ }));
    expect(onChange).toHaveBeenCalledWith('groups');
    expect(screen.getByRole('tab', { name: /My Groups/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('groups panel')).toBeTruthy();
  });

  it('moves with the arrow keys', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'My Relationships' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('groups');
  });

  it('keeps one tab in the Tab order; Home and End select the ends; the panel is labelled by its tab', () => {
    render(<Harness />);
    const [first, second] = screen.getAllByRole('tab');
    expect(first?.tabIndex).toBe(0);
    expect(second?.tabIndex).toBe(-1);
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(second);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: /My Groups/ }).textContent).toBe('groups panel');
    fireEvent.keyDown(second as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(screen.getByRole('tabpanel', { name: 'My Relationships' }).textContent).toBe('people panel');
  });

  it('announces an unread marker', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: /^My Groups\s*, unread$/ })).toBeTruthy();
  });
});
