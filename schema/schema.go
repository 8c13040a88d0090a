// Package schema checks a tool call's arguments against the tool's input
// schema, the JSON Schema in rung.Tool.InputSchema, with
// github.com/google/jsonschema-go (drafts 2020-12 and 07).
//
// Bind gives every tool with a schema a Validate function; the engine
// calls it on a call's arguments, as resolved, right before the call and
// refuses a call they break. The LLM planners compile the same schemas to
// refuse a model's answer before it reaches the engine: Validator.Planned
// accepts a "${step.field}" reference wherever a value goes, since its
// value is known only at run time.
//
// Errors are *rung.ArgError values naming the argument (args.limit,
// args.rows[2].id) and the schema rule it breaks.
package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/rungkit/rung"
)

// Bind sets Validate on every tool that has an InputSchema and no Validate
// yet. A schema that does not compile is an error naming the tool; the
// other tools are bound all the same.
func Bind(tools ...*rung.Tool) error {
	var errs []error
	for _, t := range tools {
		if t == nil || t.Validate != nil || len(bytes.TrimSpace(t.InputSchema)) == 0 {
			continue
		}
		v, err := Compile(t.InputSchema)
		if err != nil {
			errs = append(errs, fmt.Errorf("tool %s: %w", t.Name, err))
			continue
		}
		t.Validate = v.Validate
	}
	return errors.Join(errs...)
}

// Validator checks arguments against one compiled input schema. It is safe
// for concurrent use. A nil *Validator accepts anything.
type Validator struct {
	root     map[string]any // the schema as JSON, for messages and relaxed copies
	resolved *jsonschema.Resolved

	mu      sync.Mutex
	relaxed map[string]*jsonschema.Resolved // by the referencing arguments' names
}

// Compile compiles an input schema. An empty schema gives a nil Validator,
// which accepts anything. A $schema other than drafts 2020-12 and 07 (which
// jsonschema-go implements) is read as 2020-12: the keywords tools use are
// the same, and a schema using one that differs fails to compile.
func Compile(raw json.RawMessage) (*Validator, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var doc any
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, fmt.Errorf("input schema is not JSON: %v", err)
	}
	root, _ := doc.(map[string]any)
	if root == nil {
		if b, ok := doc.(bool); ok {
			root = map[string]any{}
			if !b {
				root["not"] = map[string]any{}
			}
		} else {
			return nil, fmt.Errorf("input schema is %s, not a JSON Schema object", jsonKind(doc))
		}
	}
	if s, ok := root["$schema"].(string); ok {
		switch {
		case strings.Contains(s, "draft-07"):
			root["$schema"] = "http://json-schema.org/draft-07/schema#"
		case strings.Contains(s, "2020-12"):
			root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
		default:
			delete(root, "$schema")
		}
	}
	res, err := resolve(root)
	if err != nil {
		return nil, err
	}
	return &Validator{root: root, resolved: res}, nil
}

func resolve(root map[string]any) (*jsonschema.Resolved, error) {
	b, err := json.Marshal(root)
	if err != nil {
		return nil, fmt.Errorf("input schema: %v", err)
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("input schema does not compile: %v", err)
	}
	res, err := s.Resolve(nil)
	if err != nil {
		return nil, fmt.Errorf("input schema does not compile: %v", err)
	}
	return res, nil
}

// Validate checks a call's arguments; it is what Bind sets as
// rung.Tool.Validate. The error is a *rung.ArgError.
func (v *Validator) Validate(args map[string]any) error {
	if v == nil {
		return nil
	}
	return v.check(v.resolved, args)
}

// Planned checks a proposed step's arguments before their references are
// resolved: an argument that is or holds a "${step.field}" reference
// matches any value its property allows, whatever the type; the rest is
// checked in full. When the schema constrains arguments through $ref, allOf,
// anyOf, oneOf, not, if or dependentSchemas at its top, a referencing
// argument could meet a rule there that its resolved value would pass, so
// such arguments wait for Validate at run time.
func (v *Validator) Planned(args map[string]any) error {
	if v == nil {
		return nil
	}
	var refs []string
	for k, a := range args {
		if rung.HasReference(a) {
			refs = append(refs, k)
		}
	}
	if len(refs) == 0 {
		return v.Validate(args)
	}
	for _, k := range []string{"$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "not", "if", "dependentSchemas", "propertyNames", "unevaluatedProperties"} {
		if _, ok := v.root[k]; ok {
			return nil
		}
	}
	slices.Sort(refs)
	key := strings.Join(refs, "\x00")
	v.mu.Lock()
	res, ok := v.relaxed[key]
	v.mu.Unlock()
	if !ok {
		relaxed := make(map[string]any, len(v.root))
		for k, e := range v.root {
			relaxed[k] = e
		}
		props, _ := v.root["properties"].(map[string]any)
		rp := make(map[string]any, len(props))
		for k, e := range props {
			rp[k] = e
		}
		for _, k := range refs {
			if _, ok := rp[k]; ok {
				rp[k] = true
			}
		}
		if props != nil {
			relaxed["properties"] = rp
		}
		var err error
		if res, err = resolve(relaxed); err != nil {
			return nil // the full schema compiled; a copy that accepts more cannot be wrong to skip
		}
		v.mu.Lock()
		if v.relaxed == nil {
			v.relaxed = map[string]*jsonschema.Resolved{}
		}
		v.relaxed[key] = res
		v.mu.Unlock()
	}
	return v.check(res, args)
}

