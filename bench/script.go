package bench

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/sim"
)

// script runs a scenario's scripted tools and model for the baseline
// policies, which are not rung engines and so cannot go through sim.Run. It
// follows sim's semantics (docs/scenarios.md) exactly: the first matching
// outcome decides a call, call numbers count per tool, a failing outcome
// with effect_applied still applies its effect, a downstream that accepts
// idempotency keys answers a repeated key from its records, and every call
// and model answer advances one virtual clock by its latency. A test checks
// it against sim's own naive baseline.
type script struct {
	sc       *sim.Scenario
	tools    map[string]*sim.ToolSpec
	now      time.Duration
	world    *sim.World
	calls    map[string]int
	used     map[*sim.OutcomeSpec]int
	ruleUsed map[int]int
	log      []callRecord
	model    []modelRecord
}

// callRecord is one tool call as the ground truth judges it.
type callRecord struct {
	Tool   string
	Args   map[string]any
	Failed bool
}

// modelRecord is one model call: its purpose and tokens.
type modelRecord struct {
	Purpose string
	Tokens  int
}

func newScript(sc *sim.Scenario) *script {
	s := &script{sc: sc, tools: map[string]*sim.ToolSpec{}, world: sim.NewWorld(),
		calls: map[string]int{}, used: map[*sim.OutcomeSpec]int{}, ruleUsed: map[int]int{}}
	for i := range sc.Tools {
		s.tools[sc.Tools[i].Name] = &sc.Tools[i]
	}
	return s
}

// call makes one scripted call of tool with args; key is the idempotency
// key the caller sends ("" for none). It returns the output, or the
// scripted failure.
func (s *script) call(tool string, args map[string]any, key string) (any, *sim.FailSpec) {
	spec := s.tools[tool]
	if spec == nil {
		s.log = append(s.log, callRecord{Tool: tool, Args: args, Failed: true})
		return nil, &sim.FailSpec{Kind: "premise", Message: "no tool named " + tool}
	}
	s.calls[tool]++
	n := s.calls[tool]
	if spec.SideEffects && spec.AcceptsIdempotencyKey && key != "" {
		key = tool + "|" + key
	} else {
		key = ""
	}
	if v, ok := s.world.Replayed(key); ok {
		s.now += spec.Latency.D()
		s.log = append(s.log, callRecord{Tool: tool, Args: cloneMap(args)})
		return cloneAny(v), nil
	}
	var o *sim.OutcomeSpec
	for i := range spec.Outcomes {
		c := &spec.Outcomes[i]
		if c.Call != 0 && c.Call != n {
			continue
		}
		if c.Times > 0 && s.used[c] >= c.Times {
			continue
		}
		if !argsMatch(c.Args, args) {
			continue
		}
		s.used[c]++
		o = c
		break
	}
	latency := spec.Latency.D()
	if o != nil && o.Latency != nil {
		latency = o.Latency.D()
	}
	s.now += latency
	result, fail := spec.Result, (*sim.FailSpec)(nil)
	if o != nil {
		result, fail = o.Result, o.Fail
	}
	if spec.SideEffects && (fail == nil || o.EffectApplied) {
		names := spec.Effect
		if names == nil {
			names = spec.Identifying
		}
		s.world.Apply(effectIdentity(tool, names, args), key, cloneAny(result))
	}
	s.log = append(s.log, callRecord{Tool: tool, Args: cloneMap(args), Failed: fail != nil})
	if fail != nil {
		return nil, fail
	}
	return cloneAny(result), nil
}

// sleep advances the virtual clock.
func (s *script) sleep(d time.Duration) { s.now += d }

// ask sends a prompt to the scripted model: the first rule for purpose and
// step whose conditions hold answers. It returns the rule (nil when none
// matched, which is the model failing) and charges the tokens the way sim
// does: the prompt's and the answer's estimated tokens, or the rule's fixed
// usage.
func (s *script) ask(purpose, step, prompt string) *sim.ModelRule {
	var r *sim.ModelRule
	for i := range s.sc.Model.Rules {
		c := &s.sc.Model.Rules[i]
		if c.Purpose != "" && c.Purpose != purpose {
			continue
		}
		if c.Purpose == "" && ((c.Args != nil && purpose != "repair") || (c.Plan != nil && purpose == "repair")) {
			continue
		}
		if c.Step != "" && c.Step != step {
			continue
		}
		if c.Times > 0 && s.ruleUsed[i] >= c.Times {
			continue
		}
		ok := true
		for _, w := range c.WhenContains {
			ok = ok && strings.Contains(prompt, w)
		}
		for _, w := range c.WhenNotContains {
			ok = ok && !strings.Contains(prompt, w)
		}
		if ok {
			s.ruleUsed[i]++
			r = c
			break
		}
	}
	lat := s.sc.Model.Latency.D()
	if r != nil && r.Latency != nil {
		lat = r.Latency.D()
	}
	s.now += lat
	cpt := s.sc.Model.CharsPerToken
	tokens := sim.Tokens(prompt, cpt)
	switch {
	case r == nil:
	case r.Usage != nil:
		tokens = r.Usage.InputTokens + r.Usage.OutputTokens
	case r.Plan != nil:
		b, _ := json.Marshal(rung.Plan{Goal: orString(r.Plan.Goal, s.sc.Goal), Steps: r.Plan.Steps})
		tokens += sim.Tokens(string(b), cpt)
	case r.Args != nil:
		b, _ := json.Marshal(r.Args)
		tokens += sim.Tokens(string(b), cpt)
	}
	s.model = append(s.model, modelRecord{Purpose: purpose, Tokens: tokens})
	if r != nil && r.Fail != "" {
		return nil
	}
	return r
}

func orString(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// argsMatch reports whether every argument in want has the same value,
// compared as JSON, in got.
func argsMatch(want, got map[string]any) bool {
	for k, w := range want {
		g, ok := got[k]
		if !ok {
			return false
		}
		wb, _ := json.Marshal(w)
		gb, _ := json.Marshal(g)
		if string(wb) != string(gb) {
			return false
		}
	}
	return true
}

// effectIdentity names a downstream effect as sim does: the tool and the
// chosen arguments as canonical JSON.
func effectIdentity(tool string, names []string, args map[string]any) string {
	picked := args
	if names != nil {
		picked = map[string]any{}
		for _, n := range names {
			if v, ok := args[n]; ok {
				picked[n] = v
			}
		}
	}
	b, _ := json.Marshal(picked)
	return tool + " " + string(b)
}

// failText is a scripted failure as a transcript shows it.
func failText(f *sim.FailSpec) string {
	if f.Message != "" {
		return f.Message
	}
	return strings.TrimSpace(fmt.Sprintf("%d %s", f.Status, f.Code))
}
