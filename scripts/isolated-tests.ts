// Test files that must run in a module graph of their own. The server and web app projects
// share one module graph per worker (isolate: false, for speed), so a file that replaces a
// module with vi.mock would replace it for every file after it: those run isolated.
// scripts/isolated-tests.test.ts fails when a file with vi.mock is missing here.

export const serverModuleMocks = ['server/features/link-preview/fetch-page.test.ts'];

export const webappModuleMocks = [
  'webapp/src/features/posts/viewers/PdfViewerDialog.test.tsx',
  'webapp/src/features/posts/views/NotificationPostDialog.test.tsx',
  'webapp/src/features/posts/views/ThreadPanel.test.tsx',
  'webapp/src/features/chat/ChatBox.files.test.tsx',
];
