package trace_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/trace"
)

// sink is what a trace file looks like to the writer: it keeps every Write
// call apart, and is safe to read while the writer's timer writes to it.
type sink struct {
	mu     sync.Mutex
	writes [][]byte
}

func (s *sink) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.writes = append(s.writes, bytes.Clone(p))
	return len(p), nil
}

func (s *sink) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return string(bytes.Join(s.writes, nil))
}

// TestWriterFlushesPeriodically: an event that is not a step boundary (a
// step_start, before a slow call) reaches the file within 200 ms without
// Flush or Close, so a process killed during the call leaves it on disk.
func TestWriterFlushesPeriodically(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var out sink
		w := trace.NewWriter(&out)
		w.Observe(rung.Event{Type: rung.EventStepStart, RunID: "r", Step: "slow", Tool: "http.get", Attempt: 1})
		time.Sleep(200 * time.Millisecond)
		synctest.Wait()
		got := out.String()
		if !strings.Contains(got, `"format":"rung.trace"`) || !strings.Contains(got, `"type":"step_start"`) {
			t.Fatalf("200 ms after a step_start, the file holds %q", got)
		}
		w.Observe(rung.Event{Type: rung.EventBudget, RunID: "r"})
		time.Sleep(200 * time.Millisecond)
		synctest.Wait()
		if !strings.Contains(out.String(), `"type":"budget"`) {
			t.Fatalf("the second event did not reach the file within 200 ms: %q", out.String())
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	})
}

// TestWriterFlushesAtStepBoundaries: the events that close a step, install
// a plan or end a run are on the file as soon as Observe returns, with
// everything before them.
func TestWriterFlushesAtStepBoundaries(t *testing.T) {
	for _, typ := range []rung.EventType{rung.EventPlan, rung.EventStepEnd, rung.EventSkip, rung.EventTerminal, rung.EventRunEnd} {
		t.Run(string(typ), func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				var out sink
				w := trace.NewWriter(&out)
				w.Observe(rung.Event{Type: rung.EventStepStart, RunID: "r", Step: "a", Attempt: 1})
				w.Observe(rung.Event{Type: typ, RunID: "r", Step: "a"})
				got := out.String() // no virtual time has passed
				if !strings.Contains(got, `"type":"step_start"`) || !strings.Contains(got, `"type":"`+string(typ)+`"`) {
					t.Errorf("after %s the file holds %q", typ, got)
				}
				w.Close()
			})
		})
	}
}

// TestWriterCloseStopsTheFlusher: after Close nothing more is written and
// no timer or goroutine is left behind (synctest.Test fails on a goroutine
// still blocked in the bubble when the test returns).
func TestWriterCloseStopsTheFlusher(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var out sink
		w := trace.NewWriter(&out)
		w.Observe(rung.Event{Type: rung.EventStepStart, RunID: "r", Step: "a", Attempt: 1})
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		n := len(out.writes)
		w.Observe(rung.Event{Type: rung.EventStepStart, RunID: "r", Step: "b", Attempt: 1})
		time.Sleep(time.Second)
		synctest.Wait()
		if len(out.writes) != n || strings.Contains(out.String(), `"step":"b"`) {
			t.Errorf("writes after Close: %q", out.String())
		}
	})
}

// TestWriterFlushesUnderConcurrentRuns: the timer's flushes and the
// boundary flushes interleave with Observe calls from several goroutines
// (run it with -race); every record arrives once, whole, numbered once.
func TestWriterFlushesUnderConcurrentRuns(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var out sink
		w := trace.NewWriter(&out)
		var wg sync.WaitGroup
		const runs, steps = 8, 50
		for r := range runs {
			wg.Go(func() {
				for s := range steps {
					w.Observe(rung.Event{Type: rung.EventStepStart, RunID: fmt.Sprint("run-", r), Step: fmt.Sprint("s", s), Attempt: 1})
					time.Sleep(time.Duration(1+r) * 13 * time.Millisecond)
					if s%5 == 0 {
						w.Observe(rung.Event{Type: rung.EventStepEnd, RunID: fmt.Sprint("run-", r), Step: fmt.Sprint("s", s), State: rung.StepDone})
					}
				}
			})
		}
		wg.Wait()
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		recs, err := trace.Read(strings.NewReader(out.String()))
		if err != nil {
			t.Fatal(err)
		}
		if want := runs * (steps + steps/5); len(recs) != want {
			t.Fatalf("%d records, want %d", len(recs), want)
		}
		for i, r := range recs {
			if r.Seq != int64(i+1) {
				t.Fatalf("record %d has seq %d", i+1, r.Seq)
			}
		}
	})
}

