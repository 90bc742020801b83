/** The parts of a generated manifest whose titles WXT copies from the entry's HTML. */
export interface TitledManifest {
  action?: { default_title?: string; default_popup?: string };
  sidebar_action?: { default_title?: string };
}

/**
 * Names the toolbar button and Firefox's sidebar after the product. WXT takes their titles
 * from the HTML as written (%PRODUCT_NAME%), before the HTML plugin replaces it. The toolbar
 * button opens the side panel, which a default popup would replace (Chrome fires no action
 * click while a popup is set): the background sets the popup only while opening quick-connect.
 * Firefox has no side panel API: its button keeps the popup.
 */
export function nameTheManifest(manifest: TitledManifest, browser: string, productName: string): void {
  if (manifest.sidebar_action) manifest.sidebar_action.default_title = productName;
  if (!manifest.action) return;
  manifest.action.default_title = `Open ${productName}`;
  if (browser !== 'firefox') delete manifest.action.default_popup;
}
