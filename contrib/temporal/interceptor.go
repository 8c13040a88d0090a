package rungtemporal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/temporal"
)

// TypePrefix starts the Type of every ApplicationError the interceptor
// returns: "rung.transient", "rung.premise", ... A RetryPolicy's
// NonRetryableErrorTypes can still name them.
const TypePrefix = "rung."

// Activity declares how rung treats one activity type. The zero value is an
// activity without side effects whose errors the classifier reads.
type Activity struct {
	// SideEffects marks an activity that changes the world. Each delivery
	// claims the key <workflow ID>/<activity ID> (stable across Temporal's
	// retries) in Options.Ledger before the activity runs, and the activity
	// reads it with IdempotencyKey(ctx) to pass downstream.
	SideEffects bool
	// AcceptsIdempotencyKey marks a side-effecting activity whose downstream
	// deduplicates by the key, so a delivery after an unknown outcome calls
	// again behind the same key.
	AcceptsIdempotencyKey bool
	// Reconcile reads the downstream to tell whether a call whose outcome is
	// unknown landed, given the activity's arguments: applied with the
	// effect's output (returned as the activity's result), or not applied
	// (the activity runs again). An error leaves the outcome unknown. It is
	// asked only for an activity that takes no key.
	Reconcile func(ctx context.Context, args []any) (applied bool, output any, err error)
	// Rules classify this activity's errors ahead of the presets.
	Rules []rung.Rule
	// ExpectedDuration is how long a call usually takes, for the budget
	// check of the decisions in the error details.
	ExpectedDuration time.Duration
}

// Options configures the interceptor. The zero value classifies every
// activity error with the presets and claims nothing.
type Options struct {
	// Activities declares activity types by name (activity.Info's
	// ActivityType.Name); an activity not listed has no side effects.
	Activities map[string]Activity
	// Ledger claims the keys of side-effecting activities: ledger/sqlite on
	// one machine, ledger/postgres across machines. Required when an
	// activity has SideEffects.
	Ledger rung.Ledger
	// Classifier reads errors that are not already a *rung.Failure with a
	// kind; nil is &classify.Chain{} (every preset).
	Classifier rung.Classifier
	// Policy shapes the decisions carried in the error details (the zero
	// value is rung.Background()). Temporal's RetryPolicy still counts the
	// attempts.
	Policy rung.Policy
	// Lease bounds a claim; 0 holds it until the attempt's deadline
	// (StartToCloseTimeout), after which Temporal itself counts the attempt
	// lost, or a minute when the attempt has none.
	Lease time.Duration
	// Clock stamps ledger outcomes and measures the lease; nil is the wall
	// clock. Give the ledger the same clock.
	Clock rung.Clock
	// Key derives a side effect's idempotency key; nil is
	// WorkflowExecution.ID + "/" + ActivityID, which every attempt of one
	// activity execution shares.
	Key func(info activity.Info) string
}

// Interceptor is a worker interceptor that classifies every activity error
// with rung and returns it as a temporal ApplicationError Temporal's retry
// machinery follows, and makes side-effecting activities at most once
// behind rung's ledger. It is safe for concurrent use.
type Interceptor struct {
	interceptor.WorkerInterceptorBase
	opts  Options
	clock rung.Clock
}

var _ interceptor.WorkerInterceptor = (*Interceptor)(nil)

// New returns an interceptor for opts, or an error naming an activity
// declared with side effects when opts has no ledger.
func New(opts Options) (*Interceptor, error) {
	if opts.Ledger == nil {
		for name, a := range opts.Activities {
			if a.SideEffects {
				return nil, fmt.Errorf("rungtemporal: activity %q has SideEffects but Options.Ledger is nil", name)
			}
		}
	}
	if opts.Classifier == nil {
		opts.Classifier = &classify.Chain{}
	}
	i := &Interceptor{opts: opts, clock: opts.Clock}
	if i.clock == nil {
		i.clock = rung.SystemClock{}
	}
	return i, nil
}

