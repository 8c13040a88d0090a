-- The idempotency ledger: one row per key.
CREATE TABLE rung_ledger (
	key          TEXT PRIMARY KEY,
	fingerprint  TEXT NOT NULL,
	state        TEXT NOT NULL CHECK (state IN ('pending', 'unknown', 'done')),
	token        INTEGER NOT NULL,
	landed       INTEGER NOT NULL DEFAULT 0,
	lease_until  INTEGER NOT NULL, -- unix microseconds
	created_at   INTEGER NOT NULL,
	updated_at   INTEGER NOT NULL,
	output       BLOB,
	failure      TEXT,             -- rung.Failure as JSON
	outcome_at   INTEGER
) WITHOUT ROWID;

-- Reap finds old done entries; a partial index leaves claims of new keys
-- (pending) out of it.
CREATE INDEX rung_ledger_done_updated ON rung_ledger (updated_at) WHERE state = 'done';

-- Fencing tokens come from one counter, so a token is never reused even
-- after a key is released and claimed again.
CREATE TABLE rung_ledger_tokens (
	id   INTEGER PRIMARY KEY CHECK (id = 1),
	last INTEGER NOT NULL
);
INSERT INTO rung_ledger_tokens (id, last) VALUES (1, 0);

-- Durable runs: one row per recorded step.
CREATE TABLE rung_run_steps (
	run        TEXT NOT NULL,
	plan       INTEGER NOT NULL DEFAULT 0,
	idx        INTEGER NOT NULL,
	step_id    TEXT NOT NULL,
	tool       TEXT NOT NULL,
	args_hash  TEXT NOT NULL DEFAULT '',
	state      TEXT NOT NULL,
	output     BLOB,
	failure    TEXT,
	at         INTEGER NOT NULL,
	PRIMARY KEY (run, plan, idx)
) WITHOUT ROWID;
