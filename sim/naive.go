package sim

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/rungkit/rung"
)

// DefaultNaiveRetries is how often the naive baseline retries a failed call.
const DefaultNaiveRetries = 3

// NaiveResult is what the naive retry loop did over every job: the baseline
// a scenario compares rung with. The loop runs the initial plan step by
// step, retries any error up to Retries times after a fixed backoff, sends
// no idempotency key, keeps no ledger and never asks the model for anything
// after the first plan.
type NaiveResult struct {
	Retries          int   `json:"retries"`
	Completed        int   `json:"completed"`
	Failed           int   `json:"failed"`
	ToolCalls        int   `json:"tool_calls"`
	Injected         int   `json:"injected_failures"`
	ModelCalls       int   `json:"model_calls"`
	Tokens           int   `json:"tokens"`
	ElapsedMS        int64 `json:"elapsed_ms"`
	Effects          int   `json:"effects"`
	DuplicateEffects int   `json:"duplicate_effects"`
}

// runNaive runs the naive baseline over every job of the scenario, on a
// world, clock and random source of its own seeded like rung's.
func runNaive(ctx context.Context, sc *Scenario, seed int64) (*NaiveResult, error) {
	spec := sc.Naive
	if spec == nil {
		spec = &NaiveSpec{}
	}
	retries := spec.Retries
	if retries == 0 {
		retries = DefaultNaiveRetries
	}
	backoff := spec.Backoff.D()
	if backoff == 0 {
		backoff = time.Second
	}
	clock, world, rng := newTimeline(sc, seed)
	start := clock.Now()
	res := &NaiveResult{Retries: retries}
	for job := 1; job <= sc.jobCount(); job++ {
		rt := newRuntime(sc, clock, world, rng, job)
		rt.keyless = true
		tools := map[string]*rung.Tool{}
		for _, t := range rt.tools() {
			tools[t.Name] = t
		}
		plan, err := initialPlan(ctx, sc, rt)
		ok := err == nil
		outputs := map[string]any{}
		for i := 0; ok && i < len(plan.Steps); i++ {
			st := plan.Steps[i]
			args, _ := substitute(st.Args, outputs).(map[string]any)
			tool := tools[st.Tool]
			var lastErr error
			for attempt := 0; attempt <= retries; attempt++ {
				if attempt > 0 {
					if err := clock.Sleep(ctx, backoff); err != nil {
						return nil, err
					}
				}
				out, err := tool.Call(ctx, rung.CloneArgs(args))
				if err == nil {
					outputs[st.ID] = out
					lastErr = nil
					break
				}
				lastErr = err
			}
			if lastErr != nil {
				ok = false
			}
		}
		if ok {
			res.Completed++
		} else {
			res.Failed++
		}
		res.ToolCalls += rt.toolCalls
		res.Injected += rt.injected
		res.ModelCalls += rt.modelCalls
		res.Tokens += rt.tokens
	}
	res.ElapsedMS = clock.Now().Sub(start).Milliseconds()
	res.Effects = world.Effects()
	res.DuplicateEffects = world.Duplicates()
	return res, nil
}

// initialPlan is the scenario's plan for the job, or the one the scripted
// model writes from the goal when the scenario gives none.
func initialPlan(ctx context.Context, sc *Scenario, rt *runtime) (*rung.Plan, error) {
	if sc.Plan != nil {
		p := &rung.Plan{Goal: sc.Plan.Goal, Steps: make([]rung.Step, len(sc.Plan.Steps))}
		if p.Goal == "" {
			p.Goal = sc.Goal
		}
		for i, s := range sc.Plan.Steps {
			p.Steps[i] = copyStep(s, rt.job)
		}
		return p, nil
	}
	resp, err := (&model{rt: rt}).Plan(ctx, rung.PlanRequest{Purpose: rung.PurposePlan, Goal: sc.Goal})
	if err != nil {
		return nil, err
	}
	return &resp.Plan, nil
}

// substitute replaces "${step}" and "${step.field}" in strings with earlier
// steps' outputs, as the engine does: a string that is exactly one reference
// becomes the referenced value; references inside longer strings are
// formatted in place.
func substitute(v any, outputs map[string]any) any {
	switch x := v.(type) {
	case string:
		if strings.HasPrefix(x, "${") && strings.HasSuffix(x, "}") && strings.Count(x, "${") == 1 {
			if val, ok := lookupRef(x[2:len(x)-1], outputs); ok {
				return val
			}
			return x
		}
		var b strings.Builder
		for {
			i := strings.Index(x, "${")
			if i < 0 {
				b.WriteString(x)
				return b.String()
			}
			j := strings.IndexByte(x[i:], '}')
			if j < 0 {
				b.WriteString(x)
				return b.String()
			}
			b.WriteString(x[:i])
			if val, ok := lookupRef(x[i+2:i+j], outputs); ok {
				fmt.Fprint(&b, val)
			} else {
				b.WriteString(x[i : i+j+1])
			}
			x = x[i+j+1:]
		}
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = substitute(e, outputs)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = substitute(e, outputs)
		}
		return out
	}
	return v
}

func lookupRef(ref string, outputs map[string]any) (any, bool) {
	parts := strings.Split(ref, ".")
	v, ok := outputs[parts[0]]
	if !ok {
		return nil, false
	}
	for _, p := range parts[1:] {
		m, isMap := v.(map[string]any)
		if !isMap {
			return nil, false
		}
		if v, ok = m[p]; !ok {
			return nil, false
		}
	}
	return v, true
}
