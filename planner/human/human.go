// Package human makes a person at a terminal the planner: when the engine
// needs a repair or a plan, the person sees what failed and chooses what
// happens next.
//
// # What the person sees
//
// For a repair: the step, its intent, the failure (kind, protocol, status,
// code and the verbatim message, redacted and truncated), the arguments that
// were sent (redacted), the tool's input schema and the budget line. The
// options are:
//
//	e  edit the arguments: type one JSON object; it is checked (an object,
//	   the schema's required properties, not the arguments that failed) and
//	   asked for again until it passes
//	r  retry as is: the same arguments again
//	s  stop and hand back
//
// For a plan or a replan: the goal, the budget line, the failure and the
// observations (for a replan), the completed steps and the tools. The person
// writes the next steps, one per line, as
//
//	tool key=value key2="a value with spaces" n=5 flag=true
//	id: tool key=value
//
// (a value that reads as JSON is taken as JSON, anything else as a string;
// a step without an id is named after its tool), or as one JSON object
// {"steps": [{"id", "tool", "args", "intent"}]}, and ends with an empty
// line. The plan is checked like a model's (known tools, unique ids, object
// arguments) and asked for again until it passes. "stop" hands back.
//
// # Stopping
//
// Stop (and the end of the input) returns a *rung.Failure of kind denied
// wrapping ErrStopped: the person withheld the authority to continue, and
// the engine hands back with its report. A cancelled context ends a
// question too, with the context's error. A human planner spends no
// tokens: every Usage is zero.
package human

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
)

// ErrStopped is wrapped by the failure returned when the person stops, or
// when the input ends before an answer.
var ErrStopped = errors.New("human: the person at the terminal stopped the run")

// Planner asks a person. Questions are serialised: it is safe for
// concurrent use, but a person answers one question at a time.
type Planner struct {
	mu    sync.Mutex
	out   io.Writer
	in    io.Reader
	once  sync.Once
	lines chan line
	end   error // why the input ended; set before lines is closed
}

type line struct {
	text string
}

// New returns a planner that writes its questions to out and reads the
// answers from in, a line at a time. A read blocked on in does not end when
// a context is cancelled, but the question does: a line read afterwards
// answers the next question.
func New(in io.Reader, out io.Writer) *Planner {
	return &Planner{in: in, out: out}
}

func (p *Planner) start() {
	p.lines = make(chan line)
	go func() {
		sc := bufio.NewScanner(p.in)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			p.lines <- line{text: sc.Text()}
		}
		p.end = sc.Err()
		if p.end == nil {
			p.end = io.EOF
		}
		close(p.lines)
	}()
}

