// Any /api path no route serves: the API's JSON 404 (spec §8), not the site's HTML not-found page.
import { notFound } from '@/server/http/errors';
import { route } from '@/server/http/route';

const missing = route({}, () => {
  throw notFound();
});

export { missing as GET, missing as POST, missing as PUT, missing as PATCH, missing as DELETE };
