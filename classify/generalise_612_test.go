package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 5457355: 26/32 overall, 13/18 tricky.
// Tolerated: i612-erofs-wrapped: denied vs premise (docs/taxonomy.md Go section "ENOSPC, EROFS ... premise" and set 367 row "ENOSPC and EROFS stay premise", goerr.go goWords): a read-only mount is a boundary the agent cannot cross (denied), yet it is also a state of the filesystem that a remount or another target changes (premise); both readings hold.
// Tolerated: i612-mcp-erofs: denied vs premise (the same EROFS ruling, docs/taxonomy.md rows for the Go section and set 367; generic.go "read-only file system"): as i612-erofs-wrapped, through the MCP filesystem server's Node errno text.
// Tolerated: i612-enotdir-create: invalid vs premise (docs/taxonomy.md path ruling revised at set 262, pathkind.go: an ENOTDIR through a file on the path is premise): the path argument is wrong (invalid), and equally the tree is not as the plan believed (index.json is a file, not a directory).
// Tolerated: i612-mcp-edit-nomatch: invalid vs premise (docs/taxonomy.md edit ruling, revised by the lead, generic.go, TestGeneraliseEditTools): the oldText argument is wrong (invalid), and equally the file does not hold what the step believed, so it must be read again (premise).
// Tolerated: i612-rename-exists: conflict vs premise (docs/taxonomy.md "EEXIST from a rename" row, goerr.go errnoOnPath): the destination already holds a directory (conflict), but rename(2) moved nothing and the occupied destination is not the step's result, so replanning is an equally fair reading.
// TestIndependentCases612 runs held-out set 612: live Linux file-tool failures (Go os/io/fs/os/exec, MCP filesystem server) under unusual conditions, labelled blind.
func TestIndependentCases612(t *testing.T) {
	runIndependent(t, "testdata/independent612.jsonl", true, "i612-erofs-wrapped", "i612-mcp-erofs", "i612-enotdir-create", "i612-mcp-edit-nomatch", "i612-rename-exists")
}

// TestGeneralise612 holds the lock-held-now class (set 612's flock -n miss):
// a lock another live process holds, in lock tools' own words, is a wait;
// an errno on the lock file and a lock the caller lost keep their kinds.
func TestGeneralise612(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "util-linux flock -n (flock.c)", msg: "flock: failed to get lock", want: rung.KindTransient},
		{name: "py-filelock Timeout (filelock/_error.py)", msg: "filelock._error.Timeout: The file lock '/home/dev/.cache/pip/selfcheck/ab12.lock' could not be acquired.", want: rung.KindTransient},
		{name: "yum YumBase.doLock", msg: "Existing lock /var/run/yum.pid: another copy is running as pid 3116.", want: rung.KindTransient},
		{name: "Gradle DefaultFileLockManager", msg: "Timeout waiting to lock journal cache (/root/.gradle/caches/journal-1). It is currently in use by another Gradle instance.", want: rung.KindTransient},
		{name: "util-linux flock -w (flock.c)", msg: "flock: timeout while waiting to get lock", want: rung.KindTransient},
		// Near misses: the lock file itself refused, and a lock the caller no longer holds.
		{name: "near miss: apt lock file EACCES", msg: "E: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)", want: rung.KindDenied},
		{name: "near miss: flock wrapper with EACCES", msg: "lock: failed to get lock on /var/lib/app/state: permission denied", want: rung.KindDenied},
		{name: "near miss: bsm/redislock ErrLockNotHeld", msg: "redislock: lock not held", want: rung.KindPremise},
	})
}
