package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4de154cc: 19/40 overall, 4/24 tricky.
func TestIndependentCases1355(t *testing.T) {
	runIndependent(t, "testdata/independent1355.jsonl", false)
}

// TestGeneralise1355KYCVerdicts holds identity-verification reads whose 200
// body is the person's failed outcome (kycverdict.go kycVerdict): Stripe
// Identity's last_error, Persona's inquiry status, Veriff's decision, Plaid
// IDV's status; with near misses (a verified or approved outcome, a bare
// status field without the vendor's markers) that keep their old kind.
func TestGeneralise1355KYCVerdicts(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "w1355-k1", protocol: "http", status: 200, msg: `{"id":"vs_1W1355a","object":"identity.verification_session","last_error":{"code":"consent_declined","reason":"The user declined to be verified"},"status":"requires_input"}`, want: rung.KindPremise},
		{name: "w1355-k2", msg: `{"id": "vs_1W1355b", "object": "identity.verification_session", "last_error": {"code": "id_number_mismatch", "reason": null}, "status": "requires_input"}`, want: rung.KindPremise},
		{name: "w1355-k3", protocol: "http", status: 200, msg: `{"data":{"type":"inquiry","id":"inq_W1355c","attributes":{"status":"declined","reference-id":"w1355-u1"}}}`, want: rung.KindPremise},
		{name: "w1355-k4", protocol: "http", status: 200, msg: `{"status":"success","verification":{"id":"a1-w1355","code":9104,"status":"expired","reason":null,"reasonCode":null,"vendorData":"w1355-u2"}}`, want: rung.KindPremise},
		{name: "w1355-k5", protocol: "http", status: 200, msg: `{"status": "success", "verification": null}`, want: rung.KindTransient},
		{name: "w1355-k6", protocol: "http", status: 200, msg: `{"id":"idv_w1355d","client_user_id":"w1355-u3","status":"expired","steps":{"accept_tos":"success","kyc_check":"expired"}}`, want: rung.KindPremise},
		// Near misses: passing outcomes and unmarked bodies read as before.
		{name: "w1355-k7", protocol: "http", status: 200, msg: `{"id":"vs_1W1355e","object":"identity.verification_session","last_error":null,"status":"verified"}`, want: rung.KindUnknown},
		{name: "w1355-k8", protocol: "http", status: 200, msg: `{"data":{"type":"inquiry","id":"inq_W1355f","attributes":{"status":"approved"}}}`, want: rung.KindUnknown},
		{name: "w1355-k9", protocol: "http", status: 200, msg: `{"status":"success","verification":{"id":"a2-w1355","code":9001,"status":"approved","vendorData":"w1355-u4"}}`, want: rung.KindUnknown},
		{name: "w1355-k10", protocol: "http", status: 200, msg: `{"id":"idv_w1355g","client_user_id":"w1355-u5","status":"success","steps":{"kyc_check":"success"}}`, want: rung.KindUnknown},
		{name: "w1355-k11", protocol: "http", status: 200, msg: `{"id":"job-w1355","status":"expired"}`, want: rung.KindUnknown},
	})
}
