package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// prodigiOutcome2xx reads the Prodigi Print API v4.0 "outcome" field of a
// 2xx answer handed over as a failure (held-out set 1679). Prodigi answers
// an order action with HTTP 200 and says in "outcome" whether it took
// (mpsuesser/effect-prodigi src/Errors.ts, after the v4.0 reference):
// FailedToCancel and FailedToUpdate mean the order has moved past the point
// where the action is possible (in production, shipped): premise, the plan
// that meant to change it must adapt; PartiallyUpdated and
// CreatedWithIssues mean the call ran but its result is not whole:
// ambiguous; AlreadyExists is the idempotency key's existing order:
// conflict. Ok, Created, Cancelled, Updated and any other outcome are left
// to the other rules.
func prodigiOutcome2xx(c *ctx) (Result, bool) {
	b := c.body
	if !strings.Contains(b, `"outcome"`) {
		return Result{}, false
	}
	for _, o := range [...]struct {
		v    string
		kind rung.Kind
		why  string
	}{
		{"FailedToCancel", premise, "the order is past the point where it can be cancelled"},
		{"FailedToUpdate", premise, "the order is past the point where it can be changed"},
		{"PartiallyUpdated", ambiguous, "the update took only in part"},
		{"CreatedWithIssues", ambiguous, "the order was created with issues"},
		{"AlreadyExists", conflict, "the order already exists under the idempotency key"},
	} {
		if hasAny(b, `"outcome":"`+o.v+`"`, `"outcome": "`+o.v+`"`) {
			return Result{Kind: o.kind, Reason: "http " + itoa(c.status) + " with Prodigi outcome " + o.v + ": " + o.why}, true
		}
	}
	return Result{}, false
}
