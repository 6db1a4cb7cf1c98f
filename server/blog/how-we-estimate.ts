import 'server-only';

import type { BlogBlock } from '@/lib/contracts/blog';
import type { ModelAccuracy } from '@/lib/contracts/valuation';
import { formatJalaliMonth, formatJalaliMonthSpan } from '@/lib/fa/jalali';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import { modelAccuracy } from '@/server/valuation/model-accuracy';
import { loadModel } from '@/server/valuation/engine/artifacts';
import { formatMonth } from '@/server/valuation/engine/months';
import { indexSeriesMonths, priceDates } from '@/server/valuation/engine/price-index';
import { VALUATION_LABEL } from '@/server/valuation/engine/valuate';

const pct = (v: number | null): string => (v === null ? '—' : formatPercent(v * 100, 1));
/** Listings of a model's own files, counted as the accuracy table counts them, and the months they were listed. */
function listings(kind: 'sale' | 'rent'): { n: number; months: string } {
  const c = loadModel(kind).data.comps;
  const own = c.train.flatMap((t, i) => (t === 1 ? [c.month[i]] : []));
  const first = formatMonth(Math.min(...own));
  const last = formatMonth(Math.max(...own));
  // The 1400 rent file carries no dates: alone, its listings stand at the month it was gathered, so say «up to» it.
  const months = kind === 'rent' && first === last ? `منتشرشده تا ${formatJalaliMonth(last)}` : formatJalaliMonthSpan(first, last);
  return { n: modelAccuracy(kind)?.n ?? own.length, months };
}

