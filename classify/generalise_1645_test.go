package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 04b1ee95: 33/34 overall, 13/14 tricky.
// Fixed by class: i1645-croak-no-customer (a lookup's own "no <thing>
// matches '<value>'", zerocount.go lookupMatchedNoValue).
func TestIndependentCases1645(t *testing.T) {
	runIndependent(t, "testdata/independent1645.jsonl", true)
}

// TestGeneralise1645LookupMatchedNoValue holds a lookup's own "no <thing>
// matches <value>" where the value is the call's criterion, quoted or as
// right after the verb (a Perl module's Carp croak, live Perl 5.36, set
// 1645): the lookup ran and found nothing, ambiguous. Near misses keep their readings: PostgreSQL's HINT "No
// function matches the given name and argument types" (invalid), DRF's
// "No Order matches the given query." under 404 (premise), Kong's "no
// Route matched with those values", age's "no identity matched any of the
// recipients" (premise), and a glob of files the plan expected to match
// (set 1370), which this rule leaves unread.
func TestGeneralise1645LookupMatchedNoValue(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"perl croak quoted name", "exec", 255, "255", "find_one: no customer matches 'Okafor' at croak_none.pl line 2.\nexit status 255", ambiguous},
		{"perl croak double quotes", "exec", 255, "255", "Inventory::lookup: no product matches \"ZX-9\" at /srv/app/lib/Inventory.pm line 41.\nexit status 255", ambiguous},
		{"bare text no status", "", 0, "", "lookup failed: no user matched \"bo@example.com\"", ambiguous},
		{"backquoted ticket", "exec", 2, "2", "ERROR: no ticket matches `INC-4411`\nexit status 2", ambiguous},
		{"pg hint function", "postgres", 0, "42883", "ERROR: function lower(integer) does not exist (SQLSTATE 42883)\nHINT: No function matches the given name and argument types. You might need to add explicit type casts.", invalid},
		{"drf 404 given query", "http", 404, "", "{\"detail\":\"No Order matches the given query.\"}", premise},
		{"age identity", "exec", 1, "1", "age: error: no identity matched any of the recipients\nexit status 1", premise},
		{"files glob", "exec", 1, "1", "upload: no files match 'dist/*.zip'\nexit status 1", rung.KindUnknown},
	})
}
