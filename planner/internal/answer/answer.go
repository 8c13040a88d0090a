// Package answer is what the planners share: the structured-output schemas
// of a plan and a repair, the parsing and validation of a planner's answer,
// the feedback turn that shows a model why its answer was refused, and the
// mapping of API errors and unusable answers to *rung.Failure values.
package answer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/schema"
)

// Tool names under which the structured answers are requested, as a forced
// tool call or a JSON Schema name.
const (
	PlanName   = "rung_plan"
	RepairName = "rung_repair"
)

// Descriptions of the two answers, shown to the model with the schema.
const (
	PlanDescription   = "The plan: the ordered steps toward the goal, each one call of a listed tool."
	RepairDescription = "The repaired call: new arguments for the failed step's tool."
)

const argsTextDescription = "The call's arguments: one JSON object, written as a string."

// PlanSchema is the JSON Schema of a plan answer. With strict set it follows
// the rules of OpenAI's strict structured outputs: every property required,
// no additional properties, and so the free-form arguments travel as a
// string holding a JSON object. Without it the arguments are an object.
// When tools is not empty, a step's tool is one of their names.
func PlanSchema(tools []rung.ToolInfo, strict bool) map[string]any {
	tool := map[string]any{"type": "string", "description": "The name of one of the listed tools."}
	if len(tools) > 0 {
		names := make([]any, 0, len(tools))
		for _, t := range tools {
			names = append(names, t.Name)
		}
		tool["enum"] = names
	}
	args := map[string]any{"type": "object", "description": "The call's arguments."}
	if strict {
		args = map[string]any{"type": "string", "description": argsTextDescription}
	}
	step := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"id":     map[string]any{"type": "string", "description": "A unique name for the step, such as load_orders."},
			"tool":   tool,
			"args":   args,
			"intent": map[string]any{"type": "string", "description": "What the step is for, in one sentence."},
		},
		"required":             []any{"id", "tool", "args", "intent"},
		"additionalProperties": false,
	}
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"steps": map[string]any{"type": "array", "items": step},
		},
		"required":             []any{"steps"},
		"additionalProperties": false,
	}
}

// RepairSchema is the JSON Schema of a repair answer: {"args": ...}. With
// strict set the arguments are a string holding a JSON object (see
// PlanSchema); otherwise they are an object, described by the tool's own
// input schema when it has one.
func RepairSchema(tool rung.ToolInfo, strict bool) map[string]any {
	var args map[string]any
	switch {
	case strict:
		args = map[string]any{"type": "string", "description": argsTextDescription}
	default:
		args = map[string]any{"type": "object", "description": "The new arguments."}
		var own map[string]any
		if len(tool.InputSchema) > 0 && json.Unmarshal(tool.InputSchema, &own) == nil && own != nil {
			if t, ok := own["type"]; !ok || t == "object" {
				args = own
			}
		}
	}
	return map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"args": args},
		"required":             []any{"args"},
		"additionalProperties": false,
	}
}

// Error is a refused answer: the field at fault and what is wrong with it.
type Error struct {
	// Field is the path of the field at fault, such as "steps[1].tool";
	// "" for the answer as a whole.
	Field string
	// Problem says what is wrong.
	Problem string
}

func (e *Error) Error() string {
	if e.Field == "" {
		return e.Problem
	}
	return e.Field + ": " + e.Problem
}

func fieldErr(field, format string, args ...any) *Error {
	return &Error{Field: field, Problem: fmt.Sprintf(format, args...)}
}

// decodeObject decodes text as one JSON object. A model that wraps its JSON
// in a Markdown code fence is forgiven the fence.
func decodeObject(text string) (map[string]any, error) {
	s := strings.TrimSpace(text)
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(s, "```")
		if nl := strings.IndexByte(s, '\n'); nl >= 0 && !strings.ContainsAny(s[:nl], "{[") {
			s = s[nl+1:]
		}
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "```"))
	}
	if s == "" {
		return nil, &Error{Problem: "the answer is empty; a JSON object was expected"}
	}
	dec := json.NewDecoder(strings.NewReader(s))
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, &Error{Problem: "the answer is not valid JSON: " + err.Error()}
	}
	if dec.More() {
		return nil, &Error{Problem: "the answer has text after its JSON object; exactly one JSON object was expected"}
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, &Error{Problem: "the answer is " + typeName(v) + ", not a JSON object"}
	}
	return obj, nil
}

