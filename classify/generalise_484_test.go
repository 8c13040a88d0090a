package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases484 runs held-out set 484: Slack, GitHub, Stripe and Kubernetes failures (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases484(t *testing.T) {
	runIndependent(t, "testdata/independent484.jsonl", false)
}

// TestGeneralise484 checks an act refused because the object is older than
// the window the service allows for it (agedout.go), with near misses.
func TestGeneralise484(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"github graphql rerun", "http", 403, "FORBIDDEN", `{"errors":[{"type":"FORBIDDEN","message":"Unable to re-run workflow run 8812 because it was created over a month ago"}]}`, rung.KindPremise},
		{"ci retry more than 30 days", "http", 403, "", `{"message":"This pipeline cannot be retried because it was created more than 30 days ago"}`, rung.KindPremise},
		{"telegram edit time expired", "http", 400, "MESSAGE_EDIT_TIME_EXPIRED", `{"ok":false,"error_code":400,"description":"Bad Request: You can't edit this message anymore, too much time has passed since its creation."}`, rung.KindPremise},
		{"paypal refund time limit", "http", 422, "UNPROCESSABLE_ENTITY", `{"name":"UNPROCESSABLE_ENTITY","details":[{"issue":"REFUND_TIME_LIMIT_EXCEEDED","description":"You are over the time limit to perform a refund on this transaction."}],"message":"The requested action could not be performed, semantically incorrect, or failed business validation."}`, rung.KindPremise},
		{"twilio 63016", "http", 400, "63016", `{"code":63016,"message":"Failed to send freeform message because you are outside the allowed window.","more_info":"https://www.twilio.com/docs/errors/63016","status":400}`, rung.KindPremise},
		// Near misses: a 403 that names a missing permission, and an age
		// limit on an argument the caller chose, keep their reading.
		{"github integration 403", "http", 403, "", `{"message":"Resource not accessible by integration","documentation_url":"https://docs.github.com/rest/actions/workflow-runs#re-run-a-workflow","status":"403"}`, rung.KindDenied},
		{"date argument too old", "http", 400, "", `{"error":"invalid_request","message":"start_date must be within the last 90 days"}`, rung.KindInvalid},
	})
}
