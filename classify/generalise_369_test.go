package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestIndependentCases369 runs held-out set 369: Slack, GitHub, Stripe and Kubernetes long tail, from the vendors' docs, labelled blind.
// First run at 7eafe45: 24/35 overall, 14/23 tricky.
// Tolerated: i369-slack-admin-archive-default-org-wide: unknown vs premise (no Slack table entry or spelling rule): a lone admin code; a table row for it alone would fit only this line, left for the lead.
// i369-slack-admin-not-an-enterprise passes since the lead's class fixes after set 396 (Slack Grid codes, an unadvertised ALPN protocol).
// Tolerated: i369-slack-files-uploads-disabled: premise vs denied (codes.go slackCodes lists file_uploads_disabled as premise, and the spelling rule reads "disabled" as state): an earlier reading, not changed here.
// Fixed later by the lead: i369-github-issue-locked (raised.go stateAfterRefusal reads the state after "because" and githubDecide asks it under 403, premise, after set 1026). Was: denied vs premise (GitHub 403 reads as forbidden, githubtext.go): a lock on the issue versus the caller's role is a split left for the lead.
// i369-stripe-pi-incompatible-pm passes since a code that calls the arguments incompatible reads invalid (codes.go).
// Tolerated: i369-k8s-create-with-resourceversion: transient vs invalid (set 148: a Kubernetes InternalError reads by its cause, transient by default): the cause is a storage-layer sentence, left for the lead.
func TestIndependentCases369(t *testing.T) {
	runIndependent(t, "testdata/independent369.jsonl", true, "i369-slack-admin-archive-default-org-wide", "i369-slack-files-uploads-disabled", "i369-k8s-create-with-resourceversion")
}

// TestGeneralise369 checks the {"ok":false,"error":code} naming fallback:
// an undo whose end state already holds (…_not_archived, _not_pinned,
// _not_starred) reads as conflict, and not_an_/not_a_ naming a role reads
// as denied, with near misses that keep their reading.
func TestGeneralise369(t *testing.T) {
	b := func(code string) string { return `{"ok":false,"error":"` + code + `"}` }
	runWordingCases(t, []wordingCase{
		{"group not archived", "http", 200, "", b("group_not_archived"), rung.KindConflict},
		{"conversation not archived", "http", 200, "", b("conversation_not_archived"), rung.KindConflict},
		{"message not pinned", "http", 200, "", b("message_not_pinned"), rung.KindConflict},
		{"file not starred", "http", 200, "", b("file_not_starred"), rung.KindConflict},
		{"channel not muted", "http", 200, "", b("channel_not_muted"), rung.KindConflict},
		{"not an owner", "http", 200, "", b("not_an_owner"), rung.KindDenied},
		{"not a workspace admin", "http", 200, "", b("not_a_workspace_admin"), rung.KindDenied},
		// Near misses: archived, missing and unauthenticated keep their reading.
		{"channel is archived", "http", 200, "", b("channel_is_archived"), rung.KindPremise},
		{"channel not found", "http", 200, "", b("workspace_not_found"), rung.KindPremise},
		{"not authed", "http", 200, "", b("not_authed"), rung.KindDenied},
	})
}

// TestGeneralise369Words checks an argument left empty ("may not be
// empty") read as invalid and a membership already held ("is already a
// part of", "is already a member of") as conflict, with near misses.
func TestGeneralise369Words(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"client-go name empty", "go", 0, "", "resource name may not be empty", rung.KindInvalid},
		{"client-go namespace empty", "go", 0, "", "namespace may not be empty", rung.KindInvalid},
		{"docker tag empty", "", 0, "", "Error response from daemon: tag name cannot be empty", rung.KindInvalid},
		{"cli flag empty", "", 0, "", "error: --output can't be empty", rung.KindInvalid},
		{"helm release empty", "", 0, "", "Error: release name may not be empty", rung.KindInvalid},
		{"github invitee member", "http", 422, "", `{"message":"Validation Failed","errors":[{"resource":"OrganizationInvitation","code":"unprocessable","field":"data","message":"Invitee is already a part of this organization"}]}`, rung.KindConflict},
		{"gitlab member", "http", 409, "", `{"message":"User is already a member of this group"}`, rung.KindConflict},
		{"discord member", "", 0, "", "user 12345 is already a member of guild 678", rung.KindConflict},
		{"team already part", "http", 400, "", `{"error":"alice is already a part of team Platform"}`, rung.KindConflict},
		{"project member", "http", 422, "", `{"errors":["Bob is already a member of this project"]}`, rung.KindConflict},
		// Near misses: a directory not empty stays its own reading; a
		// member the caller is not stays denied or premise as before.
		{"dir not empty", "go", 0, "", "remove /tmp/x: directory not empty", rung.KindPremise},
		{"not a member", "http", 403, "", `{"message":"You must be a member of this organization"}`, rung.KindDenied},
	})
}

