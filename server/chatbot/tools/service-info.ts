import 'server-only';

import type { PlansCard } from '@/lib/contracts/chatbot';
import { ANONYMOUS_FAMILIES, type ServiceFamily } from '@/lib/contracts/billing';
import { ENVIRONMENT_CATEGORY_IDS } from '@/lib/contracts/environment';
import { SUGGESTION_LIMIT } from '@/lib/contracts/suggestion';
import { laterCheckSentence, TIER_LIMITS } from '@/lib/contracts/valuation';
import { formatNumber, formatPercent } from '@/lib/fa/number';
import { formatMoney, formatToman } from '@/lib/fa/money';
import { CRITERIA, HEADLINE_CRITERIA } from '@/server/environment/criteria-catalogue';
import { rentConversionRate } from '@/server/valuation/engine/valuate';
import { modelAccuracy } from '@/server/valuation/model-accuracy';
import type { ChatCatalogue } from './catalogue';

// «How the service works», answered from the site's own data: the services and plans tables, the tiers'
// limits in the contracts, the environment criteria catalogue and the published model accuracy.

export type ServiceTopic = 'costs' | 'free' | 'extended' | 'accuracy' | 'discount' | 'environment' | 'conversion' | 'overview';

export function serviceTopic(text: string): ServiceTopic {
  // «نرخ تبدیل رهن به اجاره چنده؟»: the rate every rent figure here is made with (the overview of the services before).
  if (/نرخ تبدیل|(?:تبدیل|معادل) (?:رهن|ودیعه|پول پیش) (?:به|با) اجاره/u.test(text)) return 'conversion';
  if (/تخفیف/u.test(text)) return 'discount';
  if (/دقت|دقیق|از کجا|چطور (?:قیمت|حساب|محاسبه|برآورد)|چطوری (?:قیمت|حساب)|پیش بینی/u.test(text)) return 'accuracy';
  if (/تکمیلی|کامل|جامع|فرق|تفاوت|اضافه/u.test(text)) return 'extended';
  if (/رایگان|مجانی|بدون ثبت ?نام|ثبت ?نام|چند بار/u.test(text)) return 'free';
  if (/محیطی|محله|۵۰ شاخص|شاخص/u.test(text)) return 'environment';
  if (/اعتبار|کردیت|اشتراک|پلن|پلان|بسته|تعرفه|هزینه|قیمت|پرداخت|شارژ|بخرم/u.test(text)) return 'costs';
  return 'overview';
}

/** A monthly percentage as the conversion answer writes it: whole, or with one decimal. */
const monthlyPercent = (fraction: number) => formatPercent(fraction * 100, Number.isInteger(Math.round(fraction * 1000) / 10) ? 0 : 1);

/**
 * «صاحبخونه میگه ۵۰ میلیون بذار رو رهن یا ماهی ۳ تومن بیشتر بده، کدومش به صرفه تره؟»: a deposit set against a monthly
 * rent, weighed at the rate every rent figure here is made with (the monthly rent that much deposit is worth, and the
 * rate the rent asked implies). Which suits the asker depends on what the money earns elsewhere, which the data does
 * not hold: said so, no bank rate invented.
 */
export function depositOrRentLines(deposit: number, rent: number): string[] {
  const rate = rentConversionRate();
  const worth = deposit * rate;
  const implied = rent / deposit;
  const verdict =
    Math.abs(rent - worth) < 0.005 * worth
      ? `${formatMoney(rent)} در ماه همان است؛ به این نرخ فرقی ندارند.`
      : rent > worth
        ? `${formatMoney(rent)} در ماه یعنی ${monthlyPercent(implied)} در ماه برای همان پول، بیشتر از این نرخ؛ پس به این نرخ، گذاشتن ${formatMoney(deposit)} روی ودیعه کم‌هزینه‌تر است.`
        : `${formatMoney(rent)} در ماه یعنی ${monthlyPercent(implied)} در ماه برای همان پول، کمتر از این نرخ؛ پس به این نرخ، اجارهٔ ماهانهٔ بیشتر کم‌هزینه‌تر است.`;
  return [
    `به نرخ ${monthlyPercent(rate)} در ماه، که ارزیاب ودیعه و اجاره را با آن به هم تبدیل می‌کند، ${formatMoney(deposit)} ودیعه هم‌ارز ${formatMoney(worth)} اجارهٔ ماهانه است.`,
    verdict,
    'کدام برای شما بهتر است به این بستگی دارد که آن پول جای دیگر ماهی چقدر برایتان درمی‌آورد؛ نرخ سود بانکی در داده‌های ارزیاب نیست.',
  ];
}

/** The service whose steps «روندش چیه؟» asks for, from the question that named it. */
export type ServiceProcedure = 'valuation' | 'environment' | 'suggestion';

