package planfile_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/classify/modelclass"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/planfile"
	"github.com/rungkit/rung/rungtest"
)

func TestClassifyModelNeedsAnLLMPlanner(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      planfile.Error
	}{
		{"static planner", valid + "classify: {model: true}\n",
			planfile.Error{Line: 13, Field: "classify.model", Msg: "the model classifier asks the planner's model, and this plan's planner has none: choose planner openai or anthropic, or remove classify.model"}},
		{"human planner", valid + "planner: {human: {}}\nclassify:\n  model: true\n",
			planfile.Error{Line: 15, Field: "classify.model", Msg: "the model classifier asks the planner's model, and this plan's planner has none: choose planner openai or anthropic, or remove classify.model"}},
		{"negative tokens", valid + "planner: {openai: {model: m}}\nclassify: {model: true, tokens: -5}\n",
			planfile.Error{Line: 14, Field: "classify.tokens", Msg: "-5 is negative"}},
		{"unknown field", valid + "classify: {modle: true}\n",
			planfile.Error{Line: 13, Field: "modle", Msg: "unknown field"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := planfile.Parse("plan.yaml", []byte(tc.src))
			var pe *planfile.Error
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *planfile.Error", err)
			}
			tc.want.File = "plan.yaml"
			if diff := cmp.Diff(tc.want, *pe); diff != "" {
				t.Errorf("error (-want +got):\n%s", diff)
			}
		})
	}
}

func TestClassifierOffByDefault(t *testing.T) {
	pf, err := planfile.Parse("plan.yaml", []byte(valid))
	if err != nil {
		t.Fatal(err)
	}
	inner := &classify.Chain{}
	s := &planfile.Setup{File: pf, Planner: &rungtest.Planner{}}
	c, err := s.Classifier(inner, ledger.NewMemory(nil), false)
	if err != nil || c != inner {
		t.Fatalf("Classifier = %T, %v; want the inner chain untouched", c, err)
	}
	// The flag turns it on, and a planner with no model is refused.
	if _, err := (&planfile.Setup{File: pf, Planner: nopPlanner{}}).Classifier(inner, nil, true); err == nil || !strings.Contains(err.Error(), "has none") {
		t.Errorf("forced on a planner with no model: %v, want an error", err)
	}
}

func TestClassifierOn(t *testing.T) {
	pf, err := planfile.Parse("plan.yaml", []byte(valid+"planner: {openai: {model: m}}\nclassify: {model: true, tokens: 900}\n"))
	if err != nil {
		t.Fatal(err)
	}
	model := &rungtest.Planner{Kinds: []rung.KindAnswer{{Kind: "premise", Reason: "re-arm"}}}
	store := ledger.NewMemory(nil)
	c, err := (&planfile.Setup{File: pf, Planner: model}).Classifier(&classify.Chain{}, store, false)
	if err != nil {
		t.Fatal(err)
	}
	mc, ok := c.(*modelclass.Classifier)
	if !ok {
		t.Fatalf("Classifier = %T, want a *modelclass.Classifier", c)
	}
	tool := rung.Tool{Name: "frob"}
	f := mc.ClassifyContext(t.Context(), &tool, errors.New("frobnicator wedged"), rung.ModelTurn{})
	if f.Kind != rung.KindPremise || f.ClassifiedBy != rung.ClassifiedByModel {
		t.Fatalf("failure %+v, want premise by the model", f)
	}
	// The answer went to the run's ledger.
	if e, ok, _ := store.LookupKind(t.Context(), modelclass.Signature("frob", &rung.Failure{Message: "frobnicator wedged", Protocol: f.Protocol, Status: f.Status, Code: f.Code})); !ok || e.Kind != rung.KindPremise {
		t.Errorf("ledger holds %+v (%v), want the premise answer", e, ok)
	}
	// tokens: 900 is the turn's expected cost.
	model2 := &rungtest.Planner{Kinds: []rung.KindAnswer{{Kind: "premise"}}}
	c2, _ := (&planfile.Setup{File: pf, Planner: model2}).Classifier(&classify.Chain{}, nil, false)
	short := ""
	c2.(rung.ContextClassifier).ClassifyContext(t.Context(), &tool, errors.New("another wedge"), rung.ModelTurn{Shortfall: func(c rung.Cost) string {
		if c.Tokens != 900 {
			short = "asked for the wrong cost"
		}
		return ""
	}})
	if short != "" || len(model2.KindRequests()) != 1 {
		t.Errorf("tokens: 900 not used as the turn's cost (%s, %d requests)", short, len(model2.KindRequests()))
	}
}

type nopPlanner struct{}

func (nopPlanner) Plan(context.Context, rung.PlanRequest) (*rung.PlanResponse, error) {
	return nil, errors.New("none")
}
func (nopPlanner) Repair(context.Context, rung.RepairRequest) (*rung.RepairResponse, error) {
	return nil, errors.New("none")
}