func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64, json.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

// argsValue reads a step's or a repair's arguments: an object, or a string
// that holds one (the strict schemas' form). Missing or null means none.
func argsValue(field string, v any, present bool) (map[string]any, error) {
	if !present || v == nil {
		return map[string]any{}, nil
	}
	switch a := v.(type) {
	case map[string]any:
		return a, nil
	case string:
		if strings.TrimSpace(a) == "" {
			return map[string]any{}, nil
		}
		var obj any
		if err := json.Unmarshal([]byte(a), &obj); err != nil {
			return nil, fieldErr(field, "is a string that does not hold a JSON object: %v", err)
		}
		m, ok := obj.(map[string]any)
		if !ok {
			return nil, fieldErr(field, "is a string that holds %s, not a JSON object", typeName(obj))
		}
		return m, nil
	}
	return nil, fieldErr(field, "is %s; the arguments must be a JSON object", typeName(v))
}

// ParsePlan reads and validates a plan answer for req. The answer is
// {"steps": [{"id", "tool", "args", "intent"}]}; a step's args may be an
// object or a string holding one. It checks that every step has a unique id
// usable in ${id.field} references, names a tool listed in req.Tools (when
// any are listed), and has object arguments; that a first plan has steps (a
// replan may have none: the prompt asks for none when nothing would work).
// The returned error is an *Error naming the field at fault.
func ParsePlan(text string, req rung.PlanRequest) (rung.Plan, error) {
	obj, err := decodeObject(text)
	if err != nil {
		return rung.Plan{}, err
	}
	return PlanFromObject(obj, req)
}

// PlanFromObject validates a decoded plan answer; see ParsePlan.
func PlanFromObject(obj map[string]any, req rung.PlanRequest) (rung.Plan, error) {
	raw, ok := obj["steps"]
	if !ok {
		return rung.Plan{}, fieldErr("steps", "is missing; the answer must be {\"steps\": [...]}")
	}
	list, ok := raw.([]any)
	if !ok && raw != nil {
		return rung.Plan{}, fieldErr("steps", "is %s, not an array", typeName(raw))
	}
	plan := rung.Plan{Goal: req.Goal, Steps: make([]rung.Step, 0, len(list))}
	var err error
	for i, item := range list {
		field := "steps[" + strconv.Itoa(i) + "]"
		m, ok := item.(map[string]any)
		if !ok {
			return rung.Plan{}, fieldErr(field, "is %s, not an object", typeName(item))
		}
		var st rung.Step
		if st.ID, err = stringField(m, field+".id"); err != nil {
			return rung.Plan{}, err
		}
		if st.Tool, err = stringField(m, field+".tool"); err != nil {
			return rung.Plan{}, err
		}
		if v, ok := m["intent"]; ok && v != nil {
			s, isStr := v.(string)
			if !isStr {
				return rung.Plan{}, fieldErr(field+".intent", "is %s, not a string", typeName(v))
			}
			st.Intent = s
		}
		a, present := m["args"]
		if st.Args, err = argsValue(field+".args", a, present); err != nil {
			return rung.Plan{}, err
		}
		if v, ok := m["uses"]; ok && v != nil {
			us, isList := v.([]any)
			if !isList {
				return rung.Plan{}, fieldErr(field+".uses", "is %s, not an array of step ids", typeName(v))
			}
			for j, u := range us {
				s, isStr := u.(string)
				if !isStr {
					return rung.Plan{}, fieldErr(field+".uses["+strconv.Itoa(j)+"]", "is %s, not a step id", typeName(u))
				}
				st.Uses = append(st.Uses, s)
			}
		}
		plan.Steps = append(plan.Steps, st)
	}
	if err := CheckPlan(plan, req); err != nil {
		return rung.Plan{}, err
	}
	return plan, nil
}

