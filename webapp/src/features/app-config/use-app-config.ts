import type { AppConfig } from '@shared/api/app-config';
import { QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { productName as builtProductName } from '../../config';
import { useOptionalApiClient } from '../../lib/api-context';
import { firstAnswer } from '../../lib/first-answers';

export const appConfigQueryKey = ['app-config'] as const;
const STORAGE_KEY = 'rapport.app-config';
const CONFIG_PATH = '/api/config';

/** What the app shows before the server has answered (and where it cannot be reached). */
export const DEFAULT_APP_CONFIG: AppConfig = {
  productName: builtProductName,
  companyLogoUrl: null,
  companyName: null,
  showPoweredBy: true,
  frames: {},
  frameHosts: [],
  supportEmail: '',
  sourceLinkDomains: [],
};

/** The last answer, kept so a white-labelled app paints its own brand at once on the next visit. */
function remembered(): AppConfig | undefined {
  try {
    const text = globalThis.localStorage?.getItem(STORAGE_KEY);
    return text ? { ...DEFAULT_APP_CONFIG, ...(JSON.parse(text) as Partial<AppConfig>) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's answer inside the page (a prerendered sign-in page carries it: the markup shows
 * the server's brand, and the first render must draw the same to take it over), else the last one.
 */
function fromPage(): AppConfig | undefined {
  const answer = firstAnswer<Partial<AppConfig>>(CONFIG_PATH);
  if (!answer) return remembered();
  const config = { ...DEFAULT_APP_CONFIG, ...answer };
  remember(config);
  return config;
}

function remember(config: AppConfig): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage full or blocked: the next visit asks the server again.
  }
}

/**
 * The brand marks also render outside any query cache (the extension's signed-out popup and
 * side panel): there, a cache of their own holds the remembered or default brand.
 */
let cacheOutsideProviders: QueryClient | undefined;
function queryClientOutsideProviders(): QueryClient {
  cacheOutsideProviders ??= new QueryClient();
  return cacheOutsideProviders;
}

/** This deployment's brand and drawer addresses (`GET /api/config`), one request per session. */
export function useAppConfig(): AppConfig {
  const api = useOptionalApiClient();
  const provided = useContext(QueryClientContext);
  const client = provided ?? queryClientOutsideProviders();
  const { data } = useQuery(
    {
      queryKey: appConfigQueryKey,
      queryFn: async () => {
        const config = {
          ...DEFAULT_APP_CONFIG,
          ...(await (api as NonNullable<typeof api>).get<AppConfig>(CONFIG_PATH)),
        };
        remember(config);
        return config;
      },
      enabled: api !== null,
      staleTime: 10 * 60_000,
      initialData: fromPage,
      // A remembered answer is asked again at once; the page's is as fresh as the page.
      initialDataUpdatedAt: () => (firstAnswer(CONFIG_PATH) ? performance.timeOrigin : 0),
      retry: 1,
    },
    client,
  );
  return data ?? DEFAULT_APP_CONFIG;
}

/** The product's name (white-label, default 'Rapport'): the one value every screen shows. */
export function useProductName(): string {
  return useAppConfig().productName;
}
