package doctor_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rungkit/rung/doctor"
)

// TestTornLastLine: the trace of a run killed mid-write ends in a partial
// line. Doctor analyses every record before it, lists the tail as
// truncated, and does not count it as a malformed line (no ErrMalformed,
// so `rung doctor` exits 0 on a crashed run's trace).
func TestTornLastLine(t *testing.T) {
	full := traceOf(t, "recovered")
	torn := full[:len(full)-15]
	lines := bytes.Count(torn, []byte("\n")) + 1

	z := doctor.NewAnalyzer(doctor.Options{})
	if err := z.ReadTrace("run.jsonl", bytes.NewReader(torn)); err != nil {
		t.Errorf("ReadTrace = %v, want nil for a torn last line", err)
	}
	a := z.Result()
	if a.Events != lines-2 { // the header and the torn line are not events
		t.Errorf("%d events analysed, want %d", a.Events, lines-2)
	}
	if len(a.Errors) != 1 || !strings.Contains(a.Errors[0], "truncated") {
		t.Errorf("errors = %q, want the torn line reported as truncated", a.Errors)
	}
}
