package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
)

// syncBuffer is a bytes.Buffer safe for the interrupt goroutine and the
// test to share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestInterrupts: the first signal cancels the context and says a second
// exits; the second flushes the trace, prints one line naming how to
// resume the noted run and exits 130 without waiting for the command.
func TestInterrupts(t *testing.T) {
	tests := []struct {
		name string
		run  *interruptedRun
		want string
	}{
		{"a run", &interruptedRun{command: "rung run", id: "run-1", resumable: true},
			"rung run: interrupted again: exited without waiting for run run-1 to stop; continue it with: rung resume run-1\n"},
		{"a run on the memory ledger", &interruptedRun{command: "rung resume", id: "run-2"},
			"rung resume: interrupted again: exited without waiting for run run-2 to stop; the memory: ledger kept nothing, so it cannot be resumed\n"},
		{"before a run started", nil, "rung: interrupted again: exited at once\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sigs := make(chan os.Signal, 2)
			var stderr syncBuffer
			exited := make(chan int, 1)
			ctx, stop := Interrupts(context.Background(), sigs, NewConsole(io.Discard, &stderr), func(code int) { exited <- code })
			defer stop()
			flushed := false
			if tt.run != nil {
				r := *tt.run
				r.flush = func() error { flushed = true; return nil }
				noteRun(ctx, r)
			}
			sigs <- os.Interrupt
			<-ctx.Done()
			sigs <- os.Interrupt
			if code := <-exited; code != ExitInterrupted {
				t.Errorf("exit(%d), want %d", code, ExitInterrupted)
			}
			first, second, _ := strings.Cut(stderr.String(), "\n")
			if !strings.Contains(first, "Ctrl-C again") {
				t.Errorf("first interrupt printed %q", first)
			}
			if second != tt.want {
				t.Errorf("second interrupt printed %q, want %q", second, tt.want)
			}
			if tt.run != nil && !flushed {
				t.Error("the trace was not flushed before exiting")
			}
		})
	}
}

// TestInterruptsStop: after stop, a signal neither prints nor exits, and
// noteRun on a context without interrupt handling does nothing.
func TestInterruptsStop(t *testing.T) {
	sigs := make(chan os.Signal, 2)
	var stderr syncBuffer
	ctx, stop := Interrupts(context.Background(), sigs, NewConsole(io.Discard, &stderr), func(int) { t.Error("exit after stop") })
	stop()
	stop()
	<-ctx.Done()
	sigs <- os.Interrupt
	sigs <- os.Interrupt
	if s := stderr.String(); s != "" {
		t.Errorf("printed %q after stop", s)
	}
	noteRun(context.Background(), interruptedRun{id: "x"})
}

// TestInterruptsExitLineIsLast: the resume line of a second Ctrl-C is the
// last thing the command writes. The run keeps going until the process is
// gone (a cancelled step reports its failure a moment later), and a line
// it writes after the exit line would bury how to resume.
func TestInterruptsExitLineIsLast(t *testing.T) {
	sigs := make(chan os.Signal, 2)
	var stdout, stderr syncBuffer
	con := NewConsole(&stdout, &stderr)
	exited := make(chan int, 1)
	ctx, stop := Interrupts(context.Background(), sigs, con, func(code int) {
		// What the run goroutine does between the exit line and the
		// process's end.
		fmt.Fprintln(con.Stderr(), "  ✗ transient: context canceled")
		fmt.Fprintln(con.Stdout(), "report")
		exited <- code
	})
	defer stop()
	noteRun(ctx, interruptedRun{command: "rung run", id: "run-1", resumable: true})
	fmt.Fprintln(con.Stderr(), "step 1: wait")
	sigs <- os.Interrupt
	<-ctx.Done()
	sigs <- os.Interrupt
	<-exited
	lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
	if last := lines[len(lines)-1]; !strings.Contains(last, "rung resume run-1") {
		t.Errorf("last line %q, want the resume line; all:\n%s", last, stderr.String())
	}
	if lines[0] != "step 1: wait" {
		t.Errorf("a write before the interrupts was lost: %q", stderr.String())
	}
	if s := stdout.String(); s != "" {
		t.Errorf("stdout got %q after the exit line", s)
	}
}
