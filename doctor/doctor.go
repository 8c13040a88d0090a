package doctor

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/rungkit/rung/trace"
)

// The tells, by id.
const (
	TellRetriedWall        = "retried-wall"
	TellRepeatedPlan       = "repeated-plan"
	TellRecurringSignature = "recurring-signature"
	TellSkipAssumption     = "skip-assumption"
	TellDeliberation       = "deliberation"
)

// Options tune the thresholds of the tells. The zero value uses the
// documented defaults (docs/doctor.md).
type Options struct {
	// WallCalls is how many calls of one tool a failed run must exceed for
	// the retried-wall tell. Default 3.
	WallCalls int
	// DeliberationShare is the share of a run's model tokens that its
	// replans must exceed for the deliberation tell. Default 0.5.
	DeliberationShare float64
	// DeliberationReplans is how many replans a run must make for the
	// deliberation tell. Default 2.
	DeliberationReplans int
}

func (o Options) wallCalls() int {
	if o.WallCalls > 0 {
		return o.WallCalls
	}
	return 3
}

func (o Options) deliberationShare() float64 {
	if o.DeliberationShare > 0 {
		return o.DeliberationShare
	}
	return 0.5
}

func (o Options) deliberationReplans() int {
	if o.DeliberationReplans > 0 {
		return o.DeliberationReplans
	}
	return 2
}

// Rungs is the order in which rungs are listed.
var Rungs = []string{"retry", "repair", "skip", "reroute", "probe", "replan", "replay", "handback", "abort"}

// Analysis is what rung doctor found in a set of traces. Its JSON field
// names are the `rung doctor --format json` contract (docs/doctor.md).
type Analysis struct {
	// Sources are the traces read, with their format (rung or otlp).
	Sources []Source `json:"sources"`
	// Events is how many records were analysed.
	Events int `json:"events"`
	// Runs lists every run, in the order first seen.
	Runs []*Run `json:"runs"`
	// Rungs counts every decision by rung, over all runs.
	Rungs map[string]int `json:"rungs"`
	// RungsByKind counts decisions by the kind of the failure they answered,
	// then by rung.
	RungsByKind map[string]map[string]int `json:"rungs_by_kind"`
	// Distribution says what the rung distribution points to.
	Distribution Distribution `json:"distribution"`
	// RetryRecovery is the retry-to-recovery ratio over all runs.
	RetryRecovery RetryRecovery `json:"retry_recovery"`
	// Tokens counts model tokens by purpose (plan, repair, replan; "other"
	// for a model call with no purpose).
	Tokens map[string]int `json:"tokens"`
	// Tells are the patterns found, in run order.
	Tells []Tell `json:"tells"`
	// Errors are the lines that could not be read.
	Errors []string `json:"errors,omitempty"`
}

// Source is one trace file.
type Source struct {
	Name   string `json:"name"`
	Format string `json:"format"`
	Events int    `json:"events"`
}

// Distribution is the share of the three recovery rungs and what the
// dominant one points to.
type Distribution struct {
	// Retry, Repair and Replan count those decisions.
	Retry  int `json:"retry"`
	Repair int `json:"repair"`
	Replan int `json:"replan"`
	// Mostly is the rung with at least half of them ("" when none does or
	// there are none).
	Mostly string `json:"mostly,omitempty"`
	// Share is Mostly's share, 0..1.
	Share float64 `json:"share,omitempty"`
	// Points is what the distribution points to, in a sentence.
	Points string `json:"points"`
}

// RetryRecovery is seed 003's signal: retried attempts against successful
// recoveries.
type RetryRecovery struct {
	// Retries counts retry decisions: attempts made again unchanged.
	Retries int `json:"retries"`
	// Recoveries counts steps that failed at least once and then ended done
	// or skipped: the run recovered them, by any rung.
	Recoveries int `json:"recoveries"`
	// RetriedRecoveries counts the recoveries among steps that were retried.
	RetriedRecoveries int `json:"retried_recoveries"`
	// Ratio is Retries / Recoveries; nil when there were no recoveries.
	Ratio *float64 `json:"ratio"`
	// Reading says what the ratio means, in a sentence.
	Reading string `json:"reading"`
}

