import { PRERENDERED_PRODUCT_NAME } from '@shared/web-pages';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from './app';
import { appConfigQueryKey, DEFAULT_APP_CONFIG } from './features/app-config/use-app-config';
import { createApiClient } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './router';

/**
 * The markup of the screen at `pathname` for a signed-out visitor, as the app's first render
 * in the browser draws it (the same frame and routes, every lazy screen loaded): the build
 * writes it into the page (scripts/vite-prerender.ts) and main.tsx hydrates it. The brand is
 * the default one with a placeholder name, which the server replaces with its PRODUCT_NAME
 * and answers `GET /api/config` inside the page, so the first render in the browser agrees.
 */
export async function prerenderPage(pathname: string): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryKey, { ...DEFAULT_APP_CONFIG, productName: PRERENDERED_PRODUCT_NAME });
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame queryClient={queryClient} api={createApiClient({ baseUrl: '' })}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
