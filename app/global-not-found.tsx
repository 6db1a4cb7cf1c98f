import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { RootDocument, rootMetadata } from './root-document';
import { SiteFrame } from './site-frame';

export const metadata: Metadata = {
  ...rootMetadata,
  title: 'صفحه پیدا نشد | ارزیاب',
  robots: { index: false, follow: true },
};

/**
 * An address no route matches (experimental.globalNotFound): the whole site's page, rendered on its own. Unlike a
 * root not-found.tsx, which Next embeds (twice) in every page's payload as the root boundary, this one costs other
 * pages nothing; the boundaries pages do carry are small (app/(site)/not-found.tsx, app/not-found.tsx).
 */
export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteFrame>
        <NotFoundMessage />
      </SiteFrame>
    </RootDocument>
  );
}
