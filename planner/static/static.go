// Package static is the planner that needs no model: it answers from what
// was declared ahead of time, and hands back whenever nothing declared fits.
//
// # What it answers
//
//   - Plan, for a first plan: the plan it was given (Config.Plan), such as
//     the initial plan of a plan file.
//   - Repair: the first declared repair (Config.Repairs) whose When matches
//     the failed step and its failure, and whose edits apply: set or replace
//     arguments, delete them, halve a number (batch_size: 1000 -> 500), or
//     cut a date or number range to its first half.
//   - Plan, for a replan: the steps of the first declared replan
//     (Config.Replans) whose When matches the failure and what the probes
//     observed ("when the listing shows archive/, the remaining steps
//     are ...").
//
// Anything else is a *rung.Failure of kind denied wrapping ErrUndeclared,
// so the engine hands back to a person: the planner has no authority beyond
// its declarations. It spends no tokens and makes no model call: every
// Usage it returns is rung.NoModel.
//
// # Declaring it in a file
//
// Config carries json and yaml tags so that a plan file can declare it:
//
//	plan:
//	  goal: load yesterday's orders
//	  steps:
//	    - {id: load, tool: bq_load, args: {table: orders, batch_size: 1000, from: 2026-11-01, to: 2026-11-30}}
//	repairs:
//	  - when: {tool: bq_load, kind: invalid, message: "too large|exceeds"}
//	    halve: [batch_size]
//	  - when: {tool: bq_load, code: rangeTooWide}
//	    narrow: [{from: from, to: to}]
//	  - when: {tool: bq_load, code: unknownRegion}
//	    set: {region: us-east1}
//	replans:
//	  - when: {step: load, kind: premise, observation: "archive/"}
//	    steps:
//	      - {id: restore, tool: s3_restore, args: {prefix: archive/orders/}}
//	      - {id: load_restored, tool: bq_load, args: {table: orders, source: "${restore.uri}"}}
//
// A When field left empty matches anything, so a When with no fields at
// all is a catch-all, best declared last.
package static

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
)

// ErrUndeclared is wrapped by the failure the planner returns when nothing
// declared answers the request.
var ErrUndeclared = errors.New("static: nothing declared answers this")

// Config is what the planner answers with. The zero value declares
// nothing: every request is handed back.
type Config struct {
	// Plan is the first plan, returned for a PurposePlan request.
	Plan *rung.Plan `json:"plan,omitempty" yaml:"plan,omitempty"`
	// Repairs are tried in order; the first that matches and applies wins.
	Repairs []Repair `json:"repairs,omitempty" yaml:"repairs,omitempty"`
	// Replans are tried in order; the first that matches wins.
	Replans []Replan `json:"replans,omitempty" yaml:"replans,omitempty"`
}

// When says which failures a declaration answers. Every field set must
// match; an empty field matches anything.
type When struct {
	// Tool is the failed step's tool.
	Tool string `json:"tool,omitempty" yaml:"tool,omitempty"`
	// Step is the failed step's id.
	Step string `json:"step,omitempty" yaml:"step,omitempty"`
	// Kind is the failure's kind: transient, invalid, premise, denied,
	// conflict, ambiguous or unknown.
	Kind string `json:"kind,omitempty" yaml:"kind,omitempty"`
	// Status is the failure's protocol status; 0 matches any.
	Status int `json:"status,omitempty" yaml:"status,omitempty"`
	// Code is the failure's service code, compared without regard to case.
	Code string `json:"code,omitempty" yaml:"code,omitempty"`
	// Message is a regular expression searched for, ignoring case, in the
	// failure's verbatim message ("too large" matches any message
	// containing it).
	Message string `json:"message,omitempty" yaml:"message,omitempty"`
	// Observation is a regular expression searched for, ignoring case, in
	// what the probes
	// observed (their outputs as JSON, or their failures' messages); it
	// matches when any observation contains it. Replans only.
	Observation string `json:"observation,omitempty" yaml:"observation,omitempty"`
}

// Repair is a declared repair: the edits made to the failed step's
// arguments, in this order: Delete, Set, Halve, Narrow.
type Repair struct {
	When When `json:"when" yaml:"when"`
	// Set sets or replaces arguments.
	Set map[string]any `json:"set,omitempty" yaml:"set,omitempty"`
	// Delete removes arguments.
	Delete []string `json:"delete,omitempty" yaml:"delete,omitempty"`
	// Halve halves numeric arguments, rounding down, never below 1. An
	// argument that is missing, not a number, or already 1 makes the repair
	// not apply.
	Halve []string `json:"halve,omitempty" yaml:"halve,omitempty"`
	// Narrow cuts ranges to their first half: To moves to the middle of
	// From..To. The other half is left for a later step (a replan).
	Narrow []Range `json:"narrow,omitempty" yaml:"narrow,omitempty"`
}

