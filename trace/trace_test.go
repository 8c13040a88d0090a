package trace_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/trace"
	"github.com/rungkit/rung/trace/tracetest"
)

// record runs a scenario with a trace writer and a recorder side by side.
func record(t *testing.T, name string) (*bytes.Buffer, []rung.Event) {
	t.Helper()
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	rec := &rungtest.Recorder{}
	if _, err := tracetest.Get(name).Run(context.Background(), w, rec); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, rec.Events()
}

// TestRoundTrip: every event of every scenario comes back from the trace,
// in order, with its type, run, plan, step, tool, attempt and the fields
// its type names.
func TestRoundTrip(t *testing.T) {
	for _, sc := range tracetest.Scenarios() {
		t.Run(sc.Name, func(t *testing.T) {
			buf, events := record(t, sc.Name)
			r := trace.NewReader(bytes.NewReader(buf.Bytes()), sc.Name)
			var got []trace.Record
			for {
				rec, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, rec)
			}
			if h := r.Header(); h == nil || h.Format != trace.Format || h.Version != trace.Version {
				t.Errorf("header = %+v", h)
			}
			if len(got) != len(events) {
				t.Fatalf("%d records, %d events", len(got), len(events))
			}
			for i, e := range events {
				g := got[i]
				type key struct {
					Seq                  int64
					Type                 rung.EventType
					Run, Step, Tool      string
					Plan, Attempt        int
					Fingerprint, Purpose string
					Action, State, Out   string
					Tokens               int
					At                   time.Time
				}
				want := key{int64(i + 1), e.Type, e.RunID, e.Step, e.Tool, e.Plan, e.Attempt, e.Fingerprint, string(e.Purpose), "", string(e.State), string(e.Outcome), e.Usage.Tokens(), e.At}
				if e.Action != rung.ActionNone {
					want.Action = e.Action.String()
				}
				have := key{g.Seq, g.Type, g.Run, g.Step, g.Tool, g.Plan, g.Attempt, g.Fingerprint, g.Purpose, g.Action, g.State, g.Outcome, g.Usage.Tokens(), g.At}
				if diff := cmp.Diff(want, have); diff != "" {
					t.Errorf("record %d (-event +record):\n%s", i+1, diff)
				}
				if e.Failure != nil && (g.Failure == nil || g.Failure.Kind != e.Failure.Kind.String() || g.Failure.Status != e.Failure.Status || g.Failure.Code != e.Failure.Code) {
					t.Errorf("record %d: failure %+v, event %+v", i+1, g.Failure, e.Failure)
				}
				if !e.Signature.IsZero() && (g.Signature == nil || g.Signature.Tool != e.Signature.Tool || g.Signature.Class != e.Signature.Class) {
					t.Errorf("record %d: signature %+v, event %+v", i+1, g.Signature, e.Signature)
				}
				if e.Type == rung.EventBudget && (g.Spent == nil || *g.Spent != e.Spent || g.Budget != e.Budget) {
					t.Errorf("record %d: spent %+v %q, event %+v %q", i+1, g.Spent, g.Budget, e.Spent, e.Budget)
				}
			}
		})
	}
}

// TestSecretsNeverReachTheTrace seeds credentials into error messages, a
// conflict's fact, a step's and a probe's arguments, a probe's output and
// the goal.
func TestSecretsNeverReachTheTrace(t *testing.T) {
	buf, _ := record(t, "secrets")
	out := buf.String()
	for _, s := range tracetest.Secrets {
		if strings.Contains(out, s) {
			t.Errorf("secret %q in the trace", s)
		}
	}
	for _, want := range []string{"Authorization: Bearer [REDACTED]", `"password":"[REDACTED]"`, `"user_id":"u-1"`, `"api_key":"[REDACTED]"`, "access_token=[REDACTED]",
		`"args":{"name":"ann","password":"[REDACTED]"}`} {
		if !strings.Contains(out, want) {
			t.Errorf("trace lacks %q (redaction should keep the shape)", want)
		}
	}
}

