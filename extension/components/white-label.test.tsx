// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';

/**
 * White-label, rendered (issue 34): with VITE_PRODUCT_NAME set, as a white-label build sets it,
 * the extension's screens and every HTML entry (web app and extension) show that name and
 * never 'Rapport'. The copy modules' half is shared/white-label.test.ts.
 */
const OTHER = 'Acme Deals';

beforeEach(() => {
  fakeBrowser.reset();
  vi.stubEnv('VITE_PRODUCT_NAME', OTHER);
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('a build named otherwise', () => {
  it('shows its name on the options page and the sign-in form, and never Rapport', async () => {
    const { OptionsApp } = await import('./OptionsApp');
    const { SignInForm } = await import('./SignInForm');
    render(<OptionsApp />);
    expect(await screen.findByRole('heading', { name: `${OTHER} settings` })).toBeTruthy();
    expect(await screen.findByText(new RegExp(`^${OTHER} only ever contacts this server`))).toBeTruthy();
    expect(document.body.textContent).not.toContain('Rapport');
    cleanup();
    render(<SignInForm initialServerUrl="http://localhost:8787" />);
    expect(screen.getByText(`The address of your ${OTHER} server.`)).toBeTruthy();
    expect(document.body.textContent).not.toContain('Rapport');
  });

  it('names itself in every HTML entry (title, description) through the build plugin', async () => {
    const { productNameInHtml } = await import('../../scripts/product-name');
    const plugin = productNameInHtml();
    const transform = plugin.transformIndexHtml as (html: string) => string;
    for (const file of [
      'webapp/index.html',
      'extension/entrypoints/popup/index.html',
      'extension/entrypoints/sidepanel/index.html',
      'extension/entrypoints/options/index.html',
    ]) {
      const html = transform(readFileSync(file, 'utf8'));
      expect(html, file).toContain(`<title>${OTHER}`);
      expect(html, file).not.toMatch(/Rapport|%PRODUCT_NAME%/);
    }
  });
});
