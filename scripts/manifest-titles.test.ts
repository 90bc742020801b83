import { describe, expect, it } from 'vitest';
import { nameTheManifest, type TitledManifest } from './manifest-titles';

const generated = (): TitledManifest => ({
  action: { default_title: '%PRODUCT_NAME%', default_popup: 'popup.html' },
  sidebar_action: { default_title: '%PRODUCT_NAME%' },
});

describe('the manifest names the product', () => {
  it("on Firefox: the toolbar button and the sidebar's title, keeping the popup", () => {
    const manifest = generated();
    nameTheManifest(manifest, 'firefox', 'Acme Deals');
    expect(manifest).toEqual({
      action: { default_title: 'Open Acme Deals', default_popup: 'popup.html' },
      sidebar_action: { default_title: 'Acme Deals' },
    });
  });

  it('on Chrome: the toolbar button, which opens the side panel instead of a popup', () => {
    const manifest: TitledManifest = { action: { default_title: '%PRODUCT_NAME%', default_popup: 'popup.html' } };
    nameTheManifest(manifest, 'chrome', 'Rapport');
    expect(manifest).toEqual({ action: { default_title: 'Open Rapport' } });
  });
});
