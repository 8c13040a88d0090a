package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 48551b6d: 19/36 overall, 6/20 tricky.
// Tolerated: i1688-persona-needs-review: unknown vs ambiguous (ruling): set 1355 reads a KYC outcome that waits on a person (Veriff review, Plaid pending_review) transient, not ambiguous; left for the lead.
// Tolerated: i1688-idenfy-token-not-valid: denied vs premise (ruling): set 864 reads a token "not valid" as a credential (denied); here it is the verification session's token.
func TestIndependentCases1688(t *testing.T) {
	runIndependent(t, "testdata/independent1688.jsonl", true, "i1688-persona-needs-review", "i1688-idenfy-token-not-valid")
}

// TestGeneralise1688JumioNetverify: Jumio Netverify retrieval results
// (Netverify Retrieval API guide): rejectReasonCode under
// ERROR_NOT_READABLE_ID is the capture (invalid), under DENIED_FRAUD the
// identity (denied); selfie validity FALSE for a capture reason invalid;
// similarity NOT_POSSIBLE ambiguous; DENIED_UNSUPPORTED_ID_* premise. Near
// misses: an approved scan, a similarity MATCH and an unknown code stay
// unread.
func TestGeneralise1688JumioNetverify(t *testing.T) {
	const sr = `"scanReference":"x-1","timestamp":"2019-03-01T11:51:39.876Z"`
	runWordingCases(t, []wordingCase{
		{"blurred", "", 0, "", `{"rejectReason":{"rejectReasonCode":"200","rejectReasonDescription":"NOT_READABLE_DOCUMENT","rejectReasonDetails":{"detailsCode":"2001","detailsDescription":"BLURRED"}},` + sr + `}`, invalid},
		{"photocopy bw", "", 0, "", `{"rejectReason":{"rejectReasonCode":"102","rejectReasonDescription":"PHOTOCOPY_BLACK_WHITE"},` + sr + `}`, invalid},
		{"wrong page", "", 0, "", `{"rejectReason":{"rejectReasonCode":"207","rejectReasonDescription":"WRONG_DOCUMENT_PAGE"},` + sr + `}`, invalid},
		{"fake", "", 0, "", `{"rejectReason":{"rejectReasonCode":"106","rejectReasonDescription":"FAKE"},` + sr + `}`, denied},
		{"photo mismatch", "", 0, "", `{"rejectReason":{"rejectReasonCode":"107","rejectReasonDescription":"PHOTO_MISMATCH"},` + sr + `}`, denied},
		{"no face", "", 0, "", `{"identityVerification":{"similarity":"NOT_POSSIBLE","validity":"FALSE","reason":"NO_FACE_PRESENT"},` + sr + `}`, invalid},
		{"similarity not possible", "", 0, "", `{"identityVerification":{"similarity":"NOT_POSSIBLE","validity":"TRUE"},` + sr + `}`, ambiguous},
		{"unsupported country", "", 0, "", `{"type":"ID_CARD","status":"DENIED_UNSUPPORTED_ID_COUNTRY",` + sr + `}`, premise},
		// near misses
		{"approved", "", 0, "", `{"type":"PASSPORT","status":"APPROVED_VERIFIED",` + sr + `}`, rung.KindUnknown},
		{"match", "", 0, "", `{"identityVerification":{"similarity":"MATCH","validity":"TRUE"},"mrzCheck":"OK",` + sr + `}`, rung.KindUnknown},
		{"unknown code", "", 0, "", `{"rejectReason":{"rejectReasonCode":"999","rejectReasonDescription":"OTHER"},` + sr + `}`, rung.KindUnknown},
	})
}

// TestGeneralise1688OnfidoResults: Onfido report sub_result (rejected
// invalid, caution premise, suspected denied), result unidentified
// (ambiguous), check status withdrawn (premise), and the API error type
// missing_document under 422 (premise). Near misses: a clear report, a
// check in progress, and a 422 validation_error (invalid) stay as they were.
func TestGeneralise1688OnfidoResults(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"rejected", "", 0, "", `{"id":"r1","name":"document","status":"complete","result":"consider","sub_result":"rejected","breakdown":{}}`, invalid},
		{"caution", "", 0, "", `{"id":"r2","name":"document","status":"complete","result":"consider","sub_result":"caution","breakdown":{}}`, premise},
		{"suspected", "", 0, "", `{"id":"r3","name":"document","status":"complete","result":"consider","sub_result":"suspected","breakdown":{}}`, denied},
		{"unidentified", "", 0, "", `{"id":"r4","name":"identity_enhanced","status":"complete","result":"unidentified","breakdown":{"sources":{"result":"unidentified"}}}`, ambiguous},
		{"withdrawn", "", 0, "", `{"id":"c1","status":"withdrawn","result":null,"report_ids":["r1"]}`, premise},
		{"missing_document", "http", 422, "", `{"error":{"id":"e1","type":"missing_document","message":"A document is required for this report","fields":{}}}`, premise},
		// near misses
		{"clear report", "", 0, "", `{"id":"r5","name":"document","status":"complete","result":"clear","sub_result":"clear","breakdown":{}}`, rung.KindUnknown},
		{"in progress", "", 0, "", `{"id":"c2","status":"in_progress","result":null,"report_ids":["r1"]}`, rung.KindUnknown},
		{"validation_error", "http", 422, "", `{"error":{"id":"e2","type":"validation_error","message":"There was a validation error on this request","fields":{"document_ids":["must be provided"]}}}`, invalid},
	})
}

// TestGeneralise1688YotiPotentialMatch: Yoti's watchlist screening
// recommendation CONSIDER / POTENTIAL_MATCH is ambiguous (candidate hits
// for review). Near misses: APPROVE and a CONSIDER with another reason
// stay unread.
func TestGeneralise1688YotiPotentialMatch(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"potential match", "", 0, "", `{"type":"WATCHLIST_SCREENING","state":"DONE","report":{"recommendation":{"value":"CONSIDER","reason":"POTENTIAL_MATCH"},"breakdown":[]}}`, ambiguous},
		{"aml potential match", "", 0, "", `{"type":"WATCHLIST_ADVANCED_CA","state":"DONE","report":{"recommendation":{"value":"CONSIDER","reason":"POTENTIAL_MATCH"}}}`, ambiguous},
		{"approve", "", 0, "", `{"type":"WATCHLIST_SCREENING","state":"DONE","report":{"recommendation":{"value":"APPROVE"},"breakdown":[]}}`, rung.KindUnknown},
		{"consider other", "", 0, "", `{"type":"ID_DOCUMENT_AUTHENTICITY","state":"DONE","report":{"recommendation":{"value":"CONSIDER","reason":"QUALITY"}}}`, rung.KindUnknown},
	})
}
