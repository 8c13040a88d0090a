package rungotel

import (
	"context"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/metric"
	semconv "go.opentelemetry.io/otel/semconv/v1.41.0"
	oteltrace "go.opentelemetry.io/otel/trace"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/trace"
)

// ScopeName is the instrumentation scope of the spans and metrics.
const ScopeName = "github.com/rungkit/rung/otel"

// The recovery.* attribute keys (docs/trace.md lists them with the spans
// that carry them).
const (
	KeyRunID        = attribute.Key("recovery.run_id")
	KeyGoal         = attribute.Key("recovery.goal")
	KeyPlan         = attribute.Key("recovery.plan")
	KeyStep         = attribute.Key("recovery.step")
	KeyAttempt      = attribute.Key("recovery.attempt")
	KeyRung         = attribute.Key("recovery.rung")
	KeyKind         = attribute.Key("recovery.kind")
	KeyCode         = attribute.Key("recovery.code")
	KeyEffect       = attribute.Key("recovery.effect")
	KeyRule         = attribute.Key("recovery.rule")
	KeyReason       = attribute.Key("recovery.reason")
	KeyWaitMS       = attribute.Key("recovery.wait_ms")
	KeyAlternative  = attribute.Key("recovery.alternative")
	KeyFingerprint  = attribute.Key("recovery.fingerprint")
	KeySignature    = attribute.Key("recovery.signature")
	KeyTarget       = attribute.Key("recovery.target")
	KeyPurpose      = attribute.Key("recovery.purpose")
	KeyModelCalls   = attribute.Key("recovery.model_calls")
	KeyOutcome      = attribute.Key("recovery.outcome")
	KeyProbe        = attribute.Key("recovery.probe")
	KeyKeyHash      = attribute.Key("recovery.key_hash")
	KeyBudget       = attribute.Key("recovery.budget")
	KeyTokensLeft   = attribute.Key("recovery.budget.tokens_left")
	KeyCallsLeft    = attribute.Key("recovery.budget.tool_calls_left")
	KeyTokensSpent  = attribute.Key("recovery.budget.tokens_spent")
	KeyCallsSpent   = attribute.Key("recovery.budget.tool_calls_spent")
	KeyPlans        = attribute.Key("recovery.plans")
	KeyLinkRelation = attribute.Key("recovery.link")
	KeyFact         = attribute.Key("recovery.fact")
)

// Config configures an Observer. The zero value uses the global providers
// (otel.GetTracerProvider, otel.GetMeterProvider), which Setup installs.
type Config struct {
	TracerProvider oteltrace.TracerProvider
	MeterProvider  metric.MeterProvider
	// AgentName is gen_ai.agent.name on the run's invoke_agent span.
	// Default "rung".
	AgentName string
}

// Observer turns a run's events into OpenTelemetry spans and metrics,
// following the GenAI semantic conventions:
//
//   - the run is an invoke_agent span;
//   - every tool call (attempt, probe, precondition check) is an
//     execute_tool span under it, with gen_ai.tool.name,
//     gen_ai.tool.call.id, and on failure error.type and an error status;
//     an attempt after the first links to the previous attempt's span;
//   - every model call is a chat span with gen_ai.usage.input_tokens and
//     gen_ai.usage.output_tokens;
//   - plans, skips and replays are span events;
//   - recovery.* attributes carry the rung, the failure's kind, the
//     attempt, the plan's fingerprint, the failure's signature and the
//     budget left.
//
// Metrics: recovery.actions (by recovery.rung and recovery.kind),
// recovery.tokens (by recovery.purpose and gen_ai.token.type),
// recovery.retries, recovery.recoveries, and the gauge
// recovery.retry_recovery.ratio (retried attempts per successful recovery,
// over everything this Observer saw).
//
// Spans take their times from the events, so runs on a virtual clock are
// drawn on it. An Observer is safe for concurrent use by concurrent runs;
// it tells runs apart by run id, so concurrent runs need distinct ids (the
// engine's default ids are).
type Observer struct {
	tracer oteltrace.Tracer
	agent  string

	actions, tokens, retries, recoveries metric.Int64Counter
	reg                                  metric.Registration

	mu         sync.Mutex
	runs       map[string]*runSpans
	nRetries   int64
	nRecovered int64
}

