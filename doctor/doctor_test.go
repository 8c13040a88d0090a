package doctor_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung/doctor"
	"github.com/rungkit/rung/trace"
	"github.com/rungkit/rung/trace/tracetest"
)

// traceOf runs a scenario and returns its JSONL trace.
func traceOf(t testing.TB, name string) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	if _, err := tracetest.Get(name).Run(context.Background(), w); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func analyze(t testing.TB, traces map[string][]byte) *doctor.Analysis {
	t.Helper()
	z := doctor.NewAnalyzer(doctor.Options{})
	names := make([]string, 0, len(traces))
	for n := range traces {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := z.ReadTrace(n, bytes.NewReader(traces[n])); err != nil {
			t.Fatalf("%s: %v", n, err)
		}
	}
	return z.Result()
}

func tellIDs(a *doctor.Analysis) []string {
	var ids []string
	for _, t := range a.Tells {
		ids = append(ids, t.ID)
	}
	sort.Strings(ids)
	return ids
}

// TestTellsInEngineTraces: each scenario made for a tell shows that tell
// (and the wall run, which replanned four times on 100% replan tokens, also
// shows deliberation); the clean and healthy ones show nothing.
func TestTellsInEngineTraces(t *testing.T) {
	want := map[string][]string{
		"clean":        nil,
		"recovered":    nil,
		"replay":       nil,
		"secrets":      nil,
		"wall":         {doctor.TellDeliberation, doctor.TellRetriedWall},
		"loop":         {doctor.TellRepeatedPlan},
		"recurring":    {doctor.TellRecurringSignature},
		"silent-skip":  {doctor.TellSkipAssumption},
		"deliberation": {doctor.TellDeliberation},
	}
	for _, sc := range tracetest.Scenarios() {
		t.Run(sc.Name, func(t *testing.T) {
			w, ok := want[sc.Name]
			if !ok {
				t.Fatalf("no expectation for scenario %s", sc.Name)
			}
			a := analyze(t, map[string][]byte{sc.Name: traceOf(t, sc.Name)})
			if diff := cmp.Diff(w, tellIDs(a)); diff != "" {
				t.Errorf("tells (-want +got):\n%s", diff)
			}
			if sc.Tell != "" && !contains(tellIDs(a), sc.Tell) {
				t.Errorf("scenario %s is made for %s", sc.Name, sc.Tell)
			}
			for _, tell := range a.Tells {
				if tell.Summary == "" || len(tell.Evidence) == 0 || tell.Meaning == "" || tell.Run == "" {
					t.Errorf("tell without its parts: %+v", tell)
				}
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// TestCleanTracesShowNothing: all the clean and healthy runs together, plus
// the hand-written trace whose skip's fact is used, show no tell at all.
func TestCleanTracesShowNothing(t *testing.T) {
	traces := map[string][]byte{}
	for _, n := range []string{"clean", "recovered", "replay", "secrets"} {
		traces[n] = traceOf(t, n)
	}
	for _, f := range []string{"skip-fact-used.jsonl", "otlp-clean.jsonl"} {
		b, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		traces[f] = b
	}
	a := analyze(t, traces)
	if len(a.Tells) != 0 {
		var buf bytes.Buffer
		a.WriteText(&buf)
		t.Errorf("tells in clean traces:\n%s", buf.String())
	}
	if len(a.Runs) != 6 {
		t.Errorf("%d runs, want 6", len(a.Runs))
	}
}

func TestFixtures(t *testing.T) {
	tests := []struct {
		file     string
		format   string
		tells    []string
		evidence string
	}{
		{"skip-planned-value.jsonl", "rung", []string{doctor.TellSkipAssumption}, "used po_id=PO-NEW-0412, the value create_po planned, not the fact po_id=PO-7731"},
		{"skip-fact-used.jsonl", "rung", nil, ""},
		{"otlp-wall.jsonl", "otlp", []string{doctor.TellRetriedWall}, "premise http 404: 404 NoSuchKey: vendor never uploaded"},
		{"otlp-clean.jsonl", "otlp", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			a, err := doctor.ReadFiles([]string{filepath.Join("testdata", tt.file)}, nil, doctor.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if a.Sources[0].Format != tt.format {
				t.Errorf("format %q, want %q", a.Sources[0].Format, tt.format)
			}
			if diff := cmp.Diff(tt.tells, tellIDs(a)); diff != "" {
				t.Errorf("tells (-want +got):\n%s", diff)
			}
			if tt.evidence != "" && !strings.Contains(strings.Join(a.Tells[0].Evidence, "\n"), tt.evidence) {
				t.Errorf("evidence %q lacks %q", a.Tells[0].Evidence, tt.evidence)
			}
		})
	}
}

// TestOTLPMapping: the other agent's five failed calls of one tool become
// a failure each, four inferred retries, and model tokens.
func TestOTLPMapping(t *testing.T) {
	a, err := doctor.ReadFiles([]string{"testdata/otlp-wall.jsonl"}, nil, doctor.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := a.Runs[0]
	got := []any{r.Outcome, r.ToolCalls, r.Failures, r.Rungs["retry"], a.Tokens["other"], r.Goal}
	want := []any{"failed", 5, 5, 4, 2020, "invoice-loader"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if a.RetryRecovery.Ratio != nil || !strings.Contains(a.RetryRecovery.Reading, "recovered nothing") {
		t.Errorf("retry-recovery = %+v", a.RetryRecovery)
	}
}

func TestMalformedLines(t *testing.T) {
	a, err := doctor.ReadFiles([]string{"testdata/malformed.jsonl", "testdata/missing.jsonl"}, nil, doctor.Options{})
	if !errors.Is(err, doctor.ErrMalformed) || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("err = %v", err)
	}
	want := []string{"testdata/malformed.jsonl:3: ", "testdata/malformed.jsonl:4: "}
	if len(a.Errors) != 2 || !strings.HasPrefix(a.Errors[0], want[0]) || !strings.HasPrefix(a.Errors[1], want[1]) {
		t.Errorf("errors = %q", a.Errors)
	}
	if a.Events != 2 || a.Runs[0].Outcome != "completed" {
		t.Errorf("the readable lines must be analysed: %d events, %+v", a.Events, a.Runs[0])
	}
}

// TestDistributionAndRatio: the numbers of the recovered run, and what a
// distribution dominated by each rung points to.
func TestDistributionAndRatio(t *testing.T) {
	a := analyze(t, map[string][]byte{"recovered": traceOf(t, "recovered")})
	rr := a.RetryRecovery
	if rr.Retries != 2 || rr.Recoveries != 3 || rr.RetriedRecoveries != 1 || rr.Ratio == nil || *rr.Ratio < 0.66 || *rr.Ratio > 0.67 {
		t.Errorf("retry-recovery = %+v", rr)
	}
	if diff := cmp.Diff(map[string]int{"retry": 2, "repair": 1, "skip": 1}, a.Rungs); diff != "" {
		t.Errorf("rungs (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string]int{"retry": 2}, a.RungsByKind["transient"]); diff != "" {
		t.Errorf("transient rungs (-want +got):\n%s", diff)
	}
	if a.Tokens["repair"] != 340 {
		t.Errorf("tokens = %v", a.Tokens)
	}

	for _, tt := range []struct {
		counts map[string]int
		mostly string
		word   string
	}{
		{map[string]int{"retry": 12, "repair": 2, "replan": 1}, "retry", "flaky infrastructure"},
		{map[string]int{"retry": 2, "repair": 9, "replan": 1}, "repair", "under-constrained"},
		{map[string]int{"retry": 1, "repair": 2, "replan": 9}, "replan", "never verified"},
		{map[string]int{"retry": 4, "repair": 4, "replan": 4}, "", "no rung dominates"},
	} {
		var recs []trace.Record
		for action, n := range tt.counts {
			for range n {
				recs = append(recs, trace.Record{Type: "decision", Run: "r", Step: "s", Action: action})
			}
		}
		d := doctor.Analyze(recs, doctor.Options{}).Distribution
		if d.Mostly != tt.mostly || !strings.Contains(d.Points, strings.Fields(tt.word)[0]) {
			t.Errorf("%v: mostly %q, points %q", tt.counts, d.Mostly, d.Points)
		}
	}
}

// TestDeliberationThresholds: a single replan, however large, is the
// ladder working; two replans that outweigh the rest are deliberation.
func TestDeliberationThresholds(t *testing.T) {
	run := func(replans int, planTokens, replanTokens int) []string {
		recs := []trace.Record{
			{Type: "model_call", Run: "r", Purpose: "plan", Usage: &trace.Usage{InputTokens: planTokens}},
			{Type: "plan", Run: "r", Plan: 1, Fingerprint: "f1", Reason: "first"},
		}
		for i := range replans {
			recs = append(recs,
				trace.Record{Type: "model_call", Run: "r", Purpose: "replan", Usage: &trace.Usage{InputTokens: replanTokens}},
				trace.Record{Type: "plan", Run: "r", Plan: i + 2, Fingerprint: "g" + string(rune('a'+i)), Reason: "replan"})
		}
		return tellIDs(doctor.Analyze(recs, doctor.Options{}))
	}
	if got := run(1, 100, 5000); got != nil {
		t.Errorf("one replan: %v", got)
	}
	if got := run(2, 5000, 2000); got != nil {
		t.Errorf("two small replans: %v", got)
	}
	if got := run(2, 1000, 2000); !cmp.Equal(got, []string{doctor.TellDeliberation}) {
		t.Errorf("two large replans: %v", got)
	}
}

// TestOutputs: text, Markdown, JSON and HTML carry the same findings.
func TestOutputs(t *testing.T) {
	traces := map[string][]byte{}
	for _, sc := range tracetest.Scenarios() {
		traces[sc.Name] = traceOf(t, sc.Name)
	}
	a := analyze(t, traces)

	var text, md, js, html bytes.Buffer
	if err := a.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	if err := a.WriteMarkdown(&md); err != nil {
		t.Fatal(err)
	}
	if err := a.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if err := a.WriteHTML(&html, ""); err != nil {
		t.Fatal(err)
	}
	for _, id := range tellIDs(a) {
		for name, out := range map[string]string{"text": text.String(), "markdown": md.String(), "html": html.String()} {
			if !strings.Contains(out, id) {
				t.Errorf("%s output lacks tell %s", name, id)
			}
		}
	}
	for _, want := range []string{"Rung distribution", "Retry-to-recovery", "Tokens by purpose", "-> mostly replans"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q", want)
		}
	}
	if !strings.Contains(md.String(), "| replan | 11 |") || !strings.Contains(md.String(), "### retried-wall: retried a wall") {
		t.Errorf("markdown:\n%s", md.String())
	}
	var back struct {
		Runs  []map[string]any `json:"runs"`
		Tells []doctor.Tell    `json:"tells"`
		Rungs map[string]int   `json:"rungs"`
		RR    struct {
			Ratio *float64 `json:"ratio"`
		} `json:"retry_recovery"`
		Distribution doctor.Distribution `json:"distribution"`
	}
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Tells) != len(a.Tells) || len(back.Runs) != len(a.Runs) || back.Rungs["replan"] != 11 || back.RR.Ratio == nil || back.Distribution.Mostly != "replan" {
		t.Errorf("json: %s", js.String())
	}
	h := html.String()
	for _, want := range []string{`id="chart-rungs"`, `id="chart-tokens"`, `id="chart-timeline"`, `data-key="replan"`, `class="mark"`} {
		if !strings.Contains(h, want) {
			t.Errorf("html lacks %s", want)
		}
	}
	for _, banned := range []string{"http://", "https://", "<link", "src="} {
		if strings.Contains(strings.ReplaceAll(h, `xmlns="http://www.w3.org/2000/svg"`, ""), banned) {
			t.Errorf("html is not self-contained: has %q", banned)
		}
	}
}

// TestHTMLEscapes: text from traces cannot inject markup.
func TestHTMLEscapes(t *testing.T) {
	recs := []trace.Record{
		{Type: "run_start", Run: `<script>alert(1)</script>`, Reason: "<img src=x onerror=alert(1)>"},
		{Type: "step_start", Run: `<script>alert(1)</script>`, Step: "<b>s</b>", Tool: "t"},
		{Type: "run_end", Run: `<script>alert(1)</script>`, Outcome: "handback", Reason: "<iframe>"},
	}
	var buf bytes.Buffer
	if err := doctor.Analyze(recs, doctor.Options{}).WriteHTML(&buf, ""); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"<script>alert", "<img", "<iframe>", "<b>s</b>"} {
		if strings.Contains(buf.String(), bad) {
			t.Errorf("unescaped %q", bad)
		}
	}
}

// TestCallsMatchTheReport: doctor counts a run's tool calls as the engine's
// report does, probes and precondition checks included.
func TestCallsMatchTheReport(t *testing.T) {
	for _, sc := range tracetest.Scenarios() {
		var buf bytes.Buffer
		w := trace.NewWriter(&buf)
		rep, err := sc.Run(context.Background(), w)
		if err != nil {
			t.Fatalf("%s: %v", sc.Name, err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		a := analyze(t, map[string][]byte{sc.Name: buf.Bytes()})
		if len(a.Runs) != 1 || a.Runs[0].ToolCalls != rep.Counters.ToolCalls {
			t.Errorf("%s: doctor counts %d calls, the report %d", sc.Name, a.Runs[0].ToolCalls, rep.Counters.ToolCalls)
		}
	}
}

// TestHTMLRoundsTheTimeSpan: the HTML report gives a run's length rounded for
// people (2m4.5s), not in nanoseconds.
func TestHTMLRoundsTheTimeSpan(t *testing.T) {
	start := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	end := start.Add(2*time.Minute + 4540881997*time.Nanosecond)
	recs := []trace.Record{
		{Type: "run_start", Run: "r", At: start, Reason: "goal"},
		{Type: "step_start", Run: "r", At: start, Step: "s", Tool: "t"},
		{Type: "run_end", Run: "r", At: end, Outcome: "completed"},
	}
	var buf bytes.Buffer
	if err := doctor.Analyze(recs, doctor.Options{}).WriteHTML(&buf, ""); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "(2m4.5s)") || strings.Contains(buf.String(), "2m4.54") {
		t.Errorf("the time span is not rounded to 2m4.5s:\n%s", buf.String())
	}
}
