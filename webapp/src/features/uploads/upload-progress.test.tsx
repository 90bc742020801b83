import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fractionOf, putFile } from './put-file';
import { UploadProgressList } from './UploadProgressList';
import { overallFraction, percentOf, useUploadProgress } from './use-upload-progress';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('progress math', () => {
  it('turns bytes into fractions and whole percentages, 100 only when done', () => {
    expect(fractionOf(50, 200)).toBe(0.25);
    expect(fractionOf(5, 0)).toBe(0);
    expect(fractionOf(300, 200)).toBe(1);
    expect(percentOf(0.999)).toBe(99);
    expect(percentOf(1)).toBe(100);
    expect(percentOf(Number.NaN)).toBe(0);
    expect(
      overallFraction([
        { name: 'a', fraction: 1 },
        { name: 'b', fraction: 0 },
      ]),
    ).toBe(0.5);
  });

  it('keeps each file at its highest reported fraction', () => {
    const { result } = renderHook(() => useUploadProgress());
    act(() => result.current.start(['a.png', 'b.png']));
    act(() => result.current.report(1, 0.6));
    act(() => result.current.report(1, 0.4));
    expect(result.current.items).toEqual([
      { name: 'a.png', fraction: 0 },
      { name: 'b.png', fraction: 0.6 },
    ]);
    expect(result.current.isUploading).toBe(true);
  });
});

/** A stand-in XMLHttpRequest: only to drive upload progress events. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.onabort?.();
  }
}

describe('putFile with XMLHttpRequest', () => {
  it('reports upload progress as fractions and 1 when stored', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const done = putFile({
      url: '/put',
      file: new Blob(['x']),
      contentType: 'image/png',
      onProgress: (f) => seen.push(f),
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.headers['Content-Type']).toBe('image/png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.status = 200;
    xhr.onload?.();
    await done;
    expect(seen).toEqual([0.25, 1]);
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const done = putFile({ url: '/put', file: new Blob(['x']), contentType: 'image/png', signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('UploadProgressList', () => {
  it('shows each file with its name, percentage and an announced progress bar', () => {
    render(
      <UploadProgressList
        items={[
          { name: 'photo.png', fraction: 0.42 },
          { name: 'clip.mp4', fraction: 1 },
        ]}
      />,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['42', '100']);
    expect(screen.getByText('photo.png')).toBeTruthy();
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
  });
});
