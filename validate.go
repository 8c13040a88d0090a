package rung

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// RuleSchema is the rule of a hand-back for a proposed call whose arguments
// break its tool's input schema (a plan's step, a repair, arguments after
// their references resolved): the call is never made.
const RuleSchema = "schema"

// ArgError is a call's arguments breaking the tool's input schema: which
// argument and which rule. ValidateArgs and package schema return it; the
// planners' feedback turn shows its path to the model.
type ArgError struct {
	// Path is the argument at fault, such as "args.limit" or
	// "args.rows[2].id"; "args" for the arguments as a whole.
	Path string
	// Rule is the schema keyword broken: type, required,
	// additionalProperties, enum, minimum...
	Rule string
	// Problem says what is wrong, without the path.
	Problem string
}

func (e *ArgError) Error() string {
	return e.Path + ": " + e.Problem + " (schema rule " + e.Rule + ")"
}

// argPath is the path of the top-level argument name: "args.limit", or
// args["odd name"] when the name is not a plain word.
func argPath(name string) string {
	return "args" + fieldPath(name)
}

func fieldPath(name string) string {
	for _, c := range name {
		if !(c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return "[" + strconv.Quote(name) + "]"
		}
	}
	if name == "" {
		return `[""]`
	}
	return "." + name
}

// ValidateArgs checks args against t's input schema before a call: with
// t.Validate when it is set (package schema sets a full JSON Schema
// validator), otherwise with a structural check of t.InputSchema that
// needs only the standard library: the required properties, no property
// outside properties when additionalProperties is false, and the JSON type
// of each top-level property. A tool without a schema accepts anything.
// The error is an *ArgError naming the argument and the rule, or an error
// naming the tool when its schema is not a JSON object.
func ValidateArgs(t *Tool, args map[string]any) error {
	if t == nil {
		return nil
	}
	if t.Validate != nil {
		return t.Validate(args)
	}
	return checkShape(t, args, false)
}

// plannedArgs checks a proposed step's arguments before its references are
// resolved: arguments without references get the full check; with
// references, an argument that is or holds one matches any type (its value
// is known only at run time, when ValidateArgs checks it again).
func plannedArgs(t *Tool, args map[string]any) error {
	if t == nil {
		return nil
	}
	if !hasRef(args) {
		return ValidateArgs(t, args)
	}
	return checkShape(t, args, true)
}

// shape is the part of an input schema the structural check reads.
type shape struct {
	Type                 json.RawMessage            `json:"type"`
	Properties           map[string]json.RawMessage `json:"properties"`
	Required             []string                   `json:"required"`
	AdditionalProperties json.RawMessage            `json:"additionalProperties"`
	PatternProperties    json.RawMessage            `json:"patternProperties"`
}

