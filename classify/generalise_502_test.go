package classify

import "testing"

// TestIndependentCases502 runs held-out set 502: PostgreSQL in depth (DDL, COPY, partitions, RLS, FDW, replication, PgBouncer, pgx), from the vendors' docs and source, labelled blind.
// First run at 4b569b7: 33/35 overall, 22/24 tricky.
// Tolerated: i502-fdw-user-mapping: premise vs denied (set 434 labels the same "user mapping not found" text premise, i434-fdw-user-mapping-missing; set 476 tolerated it the same way): an earlier label, not changed here.
// Tolerated: i502-slot-active: premise vs transient (docs/taxonomy.md PostgreSQL class-55 row, 55006 object in use premise; set 100 and set 373's i373-pg-55006-slot-active read "replication slot ... is active for PID n" premise): an earlier ruling, not changed here.
func TestIndependentCases502(t *testing.T) {
	runIndependent(t, "testdata/independent502.jsonl", true, "i502-fdw-user-mapping", "i502-slot-active")
}
