package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// ExitInterrupted is the status after a second Ctrl-C: 128 + SIGINT, what a
// shell reports for a process that SIGINT ended.
const ExitInterrupted = 130

// Interrupts turns the signals arriving on sigs (os.Interrupt) into the
// commands' cancellation. The first cancels the returned context: a run
// stops cleanly at its next checkpoint, as it would at its deadline. A
// tool that ignores its context, or a server that will not close, can keep
// that from ever happening; the second signal therefore writes one line to
// stderr (how to resume the run, when one was started) and calls exit with
// ExitInterrupted at once, without waiting for anything. stop ends the
// watching and releases the context.
//
// A hard exit leaves what a crash leaves: the ledger and the checkpoints
// hold what was committed, and rung resume continues from there; a step
// that was in flight is treated as after a crash, its ledger key deciding
// whether it may run again (docs/ledger.md, "Run checkpoints").
func Interrupts(parent context.Context, sigs <-chan os.Signal, stderr io.Writer, exit func(int)) (ctx context.Context, stop func()) {
	in := &interrupts{}
	ctx, cancel := context.WithCancel(context.WithValue(parent, interruptsKey{}, in))
	done := make(chan struct{})
	// next waits for a signal; false once stop was called, even when a
	// signal is waiting too.
	next := func() bool {
		select {
		case <-sigs:
		case <-done:
			return false
		}
		select {
		case <-done:
			return false
		default:
			return true
		}
	}
	go func() {
		if !next() {
			return
		}
		fmt.Fprintln(stderr, "rung: interrupted: stopping cleanly (Ctrl-C again to exit at once)")
		cancel()
		if !next() {
			return
		}
		fmt.Fprintln(stderr, in.exitLine())
		exit(ExitInterrupted)
	}()
	var once sync.Once
	return ctx, func() {
		once.Do(func() { close(done) })
		cancel()
	}
}

type interruptsKey struct{}

// interrupts is what the second interrupt reports: the run in progress.
type interrupts struct {
	mu  sync.Mutex
	run *interruptedRun
}

// interruptedRun describes the run a second Ctrl-C would leave behind.
type interruptedRun struct {
	command   string // "rung run", "rung resume"
	id        string
	resumable bool         // false on the memory: ledger
	flush     func() error // writes what the trace holds in memory
}

// noteRun tells the interrupt handling of ctx (if any) which run is in
// progress, so that a second Ctrl-C can say how to resume it.
func noteRun(ctx context.Context, r interruptedRun) {
	if in, ok := ctx.Value(interruptsKey{}).(*interrupts); ok {
		in.mu.Lock()
		in.run = &r
		in.mu.Unlock()
	}
}

// exitLine flushes the run's trace, waiting a moment at most (a hung
// disk must not undo the "at once"), and returns the line to print.
func (in *interrupts) exitLine() string {
	in.mu.Lock()
	r := in.run
	in.mu.Unlock()
	if r == nil {
		return "rung: interrupted again: exited at once"
	}
	if r.flush != nil {
		flushed := make(chan struct{})
		go func() {
			_ = r.flush()
			close(flushed)
		}()
		select {
		case <-flushed:
		case <-time.After(time.Second):
		}
	}
	if !r.resumable {
		return fmt.Sprintf("%s: interrupted again: exited without waiting for run %s to stop; the memory: ledger kept nothing, so it cannot be resumed", r.command, r.id)
	}
	return fmt.Sprintf("%s: interrupted again: exited without waiting for run %s to stop; continue it with: rung resume %s", r.command, r.id, r.id)
}