var _ rung.Observer = (*Observer)(nil)

type runSpans struct {
	ctx      context.Context // carries the invoke_agent span
	root     oteltrace.Span
	open     map[string]oteltrace.Span        // step -> attempt span in flight
	prev     map[string]oteltrace.SpanContext // step -> last attempt's span
	failures map[string]*rung.Failure         // step -> last failure
	failed   map[string]bool                  // steps that failed at least once
	budget   []attribute.KeyValue             // after the last charge
	plans    int
}

// New returns an Observer.
func New(cfg Config) (*Observer, error) {
	tp, mp := cfg.TracerProvider, cfg.MeterProvider
	if tp == nil {
		tp = otel.GetTracerProvider()
	}
	if mp == nil {
		mp = otel.GetMeterProvider()
	}
	o := &Observer{tracer: tp.Tracer(ScopeName), agent: cfg.AgentName, runs: map[string]*runSpans{}}
	if o.agent == "" {
		o.agent = "rung"
	}
	m := mp.Meter(ScopeName)
	var err error
	if o.actions, err = m.Int64Counter("recovery.actions", metric.WithUnit("{action}"),
		metric.WithDescription("Recovery decisions, by rung (recovery.rung) and failure kind (recovery.kind).")); err != nil {
		return nil, err
	}
	if o.tokens, err = m.Int64Counter("recovery.tokens", metric.WithUnit("{token}"),
		metric.WithDescription("Model tokens, by purpose (recovery.purpose: plan, repair, replan) and gen_ai.token.type.")); err != nil {
		return nil, err
	}
	if o.retries, err = m.Int64Counter("recovery.retries", metric.WithUnit("{attempt}"),
		metric.WithDescription("Retried attempts: calls made again, unchanged, after a failure.")); err != nil {
		return nil, err
	}
	if o.recoveries, err = m.Int64Counter("recovery.recoveries", metric.WithUnit("{step}"),
		metric.WithDescription("Successful recoveries: steps that failed and then ended done or skipped.")); err != nil {
		return nil, err
	}
	ratio, err := m.Float64ObservableGauge("recovery.retry_recovery.ratio", metric.WithUnit("1"),
		metric.WithDescription("Retried attempts per successful recovery, since the observer started; absent until a recovery."))
	if err != nil {
		return nil, err
	}
	o.reg, err = m.RegisterCallback(func(_ context.Context, obs metric.Observer) error {
		o.mu.Lock()
		r, n := o.nRetries, o.nRecovered
		o.mu.Unlock()
		if n > 0 {
			obs.ObserveFloat64(ratio, float64(r)/float64(n))
		}
		return nil
	}, ratio)
	if err != nil {
		return nil, err
	}
	return o, nil
}

// Close unregisters the ratio gauge's callback and ends the spans of runs
// still in flight.
func (o *Observer) Close() error {
	o.mu.Lock()
	for id, r := range o.runs {
		for _, s := range r.open {
			s.End()
		}
		r.root.End()
		delete(o.runs, id)
	}
	o.mu.Unlock()
	return o.reg.Unregister()
}

