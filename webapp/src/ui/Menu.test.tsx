import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, type MenuEntry } from './Menu';
import { placeMenu } from './menu-position';

afterEach(cleanup);

function renderMenu(items: MenuEntry[]) {
  return render(
    <MemoryRouter>
      <Menu label="Post options" trigger={<span>…</span>} items={items} />
      <button type="button">After</button>
    </MemoryRouter>,
  );
}

const actions = (onSelect = vi.fn()): MenuEntry[] => [
  { id: 'edit', label: 'Edit', onSelect },
  { kind: 'divider', id: 'd' },
  { id: 'delete', label: 'Delete', tone: 'danger', onSelect },
  { id: 'reshare', label: 'Reshare', onSelect },
];
const button = () => screen.getByRole('button', { name: 'Post options' });
const focused = () => document.activeElement?.textContent;

describe('Menu (WAI-ARIA menu button)', () => {
  it('is a collapsed menu button until opened, then a labelled menu of items with a separator', () => {
    renderMenu(actions());
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button());
    const menu = screen.getByRole('menu', { name: 'Post options' });
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Delete', 'Reshare']);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(focused()).toBe('Edit');
  });

  it('moves with the arrows (wrapping), Home, End and a typed letter', () => {
    renderMenu(actions());
    fireEvent.keyDown(button(), { key: 'ArrowUp' });
    expect(focused()).toBe('Reshare');
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Edit');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Reshare');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('Edit');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Reshare');
    fireEvent.keyDown(menu, { key: 'd' });
    expect(focused()).toBe('Delete');
  });

  it('closes on Escape with the focus back on the button, and on Tab', () => {
    renderMenu(actions());
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs the chosen action once, closes and gives the focus back to the button', () => {
    const onSelect = vi.fn();
    renderMenu(actions(onSelect));
    fireEvent.click(button());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('closes on a press outside it, and the button toggles it', () => {
    renderMenu(actions());
    fireEvent.click(button());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button());
    fireEvent.click(button());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders in-app routes and external pages as links in the menu', () => {
    renderMenu([
      { id: 'profile', label: 'Profile', to: '/profile' },
      { id: 'help', label: 'Help', href: 'https://example.test/help' },
    ]);
    fireEvent.click(button());
    const [profile, help] = screen.getAllByRole('menuitem');
    expect(profile?.getAttribute('href')).toBe('/profile');
    expect(help?.getAttribute('target')).toBe('_blank');
  });
});

describe('placeMenu', () => {
  const viewport = { width: 400, height: 800 };
  const at = (top: number, left: number) => ({ top, bottom: top + 32, left, right: left + 32, width: 32, height: 32 });
  const menu = { width: 256, height: 200 };
  it('goes below the button, aligned to its end or start, kept 8 px inside the viewport', () => {
    expect(placeMenu(at(100, 300), menu, 'bottom end', viewport)).toEqual({ top: 140, left: 76 });
    expect(placeMenu(at(100, 20), menu, 'bottom start', viewport)).toEqual({ top: 140, left: 20 });
    expect(placeMenu(at(100, 10), menu, 'bottom end', viewport)).toEqual({ top: 140, left: 8 });
    expect(placeMenu(at(100, 300), menu, 'bottom start', viewport)).toEqual({ top: 140, left: 136 });
  });
  it('flips above the button when it does not fit below', () => {
    expect(placeMenu(at(700, 300), menu, 'bottom end', viewport)).toEqual({ top: 492, left: 76 });
  });
});
