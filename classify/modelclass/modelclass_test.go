package modelclass_test

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/classify/modelclass"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/trace"
)

// wedged is an error no preset can read: the long tail.
func wedged(unit string) error {
	return errors.New("frobnicator wedged: unit " + unit + " will not accept work until an operator re-arms it")
}

var usage = rung.Usage{InputTokens: 700, OutputTokens: 20, Model: "scripted-1"}

func premiseAnswer() rung.KindAnswer {
	return rung.KindAnswer{Kind: "premise", Reason: "the unit needs an operator to re-arm it", Usage: usage}
}

func openSQLite(t *testing.T, path string, clock rung.Clock) *sqlite.Ledger {
	t.Helper()
	l, err := sqlite.Open(context.Background(), path, ledger.Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

func session(c rung.Classifier, clock rung.Clock, obs ...rung.Observer) *rung.Session {
	return rung.NewSession(rung.SessionOptions{Classifier: c, Clock: clock, Observers: obs, Jitter: rungtest.Jitter(1)})
}

func TestPresetsFirst(t *testing.T) {
	// The long-tail error must be one the presets leave unknown, or the
	// rest of this file tests nothing.
	var chain classify.Chain
	if f := chain.Classify(nil, wedged("7")); f.Kind != rung.KindUnknown {
		t.Fatalf("the presets classify the long-tail error as %v (%s); pick another", f.Kind, f.Reason)
	}
}

// Two sessions, two processes' worth of classifiers, one SQLite file: the
// model is asked once, the second member reads the answer from the store.
func TestFleetAsksOncePerSignature(t *testing.T) {
	ctx := context.Background()
	clock := rungtest.NewClock(time.Time{})
	path := filepath.Join(t.TempDir(), "rung.db")

	model1 := &rungtest.Planner{Kinds: []rung.KindAnswer{premiseAnswer()}}
	member1 := modelclass.New(&classify.Chain{}, model1, modelclass.Options{Cache: openSQLite(t, path, clock)})
	tool := rungtest.Fails(wedged("7")).Tool("frob")
	s1 := session(member1, clock)
	_, err := s1.Call(ctx, &tool, map[string]any{"unit": "7"})
	v, ok := rung.AsVerdict(err)
	if !ok {
		t.Fatalf("first member: %v, want a verdict", err)
	}
	if v.Kind != rung.KindPremise || v.ClassifiedBy != rung.ClassifiedByModel {
		t.Fatalf("first member's verdict: kind %v classified_by %q, want premise by the model", v.Kind, v.ClassifiedBy)
	}
	if n := len(model1.KindRequests()); n != 1 {
		t.Fatalf("first member asked the model %d times, want 1", n)
	}
	// The same error about another unit, in the same session: same
	// signature, answered from the cache.
	other := rungtest.Fails(wedged("12")).Tool("frob")
	if _, err := s1.Call(ctx, &other, map[string]any{"unit": "12"}); rung.KindOf(err) != rung.KindUnknown {
		if v, _ := rung.AsVerdict(err); v == nil || v.Kind != rung.KindPremise {
			t.Fatalf("another unit: %v, want the cached premise", err)
		}
	}
	if n := len(model1.KindRequests()); n != 1 {
		t.Fatalf("the same error about another unit asked the model again (%d requests)", n)
	}

	// A second fleet member: its own process, its own model (which has no
	// answer to give), the same store.
	model2 := &rungtest.Planner{}
	member2 := modelclass.New(&classify.Chain{}, model2, modelclass.Options{Cache: openSQLite(t, path, clock)})
	s2 := session(member2, clock)
	_, err = s2.Call(ctx, &tool, map[string]any{"unit": "7"})
	v2, _ := rung.AsVerdict(err)
	if v2 == nil || v2.Kind != rung.KindPremise || v2.ClassifiedBy != rung.ClassifiedByModel {
		t.Fatalf("second member's verdict = %+v, want the stored premise, marked as the model's", v2)
	}
	if n := len(model2.KindRequests()); n != 0 {
		t.Errorf("second member asked its model %d times, want 0: the store had the answer", n)
	}
	if got := s2.Budget().State().Spent; got.ModelCalls != 0 || got.Tokens != 0 {
		t.Errorf("second member was charged %+v for a cached answer, want nothing", got)
	}
}

func TestTokensChargedAndMarked(t *testing.T) {
	ctx := context.Background()
	clock := rungtest.NewClock(time.Time{})
	model := &rungtest.Planner{Kinds: []rung.KindAnswer{premiseAnswer()}}
	rec := &rungtest.Recorder{}
	s := session(modelclass.New(&classify.Chain{}, model, modelclass.Options{}), clock, rec)
	tool := rungtest.Fails(wedged("7")).Tool("frob")
	_, err := s.Call(ctx, &tool, map[string]any{"unit": "7"})
	v, _ := rung.AsVerdict(err)
	if v == nil {
		t.Fatalf("Call: %v, want a verdict", err)
	}

	spent := s.Budget().State().Spent
	if spent.ModelCalls != 1 || spent.Tokens != usage.Tokens() {
		t.Errorf("spent %d model calls, %d tokens; want 1 and %d", spent.ModelCalls, spent.Tokens, usage.Tokens())
	}
	calls := rec.Events(rung.EventModelCall)
	if len(calls) != 1 || calls[0].Purpose != rung.PurposeClassify || calls[0].Usage != usage {
		t.Errorf("model_call events = %+v, want one of purpose classify with the answer's usage", calls)
	}

	// The verdict says the model gave the kind, in text and JSON.
	if !strings.Contains(v.Text(), "Kind: premise (go), as the model classified it.") {
		t.Errorf("verdict text does not say the model gave the kind:\n%s", v.Text())
	}
	var vj map[string]any
	if err := json.Unmarshal(v.JSON(), &vj); err != nil || vj["classified_by"] != "model" {
		t.Errorf("verdict JSON classified_by = %v (%v), want model", vj["classified_by"], err)
	}
	// The trace's failure event carries it.
	fails := rec.Events(rung.EventFailure)
	if len(fails) == 0 || fails[0].Failure.ClassifiedBy != rung.ClassifiedByModel || !strings.HasPrefix(fails[0].Failure.Reason, "model: ") {
		t.Fatalf("failure events = %+v, want the failure marked as the model's", fails)
	}
	b, err := json.Marshal(trace.FromEvent(fails[0]))
	if err != nil || !strings.Contains(string(b), `"classified_by":"model"`) {
		t.Errorf("failure trace record %s (%v) lacks classified_by", b, err)
	}
	// And the report.
	r := s.Report()
	if r.Failed == nil || r.Failed.ClassifiedBy != rung.ClassifiedByModel {
		t.Fatalf("report failed step = %+v, want classified_by model", r.Failed)
	}
	if !strings.Contains(r.Text(), "premise (kind given by the model)") || !strings.Contains(r.Markdown(), "premise (kind given by the model)") {
		t.Errorf("report does not say the model gave the kind:\n%s\n%s", r.Text(), r.Markdown())
	}
}

func TestEngineChargesTheRun(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	model := &rungtest.Planner{Kinds: []rung.KindAnswer{{Kind: "denied", Reason: "an operator must re-arm it", Usage: usage}}}
	tool := rungtest.Fails(wedged("7")).Tool("frob")
	e := &rung.Engine{
		Tools:      []rung.Tool{tool},
		Planner:    model,
		Classifier: modelclass.New(&classify.Chain{}, model, modelclass.Options{}),
		Clock:      clock,
		Limits:     rung.Limits{Tokens: 100_000},
	}
	plan := rung.Plan{Goal: "frob", Steps: []rung.Step{{ID: "s1", Tool: "frob", Args: map[string]any{"unit": "7"}}}}
	rep, err := e.Run(context.Background(), &plan)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed == nil || rep.Failed.Kind != rung.KindDenied || rep.Failed.ClassifiedBy != rung.ClassifiedByModel {
		t.Fatalf("report failed = %+v, want denied given by the model", rep.Failed)
	}
	if rep.Counters.ModelCalls != 1 || rep.Counters.Tokens != usage.Tokens() {
		t.Errorf("counters %+v, want 1 model call and %d tokens", rep.Counters, usage.Tokens())
	}
}

func TestBadAnswersLeaveUnknown(t *testing.T) {
	cases := []struct {
		name string
		fn   func(context.Context, rung.KindRequest) (*rung.KindAnswer, error)
	}{
		{"not a kind", func(context.Context, rung.KindRequest) (*rung.KindAnswer, error) {
			return &rung.KindAnswer{Kind: "catastrophic", Reason: "run away", Usage: usage}, nil
		}},
		{"an alias the taxonomy refuses", func(context.Context, rung.KindRequest) (*rung.KindAnswer, error) {
			return &rung.KindAnswer{Kind: "precondition", Usage: usage}, nil
		}},
		{"empty", func(context.Context, rung.KindRequest) (*rung.KindAnswer, error) {
			return &rung.KindAnswer{Usage: usage}, nil
		}},
		{"model error after spending tokens", func(context.Context, rung.KindRequest) (*rung.KindAnswer, error) {
			return &rung.KindAnswer{Usage: usage}, rung.Invalid(errors.New("the model's answer was refused twice"))
		}},
		{"model down", func(context.Context, rung.KindRequest) (*rung.KindAnswer, error) {
			return nil, rung.Transient(errors.New("503 Service Unavailable"))
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			clock := rungtest.NewClock(time.Time{})
			model := &rungtest.Planner{KindFunc: tc.fn}
			cache := ledger.NewMemory(clock)
			c := modelclass.New(&classify.Chain{}, model, modelclass.Options{Cache: cache})
			s := session(c, clock)
			script := rungtest.Fails(wedged("7"))
			tool := script.Tool("frob")
			_, err := s.Call(context.Background(), &tool, map[string]any{"unit": "7"})
			v, ok := rung.AsVerdict(err)
			if !ok {
				t.Fatalf("Call: %v, want a verdict", err)
			}
			if v.Kind != rung.KindUnknown || v.ClassifiedBy != "" {
				t.Errorf("verdict kind %v classified_by %q, want unknown, not the model's", v.Kind, v.ClassifiedBy)
			}
			sig := modelclass.Signature("frob", c.Classify(&tool, wedged("7")))
			if e, ok, _ := cache.LookupKind(context.Background(), sig); ok {
				t.Errorf("a bad answer was cached: %+v", e)
			}
			// Asked once, though the unknown failure was retried; whatever
			// the model spent is charged.
			if n := len(model.KindRequests()); n != 1 || script.Count() != 2 {
				t.Errorf("asked the model %d times over %d calls, want once over 2 (unknown retries once)", n, script.Count())
			}
			want := usage.Tokens()
			if tc.name == "model down" {
				want = 0
			}
			if got := s.Budget().State().Spent.Tokens; got != want {
				t.Errorf("charged %d tokens, want %d", got, want)
			}
		})
	}
}

func TestUnknownAnswerIsCachedAndChangesNothing(t *testing.T) {
	model := &rungtest.Planner{Kinds: []rung.KindAnswer{{Kind: "unknown", Reason: "the error does not say", Usage: usage}}}
	c := modelclass.New(&classify.Chain{}, model, modelclass.Options{})
	tool := rungtest.Fails(wedged("7")).Tool("frob")
	for i := range 2 {
		f := c.ClassifyContext(context.Background(), &tool, wedged("7"), rung.ModelTurn{})
		if f.Kind != rung.KindUnknown || f.ClassifiedBy != "" {
			t.Fatalf("try %d: %v by %q, want unknown, unmarked", i, f.Kind, f.ClassifiedBy)
		}
	}
	if n := len(model.KindRequests()); n != 1 {
		t.Errorf("asked %d times, want 1: an unknown answer is an answer", n)
	}
}

func TestSecretsNeverReachThePrompt(t *testing.T) {
	const key = "sk-proj-h4ModelClassTestSecret0123456789abcdef"
	rung.AddSecrets(key)
	model := &rungtest.Planner{Kinds: []rung.KindAnswer{premiseAnswer()}}
	c := modelclass.New(&classify.Chain{}, model, modelclass.Options{})
	tool := rungtest.Fails(nil).Tool("frob")
	err := errors.New("frobnicator wedged with api_key=" + key + " and Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlc2lnbmF0dXJl; re-arm it")
	f := c.ClassifyContext(context.Background(), &tool, err, rung.ModelTurn{})
	if f.ClassifiedBy != rung.ClassifiedByModel {
		t.Fatalf("not asked: %+v", f)
	}
	reqs := model.KindRequests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	req := reqs[0]
	for _, s := range []string{req.Prompt.System, req.Prompt.User, req.Failure.Message, req.Failure.Code, req.Failure.Target} {
		for _, secret := range []string{key, "eyJhbGciOiJIUzI1NiJ9"} {
			if strings.Contains(s, secret) {
				t.Errorf("a secret reached the model: %q in %q", secret, s)
			}
		}
	}
	if req.Failure.Err != nil {
		t.Errorf("the model's request carries the wrapped error %v, which holds the secret", req.Failure.Err)
	}
	if !strings.Contains(req.Prompt.User, "frobnicator wedged") || !strings.Contains(req.Prompt.User, "<data>") {
		t.Errorf("the prompt lacks the fenced verbatim error:\n%s", req.Prompt.User)
	}
	for _, k := range rung.Kinds() {
		if !strings.Contains(req.Prompt.User, "- "+k.String()+": "+rung.Proves(k)) {
			t.Errorf("the prompt lacks the taxonomy line for %v:\n%s", k, req.Prompt.User)
		}
	}
}

func TestWhoIsAsked(t *testing.T) {
	ctx := context.Background()
	model := &rungtest.Planner{KindFunc: func(context.Context, rung.KindRequest) (*rung.KindAnswer, error) {
		return &rung.KindAnswer{Kind: "premise", Usage: usage}, nil
	}}
	c := modelclass.New(&classify.Chain{Rules: map[string][]rung.Rule{
		"guessy": {{Message: "wedged", Kind: rung.KindTransient, Timeout: true, Reason: modelclass.LowConfidence + ": wedged units usually recover"}},
		"sure":   {{Message: "wedged", Kind: rung.KindTransient, Reason: "wedged units recover (vendor runbook)"}},
	}}, model, modelclass.Options{})
	turn := rung.ModelTurn{}

	guessy := rung.Tool{Name: "guessy"}
	f := c.ClassifyContext(ctx, &guessy, wedged("7"), turn)
	if f.Kind != rung.KindPremise || f.ClassifiedBy != rung.ClassifiedByModel || f.Timeout {
		t.Errorf("low-confidence rule: %v by %q timeout %v; want premise by the model, the rule's timeout flag gone", f.Kind, f.ClassifiedBy, f.Timeout)
	}
	sure := rung.Tool{Name: "sure"}
	if f := c.ClassifyContext(ctx, &sure, wedged("7"), turn); f.Kind != rung.KindTransient || f.ClassifiedBy != "" {
		t.Errorf("a confident rule was put to the model: %v by %q", f.Kind, f.ClassifiedBy)
	}
	declared := rung.Tool{Name: "declared"}
	s := session(c, rungtest.NewClock(time.Time{}))
	tool := rungtest.Fails(rung.Unknown(wedged("7"))).Tool("declared")
	_ = declared
	n := len(model.KindRequests())
	if _, err := s.Call(ctx, &tool, nil); err == nil {
		t.Fatal("want a failure")
	}
	if got := len(model.KindRequests()) - n; got != 1 {
		t.Errorf("a tool's own unknown failure: asked %d times, want 1", got)
	}
	n = len(model.KindRequests())
	invalid := rungtest.Fails(rung.Invalid(wedged("7"))).Tool("declared2")
	if _, err := s.Call(ctx, &invalid, nil); rung.KindOf(err) == rung.KindPremise {
		t.Fatal("the model overrode a kind the tool declared")
	}
	if got := len(model.KindRequests()) - n; got != 0 {
		t.Errorf("a kind the tool declared was put to the model %d times", got)
	}
}

func TestNotAskedWhenTheBudgetCannotPay(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	model := &rungtest.Planner{Kinds: []rung.KindAnswer{premiseAnswer()}}
	s := rung.NewSession(rung.SessionOptions{
		Classifier: modelclass.New(&classify.Chain{}, model, modelclass.Options{}),
		Clock:      clock, Limits: rung.Limits{Tokens: 1000},
	})
	tool := rungtest.Fails(wedged("7")).Tool("frob")
	_, err := s.Call(context.Background(), &tool, nil)
	if v, _ := rung.AsVerdict(err); v == nil || v.Kind != rung.KindUnknown {
		t.Fatalf("verdict = %v, want unknown", err)
	}
	if n := len(model.KindRequests()); n != 0 {
		t.Errorf("asked %d times with 1,000 tokens left for a %d-token turn", n, modelclass.DefaultTokens)
	}
}

func TestConcurrentFailuresAskOnce(t *testing.T) {
	release, started := make(chan struct{}), make(chan struct{}, 8)
	model := &rungtest.Planner{KindFunc: func(ctx context.Context, _ rung.KindRequest) (*rung.KindAnswer, error) {
		started <- struct{}{}
		<-release
		return &rung.KindAnswer{Kind: "premise", Usage: usage}, nil
	}}
	c := modelclass.New(&classify.Chain{}, model, modelclass.Options{})
	tool := rung.Tool{Name: "frob"}
	var wg sync.WaitGroup
	kinds := make(chan *rung.Failure, 8)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			kinds <- c.ClassifyContext(context.Background(), &tool, wedged(string(rune('0'+i))), rung.ModelTurn{})
		}()
	}
	// The first ask holds until released; the rest wait on it or, having
	// come late, read the cache.
	<-started
	close(release)
	wg.Wait()
	close(kinds)
	for f := range kinds {
		if f.Kind != rung.KindPremise {
			t.Errorf("a concurrent failure got %v, want premise", f.Kind)
		}
	}
	if n := len(model.KindRequests()); n != 1 {
		t.Errorf("8 concurrent failures with one signature asked %d times, want 1", n)
	}
}

