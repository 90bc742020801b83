import type { Plugin } from 'vite';
import { DEFAULT_PRODUCT_NAME } from '../shared/copy/shell';

/** The product name a build shows (white-label): VITE_PRODUCT_NAME, as webapp/src/config.ts reads it. */
export const builtProductName = (): string => process.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `%PRODUCT_NAME%` in an HTML entry (title, description) becomes the built product name. */
export function productNameInHtml(): Plugin {
  return {
    name: 'rapport-product-name-html',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', escapeHtml(builtProductName())),
  };
}
