import { z } from 'zod';
import { messages } from '@/lib/validation/messages';
import { mobile, optionalEmail } from '@/lib/validation/rules';

// POST /api/contact/ — the contact / API-request form (services/request-api). Shared by the form and the handler.
export { CONTACT_MESSAGE_MAX } from './contact-constants';
import { CONTACT_MESSAGE_MAX } from './contact-constants';

const maxLength = (n: number) => `حداکثر ${n.toLocaleString('fa-IR')} کاراکتر مجاز است`;

/** spec §5 generic required text; an empty field reports only 'required', not also 'too short'. */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: messages.genericRequired, abort: true })
    .min(min, messages.genericMin(min))
    .max(max, maxLength(max));

export const contactMessageRequest = z.object({
  full_name: text(3, 100),
  mobile_number: mobile,
  email: optionalEmail,
  company: z
    .string()
    .trim()
    .max(120, maxLength(120))
    .optional()
    .transform((v) => v || null),
  message: text(10, CONTACT_MESSAGE_MAX),
});
export type ContactMessageInput = z.input<typeof contactMessageRequest>;
export type ContactMessageRequest = z.output<typeof contactMessageRequest>;

export const contactMessageResponse = z.object({ id: z.string(), detail: z.string() });
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;

export const CONTACT_RECEIVED = 'پیام شما دریافت شد؛ کارشناسان ما به‌زودی با شما تماس می‌گیرند.';
