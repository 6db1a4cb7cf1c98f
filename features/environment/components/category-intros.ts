import { ENVIRONMENT_CATEGORY_IDS, ENVIRONMENT_CATEGORY_NAMES, type EnvironmentCategoryId } from '@/lib/contracts/environment';

// What each category covers, for the index page (the result page takes names from the API).
const COVERS: Record<EnvironmentCategoryId, string> = {
  transport: 'فاصله تا مترو و ایستگاه‌های تقاطعی، تعداد خطوط نزدیک و دسترسی به پایانه‌ها.',
  health: 'نزدیک‌ترین بیمارستان و تعداد بیمارستان‌ها در شعاع ۲ و ۵ کیلومتر.',
  education: 'دانشگاه‌ها و مراکز آموزش عالی نزدیک محله.',
  green: 'پارک‌های بزرگ، سینما، فرهنگسرا و مجموعه‌های ورزشی.',
  shopping: 'مراکز خرید، بازارها و مجتمع‌های تجاری پیرامون محله.',
  services: 'شهرداری، مراکز انتظامی، ادارات دولتی و مراکز مذهبی.',
  market: 'سطح قیمت، رشد ۱، ۳ و ۵ ساله، نقدشوندگی، نوسان و بازده اجاره.',
  urban: 'سن بناها، نوسازی، آسانسور و پارکینگ، متراژ و فاصله تا مرکز شهر.',
};

export const CATEGORY_INTROS = ENVIRONMENT_CATEGORY_IDS.map((id) => ({ id, name: ENVIRONMENT_CATEGORY_NAMES[id], text: COVERS[id] }));
