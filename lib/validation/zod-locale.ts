import { z } from 'zod';
import { toPersianDigits } from '@/lib/fa/digits';
import { messages } from './messages';

// Zod's own messages in Persian, for every schema on both sides. Imported for its side effect by
// lib/validation/rules.ts and by the server's route wrapper. The locale names types and options in English
// ("می‌بایست object می‌بود، string دریافت شد"); the messages users and API clients meet are the spec's plain ones,
// and a value of the wrong type is "invalid", not "required". Schema-level messages still take precedence.
const INVALID = messages.invalid;
z.config(z.locales.fa());
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