// Range names the two arguments that bound a range: dates (2006-01-02),
// times (RFC 3339) or numbers.
type Range struct {
	From string `json:"from" yaml:"from"`
	To   string `json:"to" yaml:"to"`
}

// Replan is a declared fallback plan: the remaining steps to run when the
// failure and the observations match.
type Replan struct {
	When  When        `json:"when" yaml:"when"`
	Steps []rung.Step `json:"steps" yaml:"steps"`
}

// Planner answers from a Config. It is safe for concurrent use: nothing in
// it changes after New.
type Planner struct {
	plan    *rung.Plan
	repairs []repair
	replans []replan
}

type matcher struct {
	When
	kind    rung.Kind
	hasKind bool
	message *regexp.Regexp
	observe *regexp.Regexp
}

type repair struct {
	matcher
	Repair
}

type replan struct {
	matcher
	steps []rung.Step
}

// FieldError is a declaration New refused: the field at fault and what is
// wrong with it.
type FieldError struct {
	// Field is the path of the field, such as "repairs[1].when.message" or
	// "replans[0].steps[2].id".
	Field string
	// Problem says what is wrong.
	Problem string
}

// Error returns "static: FIELD: PROBLEM".
func (e *FieldError) Error() string { return "static: " + e.Field + ": " + e.Problem }

// planErr turns a plan check's error into a FieldError under prefix.
func planErr(prefix string, err error) *FieldError {
	var ae *answer.Error
	if errors.As(err, &ae) {
		return &FieldError{Field: prefix + ae.Field, Problem: ae.Problem}
	}
	return &FieldError{Field: strings.TrimSuffix(prefix, "."), Problem: err.Error()}
}

// New checks cfg and returns its planner. An error is a *FieldError naming
// the field at fault, such as "repairs[1].when.message".
func New(cfg Config) (*Planner, error) {
	p := &Planner{}
	if cfg.Plan != nil {
		pl := cfg.Plan.Clone()
		if err := answer.CheckPlan(pl, rung.PlanRequest{Purpose: rung.PurposePlan}); err != nil {
			return nil, planErr("plan.", err)
		}
		p.plan = &pl
	}
	for i, r := range cfg.Repairs {
		field := "repairs[" + strconv.Itoa(i) + "]"
		m, err := compile(field, r.When)
		if err != nil {
			return nil, err
		}
		if m.Observation != "" {
			return nil, &FieldError{Field: field + ".when.observation", Problem: "only replans read observations"}
		}
		if len(r.Set) == 0 && len(r.Delete) == 0 && len(r.Halve) == 0 && len(r.Narrow) == 0 {
			return nil, &FieldError{Field: field, Problem: "declares no edit (set, delete, halve or narrow)"}
		}
		for j, rg := range r.Narrow {
			if rg.From == "" || rg.To == "" {
				return nil, &FieldError{Field: field + ".narrow[" + strconv.Itoa(j) + "]", Problem: "needs both from and to"}
			}
		}
		r.Set = rung.CloneArgs(r.Set)
		p.repairs = append(p.repairs, repair{matcher: m, Repair: r})
	}
	for i, r := range cfg.Replans {
		field := "replans[" + strconv.Itoa(i) + "]"
		m, err := compile(field, r.When)
		if err != nil {
			return nil, err
		}
		steps := rung.Plan{Steps: r.Steps}.Clone().Steps
		if err := answer.CheckPlan(rung.Plan{Steps: steps}, rung.PlanRequest{Purpose: rung.PurposeReplan}); err != nil {
			return nil, planErr(field+".", err)
		}
		p.replans = append(p.replans, replan{matcher: m, steps: steps})
	}
	return p, nil
}

func compile(field string, w When) (matcher, error) {
	m := matcher{When: w}
	var err error
	if w.Kind != "" {
		if m.kind, err = rung.ParseKind(w.Kind); err != nil {
			return m, &FieldError{Field: field + ".when.kind", Problem: err.Error()}
		}
		m.hasKind = true
	}
	if w.Message != "" {
		if m.message, err = regexp.Compile("(?i)" + w.Message); err != nil {
			return m, &FieldError{Field: field + ".when.message", Problem: err.Error()}
		}
	}
	if w.Observation != "" {
		if m.observe, err = regexp.Compile("(?i)" + w.Observation); err != nil {
			return m, &FieldError{Field: field + ".when.observation", Problem: err.Error()}
		}
	}
	return m, nil
}