export function howWeEstimatePost(): { blocks: BlogBlock[]; sources: string[] } {
  const saleListings = listings('sale');
  const rentListings = listings('rent');
  const accuracy: Array<[string, ModelAccuracy | null]> = [
    ['قیمت فروش', modelAccuracy('sale')],
    ['اجاره (رهن کامل معادل)', modelAccuracy('rent')],
  ];
  const blocks: BlogBlock[] = [
    {
      type: 'p',
      content: [
        'وقتی مشخصات یک آپارتمان را در ارزیاب وارد می‌کنید، عدد نهایی از یک جدول ثابت یا میانگین محله نمی‌آید. ',
        'این نوشته می‌گوید برآورد چطور ساخته می‌شود، چقدر دقیق است و کجا نباید به آن تکیه کرد.',
      ],
    },
    { type: 'h2', text: 'داده‌ها' },
    {
      type: 'ul',
      items: [
        [`${formatNumber(saleListings.n)} آگهی فروش آپارتمان در تهران (دیوار و سایت‌های آگهی ملک، ${saleListings.months})، پس از حذف آگهی‌های تکراری و ورودی‌های نامعتبر؛`],
        [`${formatNumber(rentListings.n)} آگهی اجارهٔ آپارتمان در دیوار (${rentListings.months})؛`],
        ['مدل روی همین آگهی‌ها آموزش می‌بیند، جز قیمت‌هایی که با محلهٔ خود نمی‌خوانند (بیش از سه برابر بالاتر یا پایین‌تر از میانهٔ محله)؛'],
        ['شاخص قیمت هر منطقه: آمار رسمی بانک مرکزی از قیمت معاملات تا آذر ۱۴۰۱ و پس از آن حرکت میانهٔ قیمت آگهی‌های کیلید، برای آوردن آگهی‌های ماه‌های مختلف و خود برآورد به یک تاریخ قیمت؛'],
        ['اجاره هم‌پای شاخص قیمت فروش منطقه جلو آورده می‌شود؛ این روش با آگهی‌های ۱۴۰۰ ساخته و روی آگهی‌های اجارهٔ ۱۴۰۳ آزموده شده است.'],
      ],
    },
    { type: 'h2', text: 'برآورد در سه گام' },
    {
      type: 'ul',
      items: [
        ['آگهی‌های مشابه: از همان محله، آگهی‌هایی که از نظر متراژ و سال ساخت به واحد شما نزدیک‌ترند پیدا می‌شوند و قیمت هر متر آن‌ها نقطهٔ شروع برآورد است.'],
        ['اصلاح با مدل: یک مدل یادگیری ماشین (درخت‌های تصمیم تقویت‌شده) که روی همهٔ آگهی‌ها آموزش دیده، یاد گرفته آگهی‌های مشابه کجا و چقدر خطا می‌کنند و اثر طبقه، اتاق، آسانسور، پارکینگ و انباری را اضافه می‌کند.'],
        [`تاریخ قیمت: برآورد با شاخص قیمت به آخرین ماهی آورده می‌شود که داده پشتیبانی‌اش می‌کند (اکنون ${formatJalaliMonth(formatMonth(priceDates(loadModel('sale')).last))})؛ تاریخی تازه‌تر از این ادعا نمی‌شود.`],
      ],
    },
    {
      type: 'p',
      content: [
        'کنار عدد برآورد، سه چیز دیگر هم می‌بینید: بازه‌ای که قیمت به احتمال ۸۰ درصد در آن است (در محله‌های کم‌آگهی پهن‌تر)، ',
        'سطح اطمینان (زیاد، متوسط یا کم)، و سهم هر ویژگی از برآورد به تومان؛ مثلاً اینکه پارکینگ چقدر به قیمت این واحد اضافه کرده است.',
      ],
    },
    { type: 'h2', text: 'چقدر دقیق است' },
    {
      type: 'p',
      content: [
        'دقت را با اعتبارسنجی متقابل می‌سنجیم: هر بار بخشی از آگهی‌ها کنار گذاشته می‌شود، مدل بدون آن‌ها آموزش می‌بیند و قیمت آن‌ها را برآورد می‌کند. ',
        '«خطای میانه» یعنی نیمی از برآوردها کمتر از این درصد با قیمت آگهی فاصله داشته‌اند.',
      ],
    },
    {
      type: 'table',
      caption: 'دقت برآورد روی آگهی‌هایی که مدل هنگام آموزش ندیده بود',
      head: ['برآورد', 'خطای میانه', 'در ۱۰٪ قیمت آگهی', 'در ۲۰٪ قیمت آگهی', 'درون بازهٔ ۸۰٪', 'تعداد آگهی'],
      rows: accuracy.map(([label, a]) =>
        a ? [label, pct(a.mdape), pct(a.ppe10), pct(a.ppe20), pct(a.coverage80), formatNumber(a.n)] : [label, 'در دسترس نیست', '—', '—', '—', '—'],
      ),
    },
    { type: 'h2', text: 'کجا نباید به آن تکیه کرد' },
    {
      type: 'ul',
      items: [
        ['داده‌ها قیمت پیشنهادی آگهی‌هاست، نه قیمت معامله؛ قیمت قرارداد معمولاً پس از چانه‌زنی کمتر است.'],
        ['فایل اجاره اتاق، طبقه و موقعیت دقیق ندارد و نسبت ودیعه به اجاره هم در آن پیش‌بینی‌پذیر نیست؛ برای همین برآورد اجاره از برآورد فروش کم‌دقت‌تر است.'],
        // The index once rested on two points after the Central Bank's series; since issue 30 it is Kilid's monthly
        // asking-price medians, which is what a reader should weigh: listings, not deals.
        [
          `شاخص قیمت پس از آخرین آمار بانک مرکزی (${formatJalaliMonth(indexSeriesMonths().cbiLast)}) حرکت ماهانهٔ میانهٔ قیمت آگهی‌های کیلید است، نه قیمت معامله؛ ` +
            'هرچه تاریخ قیمت از ماه آگهی‌های مدل دورتر باشد، بازهٔ برآورد پهن‌تر است.',
        ],
        [`برآورد ارزیاب «${VALUATION_LABEL}» است و جای کارشناس رسمی دادگستری را برای معامله یا دادگاه نمی‌گیرد.`],
      ],
    },
    {
      type: 'p',
      content: [{ text: 'برآورد قیمت ملک خود را ببینید', href: '/price' }, ' یا پیش از آن، ', { text: 'محله را ارزیابی کنید', href: '/neighborhood' }, '.'],
    },
  ];
  return { blocks, sources: ['گزارش اعتبارسنجی مدل‌های ارزیاب', 'بانک مرکزی جمهوری اسلامی ایران', 'آگهی‌های دیوار و سایت‌های آگهی ملک'] };
}
