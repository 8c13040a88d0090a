package trace

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/rungkit/rung"
)

// Writer writes a JSONL trace: a header line, then one Record per engine
// event. It is a rung.Observer; add it to Engine.Observers. It is safe for
// concurrent use, so one Writer may serve concurrent runs (records then
// interleave, each with its run id).
//
// Output is buffered, but never for long, so that a process killed mid-run
// (kill -9, a crash) leaves every event up to the last flush on disk: the
// writer flushes by itself at each step boundary (plan, step_end, skip,
// terminal, run_end) and at most FlushInterval after any other record. It
// writes whole lines only, so the file ends with a torn line only when the
// process died inside a write. Call Close when done: it flushes the rest
// and stops the timer. Observe cannot return an error; the first write
// error is kept, later events are dropped, and Flush, Close and Err return
// it.
type Writer struct {
	mu     sync.Mutex
	bw     *bufio.Writer
	buf    []byte
	seq    int64
	err    error
	closed bool
	cache  textCache
	// timer flushes what the buffer holds FlushInterval after the first
	// unflushed record; it is armed only while something waits, so an idle
	// or forgotten writer holds no goroutine.
	timer *time.Timer
	armed bool
}

// FlushInterval bounds how long a record stays in a Writer's buffer.
const FlushInterval = 200 * time.Millisecond

// flushesAt are the events after which the writer flushes at once: the
// ends of steps and runs and new plans, the points a resume or a reader of
// a crashed run's trace cares about.
var flushesAt = map[rung.EventType]bool{
	rung.EventPlan:     true,
	rung.EventStepEnd:  true,
	rung.EventSkip:     true,
	rung.EventTerminal: true,
	rung.EventRunEnd:   true,
}

var _ rung.Observer = (*Writer)(nil)

// ErrClosed is returned by Writer methods after Close.
var ErrClosed = errors.New("trace: writer is closed")

// NewWriter returns a Writer on w and buffers the header line. It does not
// close w.
func NewWriter(w io.Writer) *Writer {
	tw := &Writer{bw: bufio.NewWriterSize(w, 64<<10)}
	h, _ := json.Marshal(Header{Format: Format, Version: Version, Writer: "rung"})
	tw.bw.Write(h)
	tw.bw.WriteByte('\n')
	return tw
}

// arm starts the flush timer unless it is running. The timer is created on
// first use, so its callback goroutine belongs to whoever writes (a
// synctest bubble in tests).
func (w *Writer) arm() {
	if w.armed {
		return
	}
	w.armed = true
	if w.timer == nil {
		w.timer = time.AfterFunc(FlushInterval, w.tick)
		return
	}
	w.timer.Reset(FlushInterval)
}

func (w *Writer) disarm() {
	if w.armed {
		w.armed = false
		w.timer.Stop()
	}
}

func (w *Writer) tick() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.armed {
		// Flushed or closed between the timer firing and this call.
		return
	}
	w.armed = false
	if w.closed || w.err != nil {
		return
	}
	w.err = w.bw.Flush()
}

// flushLocked writes out the buffer and stops the timer, which has nothing
// left to do.
func (w *Writer) flushLocked() {
	w.disarm()
	if w.err == nil {
		w.err = w.bw.Flush()
	}
}

// Observe implements rung.Observer: it redacts the event (FromEvent) and
// writes it as one line.
func (w *Writer) Observe(e rung.Event) {
	rec := fromEvent(e, &w.cache)
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed || w.err != nil {
		return
	}
	w.seq++
	rec.Seq = w.seq
	w.writeLocked(&rec)
	if flushesAt[e.Type] {
		w.flushLocked()
	}
}

// Write writes a record as it is, numbering it; it is how tools other than
// the engine (and tests) produce traces. The record is not redacted.
func (w *Writer) Write(rec Record) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return ErrClosed
	}
	if w.err != nil {
		return w.err
	}
	if rec.Type == "" {
		return errors.New("trace: Write: a record needs a type")
	}
	w.seq++
	rec.Seq = w.seq
	w.writeLocked(&rec)
	return w.err
}

func (w *Writer) writeLocked(rec *Record) {
	b, err := json.Marshal(rec)
	if err != nil {
		// A value that JSON cannot encode (a channel in a fact): keep the
		// line, drop the value.
		rec.Fact, rec.Args = rung.Redacted, nil
		if rec.Observation != nil {
			rec.Observation.Output = rung.Redacted
		}
		if b, err = json.Marshal(rec); err != nil {
			w.err = err
			return
		}
	}
	w.buf = append(append(w.buf[:0], b...), '\n')
	// bufio fills its buffer to the brim and writes it out, splitting the
	// line that did not fit; flushing first keeps every write a run of
	// whole lines (a line longer than the buffer goes out in one write).
	if len(w.buf) > w.bw.Available() && w.bw.Buffered() > 0 {
		if w.err = w.bw.Flush(); w.err != nil {
			return
		}
	}
	if _, err := w.bw.Write(w.buf); err != nil {
		w.err = err
		return
	}
	if w.bw.Buffered() > 0 {
		w.arm()
	}
}

// Flush writes any buffered records to the underlying writer.
func (w *Writer) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return w.err
	}
	if w.closed {
		return ErrClosed
	}
	w.flushLocked()
	return w.err
}

// Close flushes the trace; later events are ignored. It does not close the
// underlying writer. Closing twice returns nil.
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return nil
	}
	w.closed = true
	w.flushLocked()
	return w.err
}

// Err returns the first error the writer met, if any.
func (w *Writer) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}
