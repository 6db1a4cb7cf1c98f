import { otpVerifyBody } from '@/lib/contracts/auth';
import { otpVerifyLimit } from '@/server/auth/otp-rate-limits';
import { verifyOtp } from '@/server/auth/verify-otp';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// POST /api/users/signup-verify/ - check the one-time code and start a session ({access, refresh}; failures are a list)
export const POST = route(
  { body: otpVerifyBody, rateLimit: (ctx) => otpVerifyLimit(ctx.ipKey), listErrors: true },
  async ({ body }) =>
    verifyOtp(await getDb(), { purpose: 'signup', mobileNumber: body.mobile_number, otpCode: body.otp_code }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
