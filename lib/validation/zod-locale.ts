import { z } from 'zod';
// The Persian locale alone: `z.locales.fa` pulled every one of zod's ~45 locales into the form pages' JavaScript.
import fa from 'zod/v4/locales/fa.js';
import { toPersianDigits } from '@/lib/fa/digits';
import { messages } from './messages';

// Zod's own messages in Persian, for every schema on both sides. Imported for its side effect by
// lib/validation/rules.ts and by the server's route wrapper. The locale names types and options in English
// ("می‌بایست object می‌بود، string دریافت شد"); the messages users and API clients meet are the spec's plain ones,
// and a value of the wrong type is "invalid", not "required". Schema-level messages still take precedence.
const INVALID = messages.invalid;
z.config(fa());
// In the browser zod compiles no parsers with `new Function`: the pages' Content-Security-Policy has no
// 'unsafe-eval', and zod's probe for it was reported as a policy violation on every form page (Lighthouse's best
// practices: 96). The server keeps the faster compiled parsers.
z.config({ jitless: typeof window !== 'undefined' });
z.config({
  customError: (issue) => {
    const missing = issue.input === undefined || issue.input === null;
    switch (issue.code) {
      case 'invalid_type':
        return missing && issue.expected !== 'object' && issue.expected !== 'array' ? messages.required : INVALID;
      case 'invalid_union':
      case 'invalid_value':
      case 'invalid_key':
      case 'invalid_element':
        return missing ? messages.required : INVALID;
      case 'too_big':
        return issue.origin === 'string' ? `حداکثر ${toPersianDigits(Number(issue.maximum))} کاراکتر مجاز است` : INVALID;
      case 'too_small':
        return issue.origin === 'string' ? messages.genericMin(Number(issue.minimum)) : INVALID;
      default:
        return undefined;
    }
  },
});
