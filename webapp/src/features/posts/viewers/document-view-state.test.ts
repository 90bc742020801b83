import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  type DocumentViewAction,
  type DocumentViewState,
  documentViewReducer,
  fitWidthZoom,
  hasNextPage,
  hasPreviousPage,
  initialDocumentView,
  MAX_ZOOM,
  ZOOM_STEP,
} from './document-view-state';

const run = (state: DocumentViewState, ...actions: DocumentViewAction[]) => actions.reduce(documentViewReducer, state);
const opened = (pages: number, fitZoom: number) => run(initialDocumentView, { type: 'opened', pages, fitZoom });

describe('document view: zoom', () => {
  it('fits the page to the width and never beyond the maximum', () => {
    expect(fitWidthZoom(900, 600)).toBe(1.5);
    expect(fitWidthZoom(10_000, 600)).toBe(MAX_ZOOM);
    expect(fitWidthZoom(0, 600)).toBe(1);
  });

  it('starts at the fitted zoom, which is also the smallest', () => {
    const state = opened(3, 0.8);
    expect(state).toEqual({ page: 1, pages: 3, zoom: 0.8, minZoom: 0.8 });
    expect(canZoomOut(state)).toBe(false);
    expect(run(state, { type: 'zoomOut' }).zoom).toBe(0.8);
  });

  it('moves in steps of 0.25', () => {
    expect(ZOOM_STEP).toBe(0.25);
    const state = run(opened(1, 1), { type: 'zoomIn' }, { type: 'zoomIn' });
    expect(state.zoom).toBe(1.5);
    expect(run(state, { type: 'zoomOut' }).zoom).toBe(1.25);
  });

  it('stops at 5', () => {
    const state = run(opened(1, 4.6), { type: 'zoomIn' }, { type: 'zoomIn' }, { type: 'zoomIn' });
    expect(state.zoom).toBe(5);
    expect(canZoomIn(state)).toBe(false);
  });

  it('zooms back out no further than the initial zoom', () => {
    const state = run(opened(1, 0.6), { type: 'zoomIn' }, { type: 'zoomOut' }, { type: 'zoomOut' });
    expect(state.zoom).toBe(0.6);
  });
});

describe('document view: pages', () => {
  it('steps between the first and the last page', () => {
    const state = opened(3, 1);
    expect(hasPreviousPage(state)).toBe(false);
    const last = run(state, { type: 'nextPage' }, { type: 'nextPage' }, { type: 'nextPage' });
    expect(last.page).toBe(3);
    expect(hasNextPage(last)).toBe(false);
    expect(run(last, { type: 'previousPage' }).page).toBe(2);
    expect(run(state, { type: 'previousPage' }).page).toBe(1);
  });

  it('clamps a page number into the document', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(run(opened(4, 1), { type: 'goToPage', page: 3 }).page).toBe(3);
  });
});
