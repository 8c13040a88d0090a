package planfile_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planfile"
)

const reconcilePlan = `name: reconcile
goal: record a marker
tools:
  sql: {driver: sqlite, dsn: "file:reconcile_test?mode=memory&cache=shared"}
annotations:
  sql.exec:
    identifying: [query, args]
    reconcile:
      tool: sql.query
      args: {query: "SELECT count(*) AS n FROM effects WHERE marker = ?", args: "${args.args}"}
      found: rows.0.n
plan:
  steps:
    - {id: create, tool: sql.exec, args: {query: "CREATE TABLE IF NOT EXISTS effects (marker TEXT)"}}
`

// A reconcile: annotation gives the tool a reconciliation read that looks
// for the uncertain call's effect with the call's own arguments.
func TestReconcileAnnotation(t *testing.T) {
	s := openPlan(t, t.TempDir(), reconcilePlan, nil, planfile.Options{})
	var exec *rung.Tool
	for i := range s.Tools {
		if s.Tools[i].Name == "sql.exec" {
			exec = &s.Tools[i]
		}
	}
	if exec == nil || exec.Reconcile == nil {
		t.Fatal("sql.exec has no reconciliation read")
	}
	ctx := context.Background()
	for _, q := range []map[string]any{
		{"query": "CREATE TABLE IF NOT EXISTS effects (marker TEXT)"},
		{"query": "INSERT INTO effects (marker) VALUES (?)", "args": []any{"run1/stamp"}},
	} {
		if _, err := exec.Call(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	for marker, want := range map[string]bool{"run1/stamp": true, "run2/stamp": false} {
		applied, _, err := exec.Reconcile(ctx, map[string]any{"query": "INSERT INTO effects (marker) VALUES (?)", "args": []any{marker}})
		if err != nil || applied != want {
			t.Errorf("reconcile %s: applied %v, %v; want %v", marker, applied, err, want)
		}
	}
}

func TestReconcileAnnotationNamesAnUnknownTool(t *testing.T) {
	p, err := planfile.Parse("plan.yaml", []byte(reconcilePlan))
	if err != nil {
		t.Fatal(err)
	}
	p.Annotations["sql.exec"].Reconcile.Tool = "sql.nope"
	_, err = p.Open(context.Background(), planfile.Options{})
	var pe *planfile.Error
	if !errors.As(err, &pe) || pe.Field != "annotations.sql.exec.reconcile.tool" {
		t.Fatalf("err = %v", err)
	}
}
