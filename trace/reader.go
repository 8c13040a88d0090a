package trace

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/rungkit/rung/internal/typetext"
)

// MaxLine is the longest line a Reader accepts.
const MaxLine = 16 << 20

// LineError is a line of a trace that could not be read.
type LineError struct {
	// Name is the file name given to NewReader, if any.
	Name string
	Line int
	Err  error
}

func (e *LineError) Error() string {
	if e.Name != "" {
		return fmt.Sprintf("%s:%d: %v", e.Name, e.Line, e.Err)
	}
	return fmt.Sprintf("trace: line %d: %v", e.Line, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// ErrTruncated is wrapped by the *LineError for a trace's last line when it
// has no newline and does not parse: the writer stopped in the middle of
// writing it (the process was killed or crashed). Every record before it
// is whole; a reader that knows the trace's writer may have died can take
// them and note the tail.
var ErrTruncated = errors.New("truncated final line: the writer stopped mid-write")

// Reader reads a trace line by line. Blank lines are skipped; the header,
// when the first line is one, is read into Header. Unknown fields are
// ignored, so traces written by later versions read as far as this version
// understands them. A malformed line yields a *LineError from Next, and the
// next call goes on with the following line. A Reader is not safe for
// concurrent use.
type Reader struct {
	name   string
	sc     *bufio.Scanner
	line   int
	header *Header
	first  bool
	in     interner
	// unended is set when the line just scanned ran to the end of the
	// input without a newline.
	unended bool
}

// NewReader returns a Reader on r. name labels errors (a file name) and may
// be empty.
func NewReader(r io.Reader, name string) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLine)
	tr := &Reader{name: name, sc: sc, first: true, in: interner{}}
	sc.Split(tr.split)
	return tr
}

// split is bufio.ScanLines that remembers whether the line had a newline.
func (r *Reader) split(data []byte, atEOF bool) (int, []byte, error) {
	adv, tok, err := bufio.ScanLines(data, atEOF)
	r.unended = tok != nil && atEOF && adv == len(data) && (len(data) == 0 || data[len(data)-1] != '\n')
	return adv, tok, err
}

// lineError reports a line that does not parse. The last line is reported
// as truncated instead when it has no newline and the JSON ran out before
// it was complete: a prefix of a record, what a write cut short leaves.
func (r *Reader) lineError(b []byte, err, shown error) error {
	var se *json.SyntaxError
	if r.unended && errors.As(err, &se) && se.Offset == int64(len(b)) {
		return &LineError{r.name, r.line, fmt.Errorf("%w (%d bytes)", ErrTruncated, len(b))}
	}
	return &LineError{r.name, r.line, shown}
}

// Header returns the trace's header, or nil when the trace has none (yet:
// it is read with the first line).
func (r *Reader) Header() *Header { return r.header }

// Line returns the number of the line last read.
func (r *Reader) Line() int { return r.line }

var headerKey = []byte(`"format"`)

// Next returns the next record, io.EOF at the end, or a *LineError for a
// line that is not a record.
func (r *Reader) Next() (Record, error) {
	for r.sc.Scan() {
		r.line++
		b := bytes.TrimSpace(r.sc.Bytes())
		if len(b) == 0 {
			continue
		}
		if r.first {
			r.first = false
			if bytes.Contains(b, headerKey) {
				var h Header
				if err := json.Unmarshal(b, &h); err != nil {
					return Record{}, r.lineError(b, err, fmt.Errorf("bad header: %w", err))
				}
				if h.Format != "" {
					if h.Format != Format {
						return Record{}, &LineError{r.name, r.line, fmt.Errorf("not a rung trace: format %q", h.Format)}
					}
					r.header = &h
					continue
				}
			}
		}
		var rec Record
		if err := decodeInterned(b, &rec, r.in); err != nil {
			return Record{}, r.lineError(b, err, syntaxText(err))
		}
		if rec.Type == "" {
			return Record{}, &LineError{r.name, r.line, errors.New(`no "type" field`)}
		}
		return rec, nil
	}
	if err := r.sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			r.line++
			return Record{}, &LineError{r.name, r.line, fmt.Errorf("line longer than %d bytes: %w", MaxLine, bufio.ErrTooLong)}
		}
		return Record{}, err
	}
	return Record{}, io.EOF
}

func syntaxText(err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Errorf("invalid JSON at byte %d: %v", se.Offset, err)
	}
	if s := typetext.JSONError(err); s != "" {
		return errors.New(s)
	}
	return err
}

// Read reads a whole trace. It returns every record it could read and, if
// some lines were malformed, an error joining their *LineError values; an
// I/O error ends the read.
func Read(r io.Reader) ([]Record, error) {
	return ReadNamed(r, "")
}

// ReadNamed is Read with a name (a file name) for errors.
func ReadNamed(r io.Reader, name string) ([]Record, error) {
	tr := NewReader(r, name)
	var recs []Record
	var errs []error
	for {
		rec, err := tr.Next()
		if err == io.EOF {
			break
		}
		var le *LineError
		if errors.As(err, &le) {
			errs = append(errs, err)
			if errors.Is(err, bufio.ErrTooLong) || len(errs) > 1000 {
				break
			}
			continue
		}
		if err != nil {
			errs = append(errs, err)
			break
		}
		recs = append(recs, rec)
	}
	return recs, errors.Join(errs...)
}
