-- Divar partner flows (issue 27; integrations.md "Divar open platform (Kenar)").
--
-- A valuation made from a Divar ad records the ad's post token, and whether the advertiser published it on the
-- ad (our add-on widget). At most one valuation per ad is on it at a time: publishing another replaces it.
ALTER TABLE valuations ADD COLUMN divar_post_token text;
ALTER TABLE valuations ADD COLUMN divar_published_at timestamptz;
ALTER TABLE valuations ADD CONSTRAINT valuations_divar_published_on_a_post
  CHECK (divar_published_at IS NULL OR divar_post_token IS NOT NULL);
CREATE INDEX valuations_divar_post_idx ON valuations (divar_post_token, created_at) WHERE divar_post_token IS NOT NULL;
CREATE UNIQUE INDEX valuations_divar_published_idx ON valuations (divar_post_token) WHERE divar_published_at IS NOT NULL;

-- OAuth `state`s we sent to Divar's consent screen: 256 random bits, stored as their SHA-256 only, single use,
-- ten minutes, and bound to the browser that started the flow (browser_hash: SHA-256 of an HttpOnly cookie's value).
-- The row keeps what the return needs: the flow, the ad, a return_url that already passed the exit rule, and the
-- exact redirect address the code exchange must repeat.
CREATE TABLE divar_oauth_states (
  state_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  flow text NOT NULL CHECK (flow IN ('price-advertiser', 'price-visitor', 'neighborhood-advertiser', 'neighborhood-visitor', 'referral')),
  post_token text,
  return_url text,
  evaluation_type text CHECK (evaluation_type IN ('buySell', 'rent')),
  redirect_uri text NOT NULL,
  scopes text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX divar_oauth_states_expires_idx ON divar_oauth_states (expires_at);

-- What a consent granted: Divar's access token for one user (an hour; sealed with AES-256-GCM under a key derived
-- from the server secret, so a database copy alone cannot act on anyone's ad) and its scopes, space-separated.
CREATE TABLE divar_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  post_token text,
  scopes text NOT NULL,
  access_token text NOT NULL,
  divar_user_id text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX divar_grants_user_post_idx ON divar_grants (user_id, post_token, expires_at);

-- The local Divar (DIVAR_PROVIDER=local, refused in production) keeps the state Divar would: its one-time
-- authorization codes, the access tokens it issued, and the add-on posted on each fixture ad (Kenar's own body,
-- so its ad page renders exactly what Divar would receive).
CREATE TABLE sandbox_divar_codes (
  code_hash text PRIMARY KEY,
  redirect_uri text NOT NULL,
  scopes text NOT NULL,
  phone text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_divar_tokens (
  token_hash text PRIMARY KEY,
  scopes text NOT NULL,
  phone text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sandbox_divar_addons (
  post_token text PRIMARY KEY,
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
