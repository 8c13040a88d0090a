package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at db737205: 25/33 overall, 10/17 tricky.
func TestIndependentCases1289(t *testing.T) {
	runIndependent(t, "testdata/independent1289.jsonl", false)
}

// TestGeneralise1289InactiveBilling holds Cloud DNS's inactiveBillingState
// (a project whose billing is off) as premise in its forms, and near misses
// that keep their kinds.
func TestGeneralise1289InactiveBilling(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "googleapi form", protocol: "http", status: 403, code: "inactiveBillingState", msg: "googleapi: Error 403: Project w1289-a cannot accept requests while in an inactive billing state.  Billing state may take several minutes to update., inactiveBillingState", want: rung.KindPremise},
		{name: "json body", protocol: "http", status: 403, msg: `{"error":{"code":403,"message":"Project w1289-c cannot accept requests while in an inactive billing state.","errors":[{"reason":"inactiveBillingState"}]}}`, want: rung.KindPremise},
		{name: "near miss: plain forbidden", protocol: "http", status: 403, code: "forbidden", msg: "googleapi: Error 403: Forbidden, forbidden", want: rung.KindDenied},
		{name: "near miss: inactive token", protocol: "http", status: 401, msg: "The access token is inactive or invalid.", want: rung.KindDenied},
	})
}
