import { NotFoundMessage } from '@/components/layout/not-found-message';

/**
 * notFound() outside the site's layout with no not-found of its own (the local Divar when it is off). Next embeds
 * the root boundary in every page's payload, so it stays this small; unknown addresses get global-not-found.tsx.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundMessage />
    </main>
  );
}