// Run is one run's summary.
type Run struct {
	ID      string `json:"id"`
	Source  string `json:"source"`
	Goal    string `json:"goal,omitempty"`
	Outcome string `json:"outcome,omitempty"`
	Reason  string `json:"reason,omitempty"`
	// Start and End are the times of its first and last records.
	Start      time.Time      `json:"start"`
	End        time.Time      `json:"end"`
	Events     int            `json:"events"`
	Plans      int            `json:"plans"`
	ToolCalls  int            `json:"tool_calls"`
	Failures   int            `json:"failures"`
	ModelCalls int            `json:"model_calls"`
	Tokens     map[string]int `json:"tokens"`
	Rungs      map[string]int `json:"rungs"`
	Retries    int            `json:"retries"`
	Recoveries int            `json:"recoveries"`
	Tells      []string       `json:"tells,omitempty"`
	// Truncated says the timeline holds only the first MaxMarks marks.
	Truncated bool `json:"timeline_truncated,omitempty"`

	timeline []Mark
	st       *runState
}

// Mark is one point of a run's timeline: a call, a failure, a decision, a
// plan or a model call.
type Mark struct {
	Seq   int
	At    time.Time
	Type  string
	Step  string
	Tool  string
	Plan  int
	Label string
	// Class colours the mark: ok, failure, transient, a rung name, plan,
	// model, end.
	Class string
	// Detail and N hold what Text needs for plans (the fingerprint), model
	// calls (purpose, tokens) and calls (the attempt), so that labels are
	// built only for the run that is drawn.
	Detail string
	N      int
}

// Text returns the mark's label.
func (m Mark) Text() string {
	switch m.Class {
	case "plan":
		return fmt.Sprintf("plan %d %s", m.Plan, m.Detail)
	case "model":
		return fmt.Sprintf("%s: %d tokens", m.Detail, m.N)
	case "call":
		return fmt.Sprintf("%s attempt %d", m.Tool, m.N)
	}
	return m.Label
}

// Timeline returns the marks of the run, in order.
func (r *Run) Timeline() []Mark { return r.timeline }

// Tell is one finding.
type Tell struct {
	ID   string `json:"id"`
	Run  string `json:"run"`
	Step string `json:"step,omitempty"`
	Tool string `json:"tool,omitempty"`
	// Summary says what was found, with its numbers.
	Summary string `json:"summary"`
	// Evidence lists the records behind it.
	Evidence []string `json:"evidence"`
	// Meaning says what it usually means and what to change.
	Meaning string `json:"meaning"`
}

// TellTitles are the tells' one-line names.
var TellTitles = map[string]string{
	TellRetriedWall:        "retried a wall",
	TellRepeatedPlan:       "replanned into the same plan",
	TellRecurringSignature: "the same failure across plans",
	TellSkipAssumption:     "skipped, but later steps kept the assumption",
	TellDeliberation:       "spent most tokens deliberating",
}

var tellMeaning = map[string]string{
	TellRetriedWall: "The first error already said the task could not succeed as asked; the calls after it were not resilience but a refusal to read it. " +
		"Classify that error (or fix its classification) so the first one routes to replan or hand back.",
	TellRepeatedPlan: "The planner proposed actions it had already tried, so the new plan could only meet the old outcome. " +
		"Give the replan new information (a probe's output) or hand back; check that the replan prompt carries the failure and the observations.",
	TellRecurringSignature: "Changing the plan did not change what failed: the approach, not the step, is wrong. " +
		"Probe the target before planning again, or hand back with the evidence.",
	TellSkipAssumption: "A skip is only safe when the fact it discovered replaces what the plan assumed; here later steps ran on the plan's assumption. " +
		"Make the conflicting tool return the existing resource as a fact, and make later steps reference the skipped step's output.",
	TellDeliberation: "Most of the run's tokens went to deciding what to do rather than doing it. " +
		"Add a precondition check or probe before the expensive plan, and let the shared token budget stop the run earlier.",
}

// Analyzer accumulates records into an Analysis. Feed it records with Add
// (or a whole trace with AddTrace) and call Result once. An Analyzer is not
// safe for concurrent use.
type Analyzer struct {
	opts   Options
	a      *Analysis
	runs   map[string]*Run
	source string
}

// NewAnalyzer returns an empty Analyzer.
func NewAnalyzer(opts Options) *Analyzer {
	return &Analyzer{opts: opts, runs: make(map[string]*Run), a: &Analysis{
		Rungs: map[string]int{}, RungsByKind: map[string]map[string]int{}, Tokens: map[string]int{},
		Sources: []Source{}, Runs: []*Run{}, Tells: []Tell{},
	}}
}

// Analyze analyses records in one go.
func Analyze(records []trace.Record, opts Options) *Analysis {
	z := NewAnalyzer(opts)
	z.StartSource("", "rung")
	for i := range records {
		z.Add(&records[i])
	}
	return z.Result()
}

