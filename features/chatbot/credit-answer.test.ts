import { describe, expect, it } from 'vitest';
import { creditAnswerOf } from './credit-answer';

describe('a typed answer to «۱ اعتبار کسر شود؟»', () => {
  it.each(['آره', 'اره', 'بله', 'بله، کسر شود', 'باشه لطفاً', 'اوکی', 'OK', 'حتماً', 'آره کسر کن', 'كسر كن', '۱ اعتبار کسر شود', 'بله!'])('%s is a yes', (text) => {
    expect(creditAnswerOf(text)).toBe(true);
  });
  it.each(['نه', 'نخیر', 'نه ممنون', 'فعلاً نه', 'کسر نکن', 'لغو', 'خیر.'])('%s is a no', (text) => {
    expect(creditAnswerOf(text)).toBe(false);
  });
  it.each(['', 'نه، اول بگو پارکینگ چقدر اثر داره', 'اگه پارکینگ نداشته باشه چی؟', 'آره نه', 'بله ولی اجاره‌اش چقدره', 'قیمت پونک'])('%s goes to the assistant', (text) => {
    expect(creditAnswerOf(text)).toBeNull();
  });
});
