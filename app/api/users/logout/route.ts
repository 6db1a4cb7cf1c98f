import { refreshBody } from '@/lib/contracts/auth';
import { logout } from '@/server/auth/logout';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// POST /api/users/logout/ - end the session of this refresh token (works with an expired access token too)
export const POST = route({ body: refreshBody }, async ({ body }) => logout(await getDb(), body.refresh, body.access));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
