package rungtemporal

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

// TestConvert: which failures Temporal may retry, after what delay, and
// what the details say. Every kind but transient is NonRetryable; an
// unknown failure gets one retry.
func TestConvert(t *testing.T) {
	i, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	cause := errors.New("boom")
	cases := []struct {
		name      string
		f         *rung.Failure
		attempt   int32
		wantType  string
		wantRetry bool
		wantDelay time.Duration
		wantNext  rung.Next
	}{
		{"transient with Retry-After", rung.RetryAfter(7*time.Second, cause), 1, "rung.transient", true, 7 * time.Second, rung.NextDontRepeat},
		{"transient on the policy's backoff", rung.Transient(cause), 3, "rung.transient", true, 0, rung.NextDontRepeat},
		{"invalid", rung.Invalid(cause), 1, "rung.invalid", false, 0, rung.NextRepair},
		{"premise", rung.Premise(cause), 1, "rung.premise", false, 0, rung.NextDontRepeat},
		{"denied", rung.Denied(cause), 1, "rung.denied", false, 0, rung.NextAskUser},
		{"conflict", rung.Conflict(cause, map[string]any{"id": "po_1"}), 1, "rung.conflict", false, 0, rung.NextDontRepeat},
		{"ambiguous", rung.Ambiguous(cause), 1, "rung.ambiguous", false, 0, rung.NextRepair},
		{"unknown, first attempt", rung.Unknown(cause), 1, "rung.unknown", true, 0, rung.NextDontRepeat},
		{"unknown, after its retry", rung.Unknown(cause), 2, "rung.premise", false, 0, rung.NextDontRepeat},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tool := &rung.Tool{Name: "Act"}
			err := i.convert(activity.Info{Attempt: c.attempt}, tool, c.f, "", false)
			var ae *temporal.ApplicationError
			if !errors.As(err, &ae) {
				t.Fatalf("got %T, want *temporal.ApplicationError", err)
			}
			if ae.Type() != c.wantType || ae.NonRetryable() == c.wantRetry || ae.NextRetryDelay() != c.wantDelay {
				t.Errorf("type %s, non-retryable %v, delay %v; want %s, %v, %v",
					ae.Type(), ae.NonRetryable(), ae.NextRetryDelay(), c.wantType, !c.wantRetry, c.wantDelay)
			}
			f, v, ok := FailureOf(err)
			if !ok || f.Kind != c.f.Kind || v.Tool != "Act" || v.Next != c.wantNext || v.Message != "boom" {
				t.Errorf("details: failure %+v, verdict %+v", f, v)
			}
		})
	}
}

// TestConvertSideEffect: a side effect whose outcome is unknown is
// retryable only when the next delivery can settle it (the key reaches the
// downstream, or a reconciliation read); otherwise it is surfaced at once,
// naming the key.
func TestConvertSideEffect(t *testing.T) {
	i, _ := New(Options{})
	f := rung.Timeout(errors.New("context deadline exceeded")).WithEffect(rung.EffectPossible)
	keyed := &rung.Tool{Name: "Charge", SideEffects: true, AcceptsIdempotencyKey: true}
	err := i.convert(activity.Info{Attempt: 1}, keyed, f, "wf-1/7", false)
	var ae *temporal.ApplicationError
	if !errors.As(err, &ae) || ae.NonRetryable() {
		t.Fatalf("keyed: %v, want retryable (the replay goes behind the key)", err)
	}
	bare := &rung.Tool{Name: "Charge", SideEffects: true}
	err = i.convert(activity.Info{Attempt: 1}, bare, f, "wf-1/7", false)
	if !errors.As(err, &ae) || !ae.NonRetryable() || ae.Type() != "rung.ambiguous" {
		t.Fatalf("bare: %v, want a NonRetryable rung.ambiguous", err)
	}
	for _, want := range []string{"wf-1/7", "rung ledger resolve wf-1/7 --applied"} {
		if !strings.Contains(ae.Error(), want) {
			t.Errorf("%q does not name %q", ae.Error(), want)
		}
	}
}

// TestUserNonRetryableStands: an activity that returned its own
// NonRetryable ApplicationError is never made retryable.
func TestUserNonRetryableStands(t *testing.T) {
	i, _ := New(Options{})
	own := temporal.NewNonRetryableApplicationError("HTTP/1.1 503 Service Unavailable\n\nupstream down", "Upstream", nil)
	tool := &rung.Tool{Name: "Act"}
	err := i.convert(activity.Info{Attempt: 1}, tool, i.failure(tool, own), "", userNonRetryable(own))
	var ae *temporal.ApplicationError
	if !errors.As(err, &ae) || !ae.NonRetryable() {
		t.Fatalf("%v, want non-retryable", err)
	}
	if _, v, _ := FailureOf(err); v.Rule != rung.RuleKind || !strings.HasPrefix(v.Reason, "the activity marked its error non-retryable") {
		t.Errorf("verdict %+v, want the activity's word in the reason", v)
	}
}

// TestNewNeedsLedgerForSideEffects: a side-effecting activity without a
// ledger is a configuration error naming the activity.
func TestNewNeedsLedgerForSideEffects(t *testing.T) {
	_, err := New(Options{Activities: map[string]Activity{"Charge": {SideEffects: true}}})
	if err == nil || !strings.Contains(err.Error(), `"Charge"`) {
		t.Fatalf("err = %v, want one naming Charge", err)
	}
}

// TestFailureOfForeignErrors: errors the interceptor did not make still
// read as failures the workflow can decide on.
func TestFailureOfForeignErrors(t *testing.T) {
	to := temporal.NewTimeoutError(0, nil)
	if f, _, ok := FailureOf(to); !ok || f.Kind != rung.KindTransient || !f.Timeout {
		t.Errorf("timeout: %+v", f)
	}
	if f, _, ok := FailureOf(errors.New("opaque")); !ok || f.Kind != rung.KindUnknown {
		t.Errorf("opaque: %+v", f)
	}
	if _, _, ok := FailureOf(temporal.NewCanceledError()); ok {
		t.Error("a cancellation is not a failure to decide on")
	}
}