func (m *matcher) match(step *rung.Step, f *rung.Failure, obs []rung.Observation) bool {
	if m.Tool != "" && (step == nil || step.Tool != m.Tool) {
		return false
	}
	if m.Step != "" && (step == nil || step.ID != m.Step) {
		return false
	}
	if m.hasKind || m.Status != 0 || m.Code != "" || m.message != nil {
		if f == nil {
			return false
		}
		if m.hasKind && f.Kind != m.kind {
			return false
		}
		if m.Status != 0 && f.Status != m.Status {
			return false
		}
		if m.Code != "" && !strings.EqualFold(f.Code, m.Code) {
			return false
		}
		if m.message != nil && !m.message.MatchString(failureText(f)) {
			return false
		}
	}
	if m.observe != nil {
		seen := false
		for _, o := range obs {
			if m.observe.MatchString(observationText(o)) {
				seen = true
				break
			}
		}
		if !seen {
			return false
		}
	}
	return true
}

func failureText(f *rung.Failure) string {
	if f.Message != "" {
		return f.Message
	}
	if f.Err != nil {
		return f.Err.Error()
	}
	return ""
}

func observationText(o rung.Observation) string {
	var b strings.Builder
	if o.Output != nil {
		if s, ok := o.Output.(string); ok {
			b.WriteString(s)
		} else if j, err := json.Marshal(o.Output); err == nil {
			b.Write(j)
		}
	}
	if o.Failure != nil {
		b.WriteString("\n")
		b.WriteString(failureText(o.Failure))
	}
	return b.String()
}

// declared is the Usage of every answer: it came from the declarations,
// so the engine charges it no model call.
var declared = rung.Usage{Calls: rung.NoModel}

// Plan returns the declared first plan (PurposePlan), or the steps of the
// first declared replan that matches (PurposeReplan).
func (p *Planner) Plan(_ context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
	if req.Purpose != rung.PurposeReplan {
		if p.plan == nil {
			return nil, undeclared("no plan is declared")
		}
		pl := p.plan.Clone()
		if pl.Goal == "" {
			pl.Goal = req.Goal
		}
		if err := answer.CheckPlan(pl, req); err != nil {
			return nil, undeclared("the declared plan does not fit the tools: plan." + err.Error())
		}
		return &rung.PlanResponse{Plan: pl, Usage: declared}, nil
	}
	for i := range p.replans {
		r := &p.replans[i]
		if !r.match(req.FailedStep, req.Failure, req.Observations) {
			continue
		}
		pl := rung.Plan{Goal: req.Goal, Steps: rung.Plan{Steps: r.steps}.Clone().Steps}
		if err := answer.CheckPlan(pl, req); err != nil {
			return nil, undeclared("replans[" + strconv.Itoa(i) + "] matches but does not fit the tools: " + err.Error())
		}
		return &rung.PlanResponse{Plan: pl, Usage: declared}, nil
	}
	return nil, undeclared("no declared replan matches " + describe(req.FailedStep, req.Failure))
}

// Repair returns the failed step's arguments with the edits of the first
// declared repair that matches and applies.
func (p *Planner) Repair(_ context.Context, req rung.RepairRequest) (*rung.RepairResponse, error) {
	step := req.Step
	if step.Tool == "" {
		step.Tool = req.Tool.Name
	}
	var why []string
	for i := range p.repairs {
		r := &p.repairs[i]
		if !r.match(&step, req.Failure, nil) {
			continue
		}
		args, err := r.apply(step.Args)
		if err == nil && len(step.Args) > 0 && sameArgs(args, step.Args) {
			err = errors.New("its edits leave the arguments as they were")
		}
		if err != nil {
			why = append(why, "repairs["+strconv.Itoa(i)+"] matches but "+err.Error())
			continue
		}
		return &rung.RepairResponse{Args: args, Usage: declared}, nil
	}
	msg := "no declared repair matches " + describe(&step, req.Failure)
	if len(why) > 0 {
		msg = "no declared repair applies to " + describe(&step, req.Failure) + ": " + strings.Join(why, "; ")
	}
	return nil, undeclared(msg)
}

func describe(s *rung.Step, f *rung.Failure) string {
	var b strings.Builder
	if s != nil {
		b.WriteString("step " + s.ID + " (tool " + s.Tool + ")")
	} else {
		b.WriteString("the request")
	}
	if f != nil {
		b.WriteString(" failing " + f.Kind.String())
		if f.Status != 0 {
			b.WriteString(" " + strconv.Itoa(f.Status))
		}
		if f.Code != "" {
			b.WriteString(" " + f.Code)
		}
	}
	return b.String()
}

