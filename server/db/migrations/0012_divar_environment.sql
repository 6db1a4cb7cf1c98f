-- Divar partner flows II (issue 28): a neighbourhood evaluation made from a Divar ad records the ad's post token,
-- and whether its advertiser shows it on the ad (the neighbourhood section of our add-on). As with valuations, at
-- most one evaluation per ad is on it at a time: publishing another replaces it.
ALTER TABLE environment_evaluations ADD COLUMN divar_post_token text;
ALTER TABLE environment_evaluations ADD COLUMN divar_published_at timestamptz;
ALTER TABLE environment_evaluations ADD CONSTRAINT environment_divar_published_on_a_post
  CHECK (divar_published_at IS NULL OR divar_post_token IS NOT NULL);
CREATE INDEX environment_divar_post_idx ON environment_evaluations (divar_post_token, created_at) WHERE divar_post_token IS NOT NULL;
CREATE UNIQUE INDEX environment_divar_published_idx ON environment_evaluations (divar_post_token) WHERE divar_published_at IS NOT NULL;
