// GET /api/api-keys/usage/ - calls and credits per key and Tehran day, the last 30 days (the request-api page)
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { listApiUsage } from '@/server/request-api/usage';

export const GET = route({ auth: 'required' }, async ({ user }) => listApiUsage(await getDb(), user.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
