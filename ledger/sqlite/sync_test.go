package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
)

// TestSynchronousFromURI: a "file:" URI's own _pragma=synchronous(FULL),
// the documented way to survive a power loss, is the one in force: the
// defaults Open adds must not override the pragmas the URI sets.
func TestSynchronousFromURI(t *testing.T) {
	for _, tc := range []struct {
		path string
		want int // PRAGMA synchronous: 1 NORMAL, 2 FULL
	}{
		{filepath.Join(t.TempDir(), "plain.db"), 1},
		{"file:" + filepath.Join(t.TempDir(), "full.db") + "?_pragma=synchronous(FULL)", 2},
	} {
		l, err := sqlite.Open(context.Background(), tc.path, ledger.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		var got int
		if err := l.DB().QueryRow(`PRAGMA synchronous`).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("Open(%s): synchronous = %d, want %d", tc.path, got, tc.want)
		}
	}
}
