package durable_test

import (
	"testing"
	"time"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

func openMemory(t *testing.T) ledger.Store {
	st := ledger.NewMemoryStore(ledger.Options{Clock: rungtest.NewClock(time.Time{})})
	t.Cleanup(func() { st.Close() })
	return st
}

// TestResumeOnMemory runs the cancel and crash cases on ledger.Memory: the
// in-process store checkpoints and resumes a run as the SQL stores do,
// within one process.
func TestResumeOnMemory(t *testing.T) {
	t.Run("cancel", func(t *testing.T) { testResumeAfterCancel(t, openMemory(t)) })
	t.Run("crash", func(t *testing.T) { testResumeAfterCrash(t, openMemory(t)) })
}
