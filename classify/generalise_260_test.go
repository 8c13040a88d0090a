package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases260 runs held-out set 260: Go os, io/fs, os/exec and path/filepath
// failures on Linux as a file-managing coding agent meets them, captured live (root and
// runuser -u nobody) under /tmp/w260, labelled blind.
// First run at bec9315: 29/35 overall, 8/14 tricky. Fixed by class: a bare shell exit
// status 127 (premise) or 126 (denied) with nothing after it (shellwords.go); ENOENT
// answered by the removal itself (conflict: the path is already gone; goerr.go).
// Tolerated: i260-rename-dir-nonempty: conflict vs premise: docs/taxonomy.md rules EEXIST from a rename premise (the destination directory is occupied, goerr.go errnoOnPath).
// Tolerated: i260-truncated-read: premise vs transient: a bare "unexpected EOF" is a connection cut short in sets 21, 97, 98, 119, 151 and more; the text cannot tell a truncated local file from it.
// Tolerated: i260-immutable-as-root: premise vs denied: EPERM reads denied (docs/taxonomy.md Go section); "open x: operation not permitted" cannot tell chattr +i from a sandbox's or macOS privacy refusal.
func TestIndependentCases260(t *testing.T) {
	runIndependent(t, "testdata/independent260.jsonl", true,
		"i260-rename-dir-nonempty", "i260-truncated-read", "i260-immutable-as-root")
}

// TestGeneralise260 checks the two classes set 260 fixed against other
// programs' wording, and near misses that keep their reading.
func TestGeneralise260(t *testing.T) {
	for _, tc := range []struct {
		protocol, msg string
		want          rung.Kind
	}{
		// A bare shell status 127: command not found (POSIX XCU 2.8.2).
		{"", "Command '['jq', '.items']' returned non-zero exit status 127.", rung.KindPremise}, // Python subprocess.CalledProcessError
		{"", "Process completed with exit code 127.", rung.KindPremise},                         // GitHub Actions runner
		{"", "tool shell.run: make build: exit status 127", rung.KindPremise},                   // a Go shell tool's prefix
		{"", "exit status: 127", rung.KindPremise},                                              // Rust std::process::ExitStatus Display
		{"", "service \"web\" exited with code 127", rung.KindPremise},                          // docker compose
		{"", "exit code 127\nstderr: (empty)", rung.KindPremise},                                // fields spelt out, empty stream
		// A bare shell status 126: found but not executable.
		{"", "Command '['./deploy.sh']' returned non-zero exit status 126.", rung.KindDenied},
		{"", "Process completed with exit code 126.", rung.KindDenied},
		{"", "exit status: 126", rung.KindDenied},
		{"go", "tool shell.run: ./scripts/release.sh: exit status 126", rung.KindDenied},
		// Near misses: stderr after the status decides; other statuses.
		{"go", "exit status 126: sh: 1: ./build: Is a directory", rung.KindInvalid}, // the path ruling (pathkind.go): the call named a directory as the program
		{"go", "exit status 127: sh: 1: rg: not found", rung.KindPremise},
		{"go", "dial tcp 127.0.0.1:5432: connect: connection refused", rung.KindTransient},
		{"go", "exit status 137", rung.KindTransient},
		{"go", "exit status 1127", rung.KindUnknown},
		// ENOENT answered by the removal itself: already gone.
		{"go", "unlinkat /srv/app/tmp/upload-17.part: no such file or directory", rung.KindConflict},
		{"go", "tool fs.delete: remove /work/out/report.csv: no such file or directory", rung.KindConflict},
		{"", "rm: cannot remove 'build/cache.db': No such file or directory", rung.KindConflict},         // GNU coreutils rm
		{"", "rm: can't remove '/tmp/app.pid': No such file or directory", rung.KindConflict},            // BusyBox rm
		{"", "ENOENT: no such file or directory, unlink '/workspace/dist/bundle.js'", rung.KindConflict}, // Node fs.unlink
		{"go", "rmdir /tmp/w260/empty: no such file or directory", rung.KindConflict},
		// Near misses: the call's own spelling, other operations, another errno.
		{"go", "remove : no such file or directory", rung.KindInvalid},
		{"go", "remove ~/notes/todo.md: no such file or directory", rung.KindInvalid},
		{"go", "open /srv/app/config.yaml: no such file or directory", rung.KindPremise},
		{"go", "rename /tmp/a /tmp/b: no such file or directory", rung.KindPremise},
		{"go", "go: removing cache: remove /root/.cache/go-build/ab/x: no such file or directory; build failed", rung.KindPremise},
		{"go", "remove /tmp/x: permission denied", rung.KindDenied},
	} {
		got := Classify(Input{Protocol: tc.protocol, Message: tc.msg})
		if got.Kind != tc.want {
			t.Errorf("%q: got %s (%s), want %s", tc.msg, got.Kind, got.Reason, tc.want)
		}
	}
}