export function procedureOf(topic: ServiceTopic, text: string): ServiceProcedure {
  if (topic === 'environment') return 'environment';
  if (/پیشنهاد/u.test(text)) return 'suggestion';
  return 'valuation';
}

const FAMILY_ORDER: ServiceFamily[] = ['price_evaluation', 'rental_evaluation', 'environmental_evaluation', 'buy_suggestion', 'rent_suggestion'];

function baseCosts(catalogue: ChatCatalogue): string[] {
  return FAMILY_ORDER.flatMap((family) => {
    const base = catalogue.services.find((s) => s.name === `${family}_product_base`);
    const extended = catalogue.services.find((s) => s.name === `${family}_product_complementary`);
    if (!base) return [];
    const ext = extended ? `؛ با گزارش تکمیلی ${formatNumber(extended.credits_required)} اعتبار` : '';
    return [`• ${base.title}: ${formatNumber(base.credits_required)} اعتبار${ext}`];
  });
}

export function plansCard(catalogue: ChatCatalogue): PlansCard {
  return {
    type: 'plans',
    plans: catalogue.plans
      .filter((p) => p.is_main)
      .map((p) => ({ id: p.id, name: p.name, label: p.label, credits: p.credits, price: p.price, discounted_price: p.discounted_price })),
    href: '/subscription',
  };
}

export function serviceInfo(topic: ServiceTopic, catalogue: ChatCatalogue): { content: string; plans: boolean; link: { href: string; label: string } | null } {
  const freeNames = ANONYMOUS_FAMILIES.map((f) => catalogue.services.find((s) => s.name === `${f}_product_base`)?.title).filter(Boolean);
  switch (topic) {
    case 'costs': {
      const main = catalogue.plans.filter((p) => p.is_main);
      const cheapest = main.length ? main.reduce((a, b) => (a.discounted_price / a.credits <= b.discounted_price / b.credits ? a : b)) : null;
      return {
        content: [
          'هر سرویس تعدادی اعتبار مصرف می‌کند و پیش از کسر، همان‌جا نمایش داده می‌شود:',
          ...baseCosts(catalogue),
          main.length ? `اعتبار را با بسته‌های اشتراک می‌خرید (${main.map((p) => `${p.label}: ${formatNumber(p.credits)} اعتبار`).join('، ')}).` : '',
          cheapest ? `ارزان‌ترین اعتبار در بستهٔ «${cheapest.label}» است: هر اعتبار ${formatToman(Math.round(cheapest.discounted_price / cheapest.credits))}.` : '',
        ].filter(Boolean).join('\n'),
        plans: true,
        link: null,
      };
    }
    case 'free':
      return {
        content: [
          `بدون ثبت نام، ${freeNames.join(' و ')} هر ماه یک بار رایگان است (ارزیابی اجاره هم جزو همان ارزیابی قیمت حساب می‌شود).`,
          'حساب‌های تازه هم اعتبار رایگان می‌گیرند؛ اگر اعتبار رایگان برای سرویسی کافی باشد، «ارزیابی رایگان» را می‌بینید.',
          'پاسخ‌های همین گفت‌وگو (آمار بازار و امتیاز محله) رایگان است و اعتباری کم نمی‌کند.',
        ].join('\n'),
        plans: false,
        link: null,
      };
    case 'extended': {
      const base = TIER_LIMITS.base;
      const full = TIER_LIMITS.complementary;
      return {
        content: [
          'گزارش تکمیلی همان ارزیابی را کامل‌تر نشان می‌دهد:',
          `• ارزیابی قیمت: ${formatNumber(full.comparables)} آگهی مشابه به جای ${formatNumber(base.comparables)}، همهٔ عوامل اثرگذار به جای ${formatNumber(base.drivers)} عامل اصلی، روند کامل قیمت منطقه به جای ${formatNumber(base.trendMonths)} ماه و نمودار توزیع قیمت محله.`,
          `• ارزیابی محله: هر ${formatNumber(CRITERIA.length)} شاخص به جای ${formatNumber(HEADLINE_CRITERIA.length)} شاخص اصلی، نقشهٔ مکان‌های اطراف و نسخهٔ چاپی.`,
          `• پیشنهاد محل: ${formatNumber(SUGGESTION_LIMIT.complementary)} محله به جای ${formatNumber(SUGGESTION_LIMIT.base)} محله.`,
          ...baseCosts(catalogue),
        ].join('\n'),
        plans: false,
        link: null,
      };
    }
    case 'accuracy': {
      const sale = modelAccuracy('sale');
      const rent = modelAccuracy('rent');
      const lines = ['قیمت‌ها را مدل یادگیری ماشین ارزیاب از آگهی‌های واقعی مشابه در همان محله و اطرافش برآورد می‌کند و با شاخص قیمت منطقه (معاملات بانک مرکزی، سپس آگهی‌های کیلید) به تاریخ قیمت می‌آورد.'];
      if (sale) lines.push(`روی آگهی‌هایی که مدل ندیده، خطای میانه در قیمت فروش ${formatPercent(sale.mdape * 100, 1)} است و ${formatPercent(sale.ppe10 * 100)} برآوردها کمتر از ۱۰٪ با قیمت آگهی فاصله دارند.`);
      // The 8 % is not the error of a figure carried to today: say what the later listings measured, as the result page does.
      const later = sale && laterCheckSentence(sale);
      if (later) lines.push(later);
      if (rent) lines.push(`در اجاره خطای میانه ${formatPercent(rent.mdape * 100, 1)} است.`);
      lines.push('هر برآورد با یک بازه می‌آید که قیمت واقعی با احتمال بالا در آن است؛ این برآورد هوشمند است، نه کارشناسی رسمی.');
      return { content: lines.join('\n'), plans: false, link: { href: '/faq', label: 'سوالات متداول' } };
    }
    case 'discount':
      return {
        content: 'کد تخفیف را هنگام خرید بسته در صفحهٔ خرید اشتراک وارد کنید؛ درصد تخفیف پیش از پرداخت روی هر بسته نمایش داده می‌شود.',
        plans: false,
        link: { href: '/subscription', label: 'خرید اشتراک' },
      };
    case 'environment':
      return {
        content: `ارزیابی محله، محل ملک را با ${formatNumber(CRITERIA.length)} شاخص در ${formatNumber(ENVIRONMENT_CATEGORY_IDS.length)} گروه (حمل‌ونقل، درمان، آموزش، فضای سبز، خرید، خدمات، بازار مسکن و ساختار شهری) می‌سنجد و با بقیهٔ تهران مقایسه می‌کند. شاخص‌هایی که داده‌شان نیست «داده در دسترس نیست» نشان داده می‌شوند و در امتیاز حساب نمی‌شوند.`,
        plans: false,
        link: { href: '/neighborhood', label: 'ارزیابی محله' },
      };
    case 'conversion': {
      const rate = rentConversionRate();
      return {
        content: [
          `ارزیاب ودیعه و اجاره را با نرخ ${formatPercent(rate * 100, Number.isInteger(rate * 100) ? 0 : 1)} در ماه به هم تبدیل می‌کند: هر ۱۰۰ میلیون تومان ودیعه هم‌ارز ${formatMoney(100_000_000 * rate)} اجارهٔ ماهانه است، و رهن کامل هم‌ارز ودیعه به‌اضافهٔ اجارهٔ ماهانه تقسیم بر همین نرخ.`,
          'آمار اجاره در این گفت‌وگو و ارزیابی اجاره با همین نرخ حساب می‌شوند؛ در قرارداد، نسبت ودیعه و اجاره را موجر و مستأجر توافق می‌کنند.',
        ].join('\n'),
        plans: false,
        link: { href: '/blog/full-deposit-equivalent-rent', label: 'رهن کامل یا رهن و اجاره؟' },
      };
    }
    default:
      return {
        content: [
          'ارزیاب برای ملک‌های تهران این سرویس‌ها را دارد:',
          ...baseCosts(catalogue),
          'در همین گفت‌وگو می‌توانید آمار بازار هر محله، امتیاز محله و روند قیمت منطقه را رایگان بپرسید؛ ارزیابی دقیق هوشمند را هم از همین‌جا شروع کنید.',
        ].join('\n'),
        plans: false,
        link: null,
      };
  }
}

