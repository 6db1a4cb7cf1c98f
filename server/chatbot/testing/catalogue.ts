import 'server-only';

import type { ChatCatalogue } from '../tools/catalogue';

/** The seeded services and plans (server/db/migrations/0003_billing.sql) for tests that run without a database. */
export function seededCatalogue(): ChatCatalogue {
  const families = [
    ['price_evaluation', 'ارزیابی قیمت خرید و فروش', 1, 2],
    ['rental_evaluation', 'ارزیابی قیمت اجاره', 1, 2],
    ['environmental_evaluation', 'ارزیابی محله', 1, 3],
    ['buy_suggestion', 'پیشنهاد محل خرید', 1, 2],
    ['rent_suggestion', 'پیشنهاد محل اجاره', 1, 2],
  ] as const;
  let id = 0;
  const services = families.flatMap(([family, title, base, ext]) =>
    (['base', 'complementary'] as const).map((kind) => ({
      id: ++id,
      name: `${family}_product_${kind}`,
      title: kind === 'base' ? title : `${title} (گزارش تکمیلی)`,
      service_kind: kind,
      category_name: family,
      source_agent_type: 'product' as const,
      credits_required: kind === 'base' ? base : ext,
      price: 50_000 * (kind === 'base' ? base : ext),
    })),
  );
  const plans = [
    { id: 1, name: 'base', label: 'پایه', credits: 3, description: '', price: 150_000, discounted_price: 150_000, discount_percent: 0, is_main: true },
    { id: 2, name: 'sntandard', label: 'استاندارد', credits: 10, description: '', price: 500_000, discounted_price: 450_000, discount_percent: 10, is_main: true },
    { id: 5, name: 'topup_1', label: 'افزایش ۱ اعتبار', credits: 1, description: '', price: 50_000, discounted_price: 50_000, discount_percent: 0, is_main: false },
  ];
  return { services, plans };
}
