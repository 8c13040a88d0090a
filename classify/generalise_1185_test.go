package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 34693238: 28/36 overall, 11/19 tricky.
func TestIndependentCases1185(t *testing.T) {
	runIndependent(t, "testdata/independent1185.jsonl", false)
}

// TestGeneralise1185Accepted202Errors: a 202 whose records carry an error
// verdict is a finished refusal, read as its body says; a 202 with no
// error record stays "ask again".
func TestGeneralise1185Accepted202Errors(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoho 202 duplicate", "http", 202, "", `{"data":[{"code":"DUPLICATE_DATA","details":{"api_name":"Email","duplicate_record":{"id":"5725767000000524001"}},"message":"duplicate data","status":"error"}]}`, rung.KindConflict},
		{"zoho 202 duplicate spaced", "http", 202, "", `{"data": [{"code": "DUPLICATE_DATA", "details": {"api_name": "Email"}, "message": "duplicate data", "status": "error"}]}`, rung.KindConflict},
		{"zoho 202 mandatory", "http", 202, "", `{"data":[{"code":"MANDATORY_NOT_FOUND","details":{"api_name":"Last_Name"},"message":"required field not found","status":"error"}]}`, rung.KindInvalid},
		{"near miss: github stats 202", "http", 202, "", `{}`, rung.KindTransient},
		{"near miss: 202 job queued", "http", 202, "", `{"status":"queued","id":"job-1185"}`, rung.KindTransient},
	})
}

// TestGeneralise1185URLPattern: a 404 whose code or words say the URL is
// the wrong one reads invalid; a plain 404 for a record stays premise.
func TestGeneralise1185URLPattern(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"zoho invalid url pattern", "http", 404, "INVALID_URL_PATTERN", `{"code":"INVALID_URL_PATTERN","details":{},"message":"Please check if the URL trying to access is a correct one","status":"error"}`, rung.KindInvalid},
		{"invalid url pattern words", "http", 404, "", `Invalid URL pattern: /crm/v7/Lead`, rung.KindInvalid},
		{"near miss: record missing", "http", 404, "", `{"code":"INVALID_DATA","details":{},"message":"the id given seems to be invalid","status":"error"}`, rung.KindPremise},
		{"near miss: deal not found", "http", 404, "", `{"success":false,"error":"Deal not found"}`, rung.KindPremise},
	})
}