func (v *Validator) check(res *jsonschema.Resolved, args map[string]any) error {
	// The schema describes JSON: look at the arguments as encoding/json
	// writes them, whatever Go types they hold.
	var inst any = map[string]any{}
	if args != nil {
		b, err := json.Marshal(args)
		if err != nil {
			return &rung.ArgError{Path: "args", Rule: "type", Problem: "cannot be written as JSON: " + err.Error()}
		}
		if err := json.Unmarshal(b, &inst); err != nil {
			return &rung.ArgError{Path: "args", Rule: "type", Problem: "cannot be read back as JSON: " + err.Error()}
		}
	}
	err := res.Validate(inst)
	if err == nil {
		return nil
	}
	return v.explain(res, inst, err)
}

// explain turns jsonschema-go's error, which names schema locations
// ("validating /properties/cols/items: ..."), into the argument at fault.
// It follows the chain of schema locations through the instance; where the
// schema does not say which array item or object member failed (items,
// additionalProperties), it finds it by validating the instance cut down to
// that one member, which reproduces the same error.
func (v *Validator) explain(res *jsonschema.Resolved, inst any, err error) error {
	chain, leaf := splitChain(err.Error())
	var steps []any // string keys and int indexes from the arguments down
	cur := inst
	for i := 1; i < len(chain); i++ {
		prev, next := chain[i-1], chain[i]
		if prev == "root" {
			prev = ""
		}
		if !strings.HasPrefix(next, prev+"/") {
			continue // a $ref: the same instance, elsewhere in the schema
		}
		rel := strings.Split(strings.TrimPrefix(next, prev+"/"), "/")
		switch rel[0] {
		case "properties":
			if len(rel) < 2 {
				continue
			}
			k := unescape(rel[1])
			m, _ := cur.(map[string]any)
			steps, cur = append(steps, k), m[k]
		case "prefixItems", "items", "additionalItems":
			a, _ := cur.([]any)
			idx := -1
			if len(rel) > 1 {
				idx, _ = strconv.Atoi(rel[1])
			} else {
				idx = find(res, inst, steps, len(a), err.Error(), func(j int) any { return j })
			}
			if idx < 0 || idx >= len(a) {
				return &rung.ArgError{Path: pathOf(steps) + "[?]", Rule: rule(leaf), Problem: problem(leaf, nil, nil)}
			}
			steps, cur = append(steps, idx), a[idx]
		case "additionalProperties", "patternProperties":
			m, _ := cur.(map[string]any)
			keys := make([]string, 0, len(m))
			for k := range m {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			j := find(res, inst, steps, len(keys), err.Error(), func(j int) any { return keys[j] })
			if j < 0 {
				return &rung.ArgError{Path: pathOf(steps) + "[?]", Rule: rule(leaf), Problem: problem(leaf, nil, nil)}
			}
			steps, cur = append(steps, keys[j]), m[keys[j]]
		}
	}
	sub := v.at(chain[len(chain)-1])
	r := rule(leaf)
	switch r {
	case "required":
		if names := quoted(leaf); len(names) > 0 {
			p := "is missing; the tool's input schema requires it"
			if len(names) > 1 {
				p += " (so are " + strings.Join(names[1:], ", ") + ")"
			}
			return &rung.ArgError{Path: pathOf(append(steps, names[0])), Rule: r, Problem: p}
		}
	case "additionalProperties":
		if names := quoted(leaf); len(names) > 0 {
			slices.Sort(names)
			return &rung.ArgError{Path: pathOf(append(steps, names[0])), Rule: r, Problem: "is not a property of the tool's input schema (" + propertyList(sub) + ")"}
		}
	}
	return &rung.ArgError{Path: pathOf(steps), Rule: r, Problem: problem(leaf, cur, sub)}
}

// find is the member (of n) of the container at steps whose error is the
// whole instance's error: the instance is cut down to the path and that one
// member, so no other argument's error can come first. -1 when none is.
func find(res *jsonschema.Resolved, inst any, steps []any, n int, want string, member func(int) any) int {
	const most = 1000
	for j := 0; j < n && j < most; j++ {
		if e := res.Validate(cut(inst, steps, member(j))); e != nil && e.Error() == want {
			return j
		}
	}
	return -1
}

// cut copies v keeping, at each level of path, only the member on it, and
// at the end of path only member (a key or an index).
func cut(v any, path []any, member any) any {
	if len(path) == 0 {
		switch c := v.(type) {
		case map[string]any:
			k, _ := member.(string)
			if e, ok := c[k]; ok {
				return map[string]any{k: e}
			}
		case []any:
			if i, ok := member.(int); ok && i < len(c) {
				return []any{c[i]}
			}
		}
		return v
	}
	switch c := v.(type) {
	case map[string]any:
		if k, ok := path[0].(string); ok {
			return map[string]any{k: cut(c[k], path[1:], member)}
		}
	case []any:
		if i, ok := path[0].(int); ok && i < len(c) {
			return []any{cut(c[i], path[1:], member)}
		}
	}
	return v
}

// splitChain splits "validating root: validating /a: validating /a/b: leaf"
// into the schema locations and the leaf message.
func splitChain(msg string) (chain []string, leaf string) {
	const p = "validating "
	for strings.HasPrefix(msg, p) {
		rest := msg[len(p):]
		i := strings.Index(rest, ": ")
		if i < 0 {
			break
		}
		chain = append(chain, rest[:i])
		msg = rest[i+2:]
	}
	if len(chain) == 0 {
		chain = []string{"root"}
	}
	return chain, msg
}

func unescape(token string) string {
	return strings.ReplaceAll(strings.ReplaceAll(token, "~1", "/"), "~0", "~")
}

// at is the schema at a location of the chain, as JSON; nil if unknown.
func (v *Validator) at(loc string) map[string]any {
	if loc == "root" {
		return v.root
	}
	if !strings.HasPrefix(loc, "/") {
		return nil
	}
	var cur any = v.root
	for _, tok := range strings.Split(loc[1:], "/") {
		switch c := cur.(type) {
		case map[string]any:
			cur = c[unescape(tok)]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil
			}
			cur = c[i]
		default:
			return nil
		}
	}
	m, _ := cur.(map[string]any)
	return m
}

