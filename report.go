package rung

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"
)

// RunOutcome is how a run ended.
type RunOutcome string

const (
	// OutcomeCompleted: every step of the last plan is done or skipped.
	OutcomeCompleted RunOutcome = "completed"
	// OutcomeHandback: the run stopped with the world consistent; a person
	// must make the decision the report's Options describe.
	OutcomeHandback RunOutcome = "handback"
	// OutcomeAbort: the run stopped and the world may be inconsistent (an
	// uncertain side effect) or the step is poison; reconcile first.
	OutcomeAbort RunOutcome = "abort"
)

// StepState is where a step of the run ended.
type StepState string

const (
	StepDone       StepState = "done"
	StepSkipped    StepState = "skipped"    // with the fact it discovered
	StepFailed     StepState = "failed"     // the step the run stopped on, or one a replan replaced
	StepNeverRan   StepState = "never_ran"  // after the stop
	StepSuperseded StepState = "superseded" // discarded by a replan before it ran
	StepRunning    StepState = "running"    // only in step_start events
)

// Report is what a run hands back: what succeeded, what failed and why the
// run stopped, the evidence, the state of every step, what probes last saw of
// the world, what was spent, and the smallest decisions that unblock it.
// Render it with Text, Markdown or JSON. Its JSON field names are a contract
// (docs/engine.md): they only ever grow.
type Report struct {
	RunID   string     `json:"run_id"`
	Goal    string     `json:"goal,omitempty"`
	Outcome RunOutcome `json:"outcome"`
	// Rule is the id of the rule that ended the run (RulePoison, ...);
	// empty when it completed.
	Rule string `json:"rule,omitempty"`
	// Reason says why the run ended, with its evidence.
	Reason string `json:"reason"`
	// Failed is the failure the run stopped on.
	Failed   *FailedStep  `json:"failed,omitempty"`
	Evidence Evidence     `json:"evidence,omitzero"`
	Steps    []StepReport `json:"steps"`
	// Actions lists every rung taken, in order, terminal one included.
	Actions []ActionRecord `json:"actions"`
	// World is the last observation of each probe and check: the world as
	// the run last saw it.
	World []Observation `json:"world,omitempty"`
	// Options are the smallest decisions that unblock the run.
	Options []string `json:"options,omitempty"`
	// Budget is the run's limits and the one-line rendering of what is left.
	Limits     Limits `json:"limits,omitzero"`
	BudgetLeft string `json:"budget_left,omitempty"`
	Counters
	Started time.Time `json:"started"`
	Ended   time.Time `json:"ended"`
	// ResumeAt is set when the run stopped with RuleLongWait: the moment
	// the wait it would not sleep through ends, when Resume may go on.
	ResumeAt time.Time `json:"resume_at,omitzero"`
}

// Counters are a run's totals, flattened into the report's JSON.
type Counters struct {
	ToolCalls  int   `json:"tool_calls"`
	ModelCalls int   `json:"model_calls"`
	Tokens     int   `json:"tokens"`
	Plans      int   `json:"plans"`
	ElapsedMS  int64 `json:"elapsed_ms"`
	// DuplicateEffects counts side effects that happened twice; the engine
	// cannot see them, the simulator fills it in.
	DuplicateEffects int `json:"duplicate_effects"`
}

// FailedStep is the failure a run stopped on.
type FailedStep struct {
	Step string `json:"step"`
	Tool string `json:"tool"`
	Kind Kind   `json:"kind"`
	// Code is the protocol status and service code, as "http 403 forbidden".
	Code string `json:"code,omitempty"`
	// Message is the verbatim error, redacted.
	Message   string    `json:"message"`
	Signature Signature `json:"signature"`
	// ClassifiedBy is "model" when the opt-in model classifier gave Kind.
	ClassifiedBy string `json:"classified_by,omitempty"`
}

