package modelclass_test

import (
	"context"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/classify/modelclass"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/rungtest"
)

// Two fleet members on one PostgreSQL database: the second reads the
// first's answer and never asks its own model.
func TestFleetOnPostgres(t *testing.T) {
	ctx := context.Background()
	url := pgtest.URL(t)
	clock := rungtest.NewClock(time.Time{})
	member := func(model *rungtest.Planner) *rung.Session {
		l, err := postgres.Open(ctx, url, ledger.Options{Clock: clock})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		return session(modelclass.New(&classify.Chain{}, model, modelclass.Options{Cache: l}), clock)
	}
	model1 := &rungtest.Planner{Kinds: []rung.KindAnswer{premiseAnswer()}}
	model2 := &rungtest.Planner{}
	tool := rungtest.Fails(wedged("7")).Tool("frob")
	for i, s := range []*rung.Session{member(model1), member(model2)} {
		_, err := s.Call(ctx, &tool, map[string]any{"unit": "7"})
		if v, _ := rung.AsVerdict(err); v == nil || v.Kind != rung.KindPremise || v.ClassifiedBy != rung.ClassifiedByModel {
			t.Fatalf("member %d: %v, want premise by the model", i+1, err)
		}
	}
	if a, b := len(model1.KindRequests()), len(model2.KindRequests()); a != 1 || b != 0 {
		t.Errorf("the members asked their models %d and %d times, want 1 and 0", a, b)
	}
}

// BenchmarkCachedAnswer is the cost of a long-tail failure whose answer the
// store already holds: the presets, the signature and one lookup.
func BenchmarkCachedAnswer(b *testing.B) {
	model := &rungtest.Planner{KindFunc: func(context.Context, rung.KindRequest) (*rung.KindAnswer, error) {
		return &rung.KindAnswer{Kind: "premise", Usage: usage}, nil
	}}
	c := modelclass.New(&classify.Chain{}, model, modelclass.Options{})
	tool := rung.Tool{Name: "frob"}
	err := wedged("7")
	c.ClassifyContext(context.Background(), &tool, err, rung.ModelTurn{})
	b.ReportAllocs()
	for b.Loop() {
		if f := c.ClassifyContext(context.Background(), &tool, err, rung.ModelTurn{}); f.Kind != rung.KindPremise {
			b.Fatal(f.Kind)
		}
	}
}

func BenchmarkSignature(b *testing.B) {
	f := &rung.Failure{Message: "frobnicator wedged: unit 7 will not accept work until an operator re-arms it (request 3f2a9c1e-77aa-4b0c-9d11-0c8e2f4b6a10)", Protocol: "http", Status: 500}
	b.ReportAllocs()
	for b.Loop() {
		modelclass.Signature("frob", f)
	}
}

// BenchmarkPresetsOnly is the inner classifier alone on the same error, the
// baseline BenchmarkCachedAnswer adds to.
func BenchmarkPresetsOnly(b *testing.B) {
	c := &classify.Chain{}
	tool := rung.Tool{Name: "frob"}
	err := wedged("7")
	b.ReportAllocs()
	for b.Loop() {
		c.Classify(&tool, err)
	}
}