func checkShape(t *Tool, args map[string]any, refsMatchAny bool) error {
	raw := bytes.TrimSpace(t.InputSchema)
	switch string(raw) {
	case "", "null", "true", "{}":
		return nil
	case "false":
		return &ArgError{Path: "args", Rule: "false", Problem: "are refused: the input schema of " + t.Name + " is false"}
	}
	var s shape
	if err := json.Unmarshal(raw, &s); err != nil {
		return fmt.Errorf("tool %s: the input schema is not a JSON Schema object: %v", t.Name, err)
	}
	for _, k := range s.Required {
		if _, ok := args[k]; !ok {
			return &ArgError{Path: argPath(k), Rule: "required", Problem: "is missing; the tool's input schema requires it"}
		}
	}
	keys := make([]string, 0, len(args))
	for k := range args {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	// patternProperties needs regular expressions the structural check does
	// not evaluate; such a schema's extra properties are left to Validate.
	if isFalse(s.AdditionalProperties) && len(s.PatternProperties) == 0 {
		for _, k := range keys {
			if _, ok := s.Properties[k]; !ok {
				return &ArgError{Path: argPath(k), Rule: "additionalProperties", Problem: "is not a property of the tool's input schema (" + propertyList(s.Properties) + ")"}
			}
		}
	}
	for _, k := range keys {
		sub, ok := s.Properties[k]
		if !ok {
			continue
		}
		v := args[k]
		if refsMatchAny && hasRef(v) {
			continue
		}
		var p struct {
			Type json.RawMessage `json:"type"`
		}
		if json.Unmarshal(sub, &p) != nil || len(p.Type) == 0 {
			continue
		}
		var want []string
		var one string
		if json.Unmarshal(p.Type, &one) == nil {
			want = []string{one}
		} else if json.Unmarshal(p.Type, &want) != nil {
			continue
		}
		got, ok := jsonType(v)
		if !ok {
			return &ArgError{Path: argPath(k), Rule: "type", Problem: fmt.Sprintf("is a Go %T, not a JSON value", v)}
		}
		if !typeAllowed(got, want) {
			return &ArgError{Path: argPath(k), Rule: "type", Problem: "is " + article(got) + ", not " + strings.Join(want, " or ")}
		}
	}
	return nil
}

// isFalse reports whether a schema is the false schema, written as false or
// as {"not": {}}.
func isFalse(raw json.RawMessage) bool {
	s := string(bytes.TrimSpace(raw))
	if s == "false" {
		return true
	}
	var n struct {
		Not json.RawMessage `json:"not"`
	}
	if json.Unmarshal(raw, &n) != nil {
		return false
	}
	not := string(bytes.TrimSpace(n.Not))
	return not == "{}" || not == "true"
}

func propertyList(props map[string]json.RawMessage) string {
	if len(props) == 0 {
		return "it has none"
	}
	names := make([]string, 0, len(props))
	for k := range props {
		names = append(names, k)
	}
	slices.Sort(names)
	const max = 20
	if len(names) > max {
		return "it has " + strings.Join(names[:max], ", ") + ", ... (" + strconv.Itoa(len(names)-max) + " more)"
	}
	return "it has " + strings.Join(names, ", ")
}

func typeAllowed(got string, want []string) bool {
	for _, w := range want {
		if w == got || w == "number" && got == "integer" {
			return true
		}
	}
	return false
}

func article(typ string) string {
	switch typ {
	case "null":
		return "null"
	case "integer", "object", "array":
		return "an " + typ
	}
	return "a " + typ
}

var jsonMarshaler = reflect.TypeFor[json.Marshaler]()

// jsonType is the JSON Schema type of a Go value as encoding/json would
// write it: null, boolean, integer (a whole number), number, string, array
// or object. ok is false for a value JSON cannot hold (a channel, a func).
func jsonType(v any) (typ string, ok bool) {
	switch v := v.(type) {
	case nil:
		return "null", true
	case string:
		return "string", true
	case bool:
		return "boolean", true
	case float64:
		return numberType(v), true
	case json.Number:
		if _, err := v.Int64(); err == nil {
			return "integer", true
		}
		f, err := v.Float64()
		if err != nil {
			return "", false
		}
		return numberType(f), true
	case map[string]any:
		return "object", true
	case []any:
		return "array", true
	case json.RawMessage:
		var x any
		if json.Unmarshal(v, &x) != nil {
			return "", false
		}
		return jsonType(x)
	}
	rv := reflect.ValueOf(v)
	if rv.Type().Implements(jsonMarshaler) {
		b, err := json.Marshal(v)
		if err != nil {
			return "", false
		}
		return jsonType(json.RawMessage(b))
	}
	for rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface {
		if rv.IsNil() {
			return "null", true
		}
		rv = rv.Elem()
	}
	switch rv.Kind() {
	case reflect.Bool:
		return "boolean", true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return "integer", true
	case reflect.Float32, reflect.Float64:
		return numberType(rv.Float()), true
	case reflect.String:
		return "string", true
	case reflect.Slice:
		if rv.IsNil() {
			return "null", true
		}
		if rv.Type().Elem().Kind() == reflect.Uint8 {
			return "string", true // encoding/json writes []byte as base64 text
		}
		return "array", true
	case reflect.Array:
		return "array", true
	case reflect.Map:
		if rv.IsNil() {
			return "null", true
		}
		return "object", true
	case reflect.Struct:
		return "object", true
	}
	return "", false
}

func numberType(f float64) string {
	if f == math.Trunc(f) && !math.IsInf(f, 0) {
		return "integer"
	}
	return "number"
}

// admitPlan refuses a plan with a step whose arguments break its tool's
// input schema, before any of its steps runs: a planner's answer that
// bypassed the planners' own check (the static planner, a Planner of the
// caller's, a person) is an invalid answer, and the run hands back. An
// undeclared tool is left to the step's own "no tool" failure.
func (r *runner) admitPlan(p *Plan, why string) bool {
	for i, st := range p.Steps {
		t := findTool(r.e.Tools, st.Tool)
		err := plannedArgs(t, st.Args)
		if err == nil {
			continue
		}
		if st.ID == "" {
			st.ID = "step" + strconv.Itoa(i+1)
		}
		s := &stepRun{Step: st, tool: t, orig: t, state: StepNeverRan, index: i}
		who := "the planner's " + why + " plan"
		if why == "given" {
			who = "the given plan"
		}
		r.refuse(s, err, who+" was refused before any of it ran: the arguments of step "+st.ID+" break the input schema of "+t.Name)
		return false
	}
	return true
}

// admitRepair refuses repaired arguments that break the tool's input
// schema: the repair is an invalid planner answer and the run hands back
// without making the call.
func (r *runner) admitRepair(s *stepRun, args map[string]any) bool {
	err := plannedArgs(s.tool, args)
	if err == nil {
		return true
	}
	r.refuse(s, err, "the planner's repair of "+s.ID+" was refused: its arguments break the input schema of "+s.tool.Name)
	return false
}

// admitCall is the last check before a call: the arguments as resolved,
// whatever proposed them. A reference that resolved to a value of the
// wrong type is caught here.
func (r *runner) admitCall(s *stepRun, args map[string]any) bool {
	err := ValidateArgs(s.tool, args)
	if err == nil {
		return true
	}
	r.refuse(s, err, "step "+s.ID+" was not called: its arguments, resolved, break the input schema of "+s.tool.Name)
	return false
}

func (r *runner) refuse(s *stepRun, err error, reason string) {
	f := Invalid(err)
	f.Code, f.Reason = "invalid_arguments", RuleSchema
	f.Message = Redact(err.Error())
	r.stop(OutcomeHandback, RuleSchema, reason+": "+f.Message+"; the call was not made", s, f, Signature{})
}
