// GET /api/v1/openapi.json - the OpenAPI 3.1 document of /api/v1/, generated from the zod contracts (no key needed)
import { serverEnv } from '@/lib/env';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { openApiDocument } from '@/server/request-api/openapi';

export const GET = route({}, () =>
  Response.json(openApiDocument(serverEnv().PUBLIC_BASE_URL), { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
