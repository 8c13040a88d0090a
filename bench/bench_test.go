package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung/sim"
)

// casesJSON renders cases for comparison: the scenarios' exported fields
// and the truth.
func casesJSON(t *testing.T, cases []Case) string {
	t.Helper()
	b, err := json.MarshalIndent(cases, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestGenerateDeterministic(t *testing.T) {
	a, err := Generate(7, 40, DefaultMix())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Generate(7, 40, DefaultMix())
	if diff := cmp.Diff(casesJSON(t, a), casesJSON(t, b)); diff != "" {
		t.Fatalf("same seed, different scenarios (-first +second):\n%s", diff)
	}
	prefix, _ := Generate(7, 10, DefaultMix())
	if diff := cmp.Diff(casesJSON(t, prefix), casesJSON(t, a[:10])); diff != "" {
		t.Errorf("a smaller workload is not a prefix of a larger one (-small +large):\n%s", diff)
	}
	other, _ := Generate(8, 40, DefaultMix())
	if casesJSON(t, other) == casesJSON(t, a) {
		t.Error("seeds 7 and 8 gave the same scenarios")
	}
}

// Every family appears in a large enough default workload, each scenario's
// truth names the step its failure is on, and the truth's recoverability
// follows from its injections.
func TestGenerateCoversFamilies(t *testing.T) {
	cases, err := Generate(1, 400, DefaultMix())
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Family]int{}
	for _, c := range cases {
		steps := map[string]string{}
		for _, st := range c.Scenario.Plan.Steps {
			steps[st.ID] = st.Tool
		}
		rec := true
		for _, in := range c.Truth.Injections {
			seen[in.Family]++
			if steps[in.Step] != in.Tool {
				t.Errorf("%s: injection on step %s names tool %s, the plan calls %s", c.Scenario.Name, in.Step, in.Tool, steps[in.Step])
			}
			rec = rec && in.Recoverable
		}
		if len(c.Truth.Injections) == 0 || rec != c.Truth.Recoverable {
			t.Errorf("%s: %d injections, recoverable %v", c.Scenario.Name, len(c.Truth.Injections), c.Truth.Recoverable)
		}
	}
	for _, f := range Families {
		if seen[f] == 0 {
			t.Errorf("family %s never injected in 400 scenarios", f)
		}
	}
}

// The baselines' scripted runtime must be sim's: on generated scenarios the
// bench's naive loop and sim's own naive baseline count the same calls,
// time, effects and outcome.
func TestScriptMatchesSim(t *testing.T) {
	cases, _ := Generate(3, 120, DefaultMix())
	for i := range cases {
		c := &cases[i]
		res, err := sim.Run(context.Background(), c.Scenario, sim.Options{CompareNaive: true})
		if err != nil {
			t.Fatal(err)
		}
		got, err := RunPolicy(context.Background(), c, Naive)
		if err != nil {
			t.Fatal(err)
		}
		nv := res.Naive
		if got.ToolCalls != nv.ToolCalls || got.ElapsedMS != nv.ElapsedMS || got.Duplicates != nv.DuplicateEffects || got.Completed() != (nv.Completed == 1) {
			t.Errorf("%s: bench naive %d calls, %dms, %d duplicates, completed %v; sim naive %d, %dms, %d, %d completed",
				c.Scenario.Name, got.ToolCalls, got.ElapsedMS, got.Duplicates, got.Completed(), nv.ToolCalls, nv.ElapsedMS, nv.DuplicateEffects, nv.Completed)
		}
	}
}

// The oracle never wastes a call, never duplicates an effect, and completes
// every recoverable task whose budget allows it.
func TestOracleLowerBound(t *testing.T) {
	cases, _ := Generate(5, 300, DefaultMix())
	for i := range cases {
		c := &cases[i]
		r, err := RunPolicy(context.Background(), c, Oracle)
		if err != nil {
			t.Fatal(err)
		}
		if r.Wasted != 0 || r.Duplicates != 0 {
			t.Errorf("%s: oracle wasted %d calls, %d duplicates", c.Scenario.Name, r.Wasted, r.Duplicates)
		}
		if c.Truth.Recoverable && !r.Completed() && r.Reason != "over the run's budget" {
			t.Errorf("%s: oracle did not complete a recoverable task: %s", c.Scenario.Name, r.Reason)
		}
		if !c.Truth.Recoverable && r.Completed() {
			t.Errorf("%s: oracle completed a task the truth calls impossible", c.Scenario.Name)
		}
	}
}

// The floor is the oracle plus the diagnosis a policy without the ground
// truth must pay: it completes exactly what the oracle completes, spends the
// same on recoverable tasks, and on a task with a dead end that reads like a
// recoverable failure it spends a model turn the oracle does not.
func TestFloor(t *testing.T) {
	cases, _ := Generate(7, 300, DefaultMix())
	diagnosed := 0
	for i := range cases {
		c := &cases[i]
		o, err := RunPolicy(context.Background(), c, Oracle)
		if err != nil {
			t.Fatal(err)
		}
		f, err := RunPolicy(context.Background(), c, Floor)
		if err != nil {
			t.Fatal(err)
		}
		if f.Completed() != o.Completed() {
			t.Errorf("%s: floor %s, oracle %s", c.Scenario.Name, f.Outcome, o.Outcome)
		}
		if c.Truth.Recoverable && f.Tokens != o.Tokens {
			t.Errorf("%s: recoverable, floor spent %d tokens, oracle %d", c.Scenario.Name, f.Tokens, o.Tokens)
		}
		if f.Tokens < o.Tokens {
			t.Errorf("%s: floor spent %d tokens, less than the oracle's %d", c.Scenario.Name, f.Tokens, o.Tokens)
		}
		// The first injection the oracle stops at decides what it costs.
		for _, in := range c.Truth.Injections {
			if in.How != HowAbort && in.How != HowHandback {
				continue
			}
			if in.Family == InvalidPoison || in.Family == Ambiguous || in.Family == PremiseDead {
				if f.ModelCalls != o.ModelCalls+1 {
					t.Errorf("%s: %s dead end, floor made %d model calls, oracle %d; want one more", c.Scenario.Name, in.Family, f.ModelCalls, o.ModelCalls)
				}
				diagnosed++
			} else if f.Tokens != o.Tokens {
				t.Errorf("%s: %s costs no tokens to diagnose, floor spent %d, oracle %d", c.Scenario.Name, in.Family, f.Tokens, o.Tokens)
			}
			break
		}
	}
	if diagnosed == 0 {
		t.Error("the workload has no dead end to diagnose")
	}
}

// A small workload has the targets' shape: rung duplicates nothing, spends
// fewer tokens than the replanner and wastes fewer calls than any baseline,
// succeeds at least as often as every baseline and close to the oracle, and
// the oracle bounds everyone.
func TestWorkloadShape(t *testing.T) {
	cases, _ := Generate(1, 60, DefaultMix())
	rep, err := Run(context.Background(), cases, Options{})
	if err != nil {
		t.Fatal(err)
	}
	get := func(p Policy) Summary {
		s, ok := rep.Summary(p)
		if !ok {
			t.Fatalf("no summary for %s", p)
		}
		return s
	}
	r, o := get(Rung), get(Oracle)
	if r.Duplicates != 0 || get(RungInteractive).Duplicates != 0 {
		t.Errorf("rung duplicated %d effects (interactive %d)", r.Duplicates, get(RungInteractive).Duplicates)
	}
	if get(Naive).Duplicates == 0 {
		t.Error("the naive loop duplicated nothing: the workload lacks timeouts after apply")
	}
	if o.Wasted != 0 || o.Duplicates != 0 {
		t.Errorf("oracle wasted %d, duplicated %d", o.Wasted, o.Duplicates)
	}
	if r.SuccessRate < o.SuccessRate-5 {
		t.Errorf("rung success %.1f%%, oracle %.1f%%", r.SuccessRate, o.SuccessRate)
	}
	for _, b := range []Policy{Naive, Backoff, Replan} {
		s := get(b)
		if r.Wasted >= s.Wasted {
			t.Errorf("rung wasted %d calls, %s %d", r.Wasted, b, s.Wasted)
		}
		if r.SuccessRate < s.SuccessRate {
			t.Errorf("rung success %.1f%%, %s %.1f%%", r.SuccessRate, b, s.SuccessRate)
		}
	}
	if rp := get(Replan); r.Tokens > rp.Tokens {
		t.Errorf("rung spent %d tokens, the replanner %d", r.Tokens, rp.Tokens)
	}
	for _, s := range rep.Policies {
		if s.SuccessRate > o.SuccessRate {
			t.Errorf("%s beat the oracle: %.1f%% > %.1f%%", s.Policy, s.SuccessRate, o.SuccessRate)
		}
		if s.Policy != Oracle && s.WrongHandbacks < 0 {
			t.Errorf("%s: negative wrong hand-backs", s.Policy)
		}
	}
	if len(rep.Targets) == 0 || len(rep.Gaps) == 0 {
		t.Errorf("report has %d targets and %d gaps", len(rep.Targets), len(rep.Gaps))
	}
	// The floor's share of rung's excess is never negative: the floor
	// spends at least what the oracle does on every scenario.
	for _, g := range rep.Gaps {
		if g.FloorTokens == nil || *g.FloorTokens < 0 {
			t.Errorf("%s: floor's extra tokens %v", g.Family, g.FloorTokens)
		}
	}
	if f := get(Floor); f.SuccessRate != o.SuccessRate || f.Tokens < o.Tokens {
		t.Errorf("floor: success %.1f%% tokens %d; oracle %.1f%% %d", f.SuccessRate, f.Tokens, o.SuccessRate, o.Tokens)
	}
}

// The report does not depend on how many scenarios run at once, and
// renders as a table, JSON and SVG.
func TestRunDeterministicOutput(t *testing.T) {
	cases, _ := Generate(2, 30, DefaultMix())
	render := func(workers int) (string, string, string) {
		rep, err := Run(context.Background(), cases, Options{Workers: workers, Policies: []Policy{Rung, Naive}})
		if err != nil {
			t.Fatal(err)
		}
		var j, tb, svg bytes.Buffer
		if err := rep.WriteJSON(&j); err != nil {
			t.Fatal(err)
		}
		if err := rep.WriteTable(&tb); err != nil {
			t.Fatal(err)
		}
		if err := rep.WriteSVG(&svg); err != nil {
			t.Fatal(err)
		}
		return j.String(), tb.String(), svg.String()
	}
	j1, t1, s1 := render(1)
	j4, t4, s4 := render(4)
	if diff := cmp.Diff(j1, j4); diff != "" {
		t.Errorf("JSON differs between 1 and 4 workers:\n%s", diff)
	}
	if t1 != t4 || s1 != s4 {
		t.Error("table or SVG differs between 1 and 4 workers")
	}
	for _, p := range []string{"rung", "naive", "oracle"} { // the oracle is always added
		if !strings.Contains(t1, p) {
			t.Errorf("table lacks %s:\n%s", p, t1)
		}
	}
	if !strings.HasPrefix(s1, "<svg ") || !strings.HasSuffix(s1, "</svg>\n") || strings.Contains(s1, "href") {
		t.Errorf("SVG is not a self-contained document:\n%.200s", s1)
	}
	var back Report
	if err := json.Unmarshal([]byte(j1), &back); err != nil || back.Scenarios != 30 || len(back.Policies) != 3 {
		t.Errorf("JSON report does not read back: %v, %+v", err, back.Policies)
	}
}

func TestLoadMix(t *testing.T) {
	for _, name := range Presets() {
		m, err := LoadMix(name)
		if err != nil {
			t.Errorf("preset %s: %v", name, err)
			continue
		}
		if _, err := Generate(1, 5, m); err != nil {
			t.Errorf("preset %s: %v", name, err)
		}
	}
	m, _ := LoadMix("conflict")
	cases, _ := Generate(1, 20, m)
	for _, c := range cases {
		for _, f := range c.Families() {
			if f != Conflict {
				t.Errorf("mix conflict injected %s", f)
			}
		}
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "mix.json")
	os.WriteFile(good, []byte(`{"name": "mostly outages", "weights": {"outage": 3, "transient": 1}, "max_steps": 4}`), 0o644)
	m, err := LoadMix(good)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "mostly outages" || m.MaxSteps != 4 || m.MinSteps != 2 || m.Narrowable != DefaultMix().Narrowable {
		t.Errorf("mix file read as %+v", m)
	}
	for _, bad := range []string{`{"weights": {"gremlins": 1}}`, `{"weights": {"outage": 0}}`, `{"wieghts": {}}`, `{"weights": {"outage": 1}, "second_failure": 2}`} {
		p := filepath.Join(dir, "bad.json")
		os.WriteFile(p, []byte(bad), 0o644)
		if _, err := LoadMix(p); err == nil {
			t.Errorf("mix %s accepted", bad)
		}
	}
	if _, err := LoadMix(filepath.Join(dir, "missing.json")); err == nil || !strings.Contains(err.Error(), "preset") {
		t.Errorf("a missing file: %v", err)
	}
}

// BenchmarkScenarios measures scenarios per second: one generated scenario
// run under every policy per iteration.
func BenchmarkScenarios(b *testing.B) {
	cases, _ := Generate(1, 500, DefaultMix())
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := &cases[i%len(cases)]
		for _, p := range Policies {
			if _, err := RunPolicy(ctx, c, p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "scenarios/s")
}
