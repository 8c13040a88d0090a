package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at befce803: 23/30 overall, 8/14 tricky.
func TestIndependentCases1276(t *testing.T) {
	runIndependent(t, "testdata/independent1276.jsonl", false)
}

// TestGeneralise1276StalePatch: HAPI FHIR's versioned PATCH of a resource
// that moved on is a stale copy (premise), as HAPI-0989 for an update; a
// create over an existing id stays conflict.
func TestGeneralise1276StalePatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"hapi client", "http", 409, "", "HTTP 409 Conflict: HAPI-0974: Version 3 is not the most recent version of this resource, unable to apply patch", rung.KindPremise},
		{"bare", "http", 409, "", "Version 12 is not the most recent version of this resource, unable to apply patch", rung.KindPremise},
		{"in outcome", "http", 409, "conflict", `{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"conflict","diagnostics":"HAPI-0974: Version 2 is not the most recent version of this resource, unable to apply patch"}]}`, rung.KindPremise},
		{"near miss: duplicate id", "http", 409, "", "HTTP 409 Conflict: Can not create resource of type Patient as it would create a duplicate index matching query: Patient?identifier=a%7Cb (existing index belongs to Patient/9)", rung.KindConflict},
	})
}