// TestRetryDelay369 reads a wait worded "retry this/the request in N" as
// clients render it, with a near miss that names no wait.
func TestRetryDelay369(t *testing.T) {
	for _, tc := range []struct {
		name, protocol, msg string
		status              int
		want                time.Duration
	}{
		{"slack node sdk", "http", "A rate-limit has been reached, you may retry this request in 30 seconds", 429, 30 * time.Second},
		{"generic client", "", "Too many requests: please retry this request in 12 seconds.", 429, 12 * time.Second},
		{"gateway", "http", `{"error":"throttled","message":"You can retry the request in 5 seconds"}`, 429, 5 * time.Second},
		{"sdk minutes", "", "rate limited; retry the request in 2 minutes", 0, 2 * time.Minute},
		{"queue", "", "Queue is full, retry this request in 45s", 503, 45 * time.Second},
	} {
		r := Classify(Input{Protocol: tc.protocol, Status: tc.status, Message: tc.msg})
		if !r.HasRetryAfter || r.RetryAfter < tc.want {
			t.Errorf("%s: RetryAfter = %v (has %v), want >= %v; kind %s", tc.name, r.RetryAfter, r.HasRetryAfter, tc.want, r.Kind)
		}
	}
	// Near miss: "retry this request" with no time after it names no wait.
	if r := Classify(Input{Protocol: "http", Status: 500, Message: "Internal error; you may retry this request later"}); r.HasRetryAfter {
		t.Errorf("no wait named: RetryAfter = %v", r.RetryAfter)
	}
}

// TestGeneralise369Incompatible: a code that calls the arguments
// incompatible reads invalid, though its words name a payment method
// (billing words elsewhere); an object in the wrong state and a payment
// method not activated keep premise.
func TestGeneralise369Incompatible(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stripe raw body", "http", 400, "", "HTTP/1.1 400 Bad Request\n\n" + `{"error":{"code":"payment_intent_incompatible_payment_method","message":"The PaymentIntent expected a payment method with different properties than what was provided.","param":"payment_method","type":"invalid_request_error"}}`, rung.KindInvalid},
		{"google ads upper case", "http", 400, "", `{"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT","details":[{"errors":[{"errorCode":{"biddingError":"BIDDING_STRATEGY_TYPE_INCOMPATIBLE_WITH_SHARED_BIDDING_STRATEGY"},"message":"The bidding strategy is incompatible with the shared bidding strategy."}]}]}}`, rung.KindInvalid},
		{"api code", "http", 422, "", `{"error":{"code":"incompatible_parameters","message":"currency and payment method type cannot be used together"}}`, rung.KindInvalid},
		{"snake code with payment words", "http", 400, "", `{"error":{"code":"payment_method_incompatible_with_currency","message":"This payment method cannot be used with JPY."}}`, rung.KindInvalid},
		// Near misses: the object's state, an unactivated payment method.
		// A confirm refused because the intent already succeeded is the act's
		// own result (sets 281, 445, 465: conflict); another state keeps
		// premise.
		{"unexpected state, already succeeded", "http", 400, "", `{"error":{"code":"setup_intent_unexpected_state","message":"You cannot confirm this SetupIntent because it has already succeeded.","type":"invalid_request_error"}}`, rung.KindConflict},
		{"unexpected state", "http", 400, "", `{"error":{"code":"payment_intent_unexpected_state","message":"You cannot cancel this PaymentIntent because it has a status of succeeded.","type":"invalid_request_error"}}`, rung.KindPremise},
		{"pm unactivated", "http", 400, "", `{"error":{"code":"payment_method_unactivated","message":"The operation cannot be performed as the payment method used has not been activated.","type":"invalid_request_error"}}`, rung.KindPremise},
	})
}
