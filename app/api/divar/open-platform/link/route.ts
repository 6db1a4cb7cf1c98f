// POST /api/divar/open-platform/link/?service=price|neighborhood - Divar's server link: {post_token, user_side} → {url} of our advertiser or visitor flow
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { serverLinkBody, serverLinkQuery, serverLinkUrl } from '@/server/divar/server-link';

export const POST = route({ body: serverLinkBody, query: serverLinkQuery }, ({ body, query, request }) =>
  serverLinkUrl(request.headers.get('authorization'), body, query),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