var plainName = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

func pathOf(steps []any) string {
	var b strings.Builder
	b.WriteString("args")
	for _, s := range steps {
		switch s := s.(type) {
		case string:
			if plainName.MatchString(s) {
				b.WriteString("." + s)
			} else {
				b.WriteString("[" + strconv.Quote(s) + "]")
			}
		case int:
			b.WriteString("[" + strconv.Itoa(s) + "]")
		}
	}
	return b.String()
}

// rule is the keyword a leaf message starts with ("type: ...").
func rule(leaf string) string {
	if strings.HasPrefix(leaf, "unexpected additional properties") {
		return "additionalProperties"
	}
	if i := strings.IndexAny(leaf, ": \n"); i > 0 {
		return leaf[:i]
	}
	return "schema"
}

var quotedName = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)

// quoted is the names in a leaf's Go-quoted list: ["a" "b"].
func quoted(leaf string) []string {
	var out []string
	for _, m := range quotedName.FindAllString(leaf, -1) {
		if s, err := strconv.Unquote(m); err == nil {
			out = append(out, s)
		}
	}
	return out
}

var typeLeaf = regexp.MustCompile(`has type "(\w+)", want (?:one of )?"([^"]*)"$`)

// problem words a leaf message for the model: what the value is, and what
// the rule wants, from the schema where the message is terse.
func problem(leaf string, val any, sub map[string]any) string {
	r := rule(leaf)
	switch r {
	case "type":
		if m := typeLeaf.FindStringSubmatch(leaf); m != nil {
			return "is " + article(m[1]) + ", not " + strings.ReplaceAll(m[2], ", ", " or ")
		}
	case "enum":
		if e, ok := sub["enum"]; ok {
			return "is " + compact(val) + ", not one of " + compact(e)
		}
	case "const":
		if c, ok := sub["const"]; ok {
			return "is " + compact(val) + ", not " + compact(c)
		}
	case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
		if b, ok := sub[r]; ok {
			word := map[string]string{"minimum": "below the minimum", "maximum": "above the maximum",
				"exclusiveMinimum": "not above the exclusive minimum", "exclusiveMaximum": "not below the exclusive maximum"}[r]
			return "is " + compact(val) + ", " + word + " " + compact(b)
		}
	case "anyOf", "oneOf":
		// The first line lists anonymous schemas; the lines after it say
		// why each alternative failed.
		lines := strings.Split(leaf, "\n")
		var why []string
		for _, l := range lines[1:] {
			if _, l2 := splitChain(strings.TrimSpace(l)); l2 != "" {
				why = append(why, l2)
			}
		}
		head := "matches none of the " + r + " alternatives"
		if r == "oneOf" && strings.Contains(lines[0], "validated against both") {
			head = "matches more than one of the oneOf alternatives"
		}
		if len(why) > 0 {
			return head + " (" + strings.Join(why, "; ") + ")"
		}
		return head
	}
	if i := strings.Index(leaf, ": "); i > 0 && i == len(r) {
		return "breaks " + r + ": " + leaf[i+2:]
	}
	return leaf
}

func compact(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	const max = 200
	if len(b) > max {
		return string(b[:max]) + "..."
	}
	return string(b)
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

func jsonKind(v any) string {
	switch v.(type) {
	case []any:
		return "an array"
	case string:
		return "a string"
	case float64:
		return "a number"
	}
	return "null"
}

func propertyList(sub map[string]any) string {
	props, _ := sub["properties"].(map[string]any)
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
