-- The model classifier's answers, one per failure signature, so that every
-- fleet member sharing this database asks the model once per signature.
-- The first answer stored is kept.
CREATE TABLE IF NOT EXISTS rung_kind_cache (
	signature text PRIMARY KEY,
	kind      text NOT NULL,
	reason    text NOT NULL DEFAULT '',
	model     text NOT NULL DEFAULT '',
	at        timestamptz NOT NULL
);
