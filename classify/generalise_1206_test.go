package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0cd58219: 32/35 overall, 12/14 tricky.
// Fixed: i1206-hv00q-import-schema (postgres.go sqlStates HV00Q/HV00R; TestGeneralise1206FDWRemoteObjectMissing).
// Passes since the lead's P0004 ruling after this set (postgres.go: an ASSERT whose words decide nothing reads premise); was tolerated: i1206-p0004-assert: unknown vs premise (docs/taxonomy.md "P0001, P0004 | by the application's wording ..., else unknown"; set 240 "a bare \"assertion failed\" stays unknown"): a one-off author's sentence, "expected exactly one open billing period", names a count invariant but not what was found; the same "exactly one ... expected" words read ambiguous for an ORM lookup (set 114), so no class is stated here.
// Tolerated: i1206-42p16-add-pk-rerun: invalid vs conflict (docs/taxonomy.md PostgreSQL "class 42 otherwise | invalid"; set 11 labels the same text invalid for CREATE TABLE, sets 315 and 1006 tolerated it as premise for ALTER TABLE ADD PRIMARY KEY): the text is the same for a DDL with two keys and for a re-run that meets the existing key, and it cannot say whether that key is the one the step wanted.
func TestIndependentCases1206(t *testing.T) {
	runIndependent(t, "testdata/independent1206.jsonl", true, "i1206-42p16-add-pk-rerun")
}

// TestGeneralise1206FDWRemoteObjectMissing holds a foreign data wrapper's
// missing remote object: HV00Q fdw_schema_not_found (postgres_fdw's IMPORT
// FOREIGN SCHEMA "schema ... is not present on foreign server ...") and
// HV00R fdw_table_not_found read premise, as 3F000 and 42P01 do locally.
// Near misses: the class's option errors (HV00D, HV002) and a bare HV000
// keep invalid.
func TestGeneralise1206FDWRemoteObjectMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"HV00Q pgx", "postgres", 0, "", `ERROR: schema "w1206_stage" is not present on foreign server "w1206_wh" (SQLSTATE HV00Q)`, rung.KindPremise},
		{"HV00Q code field", "postgres", 0, "HV00Q", `schema "reporting" is not present on foreign server "w1206_remote"`, rung.KindPremise},
		{"HV00R pgx", "postgres", 0, "", `ERROR: table "w1206_orders" not found on foreign server (SQLSTATE HV00R)`, rung.KindPremise},
		// Near misses.
		{"HV00D option", "postgres", 0, "", `ERROR: invalid option "hostaddress" (SQLSTATE HV00D)`, rung.KindInvalid},
		{"HV002 required option", "postgres", 0, "", `ERROR: either filename or program is required for file_fdw foreign tables (SQLSTATE HV002)`, rung.KindInvalid},
		{"HV000 bare", "postgres", 0, "", `ERROR: w1206 wrapper: bad column mapping (SQLSTATE HV000)`, rung.KindInvalid},
	})
}
