package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 90013aa7: 19/31 overall, 11/22 tricky.
func TestIndependentCases1303(t *testing.T) {
	runIndependent(t, "testdata/independent1303.jsonl", false)
}

// TestGeneralise1303AppsScriptQuota holds Apps Script's quota exceptions
// (developers.google.com/apps-script/quotas): "... for one day" is a daily
// quota that resets 24 hours after the first request (premise), "... in a
// short time" a rate window (transient); the "too many" guess no longer
// reads either. Near misses keep their kind.
func TestGeneralise1303AppsScriptQuota(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "daily email", msg: "Exception: Service invoked too many times for one day: email.", want: rung.KindPremise},
		{name: "daily urlfetch in scripts.run body", protocol: "http", status: 200, msg: `{"done":true,"error":{"code":3,"message":"ScriptError","details":[{"@type":"type.googleapis.com/google.apps.script.v1.ExecutionError","errorMessage":"Exception: Service invoked too many times for one day: urlfetch.","errorType":"ScriptError"}]}}`, want: rung.KindPremise},
		{name: "daily computer time", msg: "Exception: Service using too much computer time for one day", want: rung.KindPremise},
		{name: "short time", msg: "Exception: Service invoked too many times in a short time: spreadsheets. Try Utilities.sleep(1000) between calls.", want: rung.KindTransient},
		{name: "short time gmail", msg: "Service invoked too many times in a short time: gmail rateMax. Try Utilities.sleep(1000) between calls.", want: rung.KindTransient},
		{name: "too many items stays invalid", msg: "too many items in request: 600 (max 500)", want: rung.KindInvalid},
		{name: "too many requests stays transient", protocol: "http", status: 429, msg: "Too Many Requests", want: rung.KindTransient},
	})
}
