import { getCredits } from '@/server/auth/get-credits';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';

// GET /api/users/credits/ - the signed-in user's credit balances (overall and per service)
export const GET = route({ auth: 'required' }, async ({ user }) => getCredits(await getDb(), user.id));