// TestWriterWritesWholeLines: every write the file sees ends at the end of
// a line, even when the records outgrow the writer's buffer, so a process
// killed between two writes leaves no torn line behind.
func TestWriterWritesWholeLines(t *testing.T) {
	var out sink
	w := trace.NewWriter(&out)
	big := strings.Repeat("x", 9000)
	for i := range 40 {
		if err := w.Write(trace.Record{Type: "step_start", Run: "r", Step: fmt.Sprint("s", i), Reason: big}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Write(trace.Record{Type: "step_start", Run: "r", Step: "huge", Reason: strings.Repeat("y", 200<<10)}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if len(out.writes) < 2 {
		t.Fatalf("%d writes: the records should outgrow the buffer", len(out.writes))
	}
	for i, p := range out.writes {
		if len(p) == 0 || p[len(p)-1] != '\n' {
			t.Errorf("write %d of %d (%d bytes) ends mid-line: ...%q", i+1, len(out.writes), len(p), p[max(0, len(p)-20):])
		}
	}
}

// TestReadTornLastLine: a trace whose writer was killed mid-write ends in
// a partial line with no newline. The reader returns every record before
// it and reports the tail as truncated, not as a malformed line; the same
// bytes followed by a newline, or in the middle of the file, stay an error.
func TestReadTornLastLine(t *testing.T) {
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	for i := range 3 {
		w.Observe(rung.Event{Type: rung.EventStepStart, RunID: "r", Step: fmt.Sprint("s", i), Attempt: 1})
	}
	w.Close()
	full := buf.String()
	torn := full[:len(full)-20] // the third record loses its end and its newline

	recs, err := trace.ReadNamed(strings.NewReader(torn), "run.jsonl")
	if len(recs) != 2 || recs[1].Step != "s1" {
		t.Fatalf("read %d records before the torn line, want 2: %+v", len(recs), recs)
	}
	var le *trace.LineError
	if !errors.As(err, &le) || le.Line != 4 || !errors.Is(err, trace.ErrTruncated) || !strings.Contains(err.Error(), "run.jsonl:4: truncated") {
		t.Fatalf("err = %v, want run.jsonl:4 reported as truncated", err)
	}
	// Killed while writing the header: nothing to read, and it is the tail.
	if recs, err := trace.Read(strings.NewReader(full[:20])); len(recs) != 0 || !errors.Is(err, trace.ErrTruncated) {
		t.Errorf("a torn header: %d records, err = %v", len(recs), err)
	}
	// Garbage without a newline at the end is not a torn record.
	if _, err := trace.Read(strings.NewReader(full + `{"seq":9,,}`)); err == nil || errors.Is(err, trace.ErrTruncated) {
		t.Errorf("an invalid last line: err = %v, want a malformed-line error", err)
	}

	// The torn line, then a newline: a complete line that is not JSON.
	if _, err := trace.Read(strings.NewReader(torn + "\n")); err == nil || errors.Is(err, trace.ErrTruncated) {
		t.Errorf("a complete malformed last line: err = %v, want a malformed-line error", err)
	}
	// A partial line followed by more lines is not a torn tail.
	mid := torn + "\n" + full[strings.Index(full, "\n")+1:]
	if recs, err := trace.Read(strings.NewReader(mid)); len(recs) != 5 || err == nil || errors.Is(err, trace.ErrTruncated) {
		t.Errorf("a malformed line mid-file: %d records, err = %v", len(recs), err)
	}
	// A last line without a newline that is whole reads as a record.
	if recs, err := trace.Read(strings.NewReader(strings.TrimSuffix(full, "\n"))); len(recs) != 3 || err != nil {
		t.Errorf("a whole last line without newline: %d records, err = %v", len(recs), err)
	}
}
