package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases209 runs held-out set 209: 35 live failures of a CRM /
// data-entry agent on this machine (11 PostgreSQL 15 via pgx v5, 3 SQLite via
// modernc.org/sqlite, 10 HubSpot/Salesforce-shaped REST through nginx 1.22,
// 3 Go os/net, 4 MCP server-filesystem/server-memory via the go-sdk client,
// openai-go and anthropic-sdk-go against httptest), labelled blind from each
// software's own docs and sources.
// First run at 4be33c0: 34/35 overall, 7/8 tricky. Fixed by class: Salesforce
// REQUEST_LIMIT_EXCEEDED (the org's 24-hour API allocation under 403 is a
// premise; its concurrent-request variant stays a wait).
// Tolerated: none.
func TestIndependentCases209(t *testing.T) {
	runIndependent(t, "testdata/independent209.jsonl", true)
}

// TestGeneralise209 holds neighbours of set 209's fixed class: other wordings
// of an API allocation exhausted for the day, and near-misses that keep their
// kind.
func TestGeneralise209(t *testing.T) {
	cases := []struct {
		name string
		in   Input
		want rung.Kind
	}{
		// Salesforce REST API errors (api_rest.meta errorcodes): 403 REQUEST_LIMIT_EXCEEDED, raw body.
		{"salesforce 403 TotalRequests body", Input{Protocol: "http", Status: 403, Message: `[{"message":"TotalRequests Limit exceeded.","errorCode":"REQUEST_LIMIT_EXCEEDED"}]`}, rung.KindPremise},
		// Same, with the code passed by the tool and a different tool prefix.
		{"salesforce 403 TotalRequests with code", Input{Protocol: "http", Status: 403, Code: "REQUEST_LIMIT_EXCEEDED", Message: `GET https://acme.my.salesforce.com/services/data/v60.0/query?q=SELECT+Id+FROM+Account: 403 Forbidden: [{"message":"TotalRequests Limit exceeded.","errorCode":"REQUEST_LIMIT_EXCEEDED"}]`}, rung.KindPremise},
		// Google APIs usage limits: 403 dailyLimitExceeded (developers.google.com/.../handle-errors).
		{"google 403 dailyLimitExceeded", Input{Protocol: "http", Status: 403, Message: `{"error":{"code":403,"message":"Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT).","errors":[{"message":"Daily Limit Exceeded","domain":"usageLimits","reason":"dailyLimitExceeded"}]}}`}, rung.KindPremise},
		// HubSpot API usage guidelines: 429 with policyName DAILY.
		{"hubspot 429 daily policy", Input{Protocol: "http", Status: 429, Message: `{"status":"error","message":"You have reached your daily limit.","errorType":"RATE_LIMIT","correlationId":"c0ffee00-0000-4000-8000-000000000209","policyName":"DAILY"}`}, rung.KindPremise},
		// Near-miss: Salesforce's concurrent long-running request cap (same code) frees itself: a wait.
		{"salesforce 403 ConcurrentPerOrgLongTxn", Input{Protocol: "http", Status: 403, Message: `[{"message":"ConcurrentPerOrgLongTxn Limit exceeded.","errorCode":"REQUEST_LIMIT_EXCEEDED"}]`}, rung.KindTransient},
		// Near-miss: HubSpot's ten-second rolling burst limit is a wait.
		{"hubspot 429 ten secondly", Input{Protocol: "http", Status: 429, Message: `{"status":"error","message":"You have reached your ten_secondly_rolling limit.","errorType":"RATE_LIMIT","policyName":"TEN_SECONDLY_ROLLING"}`}, rung.KindTransient},
		// Near-miss: a Salesforce 403 that is about access stays denied.
		{"salesforce 403 insufficient access", Input{Protocol: "http", Status: 403, Message: `[{"message":"insufficient access rights on object id","errorCode":"INSUFFICIENT_ACCESS_OR_READONLY"}]`}, rung.KindDenied},
		// Near-miss: a bare 403 Forbidden stays denied.
		{"bare 403", Input{Protocol: "http", Status: 403, Message: `{"message":"Forbidden"}`}, rung.KindDenied},
	}
	for _, c := range cases {
		if got := Classify(c.in); got.Kind != c.want {
			t.Errorf("%s: got %s (%s), want %s", c.name, got.Kind, got.Reason, c.want)
		}
	}
}
