import { messages } from '@shared/messages';
import { UPLOAD_MAX_BYTES } from '@shared/rules';
import { describe, expect, it } from 'vitest';
import {
  contentTypeOf,
  fileProblem,
  postFilePath,
  sanitizeFileName,
  uploadNameOf,
  withoutDuplicateNames,
} from './file-rules';

const fakeFile = (name: string, type = '', size = 10) => ({ name, type, size }) as File;

describe('file names (spec 2 §5)', () => {
  it('turns special characters into underscores and keeps the extension', () => {
    expect(sanitizeFileName('My CV (final)#2.PDF')).toBe('My_CV__final__2.pdf');
    expect(sanitizeFileName('résumé été.docx')).toBe('résumé_été.docx');
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(sanitizeFileName('.hidden')).toBe('hidden');
  });

  it('removes the word admin from a video name and falls back to User Video', () => {
    expect(sanitizeFileName('Admin demo.mp4', 'video')).toBe('demo.mp4');
    expect(sanitizeFileName('admin.mp4', 'video')).toBe(`${messages.composer.userVideo}.mp4`);
    expect(sanitizeFileName('ADMIN!!.mov', 'video')).toBe(`${messages.composer.userVideo}.mov`);
    expect(sanitizeFileName('admin.mp4')).toBe('admin.mp4');
    expect(uploadNameOf(fakeFile('admin.webm', 'video/webm'))).toBe(`${messages.composer.userVideo}.webm`);
  });

  it('leaves out files whose sanitised name is already chosen or earlier in the pick', () => {
    const chosen = [fakeFile('a b.png', 'image/png')];
    const picked = [fakeFile('a_b.png', 'image/png'), fakeFile('c.png', 'image/png'), fakeFile('c.png', 'image/png')];
    expect(withoutDuplicateNames(chosen, picked).map((f) => f.name)).toEqual(['c.png']);
  });

  it('builds the spec file path', () => {
    expect(postFilePath('u1', 'p1', 'a.png')).toBe('uploads/users/u1/posts/p1/original/a.png');
  });

  it('finds a content type for a file the browser did not type, application/zip by default', () => {
    expect(contentTypeOf(fakeFile('x.png'))).toBe('image/png');
    expect(contentTypeOf(fakeFile('x.weird'))).toBe('application/zip');
    expect(contentTypeOf(fakeFile('x.bin', 'application/octet-stream'))).toBe('application/octet-stream');
  });
});

describe('file checks (spec 2 §5)', () => {
  it('refuses a wrong type with the one-file and the several-files texts', () => {
    expect(fileProblem([fakeFile('notes.txt', 'text/plain')], 'image')).toBe(messages.composer.invalidFileType);
    expect(fileProblem([fakeFile('a.png', 'image/png'), fakeFile('b.exe', 'application/x-msdownload')], 'image')).toBe(
      messages.composer.invalidFileTypes,
    );
    expect(fileProblem([fakeFile('clip.png', 'image/png')], 'video')).toBe(messages.composer.invalidFileType);
    expect(fileProblem([fakeFile('clip.mp4', 'video/mp4')], 'video')).toBeNull();
    expect(fileProblem([fakeFile('doc.docx', '')], 'pdf')).toBe(messages.composer.invalidFileType);
    expect(fileProblem([fakeFile('anything.xyz', '')], 'file')).toBeNull();
  });

  it('refuses a file over 100MB', () => {
    expect(fileProblem([fakeFile('big.png', 'image/png', UPLOAD_MAX_BYTES + 1)], 'image')).toBe(
      messages.composer.fileTooLarge,
    );
    expect(fileProblem([fakeFile('ok.png', 'image/png', UPLOAD_MAX_BYTES)], 'image')).toBeNull();
  });
});
