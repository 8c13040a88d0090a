package sim

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/rungkit/rung/internal/yamlfile"

	"github.com/rungkit/rung"
)

// Scenario is a parsed scenario file: tools with scripted outcomes, a
// scripted model, budgets, a policy, a plan (or a goal the model plans
// from) and what the run is expected to end in. docs/scenarios.md documents
// every field; the YAML keys are the field tags below.
type Scenario struct {
	// Name identifies the scenario in reports; defaults to the file name.
	Name string `yaml:"name"`
	// Description says in a sentence or two what the scenario shows.
	Description string `yaml:"description"`
	// Seed makes every random choice (injected failures, jitter) repeatable.
	Seed int64 `yaml:"seed"`
	// Start is the virtual clock's start (RFC 3339); defaults to rungtest.Epoch.
	Start string `yaml:"start"`
	// Goal is what the run is for; the first plan is written for it.
	Goal string `yaml:"goal"`
	// Policy is the recovery policy: interactive or background, plus overrides.
	Policy PolicySpec `yaml:"policy"`
	// Budget is the run's one shared budget.
	Budget BudgetSpec `yaml:"budget"`
	// Tools are the scripted tools, probes included.
	Tools []ToolSpec `yaml:"tools"`
	// Model is the scripted planner.
	Model ModelSpec `yaml:"model"`
	// Plan is the initial plan; when absent the scripted model writes it.
	Plan *PlanSpec `yaml:"plan"`
	// Jobs runs the scenario this many times against one downstream world
	// (default 1); "{{job}}" in any string argument becomes the job number.
	Jobs int `yaml:"jobs"`
	// Inject adds seeded random failures on top of the scripted outcomes.
	Inject *InjectSpec `yaml:"inject"`
	// Naive, when present, also runs the naive retry loop baseline.
	Naive *NaiveSpec `yaml:"naive"`
	// Expect is what the run should end in; tests check it.
	Expect *ExpectSpec `yaml:"expect"`

	file  string
	doc   *yamlfile.Doc
	start time.Time
}

// PolicySpec selects the policy preset and overrides some of it.
type PolicySpec = yamlfile.PolicySpec

// BudgetSpec is the run's shared budget; zero fields mean no ceiling.
type BudgetSpec = yamlfile.BudgetSpec

// ToolSpec is a scripted tool and its annotations.
type ToolSpec struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	// InputSchema is the tool's JSON Schema, written as YAML.
	InputSchema any `yaml:"input_schema"`
	// Identifying lists the arguments that decide what a call touches.
	Identifying []string `yaml:"identifying"`
	// SideEffects marks a tool that changes the downstream world.
	SideEffects bool `yaml:"side_effects"`
	// AcceptsIdempotencyKey marks a tool whose downstream honours the key.
	AcceptsIdempotencyKey bool `yaml:"accepts_idempotency_key"`
	// Effect lists the arguments that identify the downstream effect
	// (default: Identifying, else every argument).
	Effect []string `yaml:"effect"`
	// ExpectedDuration is what the budget check assumes a call takes.
	ExpectedDuration Duration `yaml:"expected_duration"`
	// Latency is how far every call advances the virtual clock unless its
	// outcome says otherwise.
	Latency Duration `yaml:"latency"`
	// Probes and Alternatives are the tool's declared diagnostics and routes.
	Probes       []rung.Call `yaml:"probes"`
	Alternatives []string    `yaml:"alternatives"`
	// Rules classify this tool's errors ahead of the protocol presets.
	Rules []RuleSpec `yaml:"rules"`
	// Outcomes are matched in order; the first that matches a call decides it.
	Outcomes []OutcomeSpec `yaml:"outcomes"`
	// Result is the output of a call that no outcome matched.
	Result any `yaml:"result"`
}

// RuleSpec is a per-tool classification rule (rung.Rule in YAML).
type RuleSpec struct {
	Status  int    `yaml:"status"`
	Code    string `yaml:"code"`
	Message string `yaml:"message"`
	Kind    string `yaml:"kind"`
	Timeout bool   `yaml:"timeout"`
	Reason  string `yaml:"reason"`
}

