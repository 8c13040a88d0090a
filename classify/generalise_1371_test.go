package classify

import "testing"

// First run at e93da653: 24/34 overall, 12/22 tricky.
func TestIndependentCases1371(t *testing.T) {
	runIndependent(t, "testdata/independent1371.jsonl", false)
}

// TestGeneralise1371AdyenError: Adyen's 200 with "resultCode":"Error" names
// its reason in refusalReason as a refusal does (docs.adyen.com Result
// codes), so it is read by the same table: an acquirer or issuer failure is
// a wait, an invalid amount the call's own. An Error whose reason is not in
// the table stays unknown (it proves nothing about the card); Refused keeps
// its readings, and Authorised or a body without refusalReason is not read.
func TestGeneralise1371AdyenError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"adyen Error Acquirer Error", "http", 200, "", `{"pspReference":"W1371T1","resultCode":"Error","refusalReason":"Acquirer Error","refusalReasonCode":"4"}`, transient},
		{"adyen Error Issuer Unavailable", "http", 200, "", `{"pspReference":"W1371T2","resultCode":"Error","refusalReason":"Issuer Unavailable","refusalReasonCode":"9"}`, transient},
		{"adyen Error Invalid Amount", "http", 200, "", `{"resultCode":"Error","refusalReason":"Invalid Amount","refusalReasonCode":"7"}`, invalid},
		{"adyen Error unmapped reason", "http", 200, "", `{"resultCode":"Error","refusalReason":"Something New At The Acquirer","refusalReasonCode":"99"}`, unk},
		// near misses: Refused keeps its readings.
		{"adyen Refused Not enough balance", "http", 200, "", `{"resultCode":"Refused","refusalReason":"Not enough balance","refusalReasonCode":"12"}`, premise},
		{"adyen Refused Acquirer Error", "http", 200, "", `{"resultCode":"Refused","refusalReason":"Acquirer Error","refusalReasonCode":"4"}`, transient},
	})
}
