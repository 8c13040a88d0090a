package trace_test

import (
	"context"
	"os"
	"testing"

	"github.com/rungkit/rung/trace"
	"github.com/rungkit/rung/trace/tracetest"
)

// TestDump writes the scenarios' traces to $DUMP (a directory), for
// looking at by hand: DUMP=/tmp/traces go test ./trace -run TestDump.
func TestDump(t *testing.T) {
	dir := os.Getenv("DUMP")
	if dir == "" {
		t.Skip("set DUMP to a directory")
	}
	for _, sc := range tracetest.Scenarios() {
		f, err := os.Create(dir + "/" + sc.Name + ".jsonl")
		if err != nil {
			t.Fatal(err)
		}
		w := trace.NewWriter(f)
		if _, err := sc.Run(context.Background(), w); err != nil {
			t.Error(sc.Name, err)
		}
		if err := w.Close(); err != nil {
			t.Error(err)
		}
		f.Close()
	}
}
