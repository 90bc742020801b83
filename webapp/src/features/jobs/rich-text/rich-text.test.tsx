import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from '../MarkdownText';
import { canSaveDescription } from './description-save';
import { RichTextEditor } from './RichTextEditor';

describe('description SAVE rule', () => {
  it('is disabled when the content is empty or unchanged', () => {
    expect(canSaveDescription('', 'old')).toBe(false);
    expect(canSaveDescription('   ', '')).toBe(false);
    expect(canSaveDescription('old', 'old')).toBe(false);
    expect(canSaveDescription('new', 'old')).toBe(true);
  });
});

describe('markdown rendering', () => {
  it('keeps bold, italic and bullet lists', () => {
    const html = markdownToSafeHtml('**Lead** the _team_\n\n- one\n- two');
    expect(html).toContain('<strong>Lead</strong>');
    expect(html).toContain('<em>team</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
  });

  it('drops raw HTML, scripts and script URLs from stored markdown', () => {
    const html = markdownToSafeHtml(
      'Hi <img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3)) <iframe src="//e"></iframe>',
    );
    expect(html).not.toMatch(/<img|<script|<iframe|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Hi');
  });
});

describe('RichTextEditor', () => {
  it('opens stored markdown formatted and writes markdown back', async () => {
    let latest = '';
    render(<RichTextEditor initialMarkdown={'**Bold** and *it*\n\n- first'} onChange={(md) => (latest = md)} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.querySelector('strong')?.textContent).toBe('Bold');
    expect(box.querySelector('em')?.textContent).toBe('it');
    expect(box.querySelector('ul li')?.textContent).toBe('first');
    await act(async () => screen.getByRole('button', { name: 'Italic' }).click());
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(typeof latest).toBe('string');
  });
});
