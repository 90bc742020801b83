/**
 * The document viewer's page and zoom (spec 3 §2.3, §9): zoom moves in steps of 0.25 up to 5;
 * the smallest zoom is the initial one, which fits the page to the viewer's width.
 */
export const ZOOM_STEP = 0.25;
export const MAX_ZOOM = 5;

export type DocumentViewState = { page: number; pages: number; zoom: number; minZoom: number };

export type DocumentViewAction =
  | { type: 'opened'; pages: number; fitZoom: number }
  | { type: 'nextPage' }
  | { type: 'previousPage' }
  | { type: 'goToPage'; page: number }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' };

export const initialDocumentView: DocumentViewState = { page: 1, pages: 0, zoom: 1, minZoom: 1 };

/** Rounds away floating-point noise (0.1 + 0.2) so that limits compare exactly. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The zoom that fits a page of `pageWidth` (at zoom 1) into `availableWidth`, at most MAX_ZOOM. */
export function fitWidthZoom(availableWidth: number, pageWidth: number): number {
  if (!(availableWidth > 0) || !(pageWidth > 0)) return 1;
  return Math.min(MAX_ZOOM, round(availableWidth / pageWidth));
}

export function clampZoom(zoom: number, minZoom: number): number {
  return round(Math.min(MAX_ZOOM, Math.max(minZoom, zoom)));
}

export function clampPage(page: number, pages: number): number {
  if (pages < 1) return 1;
  return Math.min(pages, Math.max(1, Math.trunc(page)));
}

export const canZoomIn = (state: DocumentViewState) => state.zoom < MAX_ZOOM;
export const canZoomOut = (state: DocumentViewState) => state.zoom > state.minZoom;
export const hasPreviousPage = (state: DocumentViewState) => state.page > 1;
export const hasNextPage = (state: DocumentViewState) => state.page < state.pages;

export function documentViewReducer(state: DocumentViewState, action: DocumentViewAction): DocumentViewState {
  switch (action.type) {
    case 'opened': {
      const fit = action.fitZoom > 0 ? Math.min(MAX_ZOOM, round(action.fitZoom)) : 1;
      return { page: 1, pages: Math.max(0, action.pages), zoom: fit, minZoom: fit };
    }
    case 'nextPage':
      return { ...state, page: clampPage(state.page + 1, state.pages) };
    case 'previousPage':
      return { ...state, page: clampPage(state.page - 1, state.pages) };
    case 'goToPage':
      return { ...state, page: clampPage(action.page, state.pages) };
    case 'zoomIn':
      return { ...state, zoom: clampZoom(state.zoom + ZOOM_STEP, state.minZoom) };
    case 'zoomOut':
      return { ...state, zoom: clampZoom(state.zoom - ZOOM_STEP, state.minZoom) };
  }
}
