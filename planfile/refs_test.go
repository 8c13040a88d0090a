package planfile_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung/planfile"
)

// refsPlan reads, writes what it read, and declares a replan whose steps use
// the initial plan's and their own outputs; the reconcile read's ${args.path}
// is the uncertain call's argument, not a step.
const refsPlan = `goal: Copy the export.
tools:
  fs: {root: data}
annotations:
  fs.write:
    reconcile:
      tool: fs.stat
      args: {path: "${args.path}"}
      found: size
plan:
  steps:
    - id: read
      tool: fs.read
      args: {path: a.csv}
    - id: write
      tool: fs.write
      preconditions:
        - {tool: fs.stat, args: {path: "${read.path}"}}
      args: {path: b.csv, content: "${read.content}"}
planner:
  static:
    replans:
      - when: {step: read, kind: premise}
        steps:
          - {id: read_fallback, tool: fs.read, args: {path: "old/${read.path}"}}
          - {id: write, tool: fs.write, args: {path: b.csv, content: "${read_fallback.content}"}}
`

// TestReferencesChecked: a ${step...} reference that names no step the
// plan can have run is an error at the argument's line, before anything
// runs; references to earlier steps, to the initial plan from a replan, and
// a reconcile read's ${args.NAME} are fine.
func TestReferencesChecked(t *testing.T) {
	if _, err := planfile.Parse("plan.yaml", []byte(refsPlan)); err != nil {
		t.Fatalf("a plan whose references are all fine: %v", err)
	}
	for _, tc := range []struct {
		name string
		src  string
		want planfile.Error
	}{
		{"typo in a step's argument",
			strings.Replace(refsPlan, `content: "${read.content}"`, `content: "${raed.content}"`, 1),
			planfile.Error{Line: 19, Field: "plan.steps[1].args.content", Msg: `refers to ${raed.content}: no step has id "raed"`}},
		{"a later step",
			strings.Replace(refsPlan, "args: {path: a.csv}", `args: {path: "${write.path}"}`, 1),
			planfile.Error{Line: 14, Field: "plan.steps[0].args.path", Msg: `refers to ${write.path}: step "write" comes later (a step can use only the outputs of earlier steps)`}},
		{"typo in a precondition's argument",
			strings.Replace(refsPlan, `path: "${read.path}"}}`, `path: "${reed.path}"}}`, 1),
			planfile.Error{Line: 18, Field: "plan.steps[1].preconditions[0].args.path", Msg: `refers to ${reed.path}: no step has id "reed"`}},
		{"typo in a replan's step",
			strings.Replace(refsPlan, "${read_fallback.content}", "${read_fallbak.content}", 1),
			planfile.Error{Line: 26, Field: "planner.static.replans[0].steps[1].args.content", Msg: `refers to ${read_fallbak.content}: no step has id "read_fallbak" in the plan or this replan`}},
		{"inside a list",
			strings.Replace(refsPlan, `content: "${read.content}"}`, `content: ["x", "${nope}"]}`, 1),
			planfile.Error{Line: 19, Field: "plan.steps[1].args.content", Msg: `refers to ${nope}: no step has id "nope"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := planfile.Parse("plan.yaml", []byte(tc.src))
			var pe *planfile.Error
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *planfile.Error", err)
			}
			tc.want.File = "plan.yaml"
			if diff := cmp.Diff(tc.want, *pe); diff != "" {
				t.Errorf("error (-want +got):\n%s\n%v", diff, err)
			}
		})
	}
}
