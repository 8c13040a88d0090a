-- The idempotency ledger: one row per key.
CREATE TABLE rung_ledger (
	key          text PRIMARY KEY,
	fingerprint  text NOT NULL,
	state        text NOT NULL CHECK (state IN ('pending', 'unknown', 'done')),
	token        bigint NOT NULL,
	landed       boolean NOT NULL DEFAULT false,
	lease_until  timestamptz NOT NULL,
	created_at   timestamptz NOT NULL,
	updated_at   timestamptz NOT NULL,
	output       bytea,
	failure      text,          -- rung.Failure as JSON
	outcome_at   timestamptz
);

-- Reap finds old done entries; a partial index leaves claims of new keys
-- (pending) out of it.
CREATE INDEX rung_ledger_done_updated ON rung_ledger (updated_at) WHERE state = 'done';

-- Fencing tokens come from one sequence, so a token is never reused even
-- after a key is released and claimed again.
CREATE SEQUENCE rung_ledger_tokens;

-- Durable runs: one row per recorded step.
CREATE TABLE rung_run_steps (
	run        text NOT NULL,
	plan       integer NOT NULL DEFAULT 0,
	idx        integer NOT NULL,
	step_id    text NOT NULL,
	tool       text NOT NULL,
	args_hash  text NOT NULL DEFAULT '',
	state      text NOT NULL,
	output     bytea,
	failure    text,
	at         timestamptz NOT NULL,
	PRIMARY KEY (run, plan, idx)
);
