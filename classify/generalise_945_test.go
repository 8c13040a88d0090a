package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1e42b6f0: 31/32 overall, 20/21 tricky.
func TestIndependentCases945(t *testing.T) {
	runIndependent(t, "testdata/independent945.jsonl", true)
}

// TestGeneralise945 is the class the first run missed: an act refused over
// an object that a clause after it puts in a state ("a subscription that is
// canceled", "because it is archived") reads premise (stateClauseRefusal).
func TestGeneralise945(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe subscription canceled (stripe-python test fixture)", "http", 400, "",
			`{"error":{"message":"You cannot update a subscription that is canceled.","type":"invalid_request_error"}}`, rung.KindPremise},
		{"plunet project archived PRO_25", "", 0, "",
			"The project cannot be modified because it is archived.", rung.KindPremise},
		{"mattermost playbooks archived playbook", "http", 400, "",
			`{"error":"Playbook cannot be modified","details":"playbook with id 'x9dk3' cannot be modified because it is archived"}`, rung.KindPremise},
		{"invoice api cancel of a paid invoice", "http", 400, "INVOICE_CANCEL_NOT_ALLOWED",
			"Cannot cancel an invoice that is already paid, cancelled, or void", rung.KindPremise},
		{"category archived (java service)", "http", 422, "",
			`{"message":"Category with id '41' cannot be modified because it is archived."}`, rung.KindPremise},
		{"project already launched", "http", 400, "",
			`{"success":false,"error":"You cannot delete a project that is already published"}`, rung.KindPremise},
		// Near misses: the clause names no state, or the act's own state.
		{"near miss: a value, not a state", "http", 400, "",
			`{"message":"You cannot create a refund that is negative."}`, rung.KindInvalid},
		{"near miss: cancel of a canceled subscription", "http", 400, "",
			`{"error":{"message":"You cannot cancel a subscription that is already canceled.","type":"invalid_request_error"}}`, rung.KindConflict},
		{"near miss: expired token", "http", 401, "",
			`{"error":"invalid_token","error_description":"Cannot use a token that has been expired"}`, rung.KindDenied},
	})
}
