import { NotFoundMessage } from '@/components/layout/not-found-message';
import { SiteFrame } from '@/app/site-frame';

/** An unknown payment, or the sandbox off: the site's 404 page (only this route's payload carries it). */
export default function SandboxGatewayNotFound() {
  return (
    <SiteFrame>
      <NotFoundMessage />
    </SiteFrame>
  );
}
