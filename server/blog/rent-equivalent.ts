import 'server-only';

import type { BlogBlock } from '@/lib/contracts/blog';
import { formatJalaliMonth, formatJalaliMonthSpan } from '@/lib/fa/jalali';
import { formatMoney } from '@/lib/fa/money';
import { formatDecimal, formatNumber, formatPercent } from '@/lib/fa/number';
import { loadModel, type RawListingFacts } from '@/server/valuation/engine/artifacts';
import { rentConversionRate } from '@/server/valuation/engine/valuate';

/** Example flat: its full-deposit equivalent, and the deposits a landlord might ask for it. */
export const EXAMPLE_FULL_DEPOSIT = 1_000_000_000;
const EXAMPLE_DEPOSITS = [1_000_000_000, 700_000_000, 500_000_000, 300_000_000, 100_000_000];

export interface RentListingFacts {
  /** Jalali 'YYYY-MM' of the first and last listing month in the group. */
  months: [string, string];
  n: number;
  fullDepositShare: number;
  medianDeposit: number;
  /** Among listings with a monthly rent. */
  medianRent: number | null;
}

const fromRaw = (f: RawListingFacts | null | undefined): RentListingFacts | null =>
  f ? { months: f.months, n: f.n, fullDepositShare: f.full_deposit_share, medianDeposit: f.median_deposit, medianRent: f.median_rent } : null;

/**
 * What the rent listings say about deposits and rents, as training wrote it: the 1400 file (every plausible
 * listing: the model itself learns from fewer) and the 2024 ads.
 */
export function rentListingFacts(): { file: RentListingFacts | null; ads: RentListingFacts | null } {
  const f = loadModel('rent').data.listing_facts;
  return { file: fromRaw(f?.file), ads: fromRaw(f?.ads) };
}

export function rentEquivalentPost(): { blocks: BlogBlock[]; sources: string[] } {
  const rate = rentConversionRate();
  const perMillion = 1_000_000 / rate;
  const { file, ads } = rentListingFacts();
  const blocks: BlogBlock[] = [
    {
      type: 'p',
      content: [
        'در تهران یک آپارتمان را می‌شود با رهن کامل اجاره کرد، یا با ودیعهٔ کمتر و اجارهٔ ماهانه. ',
        'دو آگهی برای دو واحد مشابه ممکن است یکی «۵۰۰ میلیون رهن و ۱۵ میلیون اجاره» باشد و دیگری «یک میلیارد رهن کامل». کدام گران‌تر است؟ ',
        'برای مقایسه، هر ترکیب ودیعه و اجاره را به «رهن کامل معادل» تبدیل می‌کنیم.',
      ],
    },
    { type: 'h2', text: 'نرخ تبدیل' },
    {
      type: 'p',
      content: [
        `ارزیاب اجارهٔ هر ماه را معادل ${formatPercent(rate * 100, 1)} ودیعه حساب می‌کند؛ یعنی هر یک میلیون تومان اجارهٔ ماهانه با ${formatMoney(perMillion)} ودیعه برابر است. `,
        `پس رهن کامل معادل = ودیعه + اجارهٔ ماهانه ÷ ${formatDecimal(rate, 3)}. `,
        'این نرخ یک قرارداد عرفی بازار است، نه قانون: مالکی که به پول نقد نیاز دارد ممکن است برای هر میلیون اجاره ودیعهٔ کمتری بخواهد، و برعکس.',
      ],
    },
    {
      type: 'table',
      caption: `ترکیب‌های هم‌ارز برای واحدی با رهن کامل معادل ${formatMoney(EXAMPLE_FULL_DEPOSIT)}`,
      head: ['ودیعه', 'اجارهٔ ماهانه'],
      rows: EXAMPLE_DEPOSITS.map((d) => [formatMoney(d), d >= EXAMPLE_FULL_DEPOSIT ? 'بدون اجاره (رهن کامل)' : formatMoney((EXAMPLE_FULL_DEPOSIT - d) * rate)]),
    },
  ];
  if (file) {
    blocks.push(
      { type: 'h2', text: 'بازار چه می‌گوید' },
      {
        type: 'p',
        content: [
          // The 1400 file carries no dates: its listings stand at the month it was gathered, so say «up to» it.
          `در ${formatNumber(file.n)} آگهی اجارهٔ آپارتمان تهران در دیوار (منتشرشده تا ${formatJalaliMonth(file.months[1])})، `,
          `${formatPercent(file.fullDepositShare * 100)} رهن کامل بودند. میانهٔ ودیعه ${formatMoney(file.medianDeposit)} بود`,
          file.medianRent ? ` و در آگهی‌هایی که اجاره داشتند، میانهٔ اجارهٔ ماهانه ${formatMoney(file.medianRent)}.` : '.',
        ],
      },
    );
    if (ads) {
      blocks.push({
        type: 'p',
        content: [
          `در ${formatNumber(ads.n)} آگهی اجارهٔ تهران در ${formatJalaliMonthSpan(...ads.months)}، سهم رهن کامل ${formatPercent(ads.fullDepositShare * 100)} بود؛ `,
          `میانهٔ ودیعه ${formatMoney(ads.medianDeposit)}`,
          ads.medianRent ? ` و میانهٔ اجاره ${formatMoney(ads.medianRent)}.` : '.',
          ads.fullDepositShare < file.fullDepositShare ? ' با بالا رفتن اجاره‌ها، ترکیب ودیعه و اجاره رایج‌تر شده است.' : '',
        ],
      });
    }
  }
  blocks.push(
    { type: 'h2', text: 'در ارزیاب' },
    {
      type: 'p',
      content: [
        { text: 'برآورد اجاره', href: '/price?kind=rent' },
        ' ارزش اجارهٔ یک واحد را به رهن کامل معادل می‌دهد و در صفحهٔ نتیجه می‌توانید با یک لغزنده، ودیعه را کم و زیاد کنید و اجارهٔ هم‌ارز آن را ببینید. ',
        'اگر آگهی‌ای را با آگهی دیگر مقایسه می‌کنید، هر دو را با همین نرخ به رهن کامل معادل ببرید و بعد مقایسه کنید.',
      ],
    },
  );
  return { blocks, sources: ['آگهی‌های اجارهٔ آپارتمان تهران در دیوار، ۱۳۹۹–۱۴۰۰ و ۱۴۰۳'] };
}