const PROCEDURE_NAME: Record<ServiceProcedure, string> = { valuation: 'ارزیابی هوشمند قیمت', environment: 'ارزیابی محله', suggestion: 'پیشنهاد هوشمند محل' };

/** What to ask next beside a service's steps. */
export const PROCEDURE_NEXT: Record<ServiceProcedure, string> = {
  valuation: 'قیمت‌ها چقدر دقیق است؟',
  environment: 'گزارش تکمیلی چه چیزی اضافه دارد؟',
  suggestion: 'گزارش تکمیلی چه چیزی اضافه دارد؟',
};

/** What starts each service from the chat: the chips offered beside its steps. */
export const PROCEDURE_START: Record<ServiceProcedure, string[]> = {
  valuation: ['میخوام قیمت خونمو ارزیابی کنم', 'میخوام اجاره خونمو ارزیابی کنم'],
  environment: ['نارمک برای زندگی چطوره؟', 'سعادت آباد برای زندگی چطوره؟'],
  suggestion: ['با ۵ میلیارد کجا خونه بخرم؟', 'با ۱ میلیارد رهن کجا؟'],
};

/**
 * «روندش چیه؟» after a service was explained: how it goes, step by step as its page asks, then how the result is
 * made and what it costs — the forms' own steps, the published accuracy and the catalogue's credits, not the same
 * overview again.
 */
