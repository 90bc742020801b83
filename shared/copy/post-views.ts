/** Full-screen post dialog, thread view, gallery and document viewer (spec 3 §2.1-§2.3). */
export const postViewsCopy = {
  thread: {
    title: 'Thread',
    close: 'Close thread',
    loading: 'Loading the post',
  },
  fullScreen: {
    title: 'Post',
    close: 'Close',
    loading: 'Loading the post',
    loadError: 'This post could not be loaded.',
    /** Spec 3 §2.3: the page for restricted or deleted content. */
    restrictedTitle: 'Content Restricted',
  },
  gallery: {
    label: 'Image gallery',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close gallery',
    download: 'Download image',
  },
  document: {
    toolbarLabel: 'Document controls',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomLevel: (zoom: number) => `${Math.round(zoom * 100)}%`,
    download: 'Download',
    close: 'Close document',
    loading: 'Loading document',
    renderingPage: (page: number) => `Page ${page}`,
    errorTitle: 'The document could not be opened.',
  },
} as const;
