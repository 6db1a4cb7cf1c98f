import { publicEnv } from '@/lib/env';

// Company details shown in the footer and on the informational pages (spec §2 footer).
export const siteInfo = {
  name: 'ارزیاب',
  about:
    'ارزیاب با هوش مصنوعی قیمت خرید، فروش و اجارهٔ ملک را برآورد می‌کند، محله را با ۵۰ شاخص می‌سنجد و بر پایهٔ بودجهٔ شما پیشنهاد می‌دهد کجا بخرید یا اجاره کنید؛ همه بر پایهٔ داده‌های واقعی بازار مسکن تهران.',
  address: 'تهران، ایران',
  phone: publicEnv.NEXT_PUBLIC_COMPANY_PHONE,
  email: 'info@arzyab.ir',
  social: [
    { label: 'تلگرام ارزیاب', href: 'https://t.me/arzyab_ir', icon: 'telegram' },
    { label: 'اینستاگرام ارزیاب', href: 'https://www.instagram.com/arzyab_ir', icon: 'instagram' },
    { label: 'لینکدین ارزیاب', href: 'https://www.linkedin.com/company/arzyab', icon: 'linkedIn' },
  ],
} as const;