// Evidence is what a terminal rule rested on.
type Evidence struct {
	// Fingerprint is the repeated plan fingerprint, for the convergence rule.
	Fingerprint string `json:"fingerprint,omitempty"`
	// RepeatOf is the earlier plan it repeats.
	RepeatOf int `json:"repeat_of,omitempty"`
	// Signature is the failure signature the rule saw recur.
	Signature Signature `json:"signature,omitzero"`
	// Plans are the fingerprints of every plan, in order.
	Plans []string `json:"plans,omitempty"`
	// Observations are the probe and check outputs, with their times.
	Observations []Observation `json:"observations,omitempty"`
	// Divergences are the disagreements between a resumed run's record and
	// its plan, for the divergence rule.
	Divergences []Divergence `json:"divergences,omitempty"`
}

// StepReport is one step's end state.
type StepReport struct {
	ID       string    `json:"id"`
	Tool     string    `json:"tool"`
	Plan     int       `json:"plan"`
	State    StepState `json:"state"`
	Attempts int       `json:"attempts"`
	Repairs  int       `json:"repairs,omitempty"`
	Reroutes int       `json:"reroutes,omitempty"`
	Replays  int       `json:"replays,omitempty"`
	// Restored marks a step a resumed run completed from its checkpoint,
	// without calling its tool.
	Restored bool `json:"restored,omitempty"`
	// Output is what a done step produced; Fact what a skipped one found.
	Output any            `json:"output,omitempty"`
	Fact   map[string]any `json:"fact,omitempty"`
	// Error is the last failure's verbatim message, redacted.
	Error string `json:"error,omitempty"`
	Kind  string `json:"kind,omitempty"`
	// Invalidated marks a done step whose premise a later failure falsified.
	Invalidated bool `json:"invalidated,omitempty"`
}

// ActionRecord is one rung the run took.
type ActionRecord struct {
	Action Action    `json:"action"`
	Kind   Kind      `json:"kind"`
	Step   string    `json:"step"`
	Tool   string    `json:"tool,omitempty"`
	Rule   string    `json:"rule"`
	Reason string    `json:"reason"`
	At     time.Time `json:"at"`
}

// JSON renders the report as indented JSON.
func (r *Report) JSON() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// Text renders the report for a terminal.
func (r *Report) Text() string {
	var b strings.Builder
	b.WriteString(strings.ToUpper(string(r.Outcome)))
	b.WriteString(" after ")
	b.WriteString(plural(r.Plans, "plan"))
	b.WriteString(", ")
	b.WriteString(groupDigits(r.Tokens))
	b.WriteString(" tokens, ")
	b.WriteString(plural(r.ToolCalls, "tool call"))
	b.WriteString(", ")
	b.WriteString(plural(r.ModelCalls, "model call"))
	b.WriteString(", ")
	b.WriteString(DurationText(time.Duration(r.ElapsedMS) * time.Millisecond))
	if r.Limits.Deadline > 0 {
		b.WriteString(" of a ")
		b.WriteString(DurationText(r.Limits.Deadline))
		b.WriteString(" budget")
	}
	b.WriteString(".\nreason: ")
	b.WriteString(r.Reason)
	b.WriteString("\n")
	if f := r.Failed; f != nil {
		b.WriteString("failed: ")
		b.WriteString(f.Step)
		b.WriteString(" (")
		b.WriteString(f.Tool)
		b.WriteString(") ")
		b.WriteString(f.Kind.String())
		if f.ClassifiedBy != "" {
			b.WriteString(" (kind given by the " + f.ClassifiedBy + ")")
		}
		if f.Code != "" {
			b.WriteString(" ")
			b.WriteString(f.Code)
		}
		b.WriteString(": ")
		b.WriteString(oneLine(f.Message, 300))
		b.WriteString("\n")
	}
	if r.Evidence.Fingerprint != "" {
		b.WriteString("repeated fingerprint: ")
		b.WriteString(r.Evidence.Fingerprint)
		b.WriteString(" (plan ")
		b.WriteString(strconv.Itoa(r.Plans))
		b.WriteString(" repeats plan ")
		b.WriteString(strconv.Itoa(r.Evidence.RepeatOf))
		b.WriteString(")\n")
	}
	if !r.Evidence.Signature.IsZero() {
		b.WriteString("recurring signature: ")
		b.WriteString(r.Evidence.Signature.String())
		b.WriteString("\n")
	}
	for i, o := range r.Evidence.Observations {
		if i == 0 {
			b.WriteString("evidence: ")
		} else {
			b.WriteString("          ")
		}
		b.WriteString(observationLine(o))
		b.WriteString("\n")
	}
	b.WriteString("steps:\n")
	for i, s := range r.Steps {
		b.WriteString("  ")
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString(" ")
		b.WriteString(stepLine(s))
		b.WriteString("\n")
	}
	if len(r.World) > 0 {
		b.WriteString("world:\n")
		for _, o := range r.World {
			b.WriteString("  ")
			b.WriteString(observationLine(o))
			b.WriteString("\n")
		}
	}
	if len(r.Options) > 0 {
		b.WriteString("options:\n")
		for i, o := range r.Options {
			b.WriteString("  ")
			b.WriteString(strconv.Itoa(i + 1))
			b.WriteString(". ")
			b.WriteString(o)
			b.WriteString("\n")
		}
	}
	if r.BudgetLeft != "" {
		b.WriteString("budget: ")
		b.WriteString(r.BudgetLeft)
		b.WriteString("\n")
	}
	return b.String()
}

