-- Where to buy or rent (issue 8, spec §1 "a suggestion of where to buy or rent", §7 location-suggestion and
-- rent-suggestion rows, identified by uuid). One table for both kinds: the request as understood and the ranked
-- answer are stored whole at creation, so a shared link always shows what was paid for (prices are those of the
-- models' price date at that moment). user_id is null for the anonymous monthly buy suggestion (spec §1).
CREATE TABLE location_suggestions (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('buy', 'rent')),
  tier text NOT NULL CHECK (tier IN ('base', 'complementary')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  agent_type text NOT NULL CHECK (agent_type IN ('product', 'divar_advertiser', 'divar_visitor')),
  service_id integer NOT NULL REFERENCES services (id),
  price_date text NOT NULL,
  fits boolean NOT NULL,
  inputs jsonb NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX location_suggestions_user_idx ON location_suggestions (user_id, created_at);