// TestRedactionOfEvents covers what the scenarios cannot reach: keys in
// reasons and messages, typed facts, nested arguments.
func TestRedactionOfEvents(t *testing.T) {
	type creds struct {
		User     string `json:"user"`
		Password string `json:"password"`
	}
	ev := []rung.Event{
		{Type: rung.EventTerminal, RunID: "run-9", Step: "charge", Reason: "side-effect: idempotency key reused with other arguments (run-9/charge/2); nothing ran"},
		{Type: rung.EventFailure, RunID: "run-9", Step: "charge", Failure: rung.Transient(errors.New("idempotency key run-9/charge/1 is in flight elsewhere; x-api-key: abc123def456"))},
		{Type: rung.EventSkip, RunID: "run-9", Step: "user", Fact: creds{User: "ann", Password: "hunter2-correct-horse"}},
		{Type: rung.EventProbe, RunID: "run-9", Observation: &rung.Observation{Call: rung.Call{Tool: "http.get", Args: map[string]any{
			"url":     "https://u:pw-77-secret@example.com/path?sig=abcdef",
			"headers": map[string]any{"Authorization": "Basic dXNlcjpwYXNz", "Accept": "json"},
			"list":    []any{"AKIAIOSFODNN7EXAMPLE", 3.0},
			"login":   map[string]any{"user": "svc", "password": "pw-in-args-1234", "db_password": "pw-in-args-5678"},
		}}, Output: "token=tok_live_123456"}},
		{Type: rung.EventReplay, RunID: "run-9", Step: "charge", Key: "run-9/charge/1"},
		{Type: rung.EventPlan, RunID: "run-9", Plan: 2, Steps: []rung.Step{{ID: "login", Tool: "db.login",
			Args: map[string]any{"user": "svc", "password": "pw-in-args-9012"}, Intent: "log in with api_key=abc123def456"}}},
	}
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	for _, e := range ev {
		w.Observe(e)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, s := range []string{"run-9/charge/", "abc123def456", "hunter2", "pw-77-secret", "abcdef\"", "dXNlcjpwYXNz", "AKIAIOSFODNN7EXAMPLE", "tok_live_123456", "pw-in-args"} {
		if strings.Contains(out, s) {
			t.Errorf("%q in the trace:\n%s", s, out)
		}
	}
	k1, k2 := trace.KeyHash("run-9/charge/1"), trace.KeyHash("run-9/charge/2")
	for _, want := range []string{k1, k2, `"user":"ann"`, `"Accept":"json"`, "run-9", `"steps":[{"id":"login","tool":"db.login","args":{"password":"[REDACTED]","user":"svc"}`} {
		if !strings.Contains(out, want) {
			t.Errorf("trace lacks %q:\n%s", want, out)
		}
	}
	if k1 == k2 || !strings.HasPrefix(k1, "key:") || len(k1) != len("key:")+16 {
		t.Errorf("KeyHash = %q, %q", k1, k2)
	}
}

func TestReaderErrors(t *testing.T) {
	in := strings.Join([]string{
		`{"format":"rung.trace","version":7,"writer":"later"}`,
		`{"seq":1,"type":"run_start","run":"r","at":"2026-01-01T00:00:00Z","new_field":{"x":1}}`,
		``,
		`{"seq":2,"type":"failure","run":"r","failure":{"kind":"quantum","message":"m","effect":"maybe"}}`,
		`{"seq":3,"type":"step_start","run":"r"`,
		`{"seq":"four","type":"step_end","run":"r"}`,
		`{"seq":5,"run":"r"}`,
		`{"seq":6,"type":"run_end","run":"r","outcome":"transcended"}`,
	}, "\n")
	recs, err := trace.ReadNamed(strings.NewReader(in), "t.jsonl")
	var lines []int
	for _, e := range unjoin(err) {
		var le *trace.LineError
		if !errors.As(e, &le) {
			t.Fatalf("error %v is not a *LineError", e)
		}
		if !strings.HasPrefix(le.Error(), fmt.Sprintf("t.jsonl:%d: ", le.Line)) {
			t.Errorf("error text %q", le.Error())
		}
		lines = append(lines, le.Line)
	}
	if diff := cmp.Diff([]int{5, 6, 7}, lines); diff != "" {
		t.Errorf("bad lines (-want +got):\n%s", diff)
	}
	var types []string
	for _, r := range recs {
		types = append(types, string(r.Type))
	}
	if diff := cmp.Diff([]string{"run_start", "failure", "run_end"}, types); diff != "" {
		t.Errorf("records (-want +got):\n%s", diff)
	}
	if recs[1].Failure.Kind != "quantum" || recs[2].Outcome != "transcended" {
		t.Errorf("unknown enumeration values must survive: %+v %+v", recs[1].Failure, recs[2])
	}
	if _, err := trace.Read(strings.NewReader(`{"format":"otel","version":1}`)); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("foreign format: err = %v", err)
	}
	if recs, err := trace.Read(strings.NewReader("")); err != nil || len(recs) != 0 {
		t.Errorf("empty trace: %v %v", recs, err)
	}
}