// Plugin returns the interceptor as a worker plugin named "rung", for
// worker.Options.Plugins.
func (i *Interceptor) Plugin() (*temporal.SimplePlugin, error) {
	return temporal.NewSimplePlugin(temporal.SimplePluginOptions{
		Name:               "rung",
		WorkerInterceptors: []interceptor.WorkerInterceptor{i},
	})
}

// InterceptActivity implements interceptor.WorkerInterceptor.
func (i *Interceptor) InterceptActivity(ctx context.Context, next interceptor.ActivityInboundInterceptor) interceptor.ActivityInboundInterceptor {
	return &activityInbound{ActivityInboundInterceptorBase: interceptor.ActivityInboundInterceptorBase{Next: next}, i: i}
}

// IdempotencyKey returns the ledger key of the side-effecting activity
// running under ctx, to pass downstream (an Idempotency-Key header, a
// unique column); "" outside one.
func IdempotencyKey(ctx context.Context) string { return rung.IdempotencyKey(ctx) }

type activityInbound struct {
	interceptor.ActivityInboundInterceptorBase
	i *Interceptor
}

func (a *activityInbound) ExecuteActivity(ctx context.Context, in *interceptor.ExecuteActivityInput) (any, error) {
	info := activity.GetInfo(ctx)
	decl := a.i.opts.Activities[info.ActivityType.Name]
	tool := toolFor(info.ActivityType.Name, decl, in.Args)
	if decl.SideEffects {
		return a.i.keyed(ctx, info, tool, in, a.Next)
	}
	out, err := a.Next.ExecuteActivity(ctx, in)
	if err == nil || passThrough(err) {
		return out, err
	}
	return nil, a.i.convert(info, tool, a.i.failure(tool, err), "", userNonRetryable(err))
}

// passThrough reports errors that are Temporal's control flow, not a
// failure to classify, or that the interceptor already converted.
func passThrough(err error) bool {
	if errors.Is(err, activity.ErrResultPending) || temporal.IsCanceledError(err) {
		return true
	}
	var ae *temporal.ApplicationError
	return errors.As(err, &ae) && strings.HasPrefix(ae.Type(), TypePrefix)
}

// userNonRetryable reports an ApplicationError the activity itself marked
// non-retryable: rung never makes retryable what its author said not to.
func userNonRetryable(err error) bool {
	var ae *temporal.ApplicationError
	return errors.As(err, &ae) && ae.NonRetryable()
}

func toolFor(name string, decl Activity, args []any) *rung.Tool {
	t := &rung.Tool{Name: name, SideEffects: decl.SideEffects, AcceptsIdempotencyKey: decl.AcceptsIdempotencyKey,
		Rules: decl.Rules, ExpectedDuration: decl.ExpectedDuration}
	if rec := decl.Reconcile; rec != nil {
		t.Reconcile = func(ctx context.Context, _ map[string]any) (bool, any, error) { return rec(ctx, args) }
	}
	return t
}

func (i *Interceptor) failure(t *rung.Tool, err error) *rung.Failure {
	if f, ok := rung.AsFailure(err); ok && f.Kind != rung.KindUnknown {
		return f
	}
	if f := i.opts.Classifier.Classify(t, err); f != nil {
		return f
	}
	return rung.Unknown(err)
}

