package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 10f75753: 17/32 overall, 2/15 tricky.
func TestIndependentCases1325(t *testing.T) {
	runIndependent(t, "testdata/independent1325.jsonl", false)
}

// TestGeneralise1325NoRecordsMatched holds a lookup's or search's answer
// that no record matched (People Data Labs' 404 "No records were found
// matching your request", typed not_found in its body, bare in its SDKs'
// text; codes.go noRecordsMatched, read under the error object's not_found
// and under a bare 404), with near misses that keep their old kind.
func TestGeneralise1325NoRecordsMatched(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "w1325-1", protocol: "http", status: 404, code: "not_found", msg: `{"status": 404, "error": {"type": "not_found", "message": "No records were found matching your request"}}`, want: rung.KindAmbiguous},
		{name: "w1325-2", protocol: "http", status: 404, msg: "No records were found matching your request", want: rung.KindAmbiguous},
		{name: "w1325-3", msg: "PDL lookup failed: no records found matching the query for acme-w1325.com", want: rung.KindAmbiguous},
		// Near misses: a named object that is missing stays premise.
		{name: "w1325-4", protocol: "http", status: 404, code: "not_found", msg: `{"errors":[{"id":"not_found","code":404,"details":"The requested resource couldn't be found."}]}`, want: rung.KindPremise},
		{name: "w1325-5", protocol: "http", status: 404, msg: "Record 88231907 not found", want: rung.KindPremise},
		{name: "w1325-6", protocol: "http", status: 404, code: "not_found", msg: `{"error": {"type": "not_found", "message": "Lead w1325-42 does not exist"}}`, want: rung.KindPremise},
	})
}