// readLine returns the next input line, without its line ending.
func (p *Planner) readLine(ctx context.Context) (string, error) {
	p.once.Do(p.start)
	select {
	case l, ok := <-p.lines:
		if !ok {
			return "", p.end
		}
		return strings.TrimRight(l.text, "\r"), nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func (p *Planner) printf(format string, args ...any) {
	fmt.Fprintf(p.out, format, args...)
}

func stopped(why string) *rung.Failure {
	f := rung.Denied(ErrStopped)
	f.Message = why
	f.Protocol, f.Code = "human", "stopped"
	f.Reason = "human: " + why
	return f
}

// ended turns a read error into the planner's answer: the context's error,
// or a stop when the input is over.
func ended(err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if errors.Is(err, io.EOF) {
		return stopped("the input ended before an answer")
	}
	return stopped("the input could not be read: " + err.Error())
}

// Repair shows the failed step and asks the person to edit its arguments,
// retry it as is, or stop.
func (p *Planner) Repair(ctx context.Context, req rung.RepairRequest) (*rung.RepairResponse, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	tool := req.Step.Tool
	if tool == "" {
		tool = req.Tool.Name
	}
	p.printf("\nrung needs a repair: step %s (tool %s)\n", req.Step.ID, tool)
	if req.Step.Intent != "" {
		p.printf("  intent:  %s\n", req.Step.Intent)
	}
	p.writeFailure("  failed:  ", req.Failure)
	p.printf("  args:    %s\n", redacted(req.Step.Args))
	if len(req.Tool.InputSchema) > 0 {
		p.printf("  schema:  %s\n", oneLine(string(req.Tool.InputSchema)))
	}
	p.printf("  budget:  %s\n", orNone(req.Budget))
	for {
		p.printf("\n  [e] edit the arguments   [r] retry as is   [s] stop and hand back\nchoice> ")
		choice, err := p.readLine(ctx)
		if err != nil {
			return nil, ended(err)
		}
		switch strings.ToLower(strings.TrimSpace(choice)) {
		case "e", "edit":
			args, err := p.editArgs(ctx, req)
			if err != nil {
				return nil, err
			}
			if args == nil {
				continue // the person went back to the options
			}
			return &rung.RepairResponse{Args: args}, nil
		case "r", "retry":
			return &rung.RepairResponse{Args: rung.CloneArgs(req.Step.Args)}, nil
		case "s", "stop", "q", "quit":
			return nil, stopped("the person chose to stop at step " + req.Step.ID)
		default:
			p.printf("  please answer e, r or s\n")
		}
	}
}

// editArgs reads new arguments until they pass the checks. An empty answer
// goes back to the options (nil, nil).
func (p *Planner) editArgs(ctx context.Context, req rung.RepairRequest) (map[string]any, error) {
	for {
		p.printf("new arguments, one JSON object (an empty line goes back):\nargs> ")
		text, err := p.readJSON(ctx, "")
		if err != nil {
			return nil, ended(err)
		}
		if strings.TrimSpace(text) == "" {
			return nil, nil
		}
		args, perr := answer.ParseRepair(text, req, false)
		if perr != nil {
			p.printf("  not usable: %s\n", perr)
			continue
		}
		return args, nil
	}
}

// readJSON reads lines, after the text already read, until they hold one
// complete JSON value, or until an empty line.
func (p *Planner) readJSON(ctx context.Context, already string) (string, error) {
	var b strings.Builder
	b.WriteString(already)
	for {
		l, err := p.readLine(ctx)
		if err != nil {
			if b.Len() > 0 && errors.Is(err, io.EOF) {
				return b.String(), nil
			}
			return "", err
		}
		if strings.TrimSpace(l) == "" {
			return b.String(), nil
		}
		b.WriteString(l)
		b.WriteByte('\n')
		if json.Valid([]byte(b.String())) {
			return b.String(), nil
		}
		p.printf("...> ")
	}
}

// Plan shows the goal (and for a replan, what failed and what was observed)
// and asks the person for the next steps, or a stop.
func (p *Planner) Plan(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if req.Purpose == rung.PurposeReplan {
		p.printf("\nrung needs a new plan\n")
	} else {
		p.printf("\nrung needs a plan\n")
	}
	p.printf("  goal:    %s\n", orNone(req.Goal))
	p.printf("  budget:  %s\n", orNone(req.Budget))
	if req.FailedStep != nil {
		p.printf("  failed:  step %s (tool %s) with %s\n", req.FailedStep.ID, req.FailedStep.Tool, redacted(req.FailedStep.Args))
	}
	if req.Failure != nil {
		p.writeFailure("  error:   ", req.Failure)
	}
	if len(req.Observations) > 0 {
		p.printf("  observed:\n")
		for _, o := range req.Observations {
			p.printf("    %s %s %s", o.At.UTC().Format("15:04:05"), o.Call.Tool, redacted(o.Call.Args))
			if o.Failure != nil {
				p.printf(" failed: %s\n", oneLine(rung.Truncate(rung.Redact(failureText(o.Failure)), 512)))
			} else {
				p.printf(" -> %s\n", oneLine(rung.Truncate(rung.Redact(jsonText(o.Output)), 512)))
			}
		}
	}
	if len(req.Completed) > 0 {
		p.printf("  done:\n")
		for _, c := range req.Completed {
			note := ""
			switch {
			case c.Invalidated:
				note = " (its premise is now false)"
			case c.Skipped:
				note = " (skipped: already held)"
			}
			p.printf("    - %s (%s)%s -> %s\n", c.Step.ID, c.Step.Tool, note, oneLine(rung.Truncate(rung.Redact(jsonText(c.Output)), 256)))
		}
	}
	if len(req.Tools) > 0 {
		p.printf("  tools:\n")
		for _, t := range req.Tools {
			p.printf("    - %s", t.Name)
			if t.Description != "" {
				p.printf(": %s", t.Description)
			}
			if t.SideEffects {
				p.printf(" (changes the world)")
			}
			if len(t.InputSchema) > 0 {
				p.printf("  %s", oneLine(string(t.InputSchema)))
			}
			p.printf("\n")
		}
	}
	for {
		p.printf("\nwrite the next steps, one per line as `tool key=value ...` (or `id: tool key=value ...`),\nor as one JSON object {\"steps\": [...]}; end with an empty line. `stop` hands back.\nstep> ")
		plan, err := p.readPlan(ctx, req)
		if err != nil {
			var perr *answer.Error
			if errors.As(err, &perr) {
				p.printf("  not usable: %s\n", perr)
				continue
			}
			return nil, err
		}
		return &rung.PlanResponse{Plan: plan}, nil
	}
}

// readPlan reads one answer: stop, a JSON plan, or steps in the line format.
func (p *Planner) readPlan(ctx context.Context, req rung.PlanRequest) (rung.Plan, error) {
	var first string
	for first == "" {
		l, err := p.readLine(ctx)
		if err != nil {
			return rung.Plan{}, ended(err)
		}
		first = strings.TrimSpace(l)
		if first == "" {
			p.printf("  no steps written; type `stop` to hand back\nstep> ")
		}
	}
	switch strings.ToLower(first) {
	case "stop", "s", "q", "quit":
		return rung.Plan{}, stopped("the person chose to stop instead of planning")
	}
	if first[0] == '{' || first[0] == '[' {
		text := first + "\n"
		if !json.Valid([]byte(text)) {
			p.printf("...> ")
			var err error
			if text, err = p.readJSON(ctx, text); err != nil {
				return rung.Plan{}, ended(err)
			}
		}
		if strings.HasPrefix(strings.TrimSpace(text), "[") {
			text = `{"steps": ` + text + `}`
		}
		return answer.ParsePlan(text, req)
	}
	lines := []string{first}
	for {
		p.printf("step> ")
		l, err := p.readLine(ctx)
		if err != nil && !errors.Is(err, io.EOF) {
			return rung.Plan{}, ended(err)
		}
		if err != nil || strings.TrimSpace(l) == "" {
			break
		}
		lines = append(lines, strings.TrimSpace(l))
	}
	plan := rung.Plan{Goal: req.Goal}
	taken := map[string]bool{}
	for _, c := range req.Completed {
		taken[c.Step.ID] = true
	}
	for i, l := range lines {
		st, err := parseStep(l)
		if err != nil {
			return rung.Plan{}, &answer.Error{Field: "line " + strconv.Itoa(i+1), Problem: err.Error()}
		}
		if st.ID == "" {
			st.ID = freshID(st.Tool, taken)
		}
		taken[st.ID] = true
		plan.Steps = append(plan.Steps, st)
	}
	if err := answer.CheckPlan(plan, req); err != nil {
		return rung.Plan{}, err
	}
	return plan, nil
}

// freshID names a step after its tool, avoiding the ids already taken
// (a completed step's id would make the engine skip the new step).
func freshID(tool string, taken map[string]bool) string {
	var b strings.Builder
	for _, r := range tool {
		if r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	base := b.String()
	if base == "" {
		base = "step"
	}
	id := base
	for n := 2; taken[id]; n++ {
		id = base + "_" + strconv.Itoa(n)
	}
	return id
}

// parseStep reads `[id:] tool key=value ...`.
func parseStep(l string) (rung.Step, error) {
	toks, err := tokens(l)
	if err != nil {
		return rung.Step{}, err
	}
	var st rung.Step
	if len(toks) > 0 && strings.HasSuffix(toks[0], ":") && !strings.Contains(toks[0], "=") {
		st.ID = strings.TrimSuffix(toks[0], ":")
		toks = toks[1:]
	}
	if len(toks) == 0 || strings.Contains(toks[0], "=") {
		return rung.Step{}, errors.New("a step starts with a tool name: `tool key=value ...`")
	}
	st.Tool = toks[0]
	st.Args = map[string]any{}
	for _, t := range toks[1:] {
		k, v, ok := strings.Cut(t, "=")
		if !ok || k == "" {
			return rung.Step{}, fmt.Errorf("%q is not key=value", t)
		}
		if _, dup := st.Args[k]; dup {
			return rung.Step{}, fmt.Errorf("%s is given twice", k)
		}
		st.Args[k] = value(v)
	}
	return st, nil
}

// value reads an argument: JSON when it is JSON (5, true, null, "text",
// {"a": 1}, [1, 2]), otherwise the text itself.
func value(v string) any {
	var out any
	if json.Unmarshal([]byte(v), &out) == nil {
		return out
	}
	return v
}

// tokens splits a line on spaces, except inside quotes and inside JSON
// braces or brackets. Single quotes are stripped; double quotes are kept so
// that value reads the token as a JSON string.
func tokens(l string) ([]string, error) {
	var toks []string
	var cur strings.Builder
	depth := 0
	var quote rune
	escaped := false
	for _, r := range l {
		switch {
		case quote != 0:
			if quote == '"' {
				cur.WriteRune(r)
				if escaped {
					escaped = false
				} else if r == '\\' {
					escaped = true
				} else if r == '"' {
					quote = 0
				}
			} else if r == '\'' {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"':
			quote = r
			cur.WriteRune(r)
		case r == '\'':
			quote = r
		case r == '{' || r == '[':
			depth++
			cur.WriteRune(r)
		case r == '}' || r == ']':
			depth--
			cur.WriteRune(r)
		case (r == ' ' || r == '\t') && depth <= 0:
			if cur.Len() > 0 {
				toks = append(toks, cur.String())
				cur.Reset()
			}
		default:
			cur.WriteRune(r)
		}
	}
	if quote != 0 {
		return nil, errors.New("a quote is not closed")
	}
	if cur.Len() > 0 {
		toks = append(toks, cur.String())
	}
	return toks, nil
}

func (p *Planner) writeFailure(prefix string, f *rung.Failure) {
	if f == nil {
		return
	}
	var head strings.Builder
	head.WriteString(f.Kind.String())
	var detail []string
	if f.Protocol != "" {
		d := f.Protocol
		if f.Status != 0 {
			d += " " + strconv.Itoa(f.Status)
		}
		detail = append(detail, d)
	} else if f.Status != 0 {
		detail = append(detail, strconv.Itoa(f.Status))
	}
	if f.Code != "" {
		detail = append(detail, "code "+f.Code)
	}
	if f.RetryAfter > 0 {
		detail = append(detail, "retry after "+f.RetryAfter.String())
	}
	if len(detail) > 0 {
		head.WriteString(" (" + strings.Join(detail, ", ") + ")")
	}
	p.printf("%s%s\n", prefix, head.String())
	msg := rung.Truncate(rung.Redact(failureText(f)), rung.MaxErrorBytes)
	pad := strings.Repeat(" ", len(prefix))
	for _, l := range strings.Split(msg, "\n") {
		p.printf("%s%s\n", pad, l)
	}
}

func failureText(f *rung.Failure) string {
	if f.Message != "" {
		return f.Message
	}
	if f.Err != nil {
		return f.Err.Error()
	}
	return f.Kind.String() + " failure"
}

func redacted(args map[string]any) string {
	if len(args) == 0 {
		return "{}"
	}
	return oneLine(rung.Truncate(rung.Redact(jsonText(args)), rung.MaxErrorBytes))
}

func jsonText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	j, err := json.Marshal(v) // map keys sorted: the display is stable
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(j)
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}