func TestSignature(t *testing.T) {
	f := func(msg string) *rung.Failure { return &rung.Failure{Message: msg, Protocol: "http", Status: 500} }
	same := [][2]string{
		{"unit 7 wedged at 2026-03-01T12:00:00Z", "unit 12 wedged at 2026-03-02T01:02:03Z"},
		{"job 3f2a9c1e-77aa-4b0c-9d11-0c8e2f4b6a10 wedged", "job 11111111-2222-4333-8444-555555555555 wedged"},
		{"Unit  wedged\n", "unit wedged"},
	}
	for _, p := range same {
		if modelclass.Signature("t", f(p[0])) != modelclass.Signature("t", f(p[1])) {
			t.Errorf("%q and %q have different signatures", p[0], p[1])
		}
	}
	if modelclass.Signature("t", f("unit wedged")) == modelclass.Signature("t", f("unit melted")) {
		t.Error("different wording, same signature")
	}
	if modelclass.Signature("t", f("unit wedged")) == modelclass.Signature("u", f("unit wedged")) {
		t.Error("different tools, same signature")
	}
	g := f("unit wedged")
	g.Status = 503
	if modelclass.Signature("t", f("unit wedged")) == modelclass.Signature("t", g) {
		t.Error("different status, same signature")
	}
}
