import type { Post } from '@shared/api/posts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAsViewer } from '../../profile/test-viewer';
import { PostCard } from './PostCard';
import { grace, makeFile, makePost, meta } from './test-posts';

afterEach(cleanup);

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  'JaVaScRiPt:alert(document.cookie)',
];

/** Each payload goes into every user-controlled field a card shows. */
function hostilePosts(payload: string): Post[] {
  const author = { ...grace, firstName: payload, lastName: payload, profileAlias: payload };
  const preview = { url: payload, title: payload, image: payload };
  return [
    makePost({ createdBy: author, title: payload, content: `${payload} ${payload}`, type: 'welcome' }),
    makePost({ createdBy: author, content: payload, postMeta: [meta('fileMeta', { postType: 'link', preview })] }),
    makePost({
      content: payload,
      postMeta: [meta('fileMeta', { postType: 'link', preview: { ...preview, url: 'ok.example' } })],
    }),
    makePost({
      createdBy: author,
      content: payload,
      attachments: [
        makeFile(payload, 'image/png', { url: payload, downloadUrl: payload }),
        makeFile(`${payload}.pdf`, 'application/pdf', { url: payload, downloadUrl: payload }),
        makeFile(`${payload}.zip`, '', { url: payload, downloadUrl: payload }),
      ],
    }),
    makePost({ type: 'subscription', title: payload, content: payload, createdBy: author }),
    makePost({
      type: 'esign',
      title: payload,
      content: payload,
      attachments: [makeFile(payload, 'application/pdf', { url: payload, downloadUrl: payload })],
    }),
    makePost({ type: 'schedule', content: payload, postMeta: [meta('fileMeta', { preview: { url: payload } })] }),
    makePost({
      content: payload,
      referencePostId: 'o',
      referencePost: makePost({ createdBy: author, content: payload }),
    }),
  ];
}

describe('PostCard against hostile content', () => {
  it.each(PAYLOADS)('renders %s as text and never as markup or a script link', (payload) => {
    const { container } = renderAsViewer(
      hostilePosts(payload).map((post) => <PostCard key={post.postId} post={post} context={{ kind: 'home' }} />),
      {},
    );
    for (const button of screen.queryAllByRole('button', { name: /show more/ })) fireEvent.click(button);
    expect(container.querySelectorAll('script, svg[onload], [onerror], [onload], iframe, object, embed')).toHaveLength(
      0,
    );
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('src')).not.toBe('x');
      expect(img.getAttribute('src')?.toLowerCase().startsWith('javascript:')).not.toBe(true);
    }
    for (const node of container.querySelectorAll('[href], [src]')) {
      const value = (node.getAttribute('href') ?? node.getAttribute('src') ?? '').trim().toLowerCase();
      expect(value.startsWith('javascript:')).toBe(false);
      expect(value.startsWith('data:')).toBe(false);
    }
    expect(container.textContent).toContain(payload);
    // Our own icons are the only svg elements; none carries user text.
    for (const svg of container.querySelectorAll('svg')) expect(svg.getAttribute('class') ?? '').toContain('lucide');
  });
});
