import 'server-only';
import { CONTACT_RECEIVED, type ContactMessageRequest, type ContactMessageResponse } from '@/lib/contracts/contact';
import { getDb } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema/contact';
import type { RateLimitRule } from '@/server/http/rate-limit';

/** A person can send a handful of messages an hour; more is spam (the limit is per client IP). */
export function contactRateLimit(ip: string): RateLimitRule {
  return { bucket: `contact-ip:${ip}`, limit: 5, windowSeconds: 3600 };
}

/** Stores a contact / API-request message for the team to follow up. */
export async function saveContactMessage(
  input: ContactMessageRequest,
  meta: { ip: string; userId: string | null },
): Promise<ContactMessageResponse> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: input.full_name,
      mobileNumber: input.mobile_number,
      email: input.email,
      company: input.company,
      message: input.message,
      ip: meta.ip,
      userId: meta.userId,
    })
    .returning({ id: contactMessages.id });
  return { id: row.id, detail: CONTACT_RECEIVED };
}
