// spec §5: the Persian messages, quoted exactly where the spec gives them.
export const messages = {
  required: 'این فیلد الزامی است',
  mobileInvalid: 'شماره تلفن وارد شده معتبر نمی باشد.',
  otpInvalid: 'کد وارد شده معتبر نمی باشد',
  emailInvalid: ' ایمیل وارد شده معتبر نمی باشد.',
  fullNameInvalid: 'مقدار وارد شده معتبر نمی باشد.',
  // The same words for any value that cannot be read (a wrong type, a number out of range, a NUL character).
  invalid: 'مقدار وارد شده معتبر نمی باشد.',
  captchaRequired: 'این فیلد الزامی است',
  termsRequired: 'پذیرش قوانین و مقررات الزامی است',
  discountMin: 'کد تخفیف باید حداقل ۴ کاراکتر باشد',
  discountInvalid: 'کد تخفیف معتبر نیست',
  // Generic helpers (spec §5 gives their meaning, not their text). Required reads the same as the spec's
  // mobile-number message, so one form never words it two ways.
  genericRequired: 'این فیلد الزامی است',
  genericMin: (n: number) => `حداقل ${n.toLocaleString('fa-IR')} کاراکتر وارد کنید`,
  arrayMin: 'حداقل یک مورد را انتخاب کنید',
  phone: 'شماره معتبر وارد کنید',
  email: 'ایمیل معتبر وارد کنید',
  url: 'آدرس معتبر وارد کنید',
  regex: 'مقدار صحیح وارد کنید',
  postalCode: 'کد پستی ده‌رقمی معتبر وارد کنید',
} as const;