// StartSource names the source of the records that follow.
func (z *Analyzer) StartSource(name, format string) {
	z.source = name
	z.a.Sources = append(z.a.Sources, Source{Name: name, Format: format})
}

// dropSource forgets the source last started: it held no trace.
func (z *Analyzer) dropSource() {
	z.a.Sources = z.a.Sources[:len(z.a.Sources)-1]
}

// AddError records a line that could not be read.
func (z *Analyzer) AddError(err error) {
	z.a.Errors = append(z.a.Errors, err.Error())
}

type runState struct {
	tools        map[string]*toolState
	toolOrder    []string
	lastFailure  map[string]*trace.Failure // by step: the failure a decision answers
	failedSteps  map[string]bool           // steps with a failure so far
	retriedSteps map[string]bool
	recovered    map[string]bool
	fingerprints map[string]int // fingerprint -> first plan
	lastPlan     int
	signatures   map[trace.Signature]int // non-transient signature -> first plan
	sigTold      map[trace.Signature]bool
	skips        []*skipState
	args         map[string]map[string]any // step -> args of its last start
	replans      int
	planCalls    int
	deliberation int
	totalTokens  int
	spentTokens  int
	tells        []Tell
}

type toolState struct {
	calls int
	first *trace.Record // first failure
}

type skipState struct {
	step      string
	plan      int
	fact      any
	args      map[string]any
	laterRan  []string
	usedPlan  []string // evidence: later steps used the planned value
	asked     []string // evidence: later failures asked for the skipped output
	emptyFact bool
}

