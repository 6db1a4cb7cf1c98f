import { otpRequestBody } from '@/lib/contracts/auth';
import { otpRequestLimit } from '@/server/auth/otp-rate-limits';
import { requestOtp } from '@/server/auth/request-otp';
import { getDb } from '@/server/db/client';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// POST /api/users/signup-otp/ - send a one-time code for signup (captcha spent; one live code per number; 201)
export const POST = route(
  { body: otpRequestBody, rateLimit: (ctx) => otpRequestLimit(ctx.ipKey) },
  async ({ body }) => {
    const result = await requestOtp(await getDb(), {
      purpose: 'signup',
      mobileNumber: body.mobile_number,
      captchaKey: body.captcha_key,
      captchaAnswer: body.captcha_answer,
    });
    return reply(result, { status: 201 });
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
