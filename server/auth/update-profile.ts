import 'server-only';
import { eq } from 'drizzle-orm';
import type { UserInfo } from '@/lib/contracts/auth';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/core';
import { NotSignedIn } from '@/server/core/errors';
import { getUserInfo } from './get-user-info';
import { authMessages } from './messages';

export interface ProfileUpdate {
  fullName: string;
  /** undefined keeps the stored email; null clears it. */
  email?: string | null;
}

/** PATCH /api/users/user-info/ (spec §5 rules already applied by the contract): answers with the new user info. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate, now = new Date()): Promise<UserInfo> {
  const changes: Partial<typeof users.$inferInsert> = { fullName: update.fullName, updatedAt: now };
  if (update.email !== undefined) changes.email = update.email;
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id });
  if (!row) throw new NotSignedIn(authMessages.userGone);
  return getUserInfo(db, userId);
}
