import { getCredits } from '@/server/auth/get-credits';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// GET /api/users/credits/ - the signed-in user's credit balances (overall and per service)
export const GET = route({ auth: 'required' }, async ({ user }) => getCredits(await getDb(), user.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
