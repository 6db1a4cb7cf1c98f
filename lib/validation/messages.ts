// spec §5: the Persian messages, quoted exactly where the spec gives them.

/** A postal code's digits (spec §5 ten-digit code); here beside its message, so a field reads it without zod. */
export const POSTAL_CODE_LENGTH = 10;

/**
 * spec §5's required-field message (the login form's mobile number, quoted exactly, with no full stop): the one text
 * every form and API uses for an empty field, so no two forms word it differently.
 */
export const REQUIRED = 'این فیلد الزامی است';

export const messages = {
  required: REQUIRED,
  mobileInvalid: 'شماره تلفن وارد شده معتبر نمی باشد.',
  otpInvalid: 'کد وارد شده معتبر نمی باشد',
  emailInvalid: ' ایمیل وارد شده معتبر نمی باشد.',
  fullNameInvalid: 'مقدار وارد شده معتبر نمی باشد.',
  // The same words for any value that cannot be read (a wrong type, a number out of range, a NUL character).
  invalid: 'مقدار وارد شده معتبر نمی باشد.',
  captchaRequired: REQUIRED,
  termsRequired: 'پذیرش قوانین و مقررات الزامی است',
  discountMin: 'کد تخفیف باید حداقل ۴ کاراکتر باشد',
  discountInvalid: 'کد تخفیف معتبر نیست',
  // Generic helpers (spec §5 gives their meaning, not their text). Required reads the same as the spec's
  // mobile-number message, so one form never words it two ways.
  genericRequired: REQUIRED,
  genericMin: (n: number) => `حداقل ${n.toLocaleString('fa-IR')} کاراکتر وارد کنید`,
  arrayMin: 'حداقل یک مورد را انتخاب کنید',
  phone: 'شماره معتبر وارد کنید',
  email: 'ایمیل معتبر وارد کنید',
  url: 'آدرس معتبر وارد کنید',
  regex: 'مقدار صحیح وارد کنید',
  // The spec does not word the postal code's messages: each names what is wrong, so «۰۱۲۳۴۵۶۷۸۹» (ten digits) is not
  // told to be ten digits, and a paste of thirteen is told its count rather than cut.
  postalCodeLength: (typed: number) =>
    typed > 0 ? `کد پستی باید ده رقم باشد؛ ${typed.toLocaleString('fa-IR')} رقم وارد شده است` : 'کد پستی باید ده رقم باشد',
  postalCodeZero: 'پنج رقم اول کد پستی نمی‌تواند ۰ باشد',
} as const;
