package classify

import "testing"

// First run at f3262cd: 30/32 overall, 15/17 tricky.
// Tolerated: i707-pg-check-capacity: invalid vs premise (the state-guarding check ruling, classify/postgres.go guardsState "capacity" and the docs/taxonomy.md 23514 row "seats or capacity that would go below its floor", anchored by set 20's "events_capacity_check"): the set read a bin's capacity_kg as the size the call wrote (capacity_kg > 0, a format: repair the value), while the ruling reads a check named for capacity as guarding what the world holds; the message carries only the constraint's name, and PostgreSQL names a single-column check <table>_<column>_check either way, so both readings hold.
// Tolerated: i707-oai-404-model-w707: premise vs invalid (the model_not_found ruling, classify/codes.go serviceCodes "model_not_found" "names a model that does not exist: fix the call", docs/taxonomy.md set 63 row, tolerated likewise by sets 564, 569, 630): a model the plan rests on that the key cannot reach falsifies that belief (premise, the label), while the ruling reads the unknown model id as the call's argument to fix; both lead to a changed model name.
// TestIndependentCases707 runs held-out set 707: live captures from PostgreSQL/pgx, SQLite/modernc, nginx+Go upstreams, Go net/http and os, MCP reference servers (go-sdk and TS SDK clients), openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases707(t *testing.T) {
	runIndependent(t, "testdata/independent707.jsonl", true, "i707-pg-check-capacity", "i707-oai-404-model-w707")
}
