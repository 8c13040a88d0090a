package classify

import (
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// TestSQLiteBusySnapshotReason: SQLITE_BUSY_SNAPSHOT (517) is a WAL read
// transaction whose snapshot went stale before it tried to write
// (rescode.html): waiting longer never helps, the transaction must start
// again. The kind stays transient (a rerun of the step starts a new
// transaction); the reason must not advise raising busy_timeout.
func TestSQLiteBusySnapshotReason(t *testing.T) {
	for _, in := range []Input{
		{Protocol: "sqlite", Code: "SQLITE_BUSY_SNAPSHOT", Message: "database is locked (517)"},
		{Protocol: "sqlite", Message: "database is locked (517)"}, // modernc's Error()
	} {
		r := Classify(in)
		if r.Kind != rung.KindTransient || !strings.Contains(r.Reason, "restart the transaction") || strings.Contains(r.Reason, "busy_timeout") {
			t.Errorf("Classify(%+v) = %s %q, want transient advising a restarted transaction", in, r.Kind, r.Reason)
		}
	}
	// Plain SQLITE_BUSY keeps its advice.
	if r := Classify(Input{Protocol: "sqlite", Message: "database is locked (5) (SQLITE_BUSY)"}); r.Kind != rung.KindTransient || !strings.Contains(r.Reason, "busy_timeout") {
		t.Errorf("plain SQLITE_BUSY = %s %q", r.Kind, r.Reason)
	}
}
