package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0d57cfa2: 16/31 overall, 3/16 tricky.
//
// Tolerated: i1332-ds-recipient-seq: invalid vs premise: one-off; DocuSign's "token for an out of sequence recipient cannot be generated" has no class beyond its own routing order.
// Tolerated: i1332-dbs-files-error-state: invalid vs premise: one-off; the body is Dropbox Sign's generic 422 "This entity is unprocessable.", and only its changelog says the request is in an error state.
// Tolerated: i1332-as-not-signable-async: premise vs transient: one-off; a bare AGREEMENT_NOT_SIGNABLE 404 also means an agreement not awaiting this signer, and only the call's timing (right after an asynchronous create) makes it a wait.
func TestIndependentCases1332(t *testing.T) {
	runIndependent(t, "testdata/independent1332.jsonl", true,
		"i1332-ds-recipient-seq",
		"i1332-dbs-files-error-state", "i1332-as-not-signable-async")
}

// TestGeneralise1332EditLock: an edit lock another user or application
// holds now, under a 400 (roomwords.go lockNowWords), is a wait; a lock the
// caller lost and a permission keep their kinds.
func TestGeneralise1332EditLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"DocuSign EDIT_LOCK_NOT_LOCK_OWNER body", "http", 400, "EDIT_LOCK_NOT_LOCK_OWNER", `{"errorCode":"EDIT_LOCK_NOT_LOCK_OWNER","message":"The user is not the owner of the lock. The template is locked by another user or in another application"}`, rung.KindTransient},
		{"record locked by another user, no status", "", 0, "", "Record INV-1332 is locked by another user.", rung.KindTransient},
		{"document locked by another application (400)", "http", 400, "", "The document is locked by another application and cannot be edited.", rung.KindTransient},
		{"near miss: optimistic save by another user", "http", 409, "", "This record has been modified by another user. Reload and try again.", rung.KindPremise},
		{"near miss: permission", "http", 403, "", "This user lacks sufficient permissions to access this resource.", rung.KindDenied},
	})
}

// TestGeneralise1332IdenticalInFlight: a duplicate the service holds still
// running (endstate.go idemReuseWords) is a wait, not a conflict; a
// finished duplicate stays conflict.
func TestGeneralise1332IdenticalInFlight(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Dropbox Sign 409 conflict", "http", 409, "conflict", `{"error":{"error_msg":"An identical request is already being processed.","error_name":"conflict"}}`, rung.KindTransient},
		{"bare text under 409", "http", 409, "", "An identical request is already being processed.", rung.KindTransient},
		{"near miss: already exists", "http", 409, "", "A signature request with this id already exists.", rung.KindConflict},
	})
}

// TestGeneralise1332PlanRequired: a plan or license the endpoint needs
// (raised.go planExcludes) is the account's state, premise, also under a
// 403 or a 400; a plain permission keeps denied.
func TestGeneralise1332PlanRequired(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Dropbox Sign 403 paid plan", "http", 403, "forbidden", `{"error":{"error_msg":"A paid API plan is required to access this endpoint.","error_name":"forbidden"}}`, rung.KindPremise},
		{"Enterprise plan is required (400)", "http", 400, "", "An Enterprise plan is required to use bulk send.", rung.KindPremise},
		{"Zoho Sign 8026 license", "http", 400, "8026", "Upgrade your Zoho Sign license.", rung.KindPremise},
		{"near miss: 403 no plan", "http", 403, "forbidden", `{"error":{"error_msg":"You do not have access to this signature request.","error_name":"forbidden"}}`, rung.KindDenied},
		{"near miss: license key malformed", "http", 400, "", "The license key field is malformed.", rung.KindInvalid},
	})
}

// TestGeneralise1332StepMovedOn: a workflow step or view the object has
// moved past (generic.go state words) is premise under a 400; a bad
// argument in the same family keeps invalid.
func TestGeneralise1332StepMovedOn(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Adobe Sign view in current state", "http", 400, "", "Requested view is not available for the resource in the current state.", rung.KindPremise},
		{"DocuSign delay in progress or completed", "http", 400, "WORKFLOW_UPDATE_NOT_ALLOWED", `{"errorCode":"WORKFLOW_UPDATE_NOT_ALLOWED","message":"Update to the workflow is not allowed. Unable to delete delay, delay step is either in progress or completed."}`, rung.KindPremise},
		{"DocuSign delay elapsed", "http", 400, "WORKFLOW_UPDATE_NOT_ALLOWED", `{"errorCode":"WORKFLOW_UPDATE_NOT_ALLOWED","message":"Update to the workflow is not allowed. Delayed Routing delay has already elapsed, unable to modify Delayed Routing delay."}`, rung.KindPremise},
		{"job either in progress or completed (400)", "http", 400, "", "Cannot cancel export w1332: the job is either in progress or completed.", rung.KindPremise},
		{"near miss: resumeDate in the past", "http", 400, "INVALID_REQUEST_PARAMETER", `{"errorCode":"INVALID_REQUEST_PARAMETER","message":"The request contained at least one invalid parameter. Invalid value for 'delay': 31.00:00:00."}`, rung.KindInvalid},
	})
}

// TestGeneralise1332ChangeOfDoneObject: a change or removal refused because
// the object is already in a state a call makes (processed, issued,
// posted) is premise, the state blocks that other act (raised.go
// refusedForState, appwords.go alreadyRefusing); the receiver's duplicate
// and a refusal of the same act keep conflict.
func TestGeneralise1332ChangeOfDoneObject(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"DocuSign delete of a processed step", "http", 400, "WORKFLOW_UPDATE_NOT_ALLOWED", `{"errorCode":"WORKFLOW_UPDATE_NOT_ALLOWED","message":"Update to the workflow is not allowed. Unable to delete workflow step, step has already been processed."}`, rung.KindPremise},
		{"Gusto processed payroll, refusal in the next sentence", "http", 422, "", `{"errors":[{"error_key":"base","category":"invalid_operation","message":"This payroll has already been processed. Its data cannot be updated or altered."}]}`, rung.KindPremise},
		{"issued invoice cannot be edited", "http", 400, "", "Invoice INV-7 has already been issued and cannot be edited.", rung.KindPremise},
		{"cannot remove: already imported", "", 0, "", "Cannot remove batch 12: it has already been imported.", rung.KindPremise},
		{"near miss: a receiver's duplicate", "http", 409, "", `{"message":"event evt_1 was already processed"}`, rung.KindConflict},
		{"near miss: the same act refused", "http", 400, "", "Refund re_1 has already been refunded and cannot be refunded again.", rung.KindConflict},
		{"near miss: already processed, no refusal", "", 0, "", "failed to send transaction: Transaction simulation failed: This transaction has already been processed", rung.KindConflict},
	})
}
