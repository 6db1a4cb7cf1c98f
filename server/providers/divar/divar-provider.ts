import 'server-only';
import { serverEnv } from '@/lib/env';
import { createKenarHttpProvider } from './kenar-http';
import { createLocalDivarProvider } from './local';
import type { DivarProvider } from './types';

/** Whether the local Divar runs here (its pages and endpoints answer 404 otherwise). */
export function localDivarAllowed(): boolean {
  const env = serverEnv();
  return env.DIVAR_PROVIDER === 'local' && env.APP_ENV !== 'production';
}

let cached: { key: string; provider: DivarProvider } | undefined;

/** The configured Divar (DIVAR_PROVIDER): the local stand-in by default, Kenar's API with `kenar`. */
export function divarProvider(): DivarProvider {
  const env = serverEnv();
  // Tests switch providers by changing the env and calling resetServerEnv(); rebuild when the settings change.
  const key = [env.DIVAR_PROVIDER, env.APP_ENV, env.PUBLIC_BASE_URL, env.KENAR_API_BASE_URL, env.KENAR_OAUTH_BASE_URL, env.KENAR_APP_SLUG, env.KENAR_API_KEY, env.KENAR_OAUTH_SECRET].join('|');
  if (cached?.key === key) return cached.provider;
  let provider: DivarProvider;
  if (env.DIVAR_PROVIDER === 'kenar') {
    // lib/env.ts requires these with DIVAR_PROVIDER=kenar; checked again so a code path cannot run half-configured.
    if (!env.KENAR_APP_SLUG || !env.KENAR_OAUTH_SECRET || !env.KENAR_API_KEY) {
      throw new Error('DIVAR_PROVIDER=kenar needs KENAR_APP_SLUG, KENAR_OAUTH_SECRET and KENAR_API_KEY');
    }
    provider = createKenarHttpProvider({
      appSlug: env.KENAR_APP_SLUG,
      oauthSecret: env.KENAR_OAUTH_SECRET,
      apiKey: env.KENAR_API_KEY,
      apiBaseUrl: env.KENAR_API_BASE_URL,
      oauthBaseUrl: env.KENAR_OAUTH_BASE_URL,
    });
  } else {
    if (!localDivarAllowed()) throw new Error('the local Divar is refused when APP_ENV=production; set DIVAR_PROVIDER=kenar');
    provider = createLocalDivarProvider(env.PUBLIC_BASE_URL);
  }
  cached = { key, provider };
  return provider;
}