// Add analyses one record.
func (z *Analyzer) Add(rec *trace.Record) {
	z.a.Events++
	if n := len(z.a.Sources); n > 0 {
		z.a.Sources[n-1].Events++
	}
	r := z.runs[rec.Run]
	if r == nil {
		r = &Run{ID: rec.Run, Source: z.source, Start: rec.At, Tokens: map[string]int{}, Rungs: map[string]int{}, st: &runState{
			tools: map[string]*toolState{}, lastFailure: map[string]*trace.Failure{}, failedSteps: map[string]bool{},
			retriedSteps: map[string]bool{}, recovered: map[string]bool{}, fingerprints: map[string]int{},
			signatures: map[trace.Signature]int{}, sigTold: map[trace.Signature]bool{}, args: map[string]map[string]any{},
		}}
		z.runs[rec.Run] = r
		z.a.Runs = append(z.a.Runs, r)
	}
	st := r.st
	r.Events++
	if rec.At.After(r.End) {
		r.End = rec.At
	}
	if !rec.At.IsZero() && (r.Start.IsZero() || rec.At.Before(r.Start)) {
		r.Start = rec.At
	}
	mark := Mark{Seq: r.Events, At: rec.At, Type: string(rec.Type), Step: rec.Step, Tool: rec.Tool, Plan: rec.Plan}
	switch rec.Type {
	case "run_start":
		r.Goal = rec.Reason
		return
	case "plan":
		r.Plans++
		if first, ok := st.fingerprints[rec.Fingerprint]; ok && rec.Fingerprint != "" {
			how := "an earlier plan"
			if first == st.lastPlan {
				how = "the plan just before it"
			}
			st.tells = append(st.tells, Tell{ID: TellRepeatedPlan, Run: r.ID,
				Summary:  fmt.Sprintf("plan %d has fingerprint %s, the same as plan %d (%s)", rec.Plan, rec.Fingerprint, first, how),
				Evidence: []string{fmt.Sprintf("plan %d: fingerprint %s (%s)", first, rec.Fingerprint, "first seen"), fmt.Sprintf("plan %d: fingerprint %s (%s)", rec.Plan, rec.Fingerprint, rec.Reason)},
			})
		} else if rec.Fingerprint != "" {
			st.fingerprints[rec.Fingerprint] = rec.Plan
		}
		st.lastPlan = rec.Plan
		if rec.Reason == "replan" {
			st.replans++
		}
		mark.Class, mark.Detail = "plan", rec.Fingerprint
	case "model_call":
		if rec.Usage.ModelCalls() == 0 {
			// A declared answer (calls -1) in a trace written before the
			// engine stopped recording them: no model was called.
			return
		}
		r.ModelCalls += rec.Usage.ModelCalls()
		purpose := rec.Purpose
		if purpose == "" {
			purpose = "other"
		}
		n := rec.Usage.Tokens()
		r.Tokens[purpose] += n
		z.a.Tokens[purpose] += n
		st.totalTokens += n
		switch purpose {
		case "replan":
			st.deliberation += n
		case "plan":
			st.planCalls++
			if st.planCalls > 1 { // a first plan is the work's cost; another is deliberation
				st.deliberation += n
			}
		}
		mark.Class, mark.Detail, mark.N = "model", purpose, n
	case "budget":
		if rec.Spent != nil {
			st.spentTokens = rec.Spent.Tokens
		}
		return
	case "step_start":
		if rec.Reason != "restored from checkpoint" { // a resumed run's recorded step made no call
			r.ToolCalls++
		}
		ts := st.tool(rec.Tool)
		ts.calls++
		if rec.Args != nil {
			st.args[rec.Step] = rec.Args
		}
		for _, sk := range st.skips {
			if sk.step != rec.Step {
				sk.laterRan = appendOnce(sk.laterRan, rec.Step)
				if rec.Args != nil {
					if ev := usesPlanned(sk, rec.Args); ev != "" {
						sk.usedPlan = append(sk.usedPlan, fmt.Sprintf("%s (%s) %s", rec.Step, rec.Tool, ev))
					}
				}
			}
		}
		mark.Class, mark.N = "call", rec.Attempt
	case "failure":
		r.Failures++
		f := rec.Failure
		if f == nil {
			f = &trace.Failure{Kind: "unknown"}
		}
		st.lastFailure[rec.Step] = f
		st.failedSteps[rec.Step] = true
		ts := st.tool(rec.Tool)
		if ts.first == nil {
			cp := *rec
			ts.first = &cp
		}
		if rec.Signature != nil && !f.Transient() {
			sig := *rec.Signature
			if first, ok := st.signatures[sig]; !ok {
				st.signatures[sig] = rec.Plan
			} else if first != rec.Plan && !st.sigTold[sig] {
				st.sigTold[sig] = true
				st.tells = append(st.tells, Tell{ID: TellRecurringSignature, Run: r.ID, Step: rec.Step, Tool: rec.Tool,
					Summary:  fmt.Sprintf("failure signature %s seen in plan %d and again in plan %d", sig, first, rec.Plan),
					Evidence: []string{fmt.Sprintf("plan %d, %s: %s %s: %s", rec.Plan, rec.Step, f.Kind, f.CodeText(), f.Message)},
				})
			}
		}
		for _, sk := range st.skips {
			if sk.step != rec.Step && mentions(f.Message, sk.step) {
				sk.asked = append(sk.asked, fmt.Sprintf("%s failed: %s", rec.Step, f.Message))
			}
		}
		mark.Class = "failure"
		if f.Transient() {
			mark.Class = "transient"
		}
		mark.Label = strings.TrimSpace(f.Kind + " " + f.CodeText())
	case "decision":
		action := rec.Action
		r.Rungs[action]++
		z.a.Rungs[action]++
		kind := "unknown"
		if f := st.lastFailure[rec.Step]; f != nil && f.Kind != "" {
			kind = f.Kind
		}
		byKind := z.a.RungsByKind[kind]
		if byKind == nil {
			byKind = map[string]int{}
			z.a.RungsByKind[kind] = byKind
		}
		byKind[action]++
		if action == "retry" {
			r.Retries++
			st.retriedSteps[rec.Step] = true
		}
		mark.Class, mark.Label = action, action
		if rec.Rule != "" && rec.Rule != "kind" {
			mark.Label += " (" + rec.Rule + ")"
		}
	case "skip":
		sk := &skipState{step: rec.Step, plan: rec.Plan, fact: rec.Fact, args: st.args[rec.Step], emptyFact: emptyFact(rec.Fact)}
		st.skips = append(st.skips, sk)
		mark.Class, mark.Label = "skip", "skip"
		if !sk.emptyFact {
			mark.Label = "skip with fact"
		}
	case "step_end":
		if (rec.State == "done" || rec.State == "skipped") && st.failedSteps[rec.Step] && !st.recovered[rec.Step] {
			st.recovered[rec.Step] = true
			r.Recoveries++
		}
		mark.Class, mark.Label = "ok", rec.State
		if rec.State != "done" {
			mark.Class = rec.State
		}
	case "terminal":
		r.Outcome, r.Reason = rec.Outcome, rec.Reason
		mark.Class, mark.Label = "end", rec.Outcome+": "+rec.Rule
	case "run_end":
		r.Outcome, r.Reason = rec.Outcome, rec.Reason
		if rec.Spent != nil {
			st.spentTokens = rec.Spent.Tokens
		}
		mark.Class, mark.Label = "end", rec.Outcome
	case "probe", "precondition", "replay":
		if rec.Type != "replay" { // a probe or a check is a call of its own
			r.ToolCalls++
		}
		mark.Class, mark.Label = string(rec.Type), string(rec.Type)
		if rec.Observation != nil && rec.Observation.Failure != nil {
			mark.Label += " failed"
		}
	default:
		return
	}
	if len(r.timeline) < MaxMarks {
		r.timeline = append(r.timeline, mark)
	} else {
		r.Truncated = true
	}
}

