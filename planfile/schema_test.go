package planfile_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"
	"github.com/google/go-cmp/cmp"
	"github.com/google/jsonschema-go/jsonschema"

	"github.com/rungkit/rung/planfile"
)

func loadSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	b, err := os.ReadFile("../schema/plan.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var s jsonschema.Schema
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatalf("schema/plan.schema.json: %v", err)
	}
	return &s
}

func yamlKeys(typ reflect.Type) []string {
	var keys []string
	for i := 0; i < typ.NumField(); i++ {
		f := typ.Field(i)
		if !f.IsExported() {
			continue
		}
		if tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); tag != "" && tag != "-" {
			keys = append(keys, tag)
		}
	}
	sort.Strings(keys)
	return keys
}

func schemaKeys(s *jsonschema.Schema) []string {
	var keys []string
	for k := range s.Properties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// TestSchemaMatchesStructs keeps schema/plan.schema.json in step with the
// fields the parser accepts.
func TestSchemaMatchesStructs(t *testing.T) {
	s := loadSchema(t)
	def := func(name string) *jsonschema.Schema { return s.Defs[name] }
	p := s.Properties
	for _, tc := range []struct {
		name   string
		schema *jsonschema.Schema
		typ    any
	}{
		{"file", s, planfile.File{}},
		{"policy", p["policy"], planfile.PolicySpec{}},
		{"budget", p["budget"], planfile.BudgetSpec{}},
		{"tools", p["tools"], planfile.ToolsSpec{}},
		{"tools.fs", p["tools"].Properties["fs"], planfile.FSSpec{}},
		{"tools.http", p["tools"].Properties["http"], planfile.HTTPSpec{}},
		{"tools.sql", p["tools"].Properties["sql"], planfile.SQLSpec{}},
		{"tools.mcp", p["tools"].Properties["mcp"].Items, planfile.MCPSpec{}},
		{"annotation", p["annotations"].AdditionalProperties, planfile.Annotation{}},
		{"rule", def("rule"), planfile.RuleSpec{}},
		{"planner", p["planner"], planfile.PlannerSpec{}},
		{"planner.static", p["planner"].Properties["static"], planfile.StaticSpec{}},
		{"llm", def("llm"), planfile.LLMSpec{}},
		{"expect", p["expect"], planfile.ExpectSpec{}},
	} {
		if diff := cmp.Diff(yamlKeys(reflect.TypeOf(tc.typ)), schemaKeys(tc.schema)); diff != "" {
			t.Errorf("%s: schema properties differ from the struct's yaml keys (-struct +schema):\n%s", tc.name, diff)
		}
	}
}

// TestSchemaValidatesExamples checks every example plan against the schema.
func TestSchemaValidatesExamples(t *testing.T) {
	rs, err := loadSchema(t).Resolve(nil)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../examples/plans/*/plan.yaml")
	if len(files) == 0 {
		t.Fatal("no example plans")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := yaml.Unmarshal(b, &v); err != nil {
			t.Fatal(err)
		}
		j, _ := json.Marshal(v)
		var doc any
		json.Unmarshal(j, &doc)
		if err := rs.Validate(doc); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	var bad any
	json.Unmarshal([]byte(`{"goal":"g","tools":{"fs":{"root":"."}},"annotations":{"fs.read":{"rules":[{"message":"x","kind":"flaky"}]}}}`), &bad)
	if err := rs.Validate(bad); err == nil {
		t.Error("the schema accepts an unknown kind")
	}
}
