package classify

import "testing"

// Tolerated: i1364-read-only-fs: premise vs denied (the read-only ruling: EROFS stays premise with PostgreSQL 25006 and Redis READONLY, docs/taxonomy.md, SQLite READONLY row): the mount's state, which no authority in the agent's reach changes, is read as the world's.
// Tolerated: i1364-exit-137: transient vs unknown (the memory-kill ruling, set 400: "a bare \"signal: killed\" or \"exit status 137\" stays transient"): a shell's 128+9 is read as os/exec's "signal: killed", a deadline or watchdog from outside.
// Tolerated: i1364-readlink-not-symlink: invalid vs premise (the path ruling, revised at set 262, by analogy; sets 19 and 214 label the same text invalid blind): readlink(2)'s EINVAL says the path the call named is not a link, the wrong kind of object for the operation, which that ruling reads as the call's (as ENOTDIR from chdir or readdirent).
//
// First run at 3fd9dca4: 33/36 overall, 11/13 tricky.
func TestIndependentCases1364(t *testing.T) {
	runIndependent(t, "testdata/independent1364.jsonl", true, "i1364-read-only-fs", "i1364-exit-137", "i1364-readlink-not-symlink")
}
