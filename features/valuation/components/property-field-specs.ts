import { BUILD_YEAR_MIN, buildYearMax, UNREAD_INPUT_HINT, type ValuationKind } from '@/lib/contracts/valuation-constants';
import { toPersianDigits } from '@/lib/fa/digits';
import { messages, POSTAL_CODE_LENGTH } from '@/lib/validation/messages';
import type { NumberInputOptions } from '@/components/form/use-number-input';

// The valuation form's property fields (PlainPropertyFields on /price and the Divar pages), written once.

export type PropertyNumberName = 'area' | 'rooms' | 'build_year' | 'floor' | 'total_floors' | 'postal_code';

export interface PropertyNumberSpec extends NumberInputOptions {
  name: PropertyNumberName;
  label: string;
  placeholder: string;
  required?: boolean;
  maxLength?: number;
}

/** `kind`: the deal valued; the building's floors say they do not move its estimate (UNREAD_INPUTS). */
export function propertyNumberFields(kind: ValuationKind): PropertyNumberSpec[] {
  return [
    { name: 'area', label: 'متراژ (متر مربع)', placeholder: 'مثلاً ۱۰۰', required: true, decimal: true },
    { name: 'rooms', label: 'تعداد اتاق خواب', placeholder: 'مثلاً ۲', required: true },
    {
      name: 'build_year',
      label: 'سال ساخت (شمسی)',
      placeholder: `بین ${toPersianDigits(BUILD_YEAR_MIN)} و ${toPersianDigits(buildYearMax())}`,
      required: true,
      maxLength: 4,
    },
    { name: 'floor', label: 'طبقهٔ واحد', placeholder: 'مثلاً ۳', hint: 'همکف: ۰؛ زیرزمین: منفی ۱', required: true, signed: true },
    { name: 'total_floors', label: 'تعداد طبقات ساختمان', placeholder: 'اختیاری', hint: UNREAD_INPUT_HINT[kind] },
    // No maxLength: the input would cut a longer paste silently (and count a dash in it); the field names the count.
    {
      name: 'postal_code',
      label: 'کد پستی ده‌رقمی',
      placeholder: 'اختیاری',
      code: true,
      codeDigits: { length: POSTAL_CODE_LENGTH, tooMany: messages.postalCodeLength },
    },
  ];
}

export const AMENITIES = [
  ['elevator', 'آسانسور'],
  ['parking', 'پارکینگ'],
  ['storage', 'انباری'],
] as const;
