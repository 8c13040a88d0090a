package rungotel_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	sdktracetest "go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/rungkit/rung"
	rungotel "github.com/rungkit/rung/otel"
	"github.com/rungkit/rung/trace/tracetest"
)

type harness struct {
	spans  *sdktracetest.SpanRecorder
	reader *sdkmetric.ManualReader
	obs    *rungotel.Observer
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{spans: sdktracetest.NewSpanRecorder(), reader: sdkmetric.NewManualReader()}
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(h.spans))
	mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(h.reader))
	obs, err := rungotel.New(rungotel.Config{TracerProvider: tp, MeterProvider: mp, AgentName: "restock"})
	if err != nil {
		t.Fatal(err)
	}
	h.obs = obs
	t.Cleanup(func() { obs.Close() })
	return h
}

func (h *harness) run(t *testing.T, names ...string) {
	t.Helper()
	for _, n := range names {
		if _, err := tracetest.Get(n).Run(context.Background(), h.obs); err != nil {
			t.Fatal(err)
		}
	}
}

func attrs(s sdktrace.ReadOnlySpan) map[attribute.Key]attribute.Value {
	m := map[attribute.Key]attribute.Value{}
	for _, kv := range s.Attributes() {
		m[kv.Key] = kv.Value
	}
	return m
}

func str(s sdktrace.ReadOnlySpan, k string) string {
	return attrs(s)[attribute.Key(k)].Emit()
}

// TestSpansOfARecoveredRun: one invoke_agent span; an execute_tool span per
// call, with the GenAI attributes, error.type and the rung on the failed
// ones; retries linked to the previous attempt; a chat span for the repair.
func TestSpansOfARecoveredRun(t *testing.T) {
	h := newHarness(t)
	h.run(t, "recovered")
	spans := h.spans.Ended()
	var root sdktrace.ReadOnlySpan
	var tools, chats []sdktrace.ReadOnlySpan
	for _, s := range spans {
		switch str(s, "gen_ai.operation.name") {
		case "invoke_agent":
			root = s
		case "execute_tool":
			tools = append(tools, s)
		case "chat":
			chats = append(chats, s)
		}
	}
	if root == nil || root.Name() != "invoke_agent restock" || str(root, "recovery.outcome") != "completed" || root.Status().Code == codes.Error {
		t.Fatalf("root span: %v", root)
	}
	for _, s := range append(tools, chats...) {
		if s.Parent().SpanID() != root.SpanContext().SpanID() || s.SpanContext().TraceID() != root.SpanContext().TraceID() {
			t.Errorf("%s is not a child of the run span", s.Name())
		}
	}
	var got []string
	for _, s := range tools {
		line := fmt.Sprintf("%s %s#%s", s.Name(), str(s, "recovery.step"), str(s, "recovery.attempt"))
		if s.Status().Code == codes.Error {
			line += fmt.Sprintf(" error.type=%s kind=%s rung=%s", str(s, "error.type"), str(s, "recovery.kind"), str(s, "recovery.rung"))
		}
		if len(s.Links()) > 0 {
			line += " linked"
		}
		got = append(got, line)
	}
	want := []string{
		"execute_tool select_supplier select_supplier#1 error.type=503 kind=transient rung=retry",
		"execute_tool select_supplier select_supplier#2 error.type=503 kind=transient rung=retry linked",
		"execute_tool select_supplier select_supplier#3 linked",
		"execute_tool forecast forecast#1 error.type=range_too_wide kind=invalid rung=repair",
		"execute_tool forecast forecast#2 linked",
		"execute_tool create_po create_po#1 error.type=duplicate_order kind=conflict rung=skip",
		"execute_tool notify_receiving notify_receiving#1",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tool spans (-want +got):\n%s", diff)
	}
	// The link points at the previous attempt.
	if l := tools[1].Links(); len(l) != 1 || l[0].SpanContext.SpanID() != tools[0].SpanContext().SpanID() {
		t.Errorf("links of the second attempt: %v", l)
	}
	for _, s := range tools {
		if str(s, "gen_ai.tool.name") == "" || str(s, "gen_ai.tool.call.id") == "" || str(s, "recovery.plan") != "1" {
			t.Errorf("%s lacks the GenAI attributes: %v", s.Name(), s.Attributes())
		}
	}
	if len(chats) != 1 || str(chats[0], "gen_ai.usage.input_tokens") != "300" || str(chats[0], "gen_ai.usage.output_tokens") != "40" || str(chats[0], "recovery.purpose") != "repair" {
		t.Errorf("chat spans: %v", chats)
	}
	ids := map[string]bool{}
	for _, s := range tools {
		id := str(s, "gen_ai.tool.call.id")
		if ids[id] {
			t.Errorf("call id %s twice", id)
		}
		ids[id] = true
	}
}

