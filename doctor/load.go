package doctor

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/rungkit/rung/trace"
)

// ErrMalformed is wrapped by the error ReadTrace returns when some lines
// could not be read; the lines that could were analysed.
var ErrMalformed = errors.New("malformed lines")

// ErrNotTrace is wrapped by the error ReadTrace returns for a file none of
// whose lines is a trace record (a plan file, a log, notes): it is named
// once, by its first line, instead of every line being listed as
// malformed, and it adds nothing to the analysis.
var ErrNotTrace = errors.New("not a rung trace")

// maxHeld bounds the line errors kept before a file's first record, while
// it may still turn out to be no trace at all; past it they are counted.
const maxHeld = 1000

// ReadTrace reads one trace into the analyzer: rung's JSONL trace, or OTLP
// JSON lines (the Collector's file exporter format), told apart by the first
// non-blank line. Malformed lines are recorded in the analysis and counted
// in the returned error, which wraps ErrMalformed; the rest is analysed. A
// rung trace's torn last line (trace.ErrTruncated: its writer was killed)
// is recorded but is not an error.
func (z *Analyzer) ReadTrace(name string, r io.Reader) error {
	br := bufio.NewReaderSize(r, 256<<10)
	var first []byte
	skipped := 0
	for {
		line, err := br.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			first = line
			break
		}
		skipped++
		if err != nil {
			if err == io.EOF {
				z.StartSource(name, "rung")
				return nil // an empty trace
			}
			return err
		}
	}
	rest := io.MultiReader(bytes.NewReader(first), br)
	if isOTLP(first) {
		z.StartSource(name, "otlp")
		return z.readOTLP(name, rest, skipped)
	}
	z.StartSource(name, "rung")
	tr := trace.NewReader(rest, name)
	bad, good := 0, 0
	// Until the first record the file may be no trace at all, so its line
	// errors are held rather than recorded.
	var held []*trace.LineError
	for {
		rec, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			var le *trace.LineError
			if !errors.As(err, &le) {
				return err
			}
			le.Line += skipped
			switch {
			case good > 0:
				z.AddError(le)
			case len(held) < maxHeld:
				held = append(held, le)
			}
			if errors.Is(err, trace.ErrTruncated) {
				// The writer was killed mid-line: what came before is
				// whole, and a crashed run's trace is worth reading.
				continue
			}
			bad++
			if errors.Is(err, bufio.ErrTooLong) {
				break
			}
			continue
		}
		if good == 0 {
			for _, le := range held {
				z.AddError(le)
			}
			held = nil
		}
		good++
		z.Add(&rec)
	}
	if good == 0 && bad > 0 {
		z.dropSource()
		first := held[0]
		return fmt.Errorf("%s:%d: %w: no line of the file is a trace record (the first: %v)", name, first.Line, ErrNotTrace, first.Err)
	}
	for _, le := range held { // a torn line and nothing else
		z.AddError(le)
	}
	if bad > 0 {
		return fmt.Errorf("%s: %w: %d", name, ErrMalformed, bad)
	}
	return nil
}

func (z *Analyzer) readOTLP(name string, r io.Reader, skipped int) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 256<<10), trace.MaxLine)
	var spans []otlpSpan
	line, bad := skipped, 0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		s, err := otlpLine(b)
		if err != nil {
			z.AddError(errLine(name, line, err))
			bad++
			continue
		}
		spans = append(spans, s...)
	}
	if err := sc.Err(); err != nil {
		z.AddError(errLine(name, line+1, err))
		bad++
	}
	recs := otlpRecords(spans)
	for i := range recs {
		z.Add(&recs[i])
	}
	if bad > 0 {
		return fmt.Errorf("%s: %w: %d", name, ErrMalformed, bad)
	}
	return nil
}

// ReadFiles analyses the named traces ("-" is stdin). It returns the
// analysis of everything readable and an error joining what was not.
func ReadFiles(names []string, stdin io.Reader, opts Options) (*Analysis, error) {
	z := NewAnalyzer(opts)
	var errs []error
	for _, name := range names {
		var r io.Reader
		if name == "-" {
			if stdin == nil {
				errs = append(errs, errors.New("-: no standard input"))
				continue
			}
			r = stdin
		} else {
			f, err := os.Open(name)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			defer f.Close()
			r = f
		}
		if err := z.ReadTrace(name, r); err != nil {
			errs = append(errs, err)
		}
	}
	return z.Result(), errors.Join(errs...)
}
