package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at a84576c6: 26/34 overall, 12/20 tricky.
func TestIndependentCases1286(t *testing.T) {
	runIndependent(t, "testdata/independent1286.jsonl", false)
}

// TestGeneralise1286MaxLag holds MediaWiki's maxlag error (a wait) in the
// forms a client sees it, and near misses that keep their kinds.
func TestGeneralise1286MaxLag(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mediawiki maxlag json, code field", "http", 200, "maxlag", `{"error":{"code":"maxlag","info":"Waiting for 10.64.32.11: 6 seconds lagged.","host":"10.64.32.11","lag":6,"type":"db"}}`, rung.KindTransient},
		{"mediawiki maxlag json, no code field", "http", 200, "", `{"error":{"code":"maxlag","info":"Waiting for db1234: 12 seconds lagged.","host":"db1234","lag":12,"type":"db"}}`, rung.KindTransient},
		{"mediawiki maxlag generic", "http", 503, "", `{"error":{"code":"maxlag","info":"Waiting for a database server: 5 seconds lagged."}}`, rung.KindTransient},
		{"near miss: mediawiki badvalue", "http", 200, "badvalue", `{"error":{"code":"badvalue","info":"Unrecognized value for parameter \"list\": allpagez."}}`, rung.KindInvalid},
		{"near miss: mediawiki missingtitle", "http", 200, "missingtitle", `{"error":{"code":"missingtitle","info":"The page you specified doesn't exist."}}`, rung.KindPremise},
	})
}

// TestGeneralise1286CreditsForTheDay holds a per-day allowance worded "for
// the day" (premise, as "per day"), and the per-minute wording (transient).
func TestGeneralise1286CreditsForTheDay(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twelve data daily credits", "http", 429, "", `{"code":429,"message":"You have run out of API credits for the day. 812 API credits were used, with the current limit being 800. Wait for the next day or consider switching to a higher tier plan at https://twelvedata.com/pricing","status":"error"}`, rung.KindPremise},
		{"daily requests, plain", "http", 429, "", `You have used all your requests for the day. Limit: 1000.`, rung.KindPremise},
		{"near miss: twelve data minute credits", "http", 429, "", `{"code":429,"message":"You have run out of API credits for the current minute. 10 API credits were used, with the current limit being 8. Wait for the next minute or consider switching to a higher tier plan at https://twelvedata.com/pricing","status":"error"}`, rung.KindTransient},
		{"near miss: too many requests", "http", 429, "", `Too many requests. Please slow down.`, rung.KindTransient},
	})
}