// keyed runs a side-effecting activity behind its ledger key.
func (i *Interceptor) keyed(ctx context.Context, info activity.Info, t *rung.Tool, in *interceptor.ExecuteActivityInput, next interceptor.ActivityInboundInterceptor) (any, error) {
	key := i.key(info)
	args, err := argsMap(in.Args)
	if err != nil {
		f := rung.Invalid(fmt.Errorf("activity %s: its arguments cannot be fingerprinted for key %s: %w", t.Name, key, err))
		return nil, i.convert(info, t, f, key, true)
	}
	res := rung.KeyedCall{Ledger: i.opts.Ledger, Tool: t, Key: key, Lease: i.lease(info), Clock: i.clock,
		Classifier: i.opts.Classifier}.Run(ctx, args, func(kctx context.Context) (any, error) {
		return next.ExecuteActivity(kctx, in)
	})
	switch res.Status {
	case rung.KeyedMismatch:
		f := (&rung.Failure{Kind: rung.KindInvalid, Reason: "side-effect: key mismatch",
			Message: rung.ErrKeyMismatch.Error() + ": " + key + " was claimed by a call of " + t.Name + " with other arguments; nothing ran (derive the key from more than the workflow and activity IDs: Options.Key)"}).WithTarget(key)
		return nil, i.terminal(info, t, f, key, rung.ActionAbort)
	case rung.KeyedStale:
		f := (&rung.Failure{Kind: rung.KindAmbiguous, Effect: rung.EffectCommitted, Reason: "side-effect: stale lease",
			Message: "the ledger lease on " + key + " lapsed during the call of " + t.Name + " and the key was claimed again: two deliveries may both have acted; reconcile by hand, then `rung ledger resolve " + key + " --applied` or `--not-applied`"}).WithTarget(key)
		return nil, i.terminal(info, t, f, key, rung.ActionAbort)
	case rung.KeyedUnreconciled:
		return nil, i.terminal(info, t, unreconciled(t, key, res.Why), key, rung.ActionAbort)
	}
	if res.Failure == nil {
		return res.Output, nil
	}
	if passThrough(res.Failure.Err) {
		return nil, res.Failure.Err
	}
	return nil, i.convert(info, t, res.Failure, key, userNonRetryable(res.Failure.Err))
}

// unreconciled is the failure of a side effect whose outcome is unknown and
// that nothing on this side can settle: a person checks the downstream and
// records what they find in the ledger.
func unreconciled(t *rung.Tool, key, why string) *rung.Failure {
	if why == "" {
		why = "its outcome is unknown"
	}
	return (&rung.Failure{Kind: rung.KindAmbiguous, Effect: rung.EffectPossible, Reason: "side-effect: unreconciled",
		Message: "an earlier delivery of " + t.Name + " under idempotency key " + key + " may have landed and " + why +
			"; it is not sent again. Check the downstream, then `rung ledger resolve " + key + " --applied` if the effect exists, `--not-applied` if it does not, and retry the activity"}).WithTarget(key)
}

func (i *Interceptor) key(info activity.Info) string {
	if i.opts.Key != nil {
		return i.opts.Key(info)
	}
	if info.WorkflowExecution.ID == "" {
		return "activity/" + info.ActivityID
	}
	return info.WorkflowExecution.ID + "/" + info.ActivityID
}

func (i *Interceptor) lease(info activity.Info) time.Duration {
	if i.opts.Lease > 0 {
		return i.opts.Lease
	}
	if !info.Deadline.IsZero() {
		if d := info.Deadline.Sub(i.clock.Now()); d > 0 {
			return d
		}
	}
	return time.Minute
}

// argsMap is the activity's arguments as the generic JSON values the
// request fingerprint hashes, so a key reused with other arguments is told
// apart whatever Go types carried them.
func argsMap(args []any) (map[string]any, error) {
	b, err := json.Marshal(args)
	if err != nil {
		return nil, err
	}
	var v []any
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, err
	}
	return map[string]any{"args": v}, nil
}

