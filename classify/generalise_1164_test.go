package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 22e7dc89: 30/40 overall, 8/17 tricky.
func TestIndependentCases1164(t *testing.T) {
	runIndependent(t, "testdata/independent1164.jsonl", false)
}

// TestGeneralise1164GitGcRunning: git gc's own pid lock, held by a live gc
// on this host (builtin/gc.c lock_repo_for_gc refuses only while kill(pid,
// 0) finds the process): transient, as flock's "failed to get lock".
func TestGeneralise1164GitGcRunning(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "git 2.39 gc via os/exec", protocol: "exec", msg: "exit status 128: fatal: gc is already running on machine 'vm' pid 20349 (use --force if not)", want: rung.KindTransient},
		{name: "git gc --auto in a wrapper", protocol: "exec", msg: "git gc --auto: exit status 128: fatal: gc is already running on machine 'build-w1164.local' pid 88 (use --force if not)", want: rung.KindTransient},
		{name: "git gc bare", msg: "fatal: gc is already running on machine 'ci-runner-7' pid 4411 (use --force if not)", want: rung.KindTransient},
		// Near misses: the pid lock itself refused, and a run already started.
		{name: "near miss: gc.pid.lock EACCES", protocol: "exec", msg: "exit status 128: fatal: unable to create '/srv/repo/.git/gc.pid.lock': Permission denied", want: rung.KindDenied},
		{name: "near miss: Temporal execution already running", msg: "workflow execution is already running", want: rung.KindConflict},
	})
}
