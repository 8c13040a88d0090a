package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files of examples/scenarios")

// TestExamples runs every scenario in examples/scenarios, checks what its
// expect: block states, and compares the --json output with the golden file
// beside it (NAME.golden.json). Run `go test ./sim -update` to rewrite them.
func TestExamples(t *testing.T) {
	files, err := filepath.Glob("../examples/scenarios/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".yaml")
		t.Run(name, func(t *testing.T) {
			sc, err := Load(file)
			if err != nil {
				t.Fatal(err)
			}
			if sc.Expect == nil || sc.Expect.Outcome == "" {
				t.Fatalf("%s states no expect.outcome", file)
			}
			res, err := Run(context.Background(), sc, Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkExpect(t, sc, res)

			var got bytes.Buffer
			if err := res.WriteJSON(&got); err != nil {
				t.Fatal(err)
			}
			golden := strings.TrimSuffix(file, ".yaml") + ".golden.json"
			if *update {
				if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./sim -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), got.String()); diff != "" {
				t.Errorf("%s differs (-want +got); run go test ./sim -update if the change is intended:\n%s", golden, diff)
			}

			// The same seed gives the same bytes.
			again, err := Run(context.Background(), sc, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var b2 bytes.Buffer
			again.WriteJSON(&b2)
			if !bytes.Equal(got.Bytes(), b2.Bytes()) {
				t.Error("a second run with the same seed printed different JSON")
			}
		})
	}
}

func checkExpect(t *testing.T, sc *Scenario, res *Result) {
	t.Helper()
	e := sc.Expect
	if res.Outcome != e.Outcome {
		t.Errorf("outcome = %s (%s), want %s", res.Outcome, res.Reason, e.Outcome)
	}
	if e.Plans != nil && res.Plans != *e.Plans {
		t.Errorf("plans = %d, want %d", res.Plans, *e.Plans)
	}
	if e.DuplicateEffects != nil && res.DuplicateEffects != *e.DuplicateEffects {
		t.Errorf("duplicate_effects = %d, want %d", res.DuplicateEffects, *e.DuplicateEffects)
	}
	if e.NaiveDuplicates != nil {
		if res.Naive == nil {
			t.Errorf("expect.naive_duplicate_effects set but the naive baseline did not run")
		} else if res.Naive.DuplicateEffects != *e.NaiveDuplicates {
			t.Errorf("naive duplicate_effects = %d, want %d", res.Naive.DuplicateEffects, *e.NaiveDuplicates)
		}
	}
	if e.Actions != nil {
		if diff := cmp.Diff(e.Actions, res.ActionKinds()); diff != "" {
			t.Errorf("actions (-want +got):\n%s", diff)
		}
	}
	// The JSON contract's fields are all there.
	var fields map[string]json.RawMessage
	b, _ := json.Marshal(res)
	if err := json.Unmarshal(b, &fields); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"outcome", "reason", "steps", "actions", "tool_calls", "model_calls", "tokens", "plans", "elapsed_ms", "duplicate_effects"} {
		if _, ok := fields[k]; !ok {
			t.Errorf("JSON output lacks %q", k)
		}
	}
}