// OutcomeSpec scripts what one or more calls of a tool do.
type OutcomeSpec struct {
	// Call matches only the Nth call of this tool in the run (1-based,
	// retries and replays included); 0 matches any.
	Call int `yaml:"call"`
	// Args matches calls whose arguments include these values.
	Args map[string]any `yaml:"args"`
	// Times lets the outcome decide at most this many calls; 0 is unlimited.
	Times int `yaml:"times"`
	// Result is the call's output (and, when EffectApplied, what the
	// downstream recorded for the idempotency key).
	Result any `yaml:"result"`
	// Fail makes the call fail.
	Fail *FailSpec `yaml:"fail"`
	// Latency overrides the tool's latency for this call.
	Latency *Duration `yaml:"latency"`
	// EffectApplied says the downstream applied the effect before the
	// failure (the response was lost).
	EffectApplied bool `yaml:"effect_applied"`
}

// FailSpec is a scripted failure: either a raw error (protocol, status,
// code, message, headers) classified by package classify exactly as a real
// error would be, or a failure whose kind is known.
type FailSpec struct {
	Protocol string            `yaml:"protocol"`
	Status   int               `yaml:"status"`
	Code     string            `yaml:"code"`
	Message  string            `yaml:"message"`
	Headers  map[string]string `yaml:"headers"`
	// Kind skips classification: the tool throws a failure of this kind.
	Kind string `yaml:"kind"`
	// Timeout, RetryAfter, Invalidates, Fact, Effect and Target are set on
	// the failure after classification (they override what it found).
	Timeout     bool           `yaml:"timeout"`
	RetryAfter  Duration       `yaml:"retry_after"`
	Invalidates []string       `yaml:"invalidates"`
	Fact        map[string]any `yaml:"fact"`
	Effect      string         `yaml:"effect"`
	Target      string         `yaml:"target"`
}

// ModelSpec is the scripted model.
type ModelSpec struct {
	// CharsPerToken is the divisor of the token estimate (default 4).
	CharsPerToken int `yaml:"chars_per_token"`
	// Latency is how far each model call advances the virtual clock
	// (default 0); a rule may override it.
	Latency Duration `yaml:"latency"`
	// Rules are matched in order against each request.
	Rules []ModelRule `yaml:"rules"`
}

// ModelRule is one scripted answer.
type ModelRule struct {
	// Purpose limits the rule to "plan", "replan" or "repair" requests.
	Purpose string `yaml:"purpose"`
	// Step limits a repair rule to one step id, a replan rule to one failed step.
	Step string `yaml:"step"`
	// WhenContains: every string must occur in the rendered prompt.
	WhenContains []string `yaml:"when_contains"`
	// WhenNotContains: none of these may occur in the rendered prompt.
	WhenNotContains []string `yaml:"when_not_contains"`
	// Plan answers a plan or replan request.
	Plan *PlanSpec `yaml:"plan"`
	// Args answers a repair request.
	Args map[string]any `yaml:"args"`
	// Fail makes the model call itself fail with this message.
	Fail string `yaml:"fail"`
	// Usage fixes the tokens the call costs instead of estimating them.
	Usage *UsageSpec `yaml:"usage"`
	// Times lets the rule answer at most this many requests; 0 is unlimited.
	Times int `yaml:"times"`
	// Latency overrides the model's latency for this answer.
	Latency *Duration `yaml:"latency"`
}

// UsageSpec is a fixed token usage for a scripted model answer.
type UsageSpec struct {
	InputTokens  int     `yaml:"input_tokens"`
	OutputTokens int     `yaml:"output_tokens"`
	Cost         float64 `yaml:"cost"`
}

// PlanSpec is a plan written in the scenario.
type PlanSpec struct {
	Goal  string      `yaml:"goal"`
	Steps []rung.Step `yaml:"steps"`
}

// InjectSpec adds seeded random failures.
type InjectSpec struct {
	// Rate is the probability that a call fails (0 to 1).
	Rate float64 `yaml:"rate"`
	// Tools limits injection to these tools (default: every tool).
	Tools []string `yaml:"tools"`
	// Fail is the injected failure.
	Fail FailSpec `yaml:"fail"`
	// EffectApplied says the injected failure happens after the downstream
	// applied the effect (the classic lost response).
	EffectApplied bool `yaml:"effect_applied"`
	// Latency is how long an injected failure takes (default: the tool's).
	Latency *Duration `yaml:"latency"`
}

// NaiveSpec configures the naive baseline: retry every error Retries times
// (default 3), no ledger, no idempotency key, no classification.
type NaiveSpec struct {
	Retries int      `yaml:"retries"`
	Backoff Duration `yaml:"backoff"`
}

