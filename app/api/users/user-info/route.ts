import { profileUpdateBody } from '@/lib/contracts/auth';
import { getUserInfo } from '@/server/auth/get-user-info';
import { updateProfile } from '@/server/auth/update-profile';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// GET /api/users/user-info/ - the signed-in user's profile and credits
export const GET = route({ auth: 'required' }, async ({ user }) => getUserInfo(await getDb(), user.id));

// PATCH /api/users/user-info/ - save full name and optional email (spec §5); answers with the new user info
export const PATCH = route({ auth: 'required', body: profileUpdateBody }, async ({ user, body }) =>
  updateProfile(await getDb(), user.id, { fullName: body.full_name, email: body.email }),
);

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH');
