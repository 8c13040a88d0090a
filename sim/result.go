package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/rungkit/rung"
)

// Jobs summarises a scenario run as several jobs.
type Jobs struct {
	Total     int `json:"total"`
	Completed int `json:"completed"`
	Handback  int `json:"handback"`
	Abort     int `json:"abort"`
	// Injected counts the failures injected over all jobs.
	Injected int `json:"injected_failures"`
	// Effects counts the downstream effects applied, duplicates included.
	Effects int `json:"effects"`
}

// Result is a simulated run: the engine's report, the simulator's counters,
// and, when asked for, the naive baseline's. Run returns it complete; it is
// not meant to be changed afterwards.
type Result struct {
	Scenario string
	Seed     int64
	// Outcome and Reason repeat the report's.
	Outcome string
	Reason  string
	// Counters are what the run spent, measured by the simulator itself
	// (its scripted tools and model, its virtual clock and its world) and
	// summed over the jobs: tool calls of every kind (probes included),
	// model calls, tokens, the plans worked from (the scenario's own plus
	// every plan the model wrote), virtual milliseconds, and downstream
	// effects applied more than once.
	rung.Counters
	// Report is the engine's report as JSON (of the job shown, for a
	// scenario of several jobs).
	Report json.RawMessage
	// Text is the engine's report rendered for a terminal.
	Text string
	// Job is the job whose report is shown (the first with the worst
	// outcome; among completed jobs, the first that recovered from a
	// failure, else the last); 0 for a single job.
	Job int
	// Jobs is set for a scenario of several jobs.
	Jobs *Jobs
	// Naive is the naive baseline's result, when it was run.
	Naive *NaiveResult
	// Effects lists each downstream effect and how often it was applied.
	Effects []AppliedEffect
	// Deduplicated counts the calls the downstream answered from its
	// records because their idempotency key had already been applied.
	Deduplicated int
	// Calls is the log of scripted tool calls, in order (of the job shown).
	Calls []CallRecord
	// Model is the log of requests to the scripted model (of the job shown).
	Model []ModelRecord

	report     *rung.Report
	mismatches []string
}

// ActionKinds returns the names of the recovery actions of the report
// shown, in order, the terminal one included.
func (r *Result) ActionKinds() []string {
	if r.report == nil {
		return nil
	}
	out := make([]string, 0, len(r.report.Actions))
	for _, a := range r.report.Actions {
		out = append(out, a.Action.String())
	}
	return out
}

// MarshalJSON writes the engine's report object with the simulator's
// fields added: scenario, seed, the counters, effects, calls, and jobs and
// naive when present. The counters replace any field of the same name in the
// report.
func (r *Result) MarshalJSON() ([]byte, error) {
	fields := map[string]json.RawMessage{}
	if len(r.Report) > 0 {
		if err := json.Unmarshal(r.Report, &fields); err != nil {
			return nil, fmt.Errorf("sim: engine report is not a JSON object: %w", err)
		}
	}
	set := func(k string, v any) {
		b, _ := json.Marshal(v)
		fields[k] = b
	}
	set("scenario", r.Scenario)
	set("seed", r.Seed)
	set("outcome", r.Outcome)
	set("reason", r.Reason)
	set("tool_calls", r.ToolCalls)
	set("model_calls", r.ModelCalls)
	set("tokens", r.Tokens)
	set("plans", r.Plans)
	set("elapsed_ms", r.ElapsedMS)
	set("duplicate_effects", r.DuplicateEffects)
	effects := r.Effects
	if effects == nil {
		effects = []AppliedEffect{}
	}
	set("effects", effects)
	set("deduplicated_calls", r.Deduplicated)
	if r.Jobs != nil {
		set("jobs", r.Jobs)
		set("job", r.Job)
	}
	if r.Naive != nil {
		set("naive", r.Naive)
	}
	calls := r.Calls
	if calls == nil {
		calls = []CallRecord{}
	}
	set("calls", calls)
	model := r.Model
	if model == nil {
		model = []ModelRecord{}
	}
	set("model_requests", model)
	return json.Marshal(fields) // map keys are sorted: stable output
}