// Observe implements rung.Observer.
func (o *Observer) Observe(e rung.Event) {
	o.mu.Lock()
	defer o.mu.Unlock()
	r := o.runs[e.RunID]
	if r == nil {
		if e.Type == rung.EventRunEnd {
			return
		}
		r = o.startRun(e)
	}
	at := oteltrace.WithTimestamp(e.At)
	bg := context.Background()
	switch e.Type {
	case rung.EventPlan:
		r.plans++
		r.root.AddEvent("recovery.plan", at, oteltrace.WithAttributes(
			KeyPlan.Int(e.Plan), KeyFingerprint.String(e.Fingerprint), KeyReason.String(redact(e.Reason, e.RunID))))
		r.root.SetAttributes(KeyFingerprint.String(e.Fingerprint), KeyPlans.Int(r.plans))
	case rung.EventModelCall:
		// The event comes when the call has ended; it began DurationMS
		// earlier on the engine's clock.
		start := e.At.Add(-time.Duration(e.DurationMS) * time.Millisecond)
		attrs := []attribute.KeyValue{
			semconv.GenAIOperationNameChat,
			semconv.GenAIUsageInputTokens(e.Usage.InputTokens),
			semconv.GenAIUsageOutputTokens(e.Usage.OutputTokens),
			KeyPurpose.String(string(e.Purpose)), KeyPlan.Int(e.Plan), KeyRunID.String(e.RunID),
		}
		name := "chat"
		if m := e.Usage.Model; m != "" {
			attrs = append(attrs, semconv.GenAIResponseModel(m))
			name += " " + m
		}
		if e.Usage.Calls > 1 {
			attrs = append(attrs, KeyModelCalls.Int(e.Usage.Calls))
		}
		_, s := o.tracer.Start(r.ctx, name, oteltrace.WithTimestamp(start), oteltrace.WithSpanKind(oteltrace.SpanKindClient), oteltrace.WithAttributes(attrs...))
		s.End(oteltrace.WithTimestamp(e.At))
		purpose := KeyPurpose.String(string(e.Purpose))
		o.tokens.Add(bg, int64(e.Usage.InputTokens), metric.WithAttributes(purpose, semconv.GenAITokenTypeInput))
		o.tokens.Add(bg, int64(e.Usage.OutputTokens), metric.WithAttributes(purpose, semconv.GenAITokenTypeOutput))
	case rung.EventBudget:
		r.budget = budgetAttrs(e)
	case rung.EventStepStart:
		if s := r.open[e.Step]; s != nil { // an attempt that ended without a decision
			s.End(at)
		}
		opts := []oteltrace.SpanStartOption{at, oteltrace.WithSpanKind(oteltrace.SpanKindInternal), oteltrace.WithAttributes(
			semconv.GenAIOperationNameExecuteTool, semconv.GenAIToolName(e.Tool), semconv.GenAIToolType("function"),
			semconv.GenAIToolCallID(callID(e)), KeyRunID.String(e.RunID), KeyStep.String(e.Step),
			KeyAttempt.Int(e.Attempt), KeyPlan.Int(e.Plan))}
		if prev, ok := r.prev[e.Step]; ok {
			opts = append(opts, oteltrace.WithLinks(oteltrace.Link{SpanContext: prev, Attributes: []attribute.KeyValue{KeyLinkRelation.String("previous_attempt")}}))
		}
		_, s := o.tracer.Start(r.ctx, "execute_tool "+e.Tool, opts...)
		r.open[e.Step] = s
		r.prev[e.Step] = s.SpanContext()
	case rung.EventFailure:
		f := e.Failure
		if f == nil {
			f = &rung.Failure{Kind: rung.KindUnknown}
		}
		r.failures[e.Step] = f
		r.failed[e.Step] = true
		s := r.open[e.Step]
		if s == nil { // failed before any call: an unresolvable argument, a missing tool
			_, s = o.tracer.Start(r.ctx, "execute_tool "+e.Tool, at, oteltrace.WithAttributes(
				semconv.GenAIOperationNameExecuteTool, semconv.GenAIToolName(e.Tool),
				KeyRunID.String(e.RunID), KeyStep.String(e.Step), KeyPlan.Int(e.Plan), KeyAttempt.Int(0)))
			r.open[e.Step] = s
		}
		failureAttrs(s, f, e.RunID)
		if !e.Signature.IsZero() {
			s.SetAttributes(KeySignature.String(trace.Signature{Tool: e.Signature.Tool, Class: redact(e.Signature.Class, e.RunID), Target: redact(e.Signature.Target, e.RunID)}.String()))
		}
	case rung.EventDecision:
		kind := "unknown"
		if f := r.failures[e.Step]; f != nil {
			kind = f.Kind.String()
		}
		rungName := e.Action.String()
		o.actions.Add(bg, 1, metric.WithAttributes(KeyRung.String(rungName), KeyKind.String(kind)))
		if e.Action == rung.ActionRetry {
			o.nRetries++
			o.retries.Add(bg, 1)
		}
		attrs := []attribute.KeyValue{KeyRung.String(rungName), KeyRule.String(e.Rule), KeyReason.String(redact(e.Reason, e.RunID))}
		if e.WaitMS > 0 {
			attrs = append(attrs, KeyWaitMS.Int64(e.WaitMS))
		}
		if e.Alternative != "" {
			attrs = append(attrs, KeyAlternative.String(e.Alternative))
		}
		attrs = append(attrs, r.budget...)
		if s := r.open[e.Step]; s != nil {
			// Every decision is an event of the attempt's span; the span's
			// attributes say the last one. A skip or a probe is followed by
			// more of the same attempt (the skip's fact, the probes and the
			// next decision), so the span stays open until then.
			s.AddEvent("recovery.decision", at, oteltrace.WithAttributes(attrs...))
			s.SetAttributes(attrs...)
			if e.Action != rung.ActionSkip && e.Action != rung.ActionProbe {
				s.End(at)
				delete(r.open, e.Step)
			}
		} else {
			r.root.AddEvent("recovery.decision", at, oteltrace.WithAttributes(append(attrs, KeyStep.String(e.Step))...))
		}
	case rung.EventSkip:
		attrs := []attribute.KeyValue{KeyStep.String(e.Step), semconv.GenAIToolName(e.Tool)}
		if fact := trace.FromEvent(rung.Event{Type: rung.EventSkip, RunID: e.RunID, Fact: e.Fact}).Fact; fact != nil {
			if b, err := json.Marshal(fact); err == nil {
				attrs = append(attrs, KeyFact.String(string(b)))
			}
		}
		if s := r.open[e.Step]; s != nil {
			s.AddEvent("recovery.skip", at, oteltrace.WithAttributes(attrs...))
		} else {
			r.root.AddEvent("recovery.skip", at, oteltrace.WithAttributes(attrs...))
		}
	case rung.EventReplay:
		attrs := oteltrace.WithAttributes(KeyStep.String(e.Step), KeyKeyHash.String(trace.KeyHash(e.Key)), KeyReason.String(redact(e.Reason, e.RunID)))
		if s := r.open[e.Step]; s != nil {
			s.AddEvent("recovery.replay", at, attrs)
		} else {
			r.root.AddEvent("recovery.replay", at, attrs)
		}
	case rung.EventProbe, rung.EventPrecondition:
		_, s := o.tracer.Start(r.ctx, "execute_tool "+e.Tool, at, oteltrace.WithAttributes(
			semconv.GenAIOperationNameExecuteTool, semconv.GenAIToolName(e.Tool), semconv.GenAIToolType("function"),
			KeyProbe.String(string(e.Type)), KeyRunID.String(e.RunID), KeyStep.String(e.Step), KeyPlan.Int(e.Plan)))
		if ob := e.Observation; ob != nil && ob.Failure != nil {
			failureAttrs(s, ob.Failure, e.RunID)
		}
		s.End(at)
	case rung.EventStepEnd:
		if s := r.open[e.Step]; s != nil {
			s.End(at)
			delete(r.open, e.Step)
		}
		if (e.State == rung.StepDone || e.State == rung.StepSkipped) && r.failed[e.Step] {
			delete(r.failed, e.Step)
			o.nRecovered++
			o.recoveries.Add(bg, 1)
		}
	case rung.EventTerminal:
		r.root.SetAttributes(KeyOutcome.String(string(e.Outcome)), KeyRule.String(e.Rule), KeyReason.String(redact(e.Reason, e.RunID)))
	case rung.EventRunEnd:
		for step, s := range r.open {
			s.End(at)
			delete(r.open, step)
		}
		r.root.SetAttributes(KeyOutcome.String(string(e.Outcome)),
			KeyTokensSpent.Int(e.Spent.Tokens), KeyCallsSpent.Int(e.Spent.ToolCalls))
		if e.Outcome != rung.OutcomeCompleted {
			r.root.SetAttributes(semconv.ErrorTypeKey.String(string(e.Outcome)))
			r.root.SetStatus(codes.Error, redact(e.Reason, e.RunID))
		}
		r.root.End(at)
		delete(o.runs, e.RunID)
	}
}

