package planfile

import (
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify/modelclass"
)

// ClassifySpec configures classification. With Model set, a failure the
// presets leave unknown (or that a low-confidence rule guessed) is put to
// the planner's model once per failure signature; the answer is kept in the
// ledger, so every run sharing it asks once (classify/modelclass).
type ClassifySpec struct {
	// Model turns the model classifier on; default off. It needs an LLM
	// planner (openai or anthropic).
	Model bool `yaml:"model"`
	// Tokens is what the budget must have left before the model is asked;
	// default modelclass.DefaultTokens.
	Tokens int `yaml:"tokens"`
}

func (p *File) checkClassify() error {
	c := p.Classify
	if c.Tokens < 0 {
		return p.errAt("classify.tokens", "%d is negative", c.Tokens)
	}
	if c.Model && p.Planner.OpenAI == nil && p.Planner.Anthropic == nil {
		return p.errAt("classify.model", "the model classifier asks the planner's model, and this plan's planner has none: choose planner openai or anthropic, or remove classify.model")
	}
	return nil
}

// Classifier returns inner, or, when the plan file turns the model
// classifier on (or force is set, as `rung run --classify-model` does), a
// modelclass.Classifier around inner that asks the setup's planner and
// keeps its answers in cache (the run's ledger, when it is a
// rung.KindCache). It fails when the planner cannot be asked.
func (s *Setup) Classifier(inner rung.Classifier, cache any, force bool) (rung.Classifier, error) {
	c := s.File.Classify
	if !c.Model && !force {
		return inner, nil
	}
	asker, ok := s.Planner.(rung.KindAsker)
	if !ok {
		return nil, fmt.Errorf("%s: the model classifier asks the planner's model, and this plan's planner has none: choose planner openai or anthropic", s.File.Path())
	}
	kc, _ := cache.(rung.KindCache)
	return modelclass.New(inner, asker, modelclass.Options{Cache: kc, Tokens: c.Tokens}), nil
}