// WriteJSON writes the result as indented JSON and a newline.
func (r *Result) WriteJSON(w io.Writer) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := json.Indent(&buf, b, "", "  "); err != nil {
		return err
	}
	buf.WriteByte('\n')
	_, err = w.Write(buf.Bytes())
	return err
}

// WriteText writes the engine's report for a terminal, then the scripted
// calls and model requests and the simulator's counters.
func (r *Result) WriteText(w io.Writer) error { return r.writeText(w, false) }

// WriteTextPrompts is WriteText with the full prompt of every model request,
// for writing a model rule's when_contains.
func (r *Result) WriteTextPrompts(w io.Writer) error { return r.writeText(w, true) }

func (r *Result) writeText(w io.Writer, prompts bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "scenario %s (seed %d)", r.Scenario, r.Seed)
	if r.Jobs != nil {
		fmt.Fprintf(&b, ": %d jobs, %d completed, %d handed back, %d aborted; report of job %d",
			r.Jobs.Total, r.Jobs.Completed, r.Jobs.Handback, r.Jobs.Abort, r.Job)
	}
	b.WriteString("\n\n")
	if r.Text != "" {
		b.WriteString(strings.TrimRight(r.Text, "\n"))
		b.WriteString("\n\n")
	} else {
		fmt.Fprintf(&b, "outcome: %s\nreason: %s\n\n", r.Outcome, r.Reason)
	}
	if len(r.Calls) > 0 {
		b.WriteString("calls:\n")
		for _, c := range r.Calls {
			args, _ := json.Marshal(c.Args)
			fmt.Fprintf(&b, "  %s #%d %s -> %s\n", c.Tool, c.Call, args, c.Result)
		}
		b.WriteString("\n")
	}
	if len(r.Model) > 0 {
		b.WriteString("model requests:\n")
		for _, m := range r.Model {
			fmt.Fprintf(&b, "  %s", m.Purpose)
			if m.Step != "" {
				fmt.Fprintf(&b, " (step %s)", m.Step)
			}
			if m.Rule >= 0 {
				fmt.Fprintf(&b, " -> model.rules[%d]", m.Rule)
			}
			if m.Error != "" {
				fmt.Fprintf(&b, " -> %s", m.Error)
			}
			fmt.Fprintf(&b, ", %s in, %s out\n", count(m.InputTokens, "token"), count(m.OutputTokens, "token"))
			if prompts {
				for _, line := range strings.Split(m.Prompt, "\n") {
					b.WriteString("    | ")
					b.WriteString(line)
					b.WriteString("\n")
				}
			}
		}
		b.WriteString("\n")
	}
	for _, e := range r.Effects {
		if e.Count > 1 {
			fmt.Fprintf(&b, "duplicated downstream: %s applied %d times\n", e.Effect, e.Count)
		}
	}
	fmt.Fprintf(&b, "sim: %s, %s, %s, %s, %s virtual, %s\n",
		count(r.ToolCalls, "tool call"), count(r.ModelCalls, "model call"), count(r.Tokens, "token"),
		count(r.Plans, "plan"), msText(r.ElapsedMS), count(r.DuplicateEffects, "duplicate effect"))
	if r.Jobs != nil {
		fmt.Fprintf(&b, "sim: %s, %s applied downstream\n", count(r.Jobs.Injected, "injected failure"), count(r.Jobs.Effects, "effect"))
	}
	if n := r.Naive; n != nil {
		fmt.Fprintf(&b, "naive baseline (retry every error %d times, no ledger, no key): %d completed, %d failed, %s, %s, %s virtual, %s\n",
			n.Retries, n.Completed, n.Failed, count(n.ToolCalls, "tool call"), count(n.Injected, "injected failure"),
			msText(n.ElapsedMS), count(n.DuplicateEffects, "duplicate effect"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func msText(ms int64) string {
	if ms%1000 == 0 {
		return fmt.Sprintf("%ds", ms/1000)
	}
	return fmt.Sprintf("%.3fs", float64(ms)/1000)
}
