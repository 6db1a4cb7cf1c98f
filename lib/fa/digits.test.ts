import { describe, expect, it } from 'vitest';
import { digitsOnly, normalizeMobile, telOnly, toLatinDigits, toPersianDigits } from './digits';

describe('digits', () => {
  it('converts Persian and Arabic-Indic digits to Latin', () => {
    expect(toLatinDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(toLatinDigits('٠٩١٢٣٤٥٦٧٨٩')).toBe('09123456789');
    expect(toLatinDigits('پلاک ۱۲ abc')).toBe('پلاک 12 abc');
  });
  it('converts Latin digits to Persian', () => {
    expect(toPersianDigits('1404/09/01')).toBe('۱۴۰۴/۰۹/۰۱');
    expect(toPersianDigits(2026)).toBe('۲۰۲۶');
  });
  it('keeps only digits in numeric fields and digits plus a leading + in tel fields', () => {
    expect(digitsOnly('۱۲a-3 4')).toBe('1234');
    expect(telOnly('+۹۸ 912-000+1')).toBe('+989120001');
    expect(telOnly('09+12')).toBe('0912');
  });
  it('normalises Iranian mobile numbers in every accepted form', () => {
    for (const input of ['09121234567', '۰۹۱۲۱۲۳۴۵۶۷', '+989121234567', '00989121234567', '9121234567', '0912 123 4567']) {
      expect(normalizeMobile(input)).toBe('09121234567');
    }
    expect(normalizeMobile('0812123456')).toBeNull();
    expect(normalizeMobile('091212345')).toBeNull();
  });
});