export function serviceSteps(procedure: ServiceProcedure, catalogue: ChatCatalogue): string {
  const cost = (family: ServiceFamily) => {
    const base = catalogue.services.find((s) => s.name === `${family}_product_base`);
    const extended = catalogue.services.find((s) => s.name === `${family}_product_complementary`);
    if (!base) return '';
    // The monthly free use is said of the valuation only: of the suggestions it covers buying, not renting.
    return `هزینه: ${formatNumber(base.credits_required)} اعتبار${extended ? ` (با گزارش تکمیلی ${formatNumber(extended.credits_required)} اعتبار)` : ''}${family === 'price_evaluation' && (ANONYMOUS_FAMILIES as readonly string[]).includes(family) ? '؛ بدون ثبت نام هر ماه یک بار رایگان' : ''}.`;
  };
  const head = `${PROCEDURE_NAME[procedure]} این‌طور انجام می‌شود:`;
  switch (procedure) {
    case 'environment':
      return [
        head,
        '۱. نام محله یا منطقهٔ ملک را انتخاب می‌کنید.',
        `۲. ارزیاب محل را با ${formatNumber(CRITERIA.length)} شاخص در ${formatNumber(ENVIRONMENT_CATEGORY_IDS.length)} گروه می‌سنجد و با بقیهٔ تهران مقایسه می‌کند.`,
        `۳. نتیجه امتیاز محیطی از ۱۰۰ با ${formatNumber(HEADLINE_CRITERIA.length)} شاخص اصلی است (گزارش تکمیلی: هر ${formatNumber(CRITERIA.length)} شاخص و نقشهٔ مکان‌های اطراف).`,
        cost('environmental_evaluation'),
        'امتیاز مرکز هر محله را همین‌جا رایگان بپرسید.',
      ].filter(Boolean).join('\n');
    case 'suggestion':
      return [
        head,
        '۱. خرید یا اجاره را انتخاب می‌کنید و بودجه (یا ودیعه و اجارهٔ ماهانه) را می‌دهید؛ متراژ، اتاق، سن بنا و منطقه‌ها اختیاری است.',
        '۲. ارزیاب محله‌هایی را که در بودجه جا می‌شوند با مدل قیمت و امتیاز محیطی رتبه‌بندی می‌کند.',
        `۳. نتیجه ${formatNumber(SUGGESTION_LIMIT.base)} محله است (با گزارش تکمیلی ${formatNumber(SUGGESTION_LIMIT.complementary)} محله).`,
        cost('buy_suggestion'),
        'فهرست محله‌هایی که میانهٔ آگهی‌هایشان در بودجهٔ شما جا می‌شود را همین‌جا رایگان بپرسید.',
      ].filter(Boolean).join('\n');
    default: {
      const sale = modelAccuracy('sale');
      const rent = modelAccuracy('rent');
      const accuracy = sale
        ? `روی آگهی‌هایی که مدل ندیده، خطای میانه در قیمت فروش ${formatPercent(sale.mdape * 100, 1)}${rent ? ` و در اجاره ${formatPercent(rent.mdape * 100, 1)}` : ''} است.`
        : '';
      return [
        head,
        '۱. نوع ارزیابی: خرید و فروش یا اجاره.',
        '۲. محل ملک: نام محله، یا نقطه‌ای روی نقشه.',
        '۳. مشخصات ملک: متراژ، تعداد اتاق خواب، سال ساخت، طبقه، و آسانسور، پارکینگ و انباری.',
        'سپس مدل یادگیری ماشین ارزیاب قیمت را از آگهی‌های واقعی مشابه در همان محله و اطرافش برآورد می‌کند و با شاخص قیمت منطقه به تاریخ قیمت می‌آورد؛ نتیجه یک عدد است با بازه‌ای که قیمت واقعی با احتمال بالا در آن است.',
        accuracy,
        // As the accuracy answer: the error measured is not that of a figure carried to a later month.
        (sale && laterCheckSentence(sale)) ?? '',
        cost('price_evaluation'),
        'از همین گفت‌وگو هم می‌شود شروع کرد: محله و متراژ را بگویید.',
      ].filter(Boolean).join('\n');
    }
  }
}

/** The same service question asked again right after its answer: said so, shortly, not the same long text again. */
export const SERVICE_GIVEN = 'همین بالا توضیح دادم. اگر بخشی از آن روشن نیست همان را بپرسید، یا یکی از گزینه‌های زیر را بزنید.';

/** The steps asked again right after they were given: said so, shortly, with what starts the service. */
export function stepsGiven(procedure: ServiceProcedure): string {
  return `مراحل ${PROCEDURE_NAME[procedure]} را همین بالا گفتم. برای شروع یکی از گزینه‌های زیر را بزنید، یا بپرسید کجایش روشن نیست.`;
}