// TestRunOutcomes: a handback is an error on the run span, with the plan
// fingerprints as events, and budget figures on decisions.
func TestRunOutcomes(t *testing.T) {
	h := newHarness(t)
	h.run(t, "loop")
	var root sdktrace.ReadOnlySpan
	for _, s := range h.spans.Ended() {
		if str(s, "gen_ai.operation.name") == "invoke_agent" {
			root = s
		}
	}
	if root.Status().Code != codes.Error || str(root, "error.type") != "handback" || str(root, "recovery.rule") != "convergence" {
		t.Errorf("run span: status %v, attrs %v", root.Status(), root.Attributes())
	}
	var fps []string
	for _, ev := range root.Events() {
		if ev.Name == "recovery.plan" {
			for _, kv := range ev.Attributes {
				if kv.Key == "recovery.fingerprint" {
					fps = append(fps, kv.Value.AsString())
				}
			}
		}
	}
	if len(fps) != 2 || fps[0] != fps[1] {
		t.Errorf("plan events: %v", fps)
	}
	if got := str(root, "recovery.plans"); got != "2" {
		t.Errorf("recovery.plans = %s", got)
	}
}

func collect(t *testing.T, r *sdkmetric.ManualReader) map[string]map[string]float64 {
	t.Helper()
	var rm metricdata.ResourceMetrics
	if err := r.Collect(context.Background(), &rm); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]float64{}
	key := func(set attribute.Set) string {
		var parts []string
		for _, kv := range set.ToSlice() {
			parts = append(parts, string(kv.Key)+"="+kv.Value.Emit())
		}
		sort.Strings(parts)
		return strings.Join(parts, ",")
	}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			vals := map[string]float64{}
			switch d := m.Data.(type) {
			case metricdata.Sum[int64]:
				for _, p := range d.DataPoints {
					vals[key(p.Attributes)] += float64(p.Value)
				}
			case metricdata.Gauge[float64]:
				for _, p := range d.DataPoints {
					vals[key(p.Attributes)] = p.Value
				}
			}
			out[m.Name] = vals
		}
	}
	return out
}

// TestMetrics: actions by rung and kind, tokens by purpose, and the
// retry-to-recovery ratio over two runs.
func TestMetrics(t *testing.T) {
	h := newHarness(t)
	h.run(t, "recovered", "deliberation")
	got := collect(t, h.reader)
	want := map[string]map[string]float64{
		"recovery.actions": {
			"recovery.kind=transient,recovery.rung=retry": 2,
			"recovery.kind=invalid,recovery.rung=repair":  1,
			"recovery.kind=conflict,recovery.rung=skip":   1,
			"recovery.kind=premise,recovery.rung=replan":  2,
		},
		"recovery.tokens": {
			"gen_ai.token.type=input,recovery.purpose=repair":  300,
			"gen_ai.token.type=output,recovery.purpose=repair": 40,
			"gen_ai.token.type=input,recovery.purpose=plan":    960,
			"gen_ai.token.type=output,recovery.purpose=plan":   240,
			"gen_ai.token.type=input,recovery.purpose=replan":  10800,
			"gen_ai.token.type=output,recovery.purpose=replan": 2700,
		},
		"recovery.retries":              {"": 2},
		"recovery.recoveries":           {"": 4},
		"recovery.retry_recovery.ratio": {"": 0.5},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("metrics (-want +got):\n%s", diff)
	}
}

