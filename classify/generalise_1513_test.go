package classify

import "testing"

// First run at 2d0a6239: 18/24 overall, 6/12 tricky.
// Tolerated: i1513-detach-concurrently-default: premise vs invalid (ruling): 55000 object_not_in_prerequisite_state reads premise, as set 154's REFRESH ... CONCURRENTLY refused for a missing unique index (postgres.go); a plain DETACH reaches the same goal, but the text names the table's state (a default partition).
// Tolerated: i1513-drop-in-use-cursor: invalid vs premise (ruling): 55006 "in this session" reads invalid (docs/taxonomy.md, postgres.go; sets 72, 1463): the caller's own cursor holds the table and this session must close it first.
func TestIndependentCases1513(t *testing.T) {
	runIndependent(t, "testdata/independent1513.jsonl", true, "i1513-detach-concurrently-default", "i1513-drop-in-use-cursor")
}

// TestGeneralise1513ChildShapeMismatch: ALTER TABLE ... INHERIT or ATTACH
// PARTITION of an existing table whose columns or constraints do not match
// the parent (tablecmds.c MergeAttributesIntoExisting,
// MergeConstraintsIntoExisting, ATExecAttachPartition; 42804, 42P21) is the
// stored table's shape, not the statement's: premise (pgpartition.go
// childShapeMismatch). A CREATE TABLE ... INHERITS whose own columns
// conflict, and an ordinary 42804, keep invalid.
func TestGeneralise1513ChildShapeMismatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"missing-column", "postgres", 0, "42804", `ERROR: child table is missing column "tenant_id" (SQLSTATE 42804)`, premise},
		{"different-type", "postgres", 0, "42804", `ERROR: child table "orders_2024" has different type for column "total" (SQLSTATE 42804)`, premise},
		{"different-collation", "postgres", 0, "42P21", `ERROR: child table "names_old" has different collation for column "name" (SQLSTATE 42P21)`, premise},
		{"not-null", "postgres", 0, "42804", `ERROR: column "site_id" in child table must be marked NOT NULL (SQLSTATE 42804)`, premise},
		{"missing-constraint", "postgres", 0, "42804", `ERROR: child table is missing constraint "amount_positive" (SQLSTATE 42804)`, premise},
		{"check-definition", "postgres", 0, "42804", `ERROR: child table "ledger_2025" has different definition for check constraint "amount_positive" (SQLSTATE 42804)`, premise},
		{"attach-extra-column", "postgres", 0, "42804", `ERROR: table "metrics_load" contains column "source" not found in parent "metrics" (SQLSTATE 42804)`, premise},
		{"words-only", "postgres", 0, "", `ERROR: child table is missing column "region"`, premise},
		{"near-inherits-own-columns", "postgres", 0, "42804", `ERROR: inherited column "v" has a type conflict (SQLSTATE 42804)`, invalid},
		{"near-plain-mismatch", "postgres", 0, "42804", `ERROR: column "at" is of type timestamp with time zone but expression is of type integer (SQLSTATE 42804)`, invalid},
		{"near-inherit-from-partitioned", "postgres", 0, "42809", `ERROR: cannot inherit from partitioned table "metrics" (SQLSTATE 42809)`, invalid},
	})
}

// TestGeneralise1513NotPartitionedParent: PARTITION OF, ATTACH or DETACH
// PARTITION naming an ordinary table ("\"x\" is not partitioned", 42P17;
// "table \"x\" is not partitioned", 42809) is a schema the plan misread:
// only migrating the table to a partitioned one helps
// (ddl-partitioning.html), premise (pgpartition.go notPartitionedParent).
// Partition DDL that the statement itself gets wrong keeps invalid.
func TestGeneralise1513NotPartitionedParent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"partition-of", "postgres", 0, "42P17", `ERROR: "events" is not partitioned (SQLSTATE 42P17)`, premise},
		{"attach", "postgres", 0, "42809", `ERROR: table "events" is not partitioned (SQLSTATE 42809)`, premise},
		{"words-only", "postgres", 0, "", `ERROR: table "audit" is not partitioned`, premise},
		{"near-empty-range", "postgres", 0, "42P17", `ERROR: empty range bound specified for partition "events_bad" (SQLSTATE 42P17)`, invalid},
		{"near-add-column", "postgres", 0, "42809", `ERROR: cannot add column to a partition (SQLSTATE 42809)`, invalid},
		{"near-already-partition", "postgres", 0, "42809", `ERROR: "events_2026_01" is already a partition (SQLSTATE 42809)`, conflict},
	})
}

// TestGeneralise1513PartitionKeyColumn: a column the partition key is built
// on cannot be dropped or change type (tablecmds.c, 42P16, PostgreSQL 10's
// and 15's wordings): the key depends on it as a view does on a column
// whose type changes, premise (schemadeps.go schemaDependents). Other
// 42P16 refusals of partition DDL aimed at the wrong table keep invalid.
func TestGeneralise1513PartitionKeyColumn(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"drop-15", "postgres", 0, "42P16", `ERROR: cannot drop column "created_at" because it is part of the partition key of relation "events" (SQLSTATE 42P16)`, premise},
		{"alter-15", "postgres", 0, "42P16", `ERROR: cannot alter column "tenant_id" because it is part of the partition key of relation "orders" (SQLSTATE 42P16)`, premise},
		{"drop-10", "postgres", 0, "42P16", `ERROR: cannot drop column named in partition key (SQLSTATE 42P16)`, premise},
		{"alter-expr-10", "postgres", 0, "42P16", `ERROR: cannot alter type of column referenced in partition key expression (SQLSTATE 42P16)`, premise},
		{"near-drop-inherited", "postgres", 0, "42P16", `ERROR: cannot drop inherited column "value" (SQLSTATE 42P16)`, invalid},
		{"near-inherited-constraint", "postgres", 0, "42P16", `ERROR: cannot drop inherited constraint "c" of relation "events_2026_01" (SQLSTATE 42P16)`, invalid},
		{"near-key-missing", "postgres", 0, "42703", `ERROR: column "createdat" named in partition key does not exist (SQLSTATE 42703)`, invalid},
	})
}
