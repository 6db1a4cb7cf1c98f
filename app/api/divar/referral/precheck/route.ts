// GET /api/divar/referral/precheck/?post_token= - the referral flow's precheck: the ad (apartment, Tehran, placeable), an earlier evaluation, the credit
import { referralPrecheckQuery } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { referralPrecheck } from '@/server/divar/referral-precheck';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route(
  { auth: 'required', query: referralPrecheckQuery, rateLimit: ({ user }) => ({ bucket: `divar-precheck:${user.id}`, limit: 60, windowSeconds: 600 }) },
  async ({ query, user }) => referralPrecheck(await getDb(), user.id, query.post_token ?? null),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
