package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
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
	for _, d := range res.Check(sc) {
		t.Error(d)
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

// TestEngineCountersAgree checks that the engine's own counters equal what
// the scripted tools and model saw, in every example.
func TestEngineCountersAgree(t *testing.T) {
	files, _ := filepath.Glob("../examples/scenarios/*.yaml")
	for _, file := range files {
		sc, err := Load(file)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Run(context.Background(), sc, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range res.mismatches {
			t.Errorf("%s: %s", file, m)
		}
	}
}

// TestDuplicateWritesRungVsNaive is the test plan at the end of the
// failure-triage article: 50 jobs at a 5% injected failure rate, where each
// injected failure is a write that landed and whose response was lost. Under
// rung no write is duplicated, for every seed; the naive retry loop
// duplicates writes. Both counts are logged.
func TestDuplicateWritesRungVsNaive(t *testing.T) {
	sc, err := Load("../examples/scenarios/fifty-jobs-naive.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var rungInjected, naiveDups int
	for seed := int64(1); seed <= 20; seed++ {
		res, err := Run(context.Background(), sc, Options{Seed: &seed, CompareNaive: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Jobs.Completed != 50 {
			t.Errorf("seed %d: %d of 50 jobs completed under rung (%+v)", seed, res.Jobs.Completed, res.Jobs)
		}
		if res.DuplicateEffects != 0 {
			t.Errorf("seed %d: rung duplicated %d writes, want 0", seed, res.DuplicateEffects)
		}
		if res.Deduplicated != res.Jobs.Injected {
			t.Errorf("seed %d: %d lost responses, %d calls deduplicated by their key; want each lost response replayed once",
				seed, res.Jobs.Injected, res.Deduplicated)
		}
		rungInjected += res.Jobs.Injected
		naiveDups += res.Naive.DuplicateEffects
		t.Logf("seed %2d: rung %d injected, %d duplicate writes; naive %d injected, %d duplicate writes",
			seed, res.Jobs.Injected, res.DuplicateEffects, res.Naive.Injected, res.Naive.DuplicateEffects)
	}
	if rungInjected == 0 {
		t.Fatal("no failure was injected under rung: the test proves nothing")
	}
	if naiveDups == 0 {
		t.Error("the naive baseline never duplicated a write: the scenario does not exercise lost responses")
	}
}

// TestExamplesReadme keeps the counters table of examples/scenarios/README.md
// in step with the golden files (-update rewrites it).
func TestExamplesReadme(t *testing.T) {
	const readme = "../examples/scenarios/README.md"
	b, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	const begin, end = "<!-- counters:begin -->\n", "<!-- counters:end -->"
	head, rest, ok1 := strings.Cut(string(b), begin)
	_, tail, ok2 := strings.Cut(rest, end)
	if !ok1 || !ok2 {
		t.Fatalf("%s lacks the %q ... %q markers", readme, begin, end)
	}
	table, err := countersTable()
	if err != nil {
		t.Fatal(err)
	}
	want := head + begin + table + end + tail
	if *update {
		if err := os.WriteFile(readme, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if diff := cmp.Diff(want, string(b)); diff != "" {
		t.Errorf("%s is out of step with the golden files (-want +got); run go test ./sim -update:\n%s", readme, diff)
	}
}

func countersTable() (string, error) {
	files, err := filepath.Glob("../examples/scenarios/*.golden.json")
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString("| scenario | outcome | actions | tool calls | model calls | tokens | plans | elapsed | duplicates |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|\n")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		var g struct {
			Outcome string `json:"outcome"`
			Actions []struct {
				Action string `json:"action"`
			} `json:"actions"`
			ToolCalls        int   `json:"tool_calls"`
			ModelCalls       int   `json:"model_calls"`
			Tokens           int   `json:"tokens"`
			Plans            int   `json:"plans"`
			ElapsedMS        int64 `json:"elapsed_ms"`
			DuplicateEffects int   `json:"duplicate_effects"`
			Naive            *struct {
				DuplicateEffects int `json:"duplicate_effects"`
			} `json:"naive"`
		}
		if err := json.Unmarshal(data, &g); err != nil {
			return "", fmt.Errorf("%s: %w", f, err)
		}
		var acts []string
		for _, a := range g.Actions {
			acts = append(acts, a.Action)
		}
		if len(acts) == 0 {
			acts = []string{"-"}
		}
		dups := strconv.Itoa(g.DuplicateEffects)
		if g.Naive != nil {
			dups += fmt.Sprintf(" (naive: %d)", g.Naive.DuplicateEffects)
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %d | %d | %d | %d | %s | %s |\n",
			strings.TrimSuffix(filepath.Base(f), ".golden.json"), g.Outcome, strings.Join(acts, ", "),
			g.ToolCalls, g.ModelCalls, g.Tokens, g.Plans, msText(g.ElapsedMS), dups)
	}
	return b.String(), nil
}
