-- Fleet health: one circuit breaker per tool and target host, shared by
-- every run on this file (rung.Health). state is the rung.HealthRecord as
-- JSON; version is bumped by every write, which is conditional on it
-- (compare-and-swap), so concurrent writers never lose an update.
CREATE TABLE rung_health (
	tool       TEXT    NOT NULL,
	host       TEXT    NOT NULL,
	version    INTEGER NOT NULL,
	state      TEXT    NOT NULL,
	updated_at INTEGER NOT NULL, -- unix microseconds, the caller's clock
	PRIMARY KEY (tool, host)
);
