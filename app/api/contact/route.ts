import { contactMessageRequest } from '@/lib/contracts/contact';
import { contactRateLimit, saveContactMessage } from '@/server/contact/save-contact-message';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

// POST /api/contact/ - store a contact / API-request message (rate-limited per IP; signed-in users are linked)
export const POST = route(
  { auth: 'optional', body: contactMessageRequest, rateLimit: (ctx) => contactRateLimit(ctx.ipKey) },
  async (ctx) => reply(await saveContactMessage(ctx.body, { ip: ctx.ip, userId: ctx.user?.id ?? null }), { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
