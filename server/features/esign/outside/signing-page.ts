import type { FeaturePage } from '../../feature-module';

/**
 * `/sign/{token}`, the page a signer outside the workspace opens from the e-mail: never
 * indexed, and it sends no referrer (the token is in its address). The same head whatever the
 * token, so the page tells nothing of it; the page's calls check it.
 */
export const outsideSigningPage: FeaturePage = {
  path: '/sign/:token',
  async head() {
    return ['<meta name="robots" content="noindex, nofollow">', '<meta name="referrer" content="no-referrer">'].join(
      '\n    ',
    );
  },
};
