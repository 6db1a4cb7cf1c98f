'use client';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** The class-name prefix of every MUI style; also marks the server-rendered <style> tags the browser cache adopts. */
export const RTL_CACHE_KEY = 'muirtl';

type Inserted = { name: string; isGlobal: boolean };
type Registry = { cache: EmotionCache; flush: () => Inserted[] };

// One array for the life of the process: on the server emotion keeps the compiled CSS of each style in a cache
// looked up by this array's identity, so a new array per request compiled (and RTL-flipped) every style of every
// page again — a third of a result page's server time under load.
const STYLIS_PLUGINS = [prefixer, rtlPlugin];

function createRtlCache(): EmotionCache {
  const cache = createCache({ key: RTL_CACHE_KEY, stylisPlugins: STYLIS_PLUGINS });
  // Styles reach the page through the server-inserted <style> tags below, not inline beside each component.
  cache.compat = true;
  return cache;
}

/** Server side: a cache that also records what it inserted, so each streamed chunk can carry its new styles. */
function createServerRegistry(): Registry {
  const cache = createRtlCache();
  const insert = cache.insert;
  let inserted: Inserted[] = [];
  cache.insert = (...args) => {
    const [selector, serialized] = args;
    if (cache.inserted[serialized.name] === undefined) inserted.push({ name: serialized.name, isGlobal: !selector });
    return insert(...args);
  };
  const flush = () => {
    const flushed = inserted;
    inserted = [];
    return flushed;
  };
  return { cache, flush };
}

// Browser side: one cache for the tab, created on first use. Every island (the feature layout, each lazily loaded
// dialog) mounts its own provider, and they must all share it: separate caches with one key would each insert the
// same rules again and fight over the server-rendered tags (architecture rule 6: RTL configured once).
let browserRegistry: Registry | undefined;
function getBrowserRegistry(): Registry {
  browserRegistry ??= { cache: createRtlCache(), flush: () => [] };
  return browserRegistry;
}

// On the server a render may nest providers; the inner ones reuse the outer registry so one request has one cache.
const RegistryContext = createContext<Registry | null>(null);

/**
 * The one emotion cache (key `muirtl`, stylis RTL plugin) under MUI. In the browser it is a module-level singleton;
 * on the server it is created per render and flushed into the streamed HTML the way
 * MUI's Next.js App Router cache provider does (useServerInsertedHTML).
 */
export function RtlCacheProvider({ children }: { children: ReactNode }) {
  const outer = useContext(RegistryContext);
  const [registry] = useState<Registry>(() =>
    typeof window === 'undefined' ? (outer ?? createServerRegistry()) : getBrowserRegistry(),
  );

  // A no-op in the browser (no server-inserted-HTML context there); the browser registry never records anything.
  useServerInsertedHTML(() => {
    const inserted = registry.flush();
    if (inserted.length === 0) return null;
    const { cache } = registry;
    let styles = '';
    let dataEmotion = cache.key;
    const globals: { name: string; style: string }[] = [];
    for (const { name, isGlobal } of inserted) {
      const style = cache.inserted[name];
      if (typeof style !== 'string') continue;
      if (isGlobal) {
        globals.push({ name, style });
      } else {
        styles += style;
        dataEmotion += ` ${name}`;
      }
    }
    return (
      <Fragment>
        {globals.map(({ name, style }) => (
          <style key={name} data-emotion={`${cache.key}-global ${name}`} dangerouslySetInnerHTML={{ __html: style }} />
        ))}
        {styles && <style data-emotion={dataEmotion} dangerouslySetInnerHTML={{ __html: styles }} />}
      </Fragment>
    );
  });

  return (
    <RegistryContext.Provider value={registry}>
      <CacheProvider value={registry.cache}>{children}</CacheProvider>
    </RegistryContext.Provider>
  );
}