// TestNoSecretsInSpans: the secrets scenario's credentials reach no span
// name, attribute, status or event.
func TestNoSecretsInSpans(t *testing.T) {
	h := newHarness(t)
	h.run(t, "secrets", "replay")
	var b strings.Builder
	for _, s := range h.spans.Ended() {
		fmt.Fprintln(&b, s.Name(), s.Attributes(), s.Status(), s.Events())
	}
	out := b.String()
	for _, secret := range append(tracetest.Secrets, "replay-1/charge/") {
		if strings.Contains(out, secret) {
			t.Errorf("%q in spans", secret)
		}
	}
	if !strings.Contains(out, "recovery.key_hash") || !strings.Contains(out, "[REDACTED]") {
		t.Errorf("expected a hashed key and redactions:\n%s", out)
	}
}

// TestConcurrentRuns: one observer, concurrent runs, every span ended.
func TestConcurrentRuns(t *testing.T) {
	h := newHarness(t)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := []string{"recovered", "wall", "secrets", "clean"}[i%4]
			if _, err := tracetest.Get(name).RunAs(context.Background(), fmt.Sprintf("%s-%d", name, i), h.obs); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if n := len(h.spans.Started()) - len(h.spans.Ended()); n != 0 {
		t.Errorf("%d spans never ended", n)
	}
	roots := 0
	for _, s := range h.spans.Ended() {
		if str(s, "gen_ai.operation.name") == "invoke_agent" {
			roots++
		}
	}
	if roots != 8 {
		t.Errorf("%d run spans, want 8", roots)
	}
}

// A model call's span covers the call: it starts DurationMS before the
// event, is named after the model that answered, and says when the answer
// took more than one request.
func TestChatSpanTimingAndModel(t *testing.T) {
	h := newHarness(t)
	at := time.Date(2026, 9, 20, 8, 0, 0, 0, time.UTC)
	h.obs.Observe(rung.Event{Type: rung.EventRunStart, RunID: "r1", At: at})
	h.obs.Observe(rung.Event{Type: rung.EventModelCall, RunID: "r1", Plan: 1, Purpose: rung.PurposeRepair, At: at.Add(2 * time.Second), DurationMS: 1500,
		Usage: rung.Usage{InputTokens: 210, OutputTokens: 12, Calls: 2, Model: "gpt-4o-2024-08-06"}})
	h.obs.Observe(rung.Event{Type: rung.EventRunEnd, RunID: "r1", At: at.Add(3 * time.Second), Outcome: rung.OutcomeCompleted})
	var chat sdktrace.ReadOnlySpan
	for _, s := range h.spans.Ended() {
		if str(s, "gen_ai.operation.name") == "chat" {
			chat = s
		}
	}
	if chat == nil {
		t.Fatal("no chat span")
	}
	if chat.Name() != "chat gpt-4o-2024-08-06" || str(chat, "gen_ai.response.model") != "gpt-4o-2024-08-06" || str(chat, "recovery.model_calls") != "2" {
		t.Errorf("chat span %q: %v", chat.Name(), chat.Attributes())
	}
	if got := chat.EndTime().Sub(chat.StartTime()); got != 1500*time.Millisecond || !chat.EndTime().Equal(at.Add(2*time.Second)) {
		t.Errorf("chat span from %v to %v, want 1.5 s ending at %v", chat.StartTime(), chat.EndTime(), at.Add(2*time.Second))
	}
}