func unjoin(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

// TestConcurrentRuns: one writer shared by concurrent runs keeps every
// line whole and numbers them without gaps.
func TestConcurrentRuns(t *testing.T) {
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	var wg sync.WaitGroup
	const runs = 8
	for i := range runs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			name := []string{"recovered", "wall", "secrets", "replay"}[i%4]
			if _, err := tracetest.Get(name).RunAs(context.Background(), fmt.Sprintf("%s-%d", name, i), w); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	recs, err := trace.Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int64]bool{}
	ends := 0
	for _, r := range recs {
		if seen[r.Seq] {
			t.Fatalf("seq %d twice", r.Seq)
		}
		seen[r.Seq] = true
		if r.Type == rung.EventRunEnd {
			ends++
		}
	}
	for i := int64(1); i <= int64(len(recs)); i++ {
		if !seen[i] {
			t.Fatalf("seq %d missing", i)
		}
	}
	if ends != runs {
		t.Errorf("%d run_end records, want %d", ends, runs)
	}
}

type failWriter struct{ n int }

func (f *failWriter) Write(p []byte) (int, error) {
	f.n++
	return 0, errors.New("disk full")
}

func TestWriterBuffersAndFlushes(t *testing.T) {
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	w.Observe(rung.Event{Type: rung.EventRunStart, RunID: "r"})
	if buf.Len() != 0 {
		t.Errorf("wrote %d bytes before Flush", buf.Len())
	}
	w.Observe(rung.Event{Type: rung.EventRunEnd, RunID: "r", Outcome: rung.OutcomeCompleted})
	if got := strings.Count(buf.String(), "\n"); got != 3 {
		t.Errorf("after run_end: %d lines flushed, want 3", got)
	}
	if err := w.Write(trace.Record{Type: "note", Run: "r"}); err != nil {
		t.Fatal(err)
	}
	if err := w.Write(trace.Record{Run: "r"}); err == nil {
		t.Error("Write accepted a record without a type")
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Errorf("second Close = %v", err)
	}
	w.Observe(rung.Event{Type: rung.EventRunStart, RunID: "late"})
	if err := w.Write(trace.Record{Type: "late"}); !errors.Is(err, trace.ErrClosed) {
		t.Errorf("Write after Close = %v", err)
	}
	if strings.Contains(buf.String(), "late") || strings.Count(buf.String(), "\n") != 4 {
		t.Errorf("trace:\n%s", buf.String())
	}

	fw := &failWriter{}
	w = trace.NewWriter(fw)
	w.Observe(rung.Event{Type: rung.EventRunEnd, RunID: "r"})
	if err := w.Err(); err == nil || w.Flush() == nil || w.Close() == nil {
		t.Errorf("write errors must stick: %v", err)
	}
	w.Observe(rung.Event{Type: rung.EventRunEnd, RunID: "r"})
	if fw.n != 1 {
		t.Errorf("%d writes after the first error", fw.n-1)
	}
}

// BenchmarkWriter measures the writer on the recovered scenario's events.
func BenchmarkWriter(b *testing.B) {
	rec := &rungtest.Recorder{}
	if _, err := tracetest.Get("recovered").Run(context.Background(), rec); err != nil {
		b.Fatal(err)
	}
	events := rec.Events()
	w := trace.NewWriter(io.Discard)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, e := range events {
			w.Observe(e)
		}
	}
	b.ReportMetric(float64(b.N*len(events))/b.Elapsed().Seconds(), "events/s")
}
