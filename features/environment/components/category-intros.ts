import type { EnvironmentCategoryId } from '@/lib/contracts/environment';

// What each category covers, for the index page (the result page takes names from the API).
export const CATEGORY_INTROS: ReadonlyArray<{ id: EnvironmentCategoryId; name: string; text: string }> = [
  { id: 'transport', name: 'حمل‌ونقل', text: 'فاصله تا مترو و ایستگاه‌های تقاطعی، تعداد خطوط نزدیک و دسترسی به پایانه‌ها.' },
  { id: 'health', name: 'سلامت و درمان', text: 'نزدیک‌ترین بیمارستان و تعداد بیمارستان‌ها در شعاع ۲ و ۵ کیلومتر.' },
  { id: 'education', name: 'آموزش', text: 'دانشگاه‌ها و مراکز آموزش عالی نزدیک محله.' },
  { id: 'green', name: 'فضای سبز و فراغت', text: 'پارک‌های بزرگ، سینما، فرهنگسرا و مجموعه‌های ورزشی.' },
  { id: 'shopping', name: 'خرید', text: 'مراکز خرید، بازارها و مجتمع‌های تجاری پیرامون محله.' },
  { id: 'services', name: 'خدمات عمومی', text: 'شهرداری، مراکز انتظامی، ادارات دولتی و مراکز مذهبی.' },
  { id: 'market', name: 'بازار مسکن', text: 'سطح قیمت، رشد ۱، ۳ و ۵ ساله، نقدشوندگی، نوسان و بازده اجاره.' },
  { id: 'urban', name: 'ساختار شهری', text: 'سن بناها، نوسازی، آسانسور و پارکینگ، متراژ و فاصله تا مرکز شهر.' },
];
