package trace

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"sync"

	"github.com/rungkit/rung"
)

// Writer writes a JSONL trace: a header line, then one Record per engine
// event. It is a rung.Observer; add it to Engine.Observers. It is safe for
// concurrent use, so one Writer may serve concurrent runs (records then
// interleave, each with its run id).
//
// Output is buffered: call Flush to push what was written so far, and Close
// when done. The writer flushes by itself after every run_end event, so a
// finished run is on disk even if Close is never called. Observe cannot
// return an error; the first write error is kept, later events are dropped,
// and Flush, Close and Err return it.
type Writer struct {
	mu     sync.Mutex
	bw     *bufio.Writer
	buf    []byte
	seq    int64
	err    error
	closed bool
	cache  textCache
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
	if e.Type == rung.EventRunEnd && w.err == nil {
		w.err = w.bw.Flush()
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
	if _, err := w.bw.Write(w.buf); err != nil {
		w.err = err
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
	w.err = w.bw.Flush()
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
	if w.err != nil {
		return w.err
	}
	w.err = w.bw.Flush()
	return w.err
}

// Err returns the first error the writer met, if any.
func (w *Writer) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}
