package rungtemporal

import (
	"errors"
	"strings"

	"github.com/rungkit/rung"
	"go.temporal.io/sdk/temporal"
)

// FailureOf reads rung's failure and verdict back from an activity error as
// workflow code receives it (an *temporal.ActivityError wrapping the
// interceptor's ApplicationError). Errors the interceptor did not make are
// read as well as they can be: an activity timeout is a transient timeout,
// an ApplicationError the activity returned itself is unknown (or as
// non-retryable as it said), anything else unknown. ok is false for a nil
// error and for a cancellation, which is the workflow's own doing.
func FailureOf(err error) (f *rung.Failure, v *rung.Verdict, ok bool) {
	if err == nil || temporal.IsCanceledError(err) {
		return nil, nil, false
	}
	var ae *temporal.ApplicationError
	if errors.As(err, &ae) && strings.HasPrefix(ae.Type(), TypePrefix) && ae.HasDetails() {
		// Pointers to pointers decode both ways details arrive: as payloads
		// (from history) and as the values themselves (in the same process).
		var verdict *rung.Verdict
		var failure *rung.Failure
		if derr := ae.Details(&verdict, &failure); derr == nil && verdict != nil && failure != nil {
			return failure, verdict, true
		}
	}
	var te *temporal.TimeoutError
	if errors.As(err, &te) {
		f := rung.Timeout(errors.New(te.Error()))
		f.Reason = "temporal: activity " + te.TimeoutType().String() + " timeout"
		return f, nil, true
	}
	msg := err.Error()
	if ae != nil {
		msg = ae.Error()
	}
	f = &rung.Failure{Kind: rung.KindUnknown, Message: rung.Redact(msg), Reason: "temporal: not classified by rung"}
	return f, nil, true
}
