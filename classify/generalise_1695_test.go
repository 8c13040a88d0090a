package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 611df7e9: 23/36 overall, 5/18 tricky.
// Tolerated: i1695-bamboo-429-employee-limit: transient vs premise (one-off): BambooHR sends 429 "Limit Exceeded" with no body for its employee cap; the bare status line carries no marker that tells it from the many 429 rate limits worded the same.
// Tolerated: i1695-adp-token-validation-error: invalid vs denied (one-off): ADP answers a missing or bad bearer token with the generic OAuth body {"error":"invalid_request","error_description":"Validation error"}, which RFC 6749 and every other service use for a malformed request.
// Tolerated: i1695-merge-generic-error: invalid vs unknown (ruling): sets 1311 and 1546 leave Merge's catch-all problem_type ERROR to the status (taxonomy "an errors item's documented grouping").
func TestIndependentCases1695(t *testing.T) {
	runIndependent(t, "testdata/independent1695.jsonl", true, "i1695-bamboo-429-employee-limit", "i1695-adp-token-validation-error", "i1695-merge-generic-error")
}

// TestGeneralise1695KomboCodes holds Kombo's unified-API error codes, which
// its docs tell clients to branch on instead of the status (codes.go
// serviceCodes): the setup codes now sent under 409 are no duplicate
// (SETUP_INCOMPLETE and QA_FAILED premise, SETUP_SYNC_PENDING a wait), a
// data model the tool lacks premise, the rate and remote codes waits, the
// input codes invalid. Source: docs.kombo.dev/guides/errors and the
// 2026-05-19 change note. Near misses: a 409 whose Kombo code is a
// duplicate application keeps conflict by its words; a body without a
// Kombo code keeps the status.
func TestGeneralise1695KomboCodes(t *testing.T) {
	body := func(code, title, msg string) string {
		return `{"status":"error","error":{"code":"` + code + `","title":` + title + `,"message":"` + msg + `","log_url":null}}`
	}
	runWordingCases(t, []wordingCase{
		{"setup incomplete", "http", 409, "", body("INTEGRATION.SETUP_INCOMPLETE", "null", "The integration setup hasn't been finished yet."), rung.KindPremise},
		{"qa failed", "http", 409, "", body("INTEGRATION.QA_FAILED", "null", "The integration's setup data didn't pass our quality checks."), rung.KindPremise},
		{"sync pending", "http", 409, "", body("INTEGRATION.SETUP_SYNC_PENDING", "null", "The initial sync after connection is still running."), rung.KindTransient},
		{"sync pending old 503", "http", 503, "", body("INTEGRATION.SETUP_SYNC_PENDING", "null", "The initial sync after connection is still running."), rung.KindTransient},
		{"model not available", "http", 404, "", body("INTEGRATION.MODEL_NOT_AVAILABLE", `"This data model isn't supported for the selected integration."`, `The \"employees\" model is not yet available for Greenhouse.`), rung.KindPremise},
		{"remote unavailable", "http", 503, "", body("REMOTE.SERVICE_UNAVAILABLE", "null", "Personio is currently unavailable."), rung.KindTransient},
		{"platform input", "http", 400, "", body("PLATFORM.INPUT_INVALID", "null", "body.first_name: Required"), rung.KindInvalid},
		// Near misses.
		{"duplicate application", "http", 409, "", body("ATS.APPLICATION_ALREADY_EXISTS", `"Candidate has already applied to this job."`, "John Doe has an existing application for Software Engineer."), rung.KindConflict},
		{"no code 409", "http", 409, "", `{"status":"error","error":{"code":null,"title":null,"message":"An error without a code.","log_url":null}}`, rung.KindConflict},
	})
}