func undeclared(msg string) *rung.Failure {
	f := rung.Denied(fmt.Errorf("%w: %s", ErrUndeclared, msg))
	f.Message = "static planner: " + msg
	f.Protocol = "static"
	f.Code = "undeclared"
	f.Reason = "static: nothing declared answers this; hand back to a person"
	return f
}

func (r *repair) apply(orig map[string]any) (map[string]any, error) {
	args := rung.CloneArgs(orig)
	if args == nil {
		args = map[string]any{}
	}
	for _, k := range r.Delete {
		delete(args, k)
	}
	for k, v := range r.Set {
		args[k] = rung.CloneValue(v)
	}
	for _, k := range r.Halve {
		v, ok := args[k]
		if !ok {
			return nil, fmt.Errorf("has no %s to halve", k)
		}
		h, err := halve(v)
		if err != nil {
			return nil, fmt.Errorf("cannot halve %s: %v", k, err)
		}
		args[k] = h
	}
	for _, rg := range r.Narrow {
		from, okF := args[rg.From]
		to, okT := args[rg.To]
		if !okF || !okT {
			return nil, fmt.Errorf("has no %s..%s range to narrow", rg.From, rg.To)
		}
		mid, err := middle(from, to)
		if err != nil {
			return nil, fmt.Errorf("cannot narrow %s..%s: %v", rg.From, rg.To, err)
		}
		args[rg.To] = mid
	}
	return args, nil
}

// halve halves a number, keeping its Go type, rounding down, never below 1.
func halve(v any) (any, error) {
	n, err := number(v)
	if err != nil {
		return nil, err
	}
	if n <= 1 {
		return nil, fmt.Errorf("it is already %v", v)
	}
	return sameType(v, math.Max(1, math.Floor(n/2))), nil
}

// sameType returns f in the Go type of like, so that an int argument stays
// an int after an edit.
func sameType(like any, f float64) any {
	switch like.(type) {
	case int:
		return int(f)
	case int64:
		return int64(f)
	case uint64:
		return uint64(f)
	case json.Number:
		return json.Number(strconv.FormatFloat(f, 'f', -1, 64))
	case string:
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return f
}

var timeLayouts = []string{time.DateOnly, time.RFC3339Nano, time.DateTime}

// middle returns the value halfway from from to to, in to's form: a date, a
// time or a number. A range too short to cut is an error.
func middle(from, to any) (any, error) {
	if a, ok := from.(time.Time); ok {
		// A YAML decoder may hand an unquoted date over as a time.Time.
		b, ok := to.(time.Time)
		if !ok || b.Sub(a) < 24*time.Hour {
			return nil, fmt.Errorf("%v..%v is too short to cut", from, to)
		}
		return a.AddDate(0, 0, int(b.Sub(a).Hours()/24)/2), nil
	}
	fs, fok := from.(string)
	ts, tok := to.(string)
	if fok && tok {
		for _, layout := range timeLayouts {
			a, err1 := time.Parse(layout, fs)
			b, err2 := time.Parse(layout, ts)
			if err1 != nil || err2 != nil {
				continue
			}
			span := b.Sub(a)
			if layout == time.DateOnly {
				days := int(span.Hours() / 24)
				if days < 1 {
					return nil, fmt.Errorf("%s..%s is a single day", fs, ts)
				}
				return a.AddDate(0, 0, days/2).Format(layout), nil
			}
			if span <= time.Second {
				return nil, fmt.Errorf("%s..%s is too short to cut", fs, ts)
			}
			return a.Add(span / 2).Format(layout), nil
		}
	}
	a, err1 := number(from)
	b, err2 := number(to)
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("%v..%v are not dates, times or numbers", from, to)
	}
	if b-a < 2 {
		return nil, fmt.Errorf("%v..%v is too short to cut", from, to)
	}
	return sameType(to, a+math.Floor((b-a)/2)), nil
}

func number(v any) (float64, error) {
	switch x := v.(type) {
	case int:
		return float64(x), nil
	case int64:
		return float64(x), nil
	case uint64:
		return float64(x), nil
	case float64:
		return x, nil
	case json.Number:
		return x.Float64()
	case string:
		if f, err := strconv.ParseFloat(x, 64); err == nil {
			return f, nil
		}
		return 0, fmt.Errorf("%q is not a number", x)
	}
	return 0, fmt.Errorf("%v is not a number", v)
}

func sameArgs(a, b map[string]any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}
