-- Request services (issue 33): API keys, their usage per day, batch valuation jobs, and refunds in the ledger.

-- A key is shown to its owner once; only its SHA-256 is kept (the secret is 32 random bytes, so a plain hash is as
-- strong as a slow one). `prefix` is the key's first characters, stored in clear so the owner can tell keys apart
-- and the lookup is one index probe.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  prefix text NOT NULL UNIQUE,
  secret_hash text NOT NULL,
  rate_limit_per_minute integer NOT NULL DEFAULT 60 CHECK (rate_limit_per_minute > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at);

-- Calls and credits per key and Tehran calendar day (what the request-api page shows). `credits` is written in the
-- same transaction as the charge it counts, so it agrees with the ledger.
CREATE TABLE api_usage (
  api_key_id uuid NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  day date NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  failed_calls integer NOT NULL DEFAULT 0,
  credits integer NOT NULL DEFAULT 0,
  batch_rows integer NOT NULL DEFAULT 0,
  PRIMARY KEY (api_key_id, day)
);

-- A batch valuation: the uploaded rows (as CSV text), quoted and charged at creation, valued in chunks by the
-- app's worker. Each chunk's output and the cursor move in one transaction, so a restart resumes where it stopped.
CREATE TABLE batch_jobs (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  api_key_id uuid REFERENCES api_keys(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('sale', 'rent')),
  service_id integer NOT NULL REFERENCES services(id),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  input text NOT NULL,
  input_format text NOT NULL CHECK (input_format IN ('csv', 'json')),
  layout text NOT NULL,
  price_date text NOT NULL,
  as_of text,
  total_rows integer NOT NULL CHECK (total_rows > 0),
  -- Index of the next line of the parsed input table to value (line 0 is the header).
  next_line integer NOT NULL DEFAULT 1,
  done_rows integer NOT NULL DEFAULT 0,
  error_rows integer NOT NULL DEFAULT 0,
  credits_charged integer NOT NULL,
  credits_refunded integer NOT NULL DEFAULT 0,
  failure text,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX batch_jobs_pending_idx ON batch_jobs (created_at) WHERE status IN ('queued', 'running');
CREATE INDEX batch_jobs_user_idx ON batch_jobs (user_id, created_at);

CREATE TABLE batch_job_chunks (
  job_id uuid NOT NULL REFERENCES batch_jobs(id) ON DELETE CASCADE,
  seq integer NOT NULL,
  rows integer NOT NULL,
  errors integer NOT NULL,
  csv text NOT NULL,
  PRIMARY KEY (job_id, seq)
);

-- A refund gives back credits a spend took for work that was not done (a batch's failed rows): positive deltas,
-- at most one per reference.
ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_entry_type_check;
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_entry_type_check
  CHECK (entry_type IN ('signup_grant', 'purchase', 'spend', 'adjustment', 'refund'));
ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_refund_check
  CHECK (entry_type <> 'refund' OR (paid_delta >= 0 AND free_delta >= 0 AND reference IS NOT NULL));
CREATE UNIQUE INDEX credit_ledger_refund_reference_idx ON credit_ledger (reference) WHERE entry_type = 'refund';