// ExpectSpec is the expected result of the scenario.
type ExpectSpec struct {
	Outcome          string   `yaml:"outcome"`
	DuplicateEffects *int     `yaml:"duplicate_effects"`
	Plans            *int     `yaml:"plans"`
	Actions          []string `yaml:"actions"`
	NaiveDuplicates  *int     `yaml:"naive_duplicate_effects"`
}

// Duration is a Go duration string ("250ms", "1m30s"); a bad one is an
// error at its line.
type Duration = yamlfile.Duration

// Error is a malformed scenario: the file, the line and the field at fault.
type Error = yamlfile.Error

// Load reads and parses a scenario file; one past the limits
// (docs/scenarios.md) is refused before it is read in full.
func Load(path string) (*Scenario, error) {
	data, err := yamlfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

var yamlFieldRe = regexp.MustCompile(`unknown field "([^"]+)"`)

// Parse parses and validates a scenario; file names it in errors.
func Parse(file string, data []byte) (*Scenario, error) {
	var s Scenario
	doc, err := yamlfile.Decode(file, data, &s)
	if err != nil {
		return nil, err
	}
	s.file = file
	s.doc = doc
	if s.Name == "" {
		base := file[strings.LastIndexAny(file, `/\`)+1:]
		s.Name = strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
	}
	if err := s.normalize(); err != nil {
		return nil, err
	}
	if err := s.validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

// errAt builds an Error for the field at path ("tools[0].outcomes[1].fail"),
// with the line of the nearest node of that path that exists.
func (s *Scenario) errAt(path, format string, args ...any) error {
	return &Error{File: s.file, Line: s.lineOf(path), Field: path, Msg: fmt.Sprintf(format, args...)}
}

func (s *Scenario) lineOf(path string) int {
	return s.doc.Line(path, nil)
}

// normalize turns YAML-decoded values into what JSON decoding gives (numbers
// as float64, maps as map[string]any), so scripted outputs look like real ones.
func (s *Scenario) normalize() error {
	var err error
	fix := func(path string, v any) any {
		if err != nil {
			return v
		}
		n, e := yamlfile.Normalize(v)
		if e != nil {
			err = s.errAt(path, "%v", e)
		}
		return n
	}
	fixMap := func(path string, m map[string]any) map[string]any {
		if m == nil {
			return nil
		}
		out, _ := fix(path, m).(map[string]any)
		return out
	}
	fixPlan := func(path string, p *PlanSpec) {
		if p == nil {
			return
		}
		for i := range p.Steps {
			p.Steps[i].Args = fixMap(fmt.Sprintf("%s.steps[%d].args", path, i), p.Steps[i].Args)
			for j := range p.Steps[i].Preconditions {
				c := &p.Steps[i].Preconditions[j]
				c.Args = fixMap(fmt.Sprintf("%s.steps[%d].preconditions[%d].args", path, i, j), c.Args)
			}
		}
	}
	for i := range s.Tools {
		t := &s.Tools[i]
		p := fmt.Sprintf("tools[%d]", i)
		t.InputSchema = fix(p+".input_schema", t.InputSchema)
		t.Result = fix(p+".result", t.Result)
		for j := range t.Probes {
			t.Probes[j].Args = fixMap(fmt.Sprintf("%s.probes[%d].args", p, j), t.Probes[j].Args)
		}
		for j := range t.Outcomes {
			o := &t.Outcomes[j]
			op := fmt.Sprintf("%s.outcomes[%d]", p, j)
			o.Args = fixMap(op+".args", o.Args)
			o.Result = fix(op+".result", o.Result)
			if o.Fail != nil {
				o.Fail.Fact = fixMap(op+".fail.fact", o.Fail.Fact)
			}
		}
	}
	fixPlan("plan", s.Plan)
	for i := range s.Model.Rules {
		r := &s.Model.Rules[i]
		p := fmt.Sprintf("model.rules[%d]", i)
		fixPlan(p+".plan", r.Plan)
		r.Args = fixMap(p+".args", r.Args)
	}
	if s.Inject != nil {
		s.Inject.Fail.Fact = fixMap("inject.fail.fact", s.Inject.Fail.Fact)
	}
	return err
}

var (
	purposes = map[string]bool{"": true, "plan": true, "replan": true, "repair": true}
	modes    = map[string]bool{"": true, "interactive": true, "background": true}
	outcomes = map[string]bool{"": true, "completed": true, "handback": true, "abort": true}
)

func (s *Scenario) validate() error {
	if s.Start != "" {
		t, err := time.Parse(time.RFC3339, s.Start)
		if err != nil {
			return s.errAt("start", "want an RFC 3339 time such as 2026-03-12T03:41:00Z")
		}
		s.start = t
	}
	if !modes[s.Policy.Mode] {
		return s.errAt("policy.mode", "unknown mode %q (want interactive or background)", s.Policy.Mode)
	}
	for name, v := range map[string]*int{"retries": s.Policy.Retries, "repairs": s.Policy.Repairs, "reroutes": s.Policy.Reroutes, "replans": s.Policy.Replans, "probes": s.Policy.Probes} {
		if v != nil && *v < 0 {
			return s.errAt("policy."+name, "must not be negative")
		}
	}
	if s.Budget.Tokens < 0 || s.Budget.ToolCalls < 0 || s.Budget.ModelCalls < 0 || s.Budget.Cost < 0 {
		return s.errAt("budget", "ceilings must not be negative")
	}
	if s.Policy.CallTimeout != 0 {
		return s.errAt("policy.call_timeout", "a per-attempt timeout runs on real time and means nothing on the virtual clock; script a latency and a timeout failure instead")
	}
	if s.Policy.RepairTokens < 0 || s.Policy.ReplanTokens < 0 {
		return s.errAt("policy", "expected tokens must not be negative")
	}
	if len(s.Tools) == 0 {
		return s.errAt("tools", "a scenario needs at least one tool")
	}
	names := map[string]int{}
	for i, t := range s.Tools {
		p := fmt.Sprintf("tools[%d]", i)
		if t.Name == "" {
			return s.errAt(p+".name", "a tool needs a name")
		}
		if j, dup := names[t.Name]; dup {
			return s.errAt(p+".name", "tool %q is already declared at tools[%d]", t.Name, j)
		}
		names[t.Name] = i
	}
	for i, t := range s.Tools {
		p := fmt.Sprintf("tools[%d]", i)
		for j, r := range t.Rules {
			rp := fmt.Sprintf("%s.rules[%d]", p, j)
			if _, err := rung.ParseKind(r.Kind); err != nil {
				return s.errAt(rp+".kind", "unknown kind %q (want transient, invalid, premise, denied, conflict, ambiguous or unknown)", r.Kind)
			}
			if r.Message != "" {
				if _, err := regexp.Compile(r.Message); err != nil {
					return s.errAt(rp+".message", "bad regular expression: %v", err)
				}
			}
			if r.Status == 0 && r.Code == "" && r.Message == "" {
				return s.errAt(rp, "a rule needs a status, code or message to match")
			}
		}
		for j, a := range t.Alternatives {
			if _, ok := names[a]; !ok {
				return s.errAt(fmt.Sprintf("%s.alternatives[%d]", p, j), "unknown tool %q", a)
			}
		}
		for j, c := range t.Probes {
			if _, ok := names[c.Tool]; !ok {
				return s.errAt(fmt.Sprintf("%s.probes[%d].tool", p, j), "unknown tool %q", c.Tool)
			}
		}
		for j, o := range t.Outcomes {
			op := fmt.Sprintf("%s.outcomes[%d]", p, j)
			if o.Call < 0 {
				return s.errAt(op+".call", "call numbers start at 1")
			}
			if o.Times < 0 {
				return s.errAt(op+".times", "must not be negative")
			}
			if o.Fail != nil {
				if err := s.validateFail(op+".fail", o.Fail); err != nil {
					return err
				}
				if o.Result != nil && !o.EffectApplied {
					return s.errAt(op+".result", "a failing outcome has a result only when effect_applied is true (it is what the downstream recorded)")
				}
			} else if o.EffectApplied {
				return s.errAt(op+".effect_applied", "only a failing outcome can say the effect was applied before the failure")
			}
		}
	}
	if s.Plan != nil {
		if err := s.validatePlan("plan", s.Plan, names); err != nil {
			return err
		}
	} else if s.Goal == "" {
		return s.errAt("goal", "a scenario needs a plan, or a goal for the scripted model to plan from")
	}
	if s.Model.CharsPerToken < 0 {
		return s.errAt("model.chars_per_token", "must be positive")
	}
	hasPlanRule := false
	for i, r := range s.Model.Rules {
		p := fmt.Sprintf("model.rules[%d]", i)
		if !purposes[r.Purpose] {
			return s.errAt(p+".purpose", "unknown purpose %q (want plan, replan or repair)", r.Purpose)
		}
		answers := 0
		if r.Plan != nil {
			answers++
		}
		if r.Args != nil {
			answers++
		}
		if r.Fail != "" {
			answers++
		}
		if answers != 1 {
			return s.errAt(p, "a model rule answers with exactly one of plan, args or fail")
		}
		if r.Plan != nil && r.Purpose == "repair" {
			return s.errAt(p+".plan", "a repair is answered with args, not a plan")
		}
		if r.Args != nil && (r.Purpose == "plan" || r.Purpose == "replan") {
			return s.errAt(p+".args", "a %s is answered with a plan, not args", r.Purpose)
		}
		if r.Plan != nil {
			if err := s.validatePlan(p+".plan", r.Plan, names); err != nil {
				return err
			}
			if r.Purpose == "" || r.Purpose == "plan" {
				hasPlanRule = true
			}
		}
		if r.Times < 0 {
			return s.errAt(p+".times", "must not be negative")
		}
	}
	if s.Plan == nil && !hasPlanRule {
		return s.errAt("model.rules", "no plan in the scenario and no model rule answers the first plan request (purpose: plan)")
	}
	if s.Jobs < 0 {
		return s.errAt("jobs", "must not be negative")
	}
	if in := s.Inject; in != nil {
		if in.Rate < 0 || in.Rate > 1 {
			return s.errAt("inject.rate", "a rate is between 0 and 1")
		}
		for j, tn := range in.Tools {
			if _, ok := names[tn]; !ok {
				return s.errAt(fmt.Sprintf("inject.tools[%d]", j), "unknown tool %q", tn)
			}
		}
		if err := s.validateFail("inject.fail", &in.Fail); err != nil {
			return err
		}
	}
	if s.Naive != nil && s.Naive.Retries < 0 {
		return s.errAt("naive.retries", "must not be negative")
	}
	if s.Expect != nil {
		if !outcomes[s.Expect.Outcome] {
			return s.errAt("expect.outcome", "unknown outcome %q (want completed, handback or abort)", s.Expect.Outcome)
		}
		for i, a := range s.Expect.Actions {
			if _, err := rung.ParseAction(a); err != nil {
				return s.errAt(fmt.Sprintf("expect.actions[%d]", i), "unknown action %q", a)
			}
		}
	}
	return nil
}

func (s *Scenario) validateFail(p string, f *FailSpec) error {
	if f.Kind != "" {
		if _, err := rung.ParseKind(f.Kind); err != nil {
			return s.errAt(p+".kind", "unknown kind %q (want transient, invalid, premise, denied, conflict, ambiguous or unknown)", f.Kind)
		}
	} else if f.Protocol == "" && f.Status == 0 && f.Code == "" && f.Message == "" {
		return s.errAt(p, "a failure needs a kind, or a protocol/status/code/message to classify")
	}
	if f.Status < 0 {
		return s.errAt(p+".status", "must not be negative")
	}
	if _, err := rung.ParseEffect(f.Effect); err != nil {
		return s.errAt(p+".effect", "unknown effect %q (want none, possible or committed)", f.Effect)
	}
	return nil
}

func (s *Scenario) validatePlan(p string, plan *PlanSpec, tools map[string]int) error {
	if len(plan.Steps) == 0 {
		return s.errAt(p+".steps", "a plan needs at least one step")
	}
	ids := map[string]bool{}
	for i, st := range plan.Steps {
		sp := fmt.Sprintf("%s.steps[%d]", p, i)
		if st.ID == "" {
			return s.errAt(sp+".id", "a step needs an id")
		}
		if ids[st.ID] {
			return s.errAt(sp+".id", "step id %q is used twice", st.ID)
		}
		ids[st.ID] = true
		if st.Tool == "" {
			return s.errAt(sp+".tool", "a step needs a tool")
		}
		if _, ok := tools[st.Tool]; !ok {
			return s.errAt(sp+".tool", "unknown tool %q (declare it under tools)", st.Tool)
		}
		for j, c := range st.Preconditions {
			if _, ok := tools[c.Tool]; !ok {
				return s.errAt(fmt.Sprintf("%s.preconditions[%d].tool", sp, j), "unknown tool %q", c.Tool)
			}
		}
	}
	return nil
}

// File is the path the scenario was read from.
func (s *Scenario) File() string { return s.file }

// StartTime is the virtual clock's start, zero for the default.
func (s *Scenario) StartTime() time.Time { return s.start }

// jobCount returns the number of jobs to run (at least 1).
func (s *Scenario) jobCount() int {
	if s.Jobs < 1 {
		return 1
	}
	return s.Jobs
}

// sortedKeys returns m's keys in order, for deterministic output.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
