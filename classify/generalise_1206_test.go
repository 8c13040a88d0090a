package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0cd58219: 32/35 overall, 12/14 tricky.
func TestIndependentCases1206(t *testing.T) {
	runIndependent(t, "testdata/independent1206.jsonl", false)
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
