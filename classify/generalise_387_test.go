package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases387 runs held-out set 387: SaaS long-tail vendor errors, from the vendors' docs, labelled blind.
func TestIndependentCases387(t *testing.T) {
	runIndependent(t, "testdata/independent387.jsonl", false)
}

// TestGeneralise387Acknowledged checks an acknowledgement the world already
// holds, with near misses.
func TestGeneralise387Acknowledged(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nats jetstream", "go", 0, "", "nats: message was already acknowledged", rung.KindConflict},
		{"pagerduty incident", "http", 400, "", `{"error":{"message":"Incident has already been acknowledged","code":2001}}`, rung.KindConflict},
		{"opsgenie alert", "http", 400, "", `{"message":"Alert is already acknowledged","took":0.004,"requestId":"9ae63dd7"}`, rung.KindConflict},
		{"oncall alert group", "http", 400, "", `{"detail":"Alert group is already acknowledged"}`, rung.KindConflict},
		{"tool prefix", "", 0, "", "ack_alert: alert 7781 already acknowledged by another responder", rung.KindConflict},
		// Near misses: an acknowledgement still owed, and a deadline to
		// acknowledge, keep their reading.
		{"ack deadline", "grpc", 0, "", "rpc error: code = DeadlineExceeded desc = acknowledgement deadline exceeded", rung.KindTransient},
		{"not yet acknowledged", "http", 400, "", `{"message":"Incident must be acknowledged before it can be resolved"}`, rung.KindInvalid},
	})
}
