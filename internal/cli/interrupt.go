package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
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
//
// Every write of the command goes through con, so that the exit line is
// the last one: the run goes on writing until the process is gone.
func Interrupts(parent context.Context, sigs <-chan os.Signal, con *Console, exit func(int)) (ctx context.Context, stop func()) {
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
		fmt.Fprintln(con.Stderr(), "rung: interrupted: stopping cleanly (Ctrl-C again to exit at once)")
		cancel()
		if !next() {
			return
		}
		con.last(in.exitLine())
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

// Console is a command's stdout and stderr, written one write at a time
// so that a hard exit can end them: after its last line nothing more is
// written, and the line says how to resume rather than a cancelled
// step's failure printed a moment later.
type Console struct {
	turn           chan struct{} // a one-slot semaphore: holding it is the right to write
	ended          atomic.Bool   // set by last: later writes are dropped
	stdout, stderr io.Writer
}

// NewConsole wraps the command's two output streams.
func NewConsole(stdout, stderr io.Writer) *Console {
	return &Console{turn: make(chan struct{}, 1), stdout: stdout, stderr: stderr}
}

// Stdout and Stderr are the writers to hand the command.
func (c *Console) Stdout() io.Writer { return consoleWriter{c, c.stdout} }
func (c *Console) Stderr() io.Writer { return consoleWriter{c, c.stderr} }

// last writes line to stderr and ends the console. It waits a moment at
// most for a write in progress (a stalled pipe must not undo the "at
// once" of a second Ctrl-C), and then writes anyway.
func (c *Console) last(line string) {
	select {
	case c.turn <- struct{}{}:
		defer func() { <-c.turn }()
	case <-time.After(time.Second):
	}
	c.ended.Store(true)
	fmt.Fprintln(c.stderr, line)
}

// consoleWriter is one of a Console's streams. It keeps the stream it
// wraps visible to isTerminal, so colour still follows the terminal.
type consoleWriter struct {
	c *Console
	w io.Writer
}

func (cw consoleWriter) Write(p []byte) (int, error) {
	cw.c.turn <- struct{}{}
	defer func() { <-cw.c.turn }()
	if cw.c.ended.Load() {
		return len(p), nil // the process is about to exit: drop, as the exit would
	}
	return cw.w.Write(p)
}
