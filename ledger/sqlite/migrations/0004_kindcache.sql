-- The model classifier's answers, one per failure signature, so that every
-- process sharing this file asks the model once per signature. The first
-- answer stored is kept.
CREATE TABLE IF NOT EXISTS rung_kind_cache (
	signature TEXT PRIMARY KEY,
	kind      TEXT NOT NULL,
	reason    TEXT NOT NULL DEFAULT '',
	model     TEXT NOT NULL DEFAULT '',
	at        INTEGER NOT NULL -- unix microseconds
);
