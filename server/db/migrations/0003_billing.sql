-- Billing (issue 4): services, plans, cities, the credit ledger, discount codes, payments, anonymous uses and the
-- sandbox gateway's state. Reference data is seeded here and stays editable in the database (no redeploy).
-- Money columns are integer toman (architecture rule 8); rial exists only inside the Zarinpal adapter.

-- spec §3 Service. name = {family}_{agent}_{kind}. One credit is worth 50,000 toman in the seed, so
-- price = credits_required × 50,000 (spec §9: credit price = price / credits_required).
CREATE TABLE services (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  category_name text NOT NULL CHECK (category_name IN
    ('price_evaluation', 'rental_evaluation', 'environmental_evaluation', 'buy_suggestion', 'rent_suggestion', 'report')),
  source_agent_type text NOT NULL CHECK (source_agent_type IN ('product', 'divar_advertiser', 'divar_visitor')),
  service_kind text NOT NULL CHECK (service_kind IN ('base', 'complementary', 'advanced')),
  title text NOT NULL,
  credits_required integer NOT NULL CHECK (credits_required > 0),
  price integer NOT NULL CHECK (price >= 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO services (name, category_name, source_agent_type, service_kind, title, credits_required, price)
SELECT f.family || '_' || a.agent || '_' || k.kind, f.family, a.agent, k.kind,
       f.title || CASE WHEN k.kind = 'base' THEN '' ELSE ' (گزارش تکمیلی)' END,
       CASE WHEN k.kind = 'base' THEN f.base_credits ELSE f.complementary_credits END,
       50000 * CASE WHEN k.kind = 'base' THEN f.base_credits ELSE f.complementary_credits END
FROM (VALUES
  (1, 'price_evaluation', 'ارزیابی قیمت خرید و فروش', 1, 2),
  (2, 'rental_evaluation', 'ارزیابی قیمت اجاره', 1, 2),
  (3, 'environmental_evaluation', 'ارزیابی محیطی ملک', 1, 3),
  (4, 'buy_suggestion', 'پیشنهاد محل خرید', 1, 2),
  (5, 'rent_suggestion', 'پیشنهاد محل اجاره', 1, 2),
  (6, 'report', 'گزارش ملک', 2, 3)
) AS f(ord, family, title, base_credits, complementary_credits)
CROSS JOIN (VALUES (1, 'product'), (2, 'divar_advertiser'), (3, 'divar_visitor')) AS a(ord, agent)
CROSS JOIN (VALUES (1, 'base'), (2, 'complementary')) AS k(ord, kind)
ORDER BY f.ord, a.ord, k.ord;

-- spec §3 Plan. Main plans are listed as plans; non-main plans are the top-up packs the service dialog matches by
-- credit count (amount to buy = credits_required − available, at most 3 with the seeded services).
CREATE TABLE plans (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  label text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  description text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price > 0),
  discounted_price integer NOT NULL CHECK (discounted_price > 0),
  is_main boolean NOT NULL DEFAULT true,
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discounted_price <= price)
);

INSERT INTO plans (name, label, credits, description, price, discounted_price, is_main, sort_order) VALUES
  ('base', 'پایه', 3, 'برای یک بار ارزیابی کامل یا چند ارزیابی پایه', 150000, 150000, true, 1),
  ('sntandard', 'استاندارد', 10, 'مناسب خریداران و مستأجرانی که چند ملک را مقایسه می‌کنند', 500000, 450000, true, 2),
  ('professional', 'حرفه‌ای', 25, 'برای مشاوران املاک و سرمایه‌گذاران فعال', 1250000, 1000000, true, 3),
  ('commercial', 'تجاری', 60, 'برای آژانس‌ها و کسب‌وکارهای املاک', 3000000, 2250000, true, 4),
  ('topup_1', 'افزایش ۱ اعتبار', 1, 'بستهٔ تک‌اعتباری', 50000, 50000, false, 11),
  ('topup_2', 'افزایش ۲ اعتبار', 2, 'بستهٔ دو اعتباری', 100000, 100000, false, 12),
  ('topup_3', 'افزایش ۳ اعتبار', 3, 'بستهٔ سه اعتباری', 150000, 150000, false, 13);

-- spec §3 City. The valuation models and the gazetteer cover Tehran only, so Pardis and Karaj are listed with no
-- services yet (they appear once rows are added to city_services).
CREATE TABLE cities (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  label text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);
INSERT INTO cities (name, label, sort_order) VALUES ('tehran', 'تهران', 1), ('pardis', 'پردیس', 2), ('karaj', 'کرج', 3);

CREATE TABLE city_services (
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  service_id integer NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  PRIMARY KEY (city_id, service_id)
);
INSERT INTO city_services (city_id, service_id)
SELECT c.id, s.id FROM cities c CROSS JOIN services s WHERE c.name = 'tehran';

-- The balance each user holds, kept consistent with credit_ledger in the same transaction as every ledger row.
-- The CHECKs are the last line of defence: no code path can take a balance below zero.
CREATE TABLE credit_balances (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  paid_credits integer NOT NULL DEFAULT 0 CHECK (paid_credits >= 0),
  free_credits integer NOT NULL DEFAULT 0 CHECK (free_credits >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every grant and every spend is a row; sum(paid_delta) = paid_credits and sum(free_delta) = free_credits.
CREATE TABLE credit_ledger (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  entry_type text NOT NULL CHECK (entry_type IN ('signup_grant', 'purchase', 'spend', 'adjustment')),
  paid_delta integer NOT NULL DEFAULT 0,
  free_delta integer NOT NULL DEFAULT 0,
  service_id integer REFERENCES services(id),
  payment_id uuid,
  reference text,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (entry_type <> 'spend' OR (paid_delta <= 0 AND free_delta <= 0 AND reference IS NOT NULL))
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at);
-- One evaluation can never be paid twice; one payment grants credits once.
CREATE UNIQUE INDEX credit_ledger_spend_reference_idx ON credit_ledger (reference) WHERE entry_type = 'spend';
CREATE UNIQUE INDEX credit_ledger_payment_idx ON credit_ledger (payment_id) WHERE payment_id IS NOT NULL;
CREATE UNIQUE INDEX credit_ledger_signup_idx ON credit_ledger (user_id) WHERE entry_type = 'signup_grant';

-- Discount codes (spec §3, §5). No admin UI in the spec: created through POST /api/admin/discount-codes/.
CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 99),
  valid_from timestamptz,
  valid_until timestamptz,
  max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  plan_id integer REFERENCES plans(id),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans(id),
  gateway text NOT NULL CHECK (gateway IN ('zarinpal', 'sandbox')),
  authority text UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  credits integer NOT NULL CHECK (credits > 0),
  discount_code_id integer REFERENCES discount_codes(id),
  discount_percent integer NOT NULL DEFAULT 0,
  callback_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  ref_id text,
  card_pan text,
  failure_code integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending';
CREATE INDEX payments_user_idx ON payments (user_id, created_at);

-- spec §1: anonymous visitors get one use per family per Jalali month. The fingerprint is an HMAC, never a raw IP.
CREATE TABLE anonymous_uses (
  fingerprint text NOT NULL,
  family text NOT NULL,
  period text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (fingerprint, family, period)
);

-- The embedded test gateway (PAYMENT_GATEWAY=sandbox) keeps its state here, like a bank would on its side.
CREATE TABLE sandbox_payments (
  authority text PRIMARY KEY,
  amount integer NOT NULL,
  callback_url text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  ref_id text,
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
