package sim

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

func mustParse(t *testing.T, src string) *Scenario {
	t.Helper()
	sc, err := Parse("t.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func testRuntime(sc *Scenario) *runtime {
	return newRuntime(sc, rungtest.NewClock(time.Time{}), NewWorld(), rand.New(rand.NewPCG(1, 2)), 1)
}

func toolByName(rt *runtime, name string) *rung.Tool {
	for _, t := range rt.tools() {
		if t.Name == name {
			return t
		}
	}
	return nil
}

func TestWorldCountsDuplicatesAndHonoursKeys(t *testing.T) {
	w := NewWorld()
	w.Apply("pay {\"order\":1}", "k1", map[string]any{"id": "ch_1"})
	if got, ok := w.Replayed("k1"); !ok || !cmp.Equal(got, map[string]any{"id": "ch_1"}) {
		t.Fatalf("Replayed(k1) = %v, %v; want the recorded outcome", got, ok)
	}
	if _, ok := w.Replayed(""); ok {
		t.Fatal("the empty key must never replay")
	}
	if w.Deduplicated() != 1 || w.Keys() != 1 {
		t.Errorf("Deduplicated = %d, Keys = %d; want 1 and 1", w.Deduplicated(), w.Keys())
	}
	w.Apply("pay {\"order\":1}", "", nil)
	w.Apply("pay {\"order\":1}", "", nil)
	w.Apply("pay {\"order\":2}", "", nil)
	if got := w.Duplicates(); got != 2 {
		t.Errorf("Duplicates = %d, want 2", got)
	}
	if got := w.Effects(); got != 4 {
		t.Errorf("Effects = %d, want 4", got)
	}
	want := []AppliedEffect{{"pay {\"order\":1}", 3}, {"pay {\"order\":2}", 1}}
	if diff := cmp.Diff(want, w.Applied()); diff != "" {
		t.Errorf("Applied (-want +got):\n%s", diff)
	}
}

const toolsScenario = `
name: tools
goal: test
tools:
  - name: pay
    identifying: [order]
    side_effects: true
    accepts_idempotency_key: true
    latency: 2s
    outcomes:
      - call: 1
        latency: 10s
        effect_applied: true
        result: {charge: ch_1}
        fail: {protocol: go, message: "context deadline exceeded", timeout: true}
      - args: {order: bad}
        fail: {kind: invalid, message: "order bad is malformed"}
      - times: 1
        fail: {kind: conflict, message: "exists", fact: {charge: ch_0}}
    result: {charge: ch_2}
plan:
  steps: [{id: s, tool: pay, args: {order: 1}}]
`

func TestScriptedToolOutcomes(t *testing.T) {
	sc := mustParse(t, toolsScenario)
	rt := testRuntime(sc)
	pay := toolByName(rt, "pay")
	start := rt.clock.Now()
	ctx := rung.WithIdempotencyKey(context.Background(), "run1/s")

	// Call 1: times out after the effect landed. The client sees only a
	// timeout, classified by package classify; the engine decides that the
	// effect of a side-effecting timeout is possible.
	_, err := pay.Call(ctx, map[string]any{"order": 1.0})
	f, ok := rung.AsFailure(err)
	if !ok || f.Kind != rung.KindTransient || !f.Timeout || f.Effect != rung.EffectNone {
		t.Fatalf("call 1: err = %#v, want a transient timeout", err)
	}
	if got := rt.clock.Now().Sub(start); got != 10*time.Second {
		t.Errorf("call 1 advanced the clock %v, want the outcome's 10s", got)
	}
	// Call 2, same key: the downstream returns the original outcome.
	out, err := pay.Call(ctx, map[string]any{"order": 1.0})
	if err != nil || !cmp.Equal(out, map[string]any{"charge": "ch_1"}) {
		t.Fatalf("replay: %v, %v; want the original charge", out, err)
	}
	// Different key, bad args: the args outcome.
	ctx2 := rung.WithIdempotencyKey(context.Background(), "run1/t")
	_, err = pay.Call(ctx2, map[string]any{"order": "bad"})
	if rung.KindOf(err) != rung.KindInvalid {
		t.Errorf("args match: kind %v, want invalid", rung.KindOf(err))
	}
	// times: 1 decides one call, then the default result.
	_, err = pay.Call(ctx2, map[string]any{"order": 3.0})
	if f, _ := rung.AsFailure(err); f == nil || f.Kind != rung.KindConflict || !cmp.Equal(f.Fact, map[string]any{"charge": "ch_0"}) {
		t.Errorf("times outcome: %v, want a conflict with its fact", err)
	}
	out, err = pay.Call(ctx2, map[string]any{"order": 3.0})
	if err != nil || !cmp.Equal(out, map[string]any{"charge": "ch_2"}) {
		t.Errorf("default: %v, %v; want the tool's result", out, err)
	}
	if rt.world.Duplicates() != 0 {
		t.Errorf("duplicates = %d, want 0 behind keys", rt.world.Duplicates())
	}
	if rt.toolCalls != 5 {
		t.Errorf("toolCalls = %d, want 5", rt.toolCalls)
	}
}

func TestKeylessCallsDuplicate(t *testing.T) {
	sc := mustParse(t, toolsScenario)
	rt := testRuntime(sc)
	rt.keyless = true
	pay := toolByName(rt, "pay")
	ctx := rung.WithIdempotencyKey(context.Background(), "ignored")
	if _, err := pay.Call(ctx, map[string]any{"order": 1.0}); err == nil {
		t.Fatal("call 1 should fail")
	}
	if _, err := pay.Call(ctx, map[string]any{"order": 1.0}); rung.KindOf(err) != rung.KindConflict {
		t.Fatalf("call 2: %v, want the scripted conflict", err)
	}
	if _, err := pay.Call(ctx, map[string]any{"order": 1.0}); err != nil {
		t.Fatal(err)
	}
	if got := rt.world.Duplicates(); got != 1 {
		t.Errorf("duplicates = %d, want 1: the retry without a key charged again", got)
	}
}

const modelScenario = `
name: model
goal: test
tools:
  - name: a
plan:
  steps: [{id: s, tool: a}]
model:
  rules:
    - purpose: replan
      when_contains: ["observed"]
      when_not_contains: ["forbidden"]
      plan: {steps: [{id: x, tool: a, args: {n: "{{job}}"}}]}
    - purpose: repair
      step: s
      args: {n: 2}
      usage: {input_tokens: 10, output_tokens: 3}
      times: 1
`

func TestScriptedModel(t *testing.T) {
	sc := mustParse(t, modelScenario)
	rt := testRuntime(sc)
	rt.job = 7
	m := &model{rt: rt}
	ctx := context.Background()

	req := rung.PlanRequest{Purpose: rung.PurposeReplan, Goal: "g", Prompt: rung.Prompt{System: "sys", User: "we observed it"}}
	resp, err := m.Plan(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if got := resp.Plan.Steps[0].Args["n"]; got != "7" {
		t.Errorf("{{job}} became %v, want 7", got)
	}
	prompt := "sys\n\nwe observed it"
	answer := `{"goal":"g","steps":[{"id":"x","tool":"a","args":{"n":"7"}}]}`
	want := rung.Usage{InputTokens: (len(prompt) + 3) / 4, OutputTokens: (len(answer) + 3) / 4}
	if resp.Usage != want {
		t.Errorf("usage = %+v, want %+v (ceil(chars/4) of prompt and answer)", resp.Usage, want)
	}

	req.Prompt.User = "we observed it, forbidden"
	if _, err := m.Plan(ctx, req); err == nil || !strings.Contains(err.Error(), "no rule answers this replan") {
		t.Errorf("when_not_contains: err = %v", err)
	}

	rr := rung.RepairRequest{Step: rung.Step{ID: "s"}, Prompt: rung.Prompt{User: "fix"}}
	rresp, err := m.Repair(ctx, rr)
	if err != nil || rresp.Usage.Tokens() != 13 || rresp.Args["n"] != 2.0 {
		t.Fatalf("repair: %+v, %v", rresp, err)
	}
	if _, err := m.Repair(ctx, rr); err == nil {
		t.Error("times: 1 should answer once")
	}
	if rt.modelCalls != 4 || rt.plans != 1 {
		t.Errorf("modelCalls = %d, plans = %d; want 4 and 1", rt.modelCalls, rt.plans)
	}
}

func TestTokens(t *testing.T) {
	for _, tt := range []struct {
		text string
		cpt  int
		want int
	}{{"", 4, 0}, {"abcd", 4, 1}, {"abcde", 4, 2}, {"héllo", 0, 2}, {"abcdef", 3, 2}} {
		if got := Tokens(tt.text, tt.cpt); got != tt.want {
			t.Errorf("Tokens(%q, %d) = %d, want %d", tt.text, tt.cpt, got, tt.want)
		}
	}
}

func TestSubstitute(t *testing.T) {
	outputs := map[string]any{"po": map[string]any{"id": "PO-1", "n": 3.0}, "x": "plain"}
	got := substitute(map[string]any{
		"whole": "${po.id}", "num": "${po.n}", "inner": "order ${po.id} of ${x}", "missing": "${nope.id}",
		"list": []any{"${x}"},
	}, outputs)
	want := map[string]any{"whole": "PO-1", "num": 3.0, "inner": "order PO-1 of plain", "missing": "${nope.id}", "list": []any{"plain"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("substitute (-want +got):\n%s", diff)
	}
}

func TestNaiveDuplicatesDeterministic(t *testing.T) {
	sc, err := Load("../examples/scenarios/fifty-jobs-naive.yaml")
	if err != nil {
		t.Fatal(err)
	}
	a, err := runNaive(context.Background(), sc, sc.Seed)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := runNaive(context.Background(), sc, sc.Seed)
	if !cmp.Equal(a, b) {
		t.Errorf("naive baseline is not deterministic:\n%+v\n%+v", a, b)
	}
	if a.DuplicateEffects == 0 || a.Completed+a.Failed != 50 {
		t.Errorf("naive = %+v; want 50 jobs and some duplicate writes", a)
	}
	t.Logf("naive: %+v", a)
}

// TestFirstPlanFromGoal runs a scenario without a plan: the scripted model
// writes the first plan from the goal, and a plan request reaches it.
func TestFirstPlanFromGoal(t *testing.T) {
	sc := mustParse(t, `
name: from-goal
goal: Say hello to the world.
tools:
  - name: greet
    identifying: [who]
    result: {said: hello}
model:
  rules:
    - purpose: plan
      when_contains: ["Say hello to the world."]
      plan: {steps: [{id: greet, tool: greet, args: {who: world}}]}
`)
	res, err := Run(context.Background(), sc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != "completed" || res.Plans != 1 || res.ModelCalls != 1 || res.ToolCalls != 1 || res.Tokens == 0 {
		t.Errorf("got %s, %+v; want completed with 1 plan, 1 model call, 1 tool call and some tokens", res.Outcome, res.Counters)
	}
}

// TestSeedDeterminism: the same seed gives the same run, and --seed is
// what the result reports.
func TestSeedDeterminism(t *testing.T) {
	sc, err := Load("../examples/scenarios/fifty-jobs-naive.yaml")
	if err != nil {
		t.Fatal(err)
	}
	a, _ := Run(context.Background(), sc, Options{})
	b, _ := Run(context.Background(), sc, Options{})
	s2 := sc.Seed + 1
	c, _ := Run(context.Background(), sc, Options{Seed: &s2})
	if a.Jobs.Injected != b.Jobs.Injected || a.ElapsedMS != b.ElapsedMS {
		t.Errorf("same seed, different runs: %+v vs %+v", a.Jobs, b.Jobs)
	}
	if c.Seed != s2 {
		t.Errorf("seed override not reported: %d", c.Seed)
	}
}

// TestConcurrentRuns runs one parsed scenario from several goroutines, as
// the package doc allows; -race checks it.
func TestConcurrentRuns(t *testing.T) {
	sc, err := Load("../examples/scenarios/backfill-three-failures.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Run(context.Background(), sc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			got, err := Run(context.Background(), sc, Options{})
			if err == nil && got.Counters != want.Counters {
				err = fmt.Errorf("counters %+v, want %+v", got.Counters, want.Counters)
			}
			errs <- err
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestModelWithoutRuleHandsBack: a request no model rule answers fails, and
// rung hands back with the planner rule, as docs/scenarios.md says.
func TestModelWithoutRuleHandsBack(t *testing.T) {
	sc := mustParse(t, `
goal: Fetch a file.
tools:
  - name: s3.get
    identifying: [key]
    outcomes:
      - fail: {protocol: aws, status: 404, code: NoSuchKey, message: "The specified key does not exist."}
plan:
  steps: [{id: fetch, tool: s3.get, args: {key: k}}]
`)
	res, err := Run(context.Background(), sc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != "handback" || res.report.Rule != "planner" || !strings.Contains(res.Reason, "no rule answers this replan request") {
		t.Errorf("outcome %s, rule %s, reason %q; want a planner handback", res.Outcome, res.report.Rule, res.Reason)
	}
	if len(res.Model) != 1 || res.Model[0].Rule != -1 || res.Tokens == 0 {
		t.Errorf("model log %+v, tokens %d; want one unanswered request charged its input tokens", res.Model, res.Tokens)
	}
}
