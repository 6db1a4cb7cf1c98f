import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { SiteShell } from '@/components/layout/site-shell';
import { HeaderUserArea } from '@/features/auth/components/header-user-area';
import { PreloadDialogs } from '@/app/preload-dialogs';
import { ServiceWorkerRegistration } from '@/features/pwa/components/service-worker-registration';
import { LazyShellPrompts } from '@/features/pwa/components/lazy-shell-prompts';
import { publicEnv } from '@/lib/env';
import { VAZIRMATN_URL } from '@/lib/fonts';
import { blogPostLinks } from '@/server/blog/posts';

/**
 * spec §2 shared layout of every public page: the (site) layout's, and the not-found pages' outside it
 * (global-not-found.tsx, the sandbox gateway's). Features are composed here (components never import features).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  // In the head of every page of the site, so the font is there for the first paint (styles/globals.css).
  preload(VAZIRMATN_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <SiteShell
      blogPosts={blogPostLinks()}
      userArea={<HeaderUserArea />}
      overlays={
        <>
          {/* Global dialogs and prompts of the public site. */}
          <LazyShellPrompts discountCutoff={publicEnv.NEXT_PUBLIC_DISCOUNT_NOTICE_CUTOFF} />
          <ServiceWorkerRegistration />
          <PreloadDialogs />
        </>
      }
    >
      {children}
    </SiteShell>
  );
}
