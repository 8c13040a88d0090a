-- Fleet health: one circuit breaker per tool and target host, shared by
-- every worker on this database (rung.Health). state is the
-- rung.HealthRecord; version is bumped by every write, which is conditional
-- on it (compare-and-swap), so concurrent workers never lose an update.
CREATE TABLE rung_health (
	tool       text        NOT NULL,
	host       text        NOT NULL,
	version    bigint      NOT NULL,
	state      jsonb       NOT NULL,
	updated_at timestamptz NOT NULL, -- the caller's clock
	PRIMARY KEY (tool, host)
);
