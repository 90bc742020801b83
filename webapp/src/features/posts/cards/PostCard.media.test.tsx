import { messages } from '@shared/messages';
import { postsCopy } from '@shared/ui-copy';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import { mayHoldLink } from './LinkifiedText';
import { PostCard } from './PostCard';
import { makeFile, makePost, meta } from './test-posts';

afterEach(cleanup);
const home = { kind: 'home' } as const;
const images = (n: number) => Array.from({ length: n }, (_, i) => makeFile(`photo-${i + 1}.jpg`, 'image/jpeg'));

describe('PostCard text', () => {
  it("cuts long text at 200 characters with 'show more', keeping line breaks", () => {
    const text = `First line\n${'x'.repeat(300)}`;
    renderAsViewer(<PostCard post={makePost({ content: text })} context={home} />, {});
    const paragraph = screen.getByText(
      (_, node) => node?.tagName === 'P' && !!node.textContent?.startsWith('First line'),
    );
    expect(paragraph.className).toContain('whitespace-pre-wrap');
    expect(paragraph.textContent).toContain(`First line\n${'x'.repeat(189)}... ${postsCopy.showMore}`);
    fireEvent.click(screen.getByRole('button', { name: postsCopy.showMore }));
    expect(paragraph.textContent).toBe(text);
  });

  it('turns URLs into safe new-tab links', async () => {
    renderAsViewer(
      <PostCard post={makePost({ content: 'See example.com/a and https://b.test/x' })} context={home} />,
      {},
    );
    // The text shows at once; linkify loads on first need and makes the links.
    expect(screen.getByText('See example.com/a and https://b.test/x')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'https://b.test/x' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'example.com/a' }).getAttribute('href')).toBe('http://example.com/a');
  });

  it('leaves text with nothing link-like as text, and finds e-mail addresses and bare domains', () => {
    for (const plain of ['Lunch at 12:30, see you there.', 'e.g. a note', 'Q3 report: 4.5% up']) {
      expect(mayHoldLink(plain), plain).toBe(false);
    }
    for (const linked of ['mail grace@corp.example', 'see rapport.app', 'ftp://x', 'localhost:3000', 'münchen.de']) {
      expect(mayHoldLink(linked), linked).toBe(true);
    }
  });
});

describe('PostCard media', () => {
  it("shows 1, 2 or 3 tiles and '+ N' on the third past three", () => {
    renderAsViewer(<PostCard post={makePost({ attachments: images(2) })} context={home} />, {});
    expect(screen.getAllByRole('button', { name: /Open image/ })).toHaveLength(2);
    cleanup();
    renderAsViewer(<PostCard post={makePost({ attachments: images(5) })} context={home} />, {});
    const tiles = screen.getAllByRole('button', { name: /Open image/ });
    expect(tiles).toHaveLength(3);
    expect(tiles[2]?.textContent).toContain(postsCopy.moreImages(2));
  });

  it('shows file tiles by type with a download link', () => {
    const files = [
      makeFile('deck.pdf', 'application/pdf'),
      makeFile('sheet.xlsx', ''),
      makeFile('notes.zip', '', { downloadUrl: null }),
    ];
    const { container } = renderAsViewer(<PostCard post={makePost({ attachments: files })} context={home} />, {});
    expect([...container.querySelectorAll('[data-file-kind]')].map((n) => n.getAttribute('data-file-kind'))).toEqual([
      'pdf',
      'sheet',
      'zip',
    ]);
    expect(screen.getByRole('button', { name: postsCopy.openFile('deck.pdf') })).toBeTruthy();
    expect(screen.getByRole('link', { name: postsCopy.download('deck.pdf') }).getAttribute('href')).toBe(
      files[0]?.downloadUrl,
    );
    expect(screen.queryByRole('link', { name: postsCopy.download('notes.zip') })).toBeNull();
  });

  it('shows skeletons while files are processed, and the unavailable panel for a blocked post', () => {
    const pending = makePost({
      status: 'pending',
      attachments: [makeFile('a.jpg', 'image/jpeg', { url: null, downloadUrl: null })],
    });
    renderAsViewer(<PostCard post={pending} context={home} />, {});
    expect(screen.getByText(messages.posts.pendingProcessing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Open image/ })).toBeNull();
    cleanup();
    renderAsViewer(<PostCard post={makePost({ status: 'blocked', attachments: images(1) })} context={home} />, {});
    expect(screen.getByText(messages.posts.unavailableTitle)).toBeTruthy();
    expect(screen.getByText(messages.posts.unavailableText)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Open image/ })).toBeNull();
  });

  it('plays a video with controls, loading only its metadata', () => {
    const { container } = renderAsViewer(
      <PostCard post={makePost({ attachments: [makeFile('clip.mp4', 'video/mp4')] })} context={home} />,
      {},
    );
    const video = container.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
  });

  it('shows a link card that falls back to the default image when its image breaks', () => {
    const preview = { url: 'news.example/story', title: 'Big news', image: 'https://img.example/x.png' };
    const { container } = renderAsViewer(
      <PostCard post={makePost({ postMeta: [meta('fileMeta', { postType: 'link', preview })] })} context={home} />,
      {},
    );
    const card = screen.getByRole('link', { name: /Big news/ });
    expect(card.getAttribute('href')).toBe('http://news.example/story');
    const image = container.querySelector('img[src="https://img.example/x.png"]');
    expect(image).toBeTruthy();
    fireEvent.error(image as Element);
    expect(screen.getByTestId('link-default-image')).toBeTruthy();
  });
});
