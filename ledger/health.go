package ledger

import "github.com/rungkit/rung"

// HealthOf returns the fleet health (rung.Health) kept next to store's
// ledger: in the same SQLite file or PostgreSQL database for the SQL
// drivers, so every process and machine sharing the ledger shares the
// breakers too. A store that keeps none (the in-memory one) gets a fresh
// rung.NewMemoryHealth: call HealthOf once and give the result to every
// engine and session of the process.
func HealthOf(store Store) rung.Health {
	if h, ok := store.(interface{ Health() rung.Health }); ok {
		return h.Health()
	}
	return rung.NewMemoryHealth()
}
