package classify

import "testing"

// TestIndependentCases532 runs held-out set 532: PostgreSQL in depth as pgx v5 renders it (DDL, partitions, sequences, replication, extensions, COPY, prepared statements, PgBouncer), captured live, labelled blind.
func TestIndependentCases532(t *testing.T) { runIndependent(t, "testdata/independent532.jsonl", false) }