// MaxMarks is how many timeline marks a run keeps: a timeline wider than
// that is unreadable, and the cap bounds memory on long runs.
const MaxMarks = 2000

func (st *runState) tool(name string) *toolState {
	ts := st.tools[name]
	if ts == nil {
		ts = &toolState{}
		st.tools[name] = ts
		st.toolOrder = append(st.toolOrder, name)
	}
	return ts
}

func appendOnce(list []string, s string) []string {
	for _, v := range list {
		if v == s {
			return list
		}
	}
	return append(list, s)
}

func emptyFact(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case map[string]any:
		return len(v) == 0
	case string:
		return v == ""
	}
	return false
}

// mentions reports whether msg is an unresolved reference to step's output:
// "${step}" or "${step.field}", or the engine's "the output of step".
func mentions(msg, step string) bool {
	return strings.Contains(msg, "${"+step+"}") || strings.Contains(msg, "${"+step+".") ||
		strings.Contains(msg, "output of "+step+" ")
}

// usesPlanned returns evidence when args hold a value the skipped step
// planned for a field its fact contradicts: the skip found that the world
// holds fact[k], the step had planned args[k], and a later step used the
// planned value.
func usesPlanned(sk *skipState, args map[string]any) string {
	fact, ok := sk.fact.(map[string]any)
	if !ok || sk.args == nil {
		return ""
	}
	keys := make([]string, 0, len(fact))
	for k := range fact {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		planned, ok := sk.args[k]
		if !ok || scalar(planned) == "" || scalar(planned) == scalar(fact[k]) {
			continue
		}
		if containsValue(args, scalar(planned)) {
			return fmt.Sprintf("used %s=%s, the value %s planned, not the fact %s=%s", k, scalar(planned), sk.step, k, scalar(fact[k]))
		}
	}
	return ""
}

func scalar(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64, int, int64, bool:
		return fmt.Sprint(v)
	}
	return ""
}

func containsValue(v any, want string) bool {
	switch v := v.(type) {
	case map[string]any:
		for _, e := range v {
			if containsValue(e, want) {
				return true
			}
		}
	case []any:
		for _, e := range v {
			if containsValue(e, want) {
				return true
			}
		}
	default:
		s := scalar(v)
		return s != "" && (s == want || (len(want) >= 4 && strings.Contains(s, want)))
	}
	return false
}

