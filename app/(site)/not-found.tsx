import { NotFoundMessage } from '@/components/layout/not-found-message';

/** notFound() in a page of the site without a message of its own: the 404 message inside the site's layout. */
export default function SiteNotFound() {
  return <NotFoundMessage />;
}