// convert turns f into the ApplicationError Temporal's retries follow:
// retryable only for a transient failure (with the service's Retry-After as
// NextRetryDelay), an unknown one on its first attempt, and a side effect
// whose next delivery replays behind the key or reconciles first.
func (i *Interceptor) convert(info activity.Info, t *rung.Tool, f *rung.Failure, key string, nonRetryable bool) error {
	attempt := max(int(info.Attempt), 1)
	now := i.clock.Now()
	var d rung.Decision
	retry := false
	switch {
	case nonRetryable:
		d = rung.Decide(now, f, i.step(t, key, attempt), rung.RunHistory{}, rung.BudgetState{}, i.opts.Policy)
		d.Reason = "the activity marked its error non-retryable; " + d.Reason
	case f.Effect != rung.EffectNone && key != "":
		if !t.AcceptsIdempotencyKey && t.Reconcile == nil {
			return i.terminal(info, t, unreconciled(t, key, "its outcome is unknown: "+rung.Redact(f.Error())), key, rung.ActionAbort)
		}
		retry = true
		how := "behind the same idempotency key " + key
		if !t.AcceptsIdempotencyKey {
			how = "after its reconciliation read settles whether it landed"
		}
		d = rung.Decision{Action: rung.ActionReplay, Rule: rung.RuleSideEffect, Kind: f.Kind, Wait: f.RetryAfter, MinWait: f.RetryAfter,
			Reason: "side-effect: effect " + f.Effect.String() + " on " + t.Name + ": Temporal's next delivery replays it " + how}
	case f.Kind == rung.KindTransient:
		retry = true
		d = rung.Decision{Action: rung.ActionRetry, Rule: rung.RuleKind, Kind: rung.KindTransient, Wait: f.RetryAfter, MinWait: f.RetryAfter,
			Reason: "transient failure: Temporal retries it (attempt " + fmt.Sprint(attempt) + " failed)"}
		switch {
		case f.Reason == rung.ReasonLeaseHeld:
			d.Reason += " once the ledger lease lapses: " + f.Message
		case f.RetryAfter > 0:
			d.Reason += ", after the " + rung.DurationText(f.RetryAfter) + " the service asked for"
		default:
			d.Reason += " on its RetryPolicy's backoff"
		}
	case f.Kind == rung.KindUnknown && attempt == 1:
		retry = true
		d = rung.Decision{Action: rung.ActionRetry, Rule: rung.RuleKind, Kind: rung.KindUnknown,
			Reason: "unknown failure: one retry before treating it as a premise failure"}
	default:
		d = rung.Decide(now, f, i.step(t, key, attempt), rung.RunHistory{}, rung.BudgetState{}, i.opts.Policy)
	}
	return applicationError(t, f, d, key, attempt, retry)
}

// terminal returns f as a non-retryable error decided as action.
func (i *Interceptor) terminal(info activity.Info, t *rung.Tool, f *rung.Failure, key string, action rung.Action) error {
	d := rung.Decision{Action: action, Rule: rung.RuleSideEffect, Kind: f.Kind, Reason: "side-effect: " + f.Message}
	return applicationError(t, f, d, key, max(int(info.Attempt), 1), false)
}

func (i *Interceptor) step(t *rung.Tool, key string, attempt int) rung.StepHistory {
	s := rung.StepHistory{Tool: t.Name, Attempts: attempt, KeyAccepted: t.AcceptsIdempotencyKey, Expected: t.ExpectedDuration}
	if key != "" {
		s.Checkpoint = "ledger claim " + key
	}
	return s
}

// applicationError builds the error with the verdict and the redacted
// failure as its details. The original error is not its cause: its text
// would reach Temporal's history unredacted.
func applicationError(t *rung.Tool, f *rung.Failure, d rung.Decision, key string, attempt int, retry bool) error {
	kind := f.Kind
	if !retry && d.Kind != rung.KindUnknown {
		kind = d.Kind // an unknown failure past its retry is treated as premise
	}
	stored := *f
	stored.Message = rung.Redact(messageOf(f))
	stored.Err = nil
	v := rung.NewVerdict(t, &stored, d, key, attempt, "")
	opts := temporal.ApplicationErrorOptions{NonRetryable: !retry, Details: []any{v, &stored}}
	if retry {
		opts.NextRetryDelay = f.RetryAfter
	}
	return temporal.NewApplicationErrorWithOptions(rung.Redact(f.Error()), TypePrefix+kind.String(), opts)
}

func messageOf(f *rung.Failure) string {
	if f.Message != "" {
		return f.Message
	}
	if f.Err != nil {
		return f.Err.Error()
	}
	return ""
}
