-- Sign-in (issue 3): captchas, one-time codes and refresh tokens. Secrets are stored only as keyed hashes.

-- A captcha answer is single-use (used_at) and expires after 5 minutes (spec §3, issue 3).
CREATE TABLE captchas (
  key text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- One row per code sent. A code is consumed once, or burnt after 5 wrong attempts.
CREATE TABLE otp_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mobile_number text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'signup')),
  code_hash text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  burnt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_codes_mobile_idx ON otp_codes (mobile_number, created_at DESC);

-- Opaque rotating refresh tokens (SHA-256 of the token). A family is one sign-in; reuse of a rotated token
-- revokes the whole family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
