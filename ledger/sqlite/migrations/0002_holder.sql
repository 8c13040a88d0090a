-- The process holding each key's lease, so a claim can take over at once
-- from a holder on this host that died (kill -9) instead of waiting for its
-- lease to lapse. Rows written before have no holder ('' and 0) and are
-- waited out as before.
ALTER TABLE rung_ledger ADD COLUMN holder_host TEXT NOT NULL DEFAULT '';
ALTER TABLE rung_ledger ADD COLUMN holder_pid INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rung_ledger ADD COLUMN holder_started INTEGER NOT NULL DEFAULT 0; -- unix microseconds