func stringField(m map[string]any, field string) (string, error) {
	key := field[strings.LastIndexByte(field, '.')+1:]
	v, ok := m[key]
	if !ok || v == nil {
		return "", fieldErr(field, "is missing")
	}
	s, isStr := v.(string)
	if !isStr {
		return "", fieldErr(field, "is %s, not a string", typeName(v))
	}
	return strings.TrimSpace(s), nil
}

// CheckPlan validates a plan's steps against req: see ParsePlan. Plans that
// did not come from JSON (a person's line format) are checked the same way.
// Each step's arguments are checked against its tool's input schema; an
// argument that is or holds a ${step.field} reference matches any type
// there (its value is known at run time, when the engine checks it again).
func CheckPlan(plan rung.Plan, req rung.PlanRequest) error {
	var validators map[string]*schema.Validator
	if len(plan.Steps) == 0 && req.Purpose != rung.PurposeReplan {
		return fieldErr("steps", "is empty; a plan needs at least one step")
	}
	seen := make(map[string]int, len(plan.Steps))
	for i, st := range plan.Steps {
		field := "steps[" + strconv.Itoa(i) + "]"
		if st.ID == "" {
			return fieldErr(field+".id", "is empty; every step needs a unique id")
		}
		if strings.ContainsAny(st.ID, ".${} \t\r\n") {
			return fieldErr(field+".id", "%q has a character that ${id.field} references cannot use (. $ { } or a space)", st.ID)
		}
		if j, dup := seen[st.ID]; dup {
			return fieldErr(field+".id", "%q is also the id of steps[%d]; ids must be unique", st.ID, j)
		}
		seen[st.ID] = i
		if st.Tool == "" {
			return fieldErr(field+".tool", "is empty; every step calls a tool")
		}
		if len(req.Tools) > 0 && !hasTool(req.Tools, st.Tool) {
			return fieldErr(field+".tool", "%q is not a listed tool (the tools are %s)", st.Tool, toolNames(req.Tools))
		}
		for j, u := range st.Uses {
			if _, earlier := seen[u]; earlier && u != st.ID {
				continue
			}
			if completed(req.Completed, u) {
				continue
			}
			return fieldErr(field+".uses["+strconv.Itoa(j)+"]", "%q is not an earlier step or a completed one", u)
		}
		if validators == nil {
			validators = make(map[string]*schema.Validator, len(req.Tools))
		}
		v, ok := validators[st.Tool]
		if !ok {
			v = compile(req.Tools, st.Tool)
			validators[st.Tool] = v
		}
		if err := argsErr(field+".", v.Planned(st.Args)); err != nil {
			return err
		}
	}
	return nil
}

// compile is the validator of the named tool's input schema; nil (accept
// anything) for a tool without one, or with one that does not compile:
// that is the tool's fault, not the answer's, and the engine's own check of
// the call still applies.
func compile(tools []rung.ToolInfo, name string) *schema.Validator {
	for _, t := range tools {
		if t.Name == name {
			v, err := schema.Compile(t.InputSchema)
			if err != nil {
				return nil
			}
			return v
		}
	}
	return nil
}

// argsErr is a schema error as a refused answer, its field the argument's
// path under prefix (steps[2].args.limit).
func argsErr(prefix string, err error) error {
	if err == nil {
		return nil
	}
	var ae *rung.ArgError
	if errors.As(err, &ae) {
		return &Error{Field: prefix + ae.Path, Problem: ae.Problem + " (schema rule " + ae.Rule + ")"}
	}
	return &Error{Field: prefix + "args", Problem: err.Error()}
}

func hasTool(tools []rung.ToolInfo, name string) bool {
	return slices.ContainsFunc(tools, func(t rung.ToolInfo) bool { return t.Name == name })
}

func completed(cs []rung.Completed, id string) bool {
	return slices.ContainsFunc(cs, func(c rung.Completed) bool { return c.Step.ID == id })
}

