// Any /api path no route serves: the API's JSON 404 (spec §8), not the site's HTML not-found page.
import { NotFound } from '@/server/core/errors';
import { route } from '@/server/http/route';

const missing = route({}, () => {
  throw new NotFound();
});
// The catch-all's own params (the path segments) say nothing the 404 needs.
const handler = (request: Request) => missing(request, { params: Promise.resolve({}) });

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