func (o *Observer) startRun(e rung.Event) *runSpans {
	goal := ""
	if e.Type == rung.EventRunStart {
		goal = redact(e.Reason, e.RunID)
	}
	ctx, root := o.tracer.Start(context.Background(), "invoke_agent "+o.agent, oteltrace.WithTimestamp(e.At),
		oteltrace.WithSpanKind(oteltrace.SpanKindInternal), oteltrace.WithAttributes(
			semconv.GenAIOperationNameInvokeAgent, semconv.GenAIAgentName(o.agent),
			semconv.GenAIConversationID(e.RunID), KeyRunID.String(e.RunID), KeyGoal.String(goal)))
	r := &runSpans{ctx: ctx, root: root, open: map[string]oteltrace.Span{}, prev: map[string]oteltrace.SpanContext{},
		failures: map[string]*rung.Failure{}, failed: map[string]bool{}}
	o.runs[e.RunID] = r
	return r
}

// callID identifies one call: the plan, the step and the attempt.
func callID(e rung.Event) string {
	return "p" + strconv.Itoa(e.Plan) + "." + e.Step + "." + strconv.Itoa(e.Attempt)
}

// failureAttrs sets the failure's status and attributes. Every text in them
// comes from the tool (its message, its code, what it touched) and passes
// through the redaction.
func failureAttrs(s oteltrace.Span, f *rung.Failure, run string) {
	code := redact(errorType(f), run)
	msg := f.Message
	if msg == "" && f.Err != nil {
		msg = f.Err.Error()
	}
	s.SetStatus(codes.Error, redact(msg, run))
	attrs := []attribute.KeyValue{semconv.ErrorTypeKey.String(code), KeyKind.String(f.Kind.String()), KeyEffect.String(f.Effect.String())}
	if c := codeText(f); c != "" {
		attrs = append(attrs, KeyCode.String(redact(c, run)))
	}
	if f.Target != "" {
		attrs = append(attrs, KeyTarget.String(redact(f.Target, run)))
	}
	if f.Protocol == "http" && f.Status != 0 {
		attrs = append(attrs, semconv.HTTPResponseStatusCode(f.Status))
	}
	s.SetAttributes(attrs...)
}