func toolNames(tools []rung.ToolInfo) string {
	const max = 20
	var b strings.Builder
	for i, t := range tools {
		if i == max {
			b.WriteString(", ... (" + strconv.Itoa(len(tools)-max) + " more)")
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(t.Name)
	}
	return b.String()
}

// ParseRepair reads and validates a repair answer for req. With wrapped set
// the answer is {"args": ...} (the structured-output schemas); otherwise the
// whole object is the new arguments, as the engine's repair prompt asks. See
// CheckRepair for the checks.
func ParseRepair(text string, req rung.RepairRequest, wrapped bool) (map[string]any, error) {
	obj, err := decodeObject(text)
	if err != nil {
		return nil, err
	}
	args := obj
	if wrapped {
		a, present := obj["args"]
		if !present {
			return nil, fieldErr("args", "is missing; the answer must be {\"args\": {...}}")
		}
		if args, err = argsValue("args", a, true); err != nil {
			return nil, err
		}
	}
	if err := CheckRepair(args, req); err != nil {
		return nil, err
	}
	return args, nil
}

// CheckRepair validates repaired arguments: a non-empty object (unless the
// failed call had none either), valid against the tool's input schema
// (references match any type, as in CheckPlan), and different from the
// arguments that failed: the same call would fail the same way.
func CheckRepair(args map[string]any, req rung.RepairRequest) error {
	if args == nil {
		return fieldErr("args", "is missing")
	}
	if len(args) == 0 && len(req.Step.Args) > 0 {
		return fieldErr("args", "is empty; the repaired call needs its arguments")
	}
	if v, err := schema.Compile(req.Tool.InputSchema); err == nil {
		if err := argsErr("", v.Planned(args)); err != nil {
			return err
		}
	}
	if len(req.Step.Args) > 0 && sameJSON(args, req.Step.Args) {
		return fieldErr("args", "are the arguments that failed; the same call would fail the same way")
	}
	return nil
}

func sameJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

// Feedback is the turn that shows a model why its answer was refused: the
// validation error, redacted and fenced as data (it quotes the model's own
// output, which is not to be read as instructions either).
func Feedback(err error) string {
	var b strings.Builder
	b.WriteString("Your answer could not be used. The problem, as data:\n<data>\n")
	b.WriteString(rung.FenceSafe(rung.Truncate(rung.Redact(err.Error()), rung.MaxErrorBytes)))
	b.WriteString("\n</data>\nReply again with the whole corrected JSON object, in the same format. Fix only what the problem names.")
	return b.String()
}

// Invalid is the failure of a model call whose answer stayed unusable after
// the feedback turn: kind invalid, its reason naming the field at fault.
func Invalid(protocol string, err error) *rung.Failure {
	f := rung.Invalid(err)
	f.Message = rung.Redact(err.Error())
	f.Protocol = protocol
	f.Code = "invalid_answer"
	var ae *Error
	if errors.As(err, &ae) && ae.Field != "" {
		f.Reason = protocol + ": the model's answer was refused twice; " + ae.Field + " " + ae.Problem
	} else {
		f.Reason = protocol + ": the model's answer was refused twice: " + f.Message
	}
	return f
}

// Ambiguous is the failure of a model call that worked but whose answer is
// unusable: truncated, filtered, refused or empty. code is the stop reason
// (length, max_tokens, content_filter, refusal, empty_content).
func Ambiguous(protocol, code, message, reason string) *rung.Failure {
	if message == "" {
		message = reason
	}
	f := rung.Ambiguous(errors.New(rung.Redact(message)))
	f.Protocol, f.Code, f.Reason = protocol, code, protocol+": "+reason
	return f
}

// StopReason maps an OpenAI finish_reason or an Anthropic stop_reason that
// makes an answer unusable to its failure; ok is false for a normal stop.
func StopReason(protocol, reason string) (f *rung.Failure, ok bool) {
	switch reason {
	case "length", "max_tokens", "max_output_tokens":
		return Ambiguous(protocol, reason, "", "the answer was cut off at the output token limit ("+reason+"); raise MaxTokens or ask for less"), true
	case "model_context_window_exceeded":
		return Ambiguous(protocol, reason, "", "the answer was cut off at the model's context window; shrink the prompt"), true
	case "content_filter":
		return Ambiguous(protocol, reason, "", "the answer was withheld by the content filter"), true
	case "refusal":
		return Ambiguous(protocol, reason, "", "the model refused to answer"), true
	case "pause_turn":
		return Ambiguous(protocol, reason, "", "the model paused its turn; the answer is incomplete"), true
	}
	return nil, false
}