// TestGeneralise1695HRRecordState holds more of the HR and payroll record
// refusals under a generic 422 (hrstate.go, hooked in worldstate.go
// overInvalidText): a one-of thing refused with the existing one named
// (conflict, oneAllowedExisting); an undo with nothing pending or linked
// left to undo (conflict, nothingPendingToUndo, relationAlreadyAbsent); an
// act refused while another change is scheduled, with "first" (premise,
// scheduledBlocksAct); an attempt allowance sent to support (premise,
// attemptsSpent). Source: Gusto API reference, Unprocessable-Entity-Error-
// Object examples. Near misses: the rule without an existing one, "no
// pending invitation to accept", "not associated with your account"
// without an unlinking verb, running work, and a lockout with a wait keep
// their readings.
func TestGeneralise1695HRRecordState(t *testing.T) {
	g := func(cat, msg string) string {
		return `{"errors":[{"error_key":"base","category":"` + cat + `","message":"` + msg + `"}]}`
	}
	runWordingCases(t, []wordingCase{
		{"signatory", "http", 422, "", g("invalid_operation", "Cannot have more than one signatory in a company. Please remove the existing signatory before adding a new one."), rung.KindConflict},
		{"can only have one", "http", 422, "", g("invalid_operation", "A company can only have one primary location; update the existing one instead."), rung.KindConflict},
		{"no pending dismissal", "http", 422, "", g("invalid_operation", "No pending dismissal to cancel"), rung.KindConflict},
		{"no pending rehire", "http", 422, "", g("invalid_operation", "No pending rehire to cancel"), rung.KindConflict},
		{"no scheduled change", "http", 400, "", "There is no scheduled change to cancel.", rung.KindConflict},
		{"disassociate", "http", 422, "", g("invalid_operation", "Could not disassociate from embedded payroll: company not associated with partner."), rung.KindConflict},
		{"detach", "http", 400, "", "Cannot detach policy: the policy is not attached to this role.", rung.KindConflict},
		{"pending dismissal", "http", 422, "", g("invalid_attribute_value", "Cannot deactivate while a dismissal is scheduled. Use the cancel termination endpoint to remove the pending dismissal first."), rung.KindPremise},
		{"pending rehire", "http", 422, "", g("invalid_attribute_value", "Cannot reactivate while a rehire is scheduled. Use the cancel rehire endpoint to remove the pending rehire first."), rung.KindPremise},
		{"redebit", "http", 422, "", g("invalid_operation", "You exceeded the maximum redebit attempts. Please contact support."), rung.KindPremise},
		// Near misses.
		{"rule alone", "http", 422, "", g("invalid_attribute_value", "Cannot have more than one primary email address."), rung.KindInvalid},
		{"pending invitation", "http", 422, "", "You have no pending invitation to accept.", rung.KindPremise},
		{"other account", "http", 400, "", "Domain is not associated with your account", rung.KindDenied},
		{"lockout wait", "http", 429, "", "You exceeded the maximum number of login attempts. Please try again in 30 minutes or contact support.", rung.KindTransient},
		{"field invalid", "http", 422, "", g("invalid_attribute_value", "Amount must be greater than or equal to 0"), rung.KindInvalid},
	})
}

// TestGeneralise1695MergeSyncStatus holds Merge's sync-status list answered
// 200 (hrstate.go mergeSyncStatus, gated on is_initial_sync and model_id,
// called from httppreset.go's 2xx readers): FAILED, PAUSED and DISABLED
// leave the data stale (premise), PARTIALLY_SYNCED is a partial result
// (ambiguous), SYNCING a wait. Source: help.merge.dev sync status
// definitions. Near miss: DONE is no failure.
func TestGeneralise1695MergeSyncStatus(t *testing.T) {
	s := func(status string) string {
		return `{"next":null,"previous":null,"results":[{"model_name":"Employee","model_id":"hris.Employee","last_sync_start":"2024-02-12T06:00:00Z","next_sync_start":"2024-02-13T06:00:00Z","status":"` + status + `","is_initial_sync":false}]}`
	}
	runWordingCases(t, []wordingCase{
		{"failed", "http", 200, "", s("FAILED"), rung.KindPremise},
		{"paused", "http", 200, "", s("PAUSED"), rung.KindPremise},
		{"disabled", "http", 200, "", s("DISABLED"), rung.KindPremise},
		{"partial", "http", 200, "", s("PARTIALLY_SYNCED"), rung.KindAmbiguous},
		{"syncing", "http", 200, "", s("SYNCING"), rung.KindTransient},
	})
	if r := Classify(Input{Protocol: "http", Status: 200, Message: s("DONE")}); r.Kind != rung.KindUnknown {
		t.Errorf("DONE sync status: got %s (%s), want no failure reading", r.Kind, r.Reason)
	}
}

// TestGeneralise1695ADPRoleCode holds ADP's "Invalid / Missing Role code"
// in a confirmMessage under a 400 (generic.go denied privilege rows): the
// requesting actor lacks the role for the feature, denied. Source:
// developers.adp.com API common exceptions. Near miss: a payload's role
// field that is required keeps invalid.
func TestGeneralise1695ADPRoleCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"adp role", "http", 400, "", `{"confirmMessage":{"processMessages":[{"userMessage":{"messageTxt":"Invalid / Missing Role code"}}]}}`, rung.KindDenied},
		{"adp role text", "http", 400, "", "Invalid / Missing Role code", rung.KindDenied},
		// Near miss.
		{"role field", "http", 400, "", `{"confirmMessage":{"processMessages":[{"userMessage":{"messageTxt":"41416 -Role code is required."}}]}}`, rung.KindInvalid},
	})
}
