package schema_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/schema"
)

const loadSchema = `{"type":"object",
 "$defs":{"col":{"type":"object","properties":{"name":{"type":"string"}},"required":["name"],"additionalProperties":false}},
 "properties":{
  "table":{"type":"string","minLength":1},
  "limit":{"type":"integer","minimum":1,"maximum":100},
  "mode":{"enum":["append","replace"]},
  "cols":{"type":"array","items":{"$ref":"#/$defs/col"}},
  "tags":{"type":"object","additionalProperties":{"type":"string"}},
  "key":{"anyOf":[{"type":"string"},{"type":"integer"}]},
  "odd name":{"type":"string"}},
 "required":["table"],"additionalProperties":false}`

func TestBind(t *testing.T) {
	custom := func(map[string]any) error { return errors.New("custom") }
	tools := []rung.Tool{
		{Name: "load", InputSchema: []byte(loadSchema)},
		{Name: "plain"},
		{Name: "own", InputSchema: []byte(`{"type":"object"}`), Validate: custom},
		{Name: "broken", InputSchema: []byte(`{"type":"object","properties":{"x":{"pattern":"(["}}}`)},
		{Name: "list", InputSchema: []byte(`{"type":"object","required":["prefix"]}`)},
	}
	ptrs := make([]*rung.Tool, len(tools))
	for i := range tools {
		ptrs[i] = &tools[i]
	}
	err := schema.Bind(ptrs...)
	if err == nil || !strings.Contains(err.Error(), "tool broken: input schema does not compile") {
		t.Errorf("Bind error = %v, want one naming tool broken", err)
	}
	if tools[0].Validate == nil || tools[4].Validate == nil {
		t.Errorf("tools with a schema are not bound (load %v, list %v), though another's schema is broken", tools[0].Validate != nil, tools[4].Validate != nil)
	}
	if tools[1].Validate != nil || tools[3].Validate != nil {
		t.Errorf("a tool without a schema, or with a broken one, got a Validate")
	}
	if err := tools[2].Validate(nil); err == nil || err.Error() != "custom" {
		t.Errorf("Bind replaced a tool's own Validate: %v", err)
	}
	if err := tools[4].Validate(map[string]any{}); !strings.Contains(errText(err), "args.prefix: is missing") {
		t.Errorf("bound Validate: %v", err)
	}
	// The engine's check goes through the bound validator.
	if err := rung.ValidateArgs(&tools[0], map[string]any{"table": "t", "limit": 500}); !strings.Contains(errText(err), "args.limit: is 500, above the maximum 100") {
		t.Errorf("ValidateArgs with a bound tool: %v", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestValidateNamesTheArgumentAndTheRule(t *testing.T) {
	v, err := schema.Compile([]byte(loadSchema))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args map[string]any
		path string
		rule string
		text string
	}{
		{"missing", map[string]any{"limit": 5}, "args.table", "required", "is missing; the tool's input schema requires it"},
		{"extra", map[string]any{"table": "t", "zz": 1, "aa": 2}, "args.aa", "additionalProperties", "is not a property of the tool's input schema (it has cols, key, limit, mode, odd name, table, tags)"},
		{"type", map[string]any{"table": "t", "limit": "5"}, "args.limit", "type", "is a string, not integer"},
		{"Go int is an integer", map[string]any{"table": "t", "limit": int64(0)}, "args.limit", "minimum", "is 0, below the minimum 1"},
		{"enum", map[string]any{"table": "t", "mode": "merge"}, "args.mode", "enum", `is "merge", not one of ["append","replace"]`},
		{"minLength", map[string]any{"table": ""}, "args.table", "minLength", "breaks minLength"},
		{"item through $ref", map[string]any{"table": "t", "cols": []any{map[string]any{"name": "a"}, map[string]any{"name": 3}}}, "args.cols[1].name", "type", "is an integer, not string"},
		{"item missing a property", map[string]any{"table": "t", "cols": []map[string]string{{"name": "a"}, {"name": "b"}, {}}}, "args.cols[2].name", "required", "is missing"},
		{"item extra property", map[string]any{"table": "t", "cols": []any{map[string]any{"name": "a", "width": 3}}}, "args.cols[0].width", "additionalProperties", "is not a property"},
		{"additionalProperties schema", map[string]any{"table": "t", "tags": map[string]any{"a": "x", "b": 2}}, "args.tags.b", "type", "is an integer, not string"},
		{"anyOf", map[string]any{"table": "t", "key": true}, "args.key", "anyOf", "matches none of the anyOf alternatives (type: true has type \"boolean\", want \"string\"; type: true has type \"boolean\", want \"integer\")"},
		{"odd name", map[string]any{"table": "t", "odd name": 1}, `args["odd name"]`, "type", "is an integer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := v.Validate(tt.args)
			var ae *rung.ArgError
			if !errors.As(err, &ae) {
				t.Fatalf("err = %v, want an *rung.ArgError", err)
			}
			if ae.Path != tt.path || ae.Rule != tt.rule || !strings.Contains(ae.Problem, tt.text) {
				t.Errorf("got path %q rule %q problem %q; want %q %q containing %q", ae.Path, ae.Rule, ae.Problem, tt.path, tt.rule, tt.text)
			}
		})
	}
	if err := v.Validate(map[string]any{"table": "t", "limit": 5, "cols": []any{map[string]any{"name": "a"}}, "key": 3}); err != nil {
		t.Errorf("valid arguments refused: %v", err)
	}
}

func TestPlannedAcceptsReferencesAnywhere(t *testing.T) {
	v, err := schema.Compile([]byte(loadSchema))
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range []map[string]any{
		{"table": "t", "limit": "${count.n}"},
		{"table": "orders_${list.day}", "limit": "${count.n}", "mode": "${pick.mode}"},
		{"table": "t", "cols": "${describe.columns}"},
		{"table": "t", "cols": []any{map[string]any{"name": "${a.b}"}}},
	} {
		if err := v.Planned(args); err != nil {
			t.Errorf("Planned(%v) = %v, want none", args, err)
		}
	}
	if err := v.Validate(map[string]any{"table": "t", "limit": "${count.n}"}); err == nil {
		t.Errorf("Validate accepted an unresolved reference for an integer")
	}
	for args, path := range map[*map[string]any]string{
		{"limit": "${count.n}"}:                    "args.table",
		{"table": "${a.t}", "limit": "ten"}:        "args.limit",
		{"table": "t", "extra": "${a.b}"}:          "args.extra",
		{"table": "${a.t}", "mode": "merge"}:       "args.mode",
		{"table": "t", "limit": "${a.n}", "zz": 1}: "args.zz",
	} {
		var ae *rung.ArgError
		if err := v.Planned(*args); !errors.As(err, &ae) || ae.Path != path {
			t.Errorf("Planned(%v) = %v, want an error on %s", *args, err, path)
		}
	}
}

func TestCompileDrafts(t *testing.T) {
	for _, s := range []string{
		`{"$schema":"http://json-schema.org/draft-07/schema","type":"object","required":["a"]}`,
		`{"$schema":"http://json-schema.org/draft-04/schema#","type":"object","required":["a"]}`,
		`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","required":["a"]}`,
	} {
		v, err := schema.Compile([]byte(s))
		if err != nil {
			t.Errorf("%s: %v", s, err)
			continue
		}
		if err := v.Validate(map[string]any{}); !strings.Contains(errText(err), "args.a: is missing") {
			t.Errorf("%s: Validate = %v", s, err)
		}
	}
	for _, s := range []string{`[1]`, `{"type":`, `{"type":"object","properties":{"a":{"$ref":"#/nowhere"}}}`} {
		if _, err := schema.Compile([]byte(s)); err == nil {
			t.Errorf("%s compiled", s)
		}
	}
	if v, err := schema.Compile(nil); err != nil || v.Validate(map[string]any{"x": 1}) != nil {
		t.Errorf("an empty schema: %v", err)
	}
}
