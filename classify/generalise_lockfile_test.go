package classify

import (
	"io/fs"
	"syscall"
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseManifestLockfile: EEXIST on a package manager's lockfile
// (Cargo.lock, yarn.lock, poetry.lock) is the file the step would write,
// already there: conflict, as any other file (the lead, on set 701's
// note). A plain "x.lock" is a held lock only when the text around it
// speaks of locking or the name is a lock convention; bare, it is the file
// the step was to create (blind sets 378, 630, 656, 701, 705).
func TestGeneraliseManifestLockfile(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Go O_EXCL on Cargo.lock", "go", 0, "", "open /srv/app/Cargo.lock: file exists", rung.KindConflict},
		{"Node EEXIST on yarn.lock", "", 0, "", "Error: EEXIST: file already exists, open '/srv/web/yarn.lock'", rung.KindConflict},
		{"Python on poetry.lock", "", 0, "", "FileExistsError: [Errno 17] File exists: '/srv/api/poetry.lock'", rung.KindConflict},
		{"Go on flake.lock", "go", 0, "", "open /home/dev/nix/flake.lock: file exists", rung.KindConflict},
		// Near misses: mutex lock files.
		{"git index.lock", "", 0, "", "fatal: Unable to create '/srv/app/.git/index.lock': File exists.", rung.KindTransient},
		{"a tool acquiring a lock", "go", 0, "", "acquire lock: open /run/w701/app.lock: file exists", rung.KindTransient},
		{"a .lck lock convention", "", 0, "", "FileExistsError: [Errno 17] File exists: '/srv/data/import.lck'", rung.KindTransient},
		// A bare O_EXCL on x.lock: the marker the step was to create.
		{"a bare marker file", "go", 0, "", "open /tmp/out/batch-7/seal.lock: file exists", rung.KindConflict},
		{"Node wx on a marker", "", 0, "", "Error: EEXIST: file already exists, open '/srv/jobs/nightly/done.lock'", rung.KindConflict},
	})
	for _, tc := range []struct {
		path string
		want rung.Kind
	}{
		{"/srv/app/Cargo.lock", rung.KindConflict},
		{"/srv/app/Gemfile.lock", rung.KindConflict},
		{"/run/app.lock", rung.KindConflict},
		{"/srv/data/import.lck", rung.KindTransient},
	} {
		err := &fs.PathError{Op: "open", Path: tc.path, Err: syscall.EEXIST}
		if got := Error(err); got.Kind != tc.want {
			t.Errorf("PathError EEXIST %s: got %s (%s), want %s", tc.path, got.Kind, got.Reason, tc.want)
		}
	}
}