// Result finishes the analysis: the per-run tells, the distribution and the
// retry-to-recovery ratio.
func (z *Analyzer) Result() *Analysis {
	a := z.a
	var recoveries, retried int
	for _, r := range a.Runs {
		st := r.st
		if r.Outcome == "" {
			r.Outcome = "unfinished" // no run_end: the trace was cut, or the process died
		}
		z.finishRun(r)
		a.Tells = append(a.Tells, st.tells...)
		for _, t := range st.tells {
			r.Tells = appendOnce(r.Tells, t.ID)
		}
		recoveries += r.Recoveries
		for step := range st.recovered {
			if st.retriedSteps[step] {
				retried++
			}
		}
	}
	for i := range a.Tells {
		a.Tells[i].Meaning = tellMeaning[a.Tells[i].ID]
	}
	d := &a.Distribution
	d.Retry, d.Repair, d.Replan = a.Rungs["retry"], a.Rungs["repair"], a.Rungs["replan"]
	total := d.Retry + d.Repair + d.Replan
	switch {
	case total == 0:
		d.Points = "no retries, repairs or replans: nothing to read from the distribution"
	default:
		for _, c := range []struct {
			name string
			n    int
		}{{"retry", d.Retry}, {"repair", d.Repair}, {"replan", d.Replan}} {
			if share := float64(c.n) / float64(total); share >= 0.5 && share > d.Share {
				d.Mostly, d.Share = c.name, share
			}
		}
		switch d.Mostly {
		case "retry":
			d.Points = "mostly retries: the infrastructure is flaky, not the agent; look at the tools' endpoints, timeouts and rate limits"
		case "repair":
			d.Points = "mostly repairs: the tool schemas are under-constrained; the model keeps composing calls the tools refuse, so tighten the schemas"
		case "replan":
			d.Points = "mostly replans: the planner builds on preconditions it never verified; add a cheap precondition check before the expensive steps"
		default:
			d.Points = "no rung dominates: failures of several kinds, nothing systemic in the distribution alone"
		}
		switch {
		case total == 1:
			d.Points += " (only one retry, repair or replan: an anecdote, not a distribution)"
		case total < 10:
			d.Points += fmt.Sprintf(" (only %d retries, repairs and replans: an anecdote, not a distribution)", total)
		}
	}
	rr := &a.RetryRecovery
	rr.Retries, rr.Recoveries, rr.RetriedRecoveries = a.Rungs["retry"], recoveries, retried
	switch {
	case rr.Recoveries > 0:
		ratio := float64(rr.Retries) / float64(rr.Recoveries)
		rr.Ratio = &ratio
		switch {
		case rr.Retries == 0:
			rr.Reading = "no retries; every recovery came from another rung"
		case ratio <= 2:
			rr.Reading = "the retry budget is earning its keep"
		case ratio <= 5:
			rr.Reading = "retries recover some failures, at a cost; watch the trend"
		default:
			rr.Reading = "most retries are slow failures: lower the retry ceiling and hand back sooner, rather than tune the backoff"
		}
	case rr.Retries > 0:
		rr.Reading = "retries recovered nothing: every retried attempt was a slow failure; lower the retry ceiling and hand back sooner"
	default:
		rr.Reading = "no retries and no recoveries"
	}
	return a
}

// finishRun adds the tells that need the whole run.
func (z *Analyzer) finishRun(r *Run) {
	st := r.st
	failed := r.Outcome != "" && r.Outcome != "completed"
	if failed {
		for _, name := range st.toolOrder {
			ts := st.tools[name]
			if ts.calls <= z.opts.wallCalls() || ts.first == nil || ts.first.Failure == nil {
				continue
			}
			f := ts.first.Failure
			if f.Kind == "transient" || f.Kind == "unknown" || f.Kind == "" {
				continue
			}
			st.tells = append(st.tells, Tell{ID: TellRetriedWall, Run: r.ID, Step: ts.first.Step, Tool: name,
				Summary: fmt.Sprintf("the run ended %s after %d calls of %s; the first error was already %s", r.Outcome, ts.calls, name, f.Kind),
				Evidence: []string{
					fmt.Sprintf("first error (plan %d, %s, attempt %d): %s %s: %s", ts.first.Plan, ts.first.Step, ts.first.Attempt, f.Kind, f.CodeText(), f.Message),
					"run ended: " + r.Reason,
				},
			})
		}
	}
	for _, sk := range st.skips {
		var ev []string
		if sk.emptyFact && len(sk.laterRan) > 0 {
			ev = append(ev, fmt.Sprintf("%s was skipped without a fact; later steps ran anyway: %s", sk.step, strings.Join(sk.laterRan, ", ")))
		}
		ev = append(ev, sk.usedPlan...)
		ev = append(ev, sk.asked...)
		if len(ev) == 0 {
			continue
		}
		st.tells = append(st.tells, Tell{ID: TellSkipAssumption, Run: r.ID, Step: sk.step,
			Summary:  fmt.Sprintf("%s was skipped in plan %d, and later steps still rested on what it was meant to produce", sk.step, sk.plan),
			Evidence: ev,
		})
	}
	total := st.totalTokens
	if st.spentTokens > total {
		total = st.spentTokens
	}
	if st.replans >= z.opts.deliberationReplans() && total > 0 {
		if share := float64(st.deliberation) / float64(total); share > z.opts.deliberationShare() {
			st.tells = append(st.tells, Tell{ID: TellDeliberation, Run: r.ID,
				Summary: fmt.Sprintf("%.0f%% of the run's %s tokens went to %d replans", share*100, group(total), st.replans),
				Evidence: []string{
					fmt.Sprintf("tokens by purpose: plan %s, repair %s, replan %s", group(r.Tokens["plan"]), group(r.Tokens["repair"]), group(r.Tokens["replan"])),
					fmt.Sprintf("%d plans, %d tool calls; outcome %s", r.Plans, r.ToolCalls, orDash(r.Outcome)),
				},
			})
		}
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