// errorType is error.type: the service's code, else the protocol status,
// else the failure's kind; low in cardinality, as the convention asks.
func errorType(f *rung.Failure) string {
	switch {
	case f.Code != "":
		return f.Code
	case f.Status != 0:
		return strconv.Itoa(f.Status)
	}
	return f.Kind.String()
}

func codeText(f *rung.Failure) string {
	return (&trace.Failure{Protocol: f.Protocol, Status: f.Status, Code: f.Code}).CodeText()
}

// redact passes text through the trace writer's redaction (secrets and
// idempotency keys), via a record.
func redact(s, run string) string {
	if s == "" {
		return s
	}
	return trace.FromEvent(rung.Event{Type: rung.EventRunStart, RunID: run, Reason: s}).Reason
}

var (
	tokensLeft = regexp.MustCompile(`([0-9][0-9,]*) tokens\b`)
	callsLeft  = regexp.MustCompile(`([0-9]+) tool calls?\b`)
)

// budgetAttrs reads what is left from the budget line (the events carry the
// line and what was spent, not the limits).
func budgetAttrs(e rung.Event) []attribute.KeyValue {
	attrs := []attribute.KeyValue{KeyBudget.String(e.Budget), KeyTokensSpent.Int(e.Spent.Tokens), KeyCallsSpent.Int(e.Spent.ToolCalls)}
	if m := tokensLeft.FindStringSubmatch(e.Budget); m != nil {
		if n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); err == nil {
			attrs = append(attrs, KeyTokensLeft.Int(n))
		}
	}
	if m := callsLeft.FindStringSubmatch(e.Budget); m != nil {
		if n, err := strconv.Atoi(strings.ReplaceAll(m[1], ",", "")); err == nil {
			attrs = append(attrs, KeyCallsLeft.Int(n))
		}
	}
	return attrs
}
