import 'server-only';

// Persian texts of the sign-in errors (spec §8 shapes; the spec does not give these texts).
export const authMessages = {
  unknownNumber: 'حساب کاربری با این شماره یافت نشد؛ لطفاً ثبت نام کنید.',
  knownNumber: 'این شماره قبلاً ثبت نام کرده است؛ لطفاً وارد شوید.',
  captchaWrong: 'کد امنیتی اشتباه است یا منقضی شده است.',
  otpWrong: 'کد وارد شده صحیح نیست.',
  otpExpired: 'کد وارد شده منقضی شده است؛ لطفاً دوباره کد دریافت کنید.',
  otpMissing: 'کد معتبری برای این شماره وجود ندارد؛ لطفاً دوباره کد دریافت کنید.',
  otpUsed: 'این کد قبلاً استفاده شده است؛ لطفاً دوباره کد دریافت کنید.',
  // A new code can be asked for once the burnt one would have expired (one live code per number per TTL): say when.
  tooManyFailed: (seconds: number) =>
    seconds > 0
      ? `تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ لطفاً ${seconds.toLocaleString('fa-IR')} ثانیهٔ دیگر کد جدید دریافت کنید.`
      : 'تعداد تلاش‌های ناموفق بیش از حد مجاز است؛ لطفاً دوباره کد دریافت کنید.',
  otpWait: (seconds: number) =>
    `کد تأیید برای این شماره ارسال شده است؛ لطفاً ${seconds.toLocaleString('fa-IR')} ثانیهٔ دیگر دوباره تلاش کنید.`,
  otpHourlyLimit: 'تعداد درخواست‌های کد تأیید از این دستگاه بیش از حد مجاز است؛ لطفاً بعداً تلاش کنید.',
  otpNumberHourlyLimit: 'برای این شماره در یک ساعت گذشته کد تأیید زیادی ارسال شده است؛ لطفاً بعداً تلاش کنید.',
  otpNumberDailyLimit: 'برای این شماره در ۲۴ ساعت گذشته کد تأیید زیادی ارسال شده است؛ لطفاً بعداً تلاش کنید.',
  smsFailed: 'ارسال پیامک با خطا روبه‌رو شد؛ لطفاً کمی بعد دوباره تلاش کنید.',
  refreshInvalid: 'نشست شما نامعتبر است یا منقضی شده است؛ لطفاً دوباره وارد شوید.',
  userGone: 'حساب کاربری یافت نشد؛ لطفاً دوباره وارد شوید.',
} as const;
