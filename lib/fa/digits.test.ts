import { describe, expect, it } from 'vitest';
import { caretAfterKept, digitsOnly, entryFault, TEL_KEPT, groupedDisplay, keptCount, loginMobileEntry, normalizeMobile, numericDisplay, numericEntry, telOnly, toLatinDigits, toPersianDigits } from './digits';

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
  it('normalises a mobile number with 0, 0098, +98 or a bare 98 before 9 and nine digits, in any digit script', () => {
    for (const input of [
      '09121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '+989121234567',
      '00989121234567',
      '989121234567',
      '٠٠٩٨٩١٢١٢٣٤٥٦٧',
      '+۹۸۹۱۲۱۲۳۴۵۶۷',
      '۹۸۹۱۲۱۲۳۴۵۶۷',
      ' 09121234567 ',
      '+98 912 123 4567',
      '0912-123-4567',
      '\u202a+989121234567\u202c',
    ]) {
      expect(normalizeMobile(input), input).toBe('09121234567');
    }
    // A bare 912…, a landline, a wrong length or operator digit, a country code on top of the leading 0.
    for (const input of ['9121234567', '0812123456', '08121234567', '091212345', '+9809121234567', '98912123456', '9891212345678', '+19121234567']) {
      expect(normalizeMobile(input), input).toBeNull();
    }
  });

  it('keeps a pasted mobile number whole in the login field, its country code as the leading 0', () => {
    for (const input of [
      '+98 912 123 4567',
      '+989121234567',
      '989121234567',
      '0098 912 123 4567',
      '۰۰۹۸-۹۱۲-۱۲۳-۴۵۶۷',
      '+۹۸۹۱۲۱۲۳۴۵۶۷',
      '0912 123 4567',
      '(0912) 123-4567',
      '٠٩١٢١٢٣٤٥٦٧',
    ]) {
      expect(loginMobileEntry(input), input).toBe('09121234567');
    }
    // Typed key by key: digits only, eleven at most; the country code keeps room for the number after it (and a
    // leading + stays), then the whole number becomes 09….
    expect(loginMobileEntry('0912x')).toBe('0912');
    expect(loginMobileEntry('091212345678')).toBe('09121234567');
    expect(loginMobileEntry('+')).toBe('+');
    expect(loginMobileEntry('+98912')).toBe('+98912');
    expect(loginMobileEntry('+98912123456')).toBe('+98912123456');
    expect(loginMobileEntry('98912123456')).toBe('98912123456');
    expect(loginMobileEntry('0098912123456')).toBe('0098912123456');
    expect(loginMobileEntry('00989121234567')).toBe('09121234567');
    expect(loginMobileEntry('+9891212345678')).toBe('09121234567');
    expect(loginMobileEntry('09+12')).toBe('0912');
    // Not a whole international number: left to the form's own message.
    expect(loginMobileEntry('+98 912 123')).toBe('+98912123');
  });

  it('shows a numeric field\'s number in Persian digits and decimal separator', () => {
    expect(numericDisplay('85.5')).toBe('۸۵٫۵');
    expect(numericDisplay('-2')).toBe('-۲');
  });

  it('groups a money field by threes with «٬», and finds the caret after a given digit', () => {
    expect(groupedDisplay('')).toBe('');
    expect(groupedDisplay('500')).toBe('۵۰۰');
    expect(groupedDisplay('8000000000')).toBe('۸٬۰۰۰٬۰۰۰٬۰۰۰');
    expect(groupedDisplay('1234.567')).toBe('۱٬۲۳۴٫۵۶۷');
    expect(numericEntry(groupedDisplay('8000000000'))).toBe('8000000000');
    expect(caretAfterKept('۸٬۰۰۰٬۰۰۰', 0)).toBe(0);
    expect(caretAfterKept('۸٬۰۰۰٬۰۰۰', 1)).toBe(1);
    expect(caretAfterKept('۸٬۰۰۰٬۰۰۰', 2)).toBe(3);
    expect(caretAfterKept('۸٬۰۰۰٬۰۰۰', 9)).toBe(9);
    // The decimal point and a minus are places too: after «85.» the caret stays after the point.
    expect(caretAfterKept('۸۵٫', keptCount('85.'))).toBe(3);
    expect(caretAfterKept('-', keptCount('-'))).toBe(1);
    expect(keptCount('8x5/')).toBe(3);
    // A tel field keeps a leading +: typing after it leaves the caret after it, not before.
    expect(caretAfterKept('+', keptCount('+', TEL_KEPT), TEL_KEPT)).toBe(1);
    expect(caretAfterKept('+۹۸۹', keptCount('+98', TEL_KEPT), TEL_KEPT)).toBe(3);
  });
});

describe('numericEntry', () => {
  it('takes one number, in any digits, with group separators and a decimal point', () => {
    expect(numericEntry('۸۵٫۵')).toBe('85.5');
    expect(numericEntry('85/5')).toBe('85.5');
    expect(numericEntry(' ۱٬۲۰۰ ')).toBe('1200');
    expect(numericEntry('')).toBe('');
    expect(numericEntry('-۲')).toBe('-2');
    // Typed right to left, the minus lands after the digit.
    expect(numericEntry('۱-')).toBe('-1');
    expect(numericEntry('-')).toBe('-');
  });

  it('keeps a minus and an exponent as typed, for the field to name (not dropped: «-80» is not 80)', () => {
    expect(numericEntry('-50')).toBe('-50');
    expect(numericEntry('−۸۰')).toBe('-80');
    expect(numericEntry('-۱٬۲۰۰')).toBe('-1200');
    expect(numericEntry('1e30')).toBe('1e30');
    expect(numericEntry('۸e')).toBe('8e');
    expect(numericEntry('1e-5')).toBe('1e-5');
    expect(entryFault('-50', false)).toBe('negative');
    expect(entryFault('-', false)).toBe('negative');
    expect(entryFault('-1', true)).toBeNull();
    expect(entryFault('1e30', false)).toBe('exponent');
    expect(entryFault('1E3', true)).toBe('exponent');
    expect(entryFault('85.5', false)).toBeNull();
  });

  it('refuses text that is not one number instead of gluing its digits together', () => {
    for (const text of ['۱۰۰ متر، ۲ خوابه', '85.5.5', '100 2', 'abc', '85,5', '1,2,3', '-50xyz', '1e3e4', '--5']) expect(numericEntry(text), text).toBeNull();
    expect(numericEntry('1,200,000')).toBe('1200000');
    expect(numericEntry('\u200f۸۵')).toBe('85'); // a direction mark pasted along
  });
});
