import { refreshBody } from '@/lib/contracts/auth';
import { refreshSession } from '@/server/auth/refresh-session';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// POST /api/users/token/refresh/ - new access token and rotated refresh token (401 when invalid, expired or revoked)
export const POST = route({ body: refreshBody }, async ({ body }) => refreshSession(await getDb(), body.refresh));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