// Markdown renders the report for an issue or a chat message.
func (r *Report) Markdown() string {
	var b strings.Builder
	b.WriteString("## Run ")
	b.WriteString(r.RunID)
	b.WriteString(": ")
	b.WriteString(string(r.Outcome))
	b.WriteString("\n\n")
	if r.Goal != "" {
		b.WriteString("**Goal:** ")
		b.WriteString(mdEscape(r.Goal))
		b.WriteString("\n\n")
	}
	b.WriteString("**Why it stopped:** ")
	b.WriteString(mdEscape(r.Reason))
	b.WriteString("\n\n")
	if f := r.Failed; f != nil {
		b.WriteString("**What failed:** `")
		b.WriteString(f.Step)
		b.WriteString("` (`")
		b.WriteString(f.Tool)
		b.WriteString("`), ")
		b.WriteString(f.Kind.String())
		if f.ClassifiedBy != "" {
			b.WriteString(" (kind given by the " + f.ClassifiedBy + ")")
		}
		if f.Code != "" {
			b.WriteString(" ")
			b.WriteString(f.Code)
		}
		b.WriteString(":\n\n```text\n")
		b.WriteString(strings.ReplaceAll(Truncate(f.Message, MaxErrorBytes), "```", "'''"))
		b.WriteString("\n```\n\n")
	}
	if len(r.Options) > 0 {
		b.WriteString("### Options\n\n")
		for _, o := range r.Options {
			b.WriteString("- ")
			b.WriteString(mdEscape(o))
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
	if r.Evidence.Fingerprint != "" || !r.Evidence.Signature.IsZero() || len(r.Evidence.Observations) > 0 {
		b.WriteString("### Evidence\n\n")
		if r.Evidence.Fingerprint != "" {
			b.WriteString("- repeated plan fingerprint `")
			b.WriteString(r.Evidence.Fingerprint)
			b.WriteString("` (plan ")
			b.WriteString(strconv.Itoa(r.Plans))
			b.WriteString(" repeats plan ")
			b.WriteString(strconv.Itoa(r.Evidence.RepeatOf))
			b.WriteString(")\n")
		}
		if !r.Evidence.Signature.IsZero() {
			b.WriteString("- recurring failure signature `")
			b.WriteString(r.Evidence.Signature.String())
			b.WriteString("`\n")
		}
		for _, o := range r.Evidence.Observations {
			b.WriteString("- `")
			b.WriteString(strings.ReplaceAll(observationLine(o), "`", "'"))
			b.WriteString("`\n")
		}
		b.WriteString("\n")
	}
	b.WriteString("### Steps\n\n| # | step | tool | plan | state | attempts | detail |\n|---|---|---|---|---|---|---|\n")
	for i, s := range r.Steps {
		b.WriteString("| ")
		b.WriteString(strconv.Itoa(i + 1))
		b.WriteString(" | ")
		b.WriteString(mdCell(s.ID))
		b.WriteString(" | ")
		b.WriteString(mdCell(s.Tool))
		b.WriteString(" | ")
		b.WriteString(strconv.Itoa(s.Plan))
		b.WriteString(" | ")
		b.WriteString(string(s.State))
		b.WriteString(" | ")
		b.WriteString(strconv.Itoa(s.Attempts))
		b.WriteString(" | ")
		b.WriteString(mdCell(stepDetail(s)))
		b.WriteString(" |\n")
	}
	if len(r.World) > 0 {
		b.WriteString("\n### The world as last seen\n\n")
		for _, o := range r.World {
			b.WriteString("- `")
			b.WriteString(strings.ReplaceAll(observationLine(o), "`", "'"))
			b.WriteString("`\n")
		}
	}
	b.WriteString("\n### Spent\n\n")
	b.WriteString(plural(r.Plans, "plan"))
	b.WriteString(", ")
	b.WriteString(groupDigits(r.Tokens))
	b.WriteString(" tokens, ")
	b.WriteString(plural(r.ToolCalls, "tool call"))
	b.WriteString(", ")
	b.WriteString(plural(r.ModelCalls, "model call"))
	b.WriteString(", ")
	b.WriteString(DurationText(time.Duration(r.ElapsedMS) * time.Millisecond))
	if r.BudgetLeft != "" {
		b.WriteString("; ")
		b.WriteString(r.BudgetLeft)
	}
	b.WriteString(".\n")
	if len(r.Actions) > 0 {
		b.WriteString("\n### Actions\n\n")
		for _, a := range r.Actions {
			b.WriteString("- ")
			b.WriteString(a.Action.String())
			b.WriteString(" `")
			b.WriteString(a.Step)
			b.WriteString("` (")
			b.WriteString(a.Kind.String())
			b.WriteString("): ")
			b.WriteString(mdEscape(a.Reason))
			b.WriteString("\n")
		}
	}
	return b.String()
}

func stepLine(s StepReport) string {
	line := s.ID + " (" + s.Tool + ") " + strings.ToUpper(string(s.State))
	if d := stepDetail(s); d != "" {
		line += ": " + d
	}
	return line
}

func stepDetail(s StepReport) string {
	var parts []string
	if s.Restored {
		parts = append(parts, "restored from its checkpoint")
	}
	if s.Attempts > 1 || s.State == StepFailed {
		parts = append(parts, plural(s.Attempts, "attempt"))
	}
	if s.Repairs > 0 {
		parts = append(parts, plural(s.Repairs, "repair"))
	}
	if s.Reroutes > 0 {
		parts = append(parts, plural(s.Reroutes, "reroute"))
	}
	if s.Replays > 0 {
		parts = append(parts, plural(s.Replays, "replay"))
	}
	if s.Fact != nil {
		parts = append(parts, "fact "+oneLine(jsonText(s.Fact), 120))
	}
	if s.Invalidated {
		parts = append(parts, "premise since falsified")
	}
	if s.Error != "" {
		parts = append(parts, oneLine(s.Error, 160))
	}
	return strings.Join(parts, "; ")
}

func observationLine(o Observation) string {
	line := o.Call.Tool
	if len(o.Call.Args) > 0 {
		line += " " + oneLine(Redact(jsonText(o.Call.Args)), 120)
	}
	if o.Failure != nil {
		line += " -> failed: " + oneLine(Redact(failureText(o.Failure)), 160)
	} else {
		line += " -> " + oneLine(Redact(jsonText(o.Output)), 160)
	}
	return line + " at " + o.At.UTC().Format("15:04:05")
}

func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		cut := n
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		s = s[:cut] + "..."
	}
	return s
}

func mdEscape(s string) string {
	return strings.NewReplacer("<", "&lt;", ">", "&gt;").Replace(s)
}

func mdCell(s string) string {
	return strings.NewReplacer("|", "\\|", "\n", " ", "<", "&lt;", ">", "&gt;").Replace(s)
}
