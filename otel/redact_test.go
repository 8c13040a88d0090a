package rungotel_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	sdktracetest "go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/rungkit/rung"
	rungotel "github.com/rungkit/rung/otel"
	"github.com/rungkit/rung/rungtest"
)

// TestRegisteredSecretNeverReachesSpans: a value registered with
// rung.AddSecrets, carried by a step's output into the next step's
// arguments and by a tool failure into its message, code and target,
// reaches no exported span name, attribute, status, event or link, whatever
// event field brings it.
func TestRegisteredSecretNeverReachesSpans(t *testing.T) {
	const secret = "otel-secret-Zk48qWv1"
	rung.AddSecrets(secret)
	exp := sdktracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	obs, err := rungotel.New(rungotel.Config{TracerProvider: tp})
	if err != nil {
		t.Fatal(err)
	}
	defer obs.Close()

	// A real run: fetch returns the secret, load echoes its argument in
	// a failure that nothing can repair.
	engine := &rung.Engine{
		Tools: []rung.Tool{
			rungtest.Returns(map[string]any{"echo": "value " + secret}).Tool("fetch"),
			rungtest.Fails(rung.Invalid(errors.New("load refused "+secret)).WithCode("http", 400, "bad_"+secret)).Tool("load", "v"),
		},
		Clock:     rungtest.NewClock(rungtest.Epoch),
		Observers: []rung.Observer{obs},
	}
	if _, err := engine.Run(context.Background(), &rung.Plan{Goal: "load " + secret, Steps: []rung.Step{
		{ID: "fetch", Tool: "fetch"},
		{ID: "load", Tool: "load", Args: map[string]any{"v": "${fetch.echo}"}},
	}}); err != nil {
		t.Fatal(err)
	}

	// Every field an event can carry text in, from a run of its own.
	at := rungtest.Epoch
	f := &rung.Failure{Kind: rung.KindPremise, Message: "gone " + secret, Protocol: "http", Status: 404, Code: secret,
		Target: "/x/" + secret, Reason: "because " + secret, Fact: map[string]any{"k": secret}}
	for _, e := range []rung.Event{
		{Type: rung.EventRunStart, Reason: "goal " + secret},
		{Type: rung.EventPlan, Plan: 1, Reason: "plan " + secret, Fingerprint: "fp"},
		{Type: rung.EventStepStart, Step: "s", Tool: "t", Attempt: 1, Args: map[string]any{"a": secret}},
		{Type: rung.EventFailure, Step: "s", Tool: "t", Failure: f, Signature: rung.Signature{Tool: "t", Class: "c " + secret, Target: secret}},
		{Type: rung.EventProbe, Step: "s", Tool: "p", Observation: &rung.Observation{Call: rung.Call{Tool: "p", Args: map[string]any{"a": secret}}, Output: secret, Failure: f}},
		{Type: rung.EventDecision, Step: "s", Action: rung.ActionSkip, Rule: "kind", Reason: "skip " + secret, Alternative: "alt"},
		{Type: rung.EventSkip, Step: "s", Tool: "t", Fact: map[string]any{"out": secret}},
		{Type: rung.EventReplay, Step: "s", Key: "r/s/1", Reason: "replay " + secret},
		{Type: rung.EventStepEnd, Step: "s", State: rung.StepSkipped},
		{Type: rung.EventTerminal, Outcome: rung.OutcomeHandback, Rule: "kind", Reason: "ended " + secret},
		{Type: rung.EventRunEnd, Outcome: rung.OutcomeHandback, Reason: "ended " + secret},
	} {
		e.RunID, e.At = "synthetic", at
		at = at.Add(time.Second)
		obs.Observe(e)
	}

	spans := exp.GetSpans()
	if len(spans) == 0 {
		t.Fatal("no spans exported")
	}
	var b strings.Builder
	for _, s := range spans {
		fmt.Fprintln(&b, s.Name, s.Attributes, s.Status.Description, s.Events, s.Links)
	}
	out := b.String()
	if strings.Contains(out, secret) {
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(line, secret) {
				t.Errorf("secret in an exported span: %s", line)
			}
		}
	}
	if !strings.Contains(out, rung.Redacted) {
		t.Errorf("no redaction in the spans:\n%s", out)
	}
}
