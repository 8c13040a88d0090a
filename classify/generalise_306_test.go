package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases306 runs held-out set 306: Go os/exec and child processes on Linux, captured live, labelled blind.
// First run at c056781: 28/35 overall, 9/14 tricky.
//
// Tolerated: i306-bash-137-child-killed: unknown vs the SIGKILL ruling (set 91, childproc.go childFate): exit 137 is read as a kill from outside, transient.
// Tolerated: i306-signal-killed: unknown vs the SIGKILL ruling (set 91, childproc.go childFate): os/exec's "signal: killed" is transient (a deadline kills with SIGKILL).
// Tolerated: i306-signal-sigpipe: unknown vs the SIGPIPE ruling (revised at set 1572, childproc.go sigpipeEnd: a pipeline writer stopped by SIGPIPE reads ambiguous, the output may be whole or cut): the child died of SIGPIPE because its reader closed.
// Tolerated: i306-stdin-pipe-epipe: unknown vs the EPIPE ruling (dev go-epipe; taxonomy transport errors: EPIPE transient): a write to a child's stdin after it exited.
// Tolerated: i306-ulimit-v-memoryerror: premise vs the ENOMEM reading (goerr.go "cannot allocate memory" transient; PostgreSQL 53200 and SQLITE_NOMEM transient): a memory failure under an rlimit reads as the host's shortage.
// Tolerated: i306-go-panic-index: unknown vs the readings of a Go runtime panic's "index out of range" as invalid (sets 85, 160): the child's own bug.
func TestIndependentCases306(t *testing.T) {
	runIndependent(t, "testdata/independent306.jsonl", true,
		"i306-bash-137-child-killed",
		"i306-signal-killed",
		"i306-signal-sigpipe",
		"i306-stdin-pipe-epipe",
		"i306-ulimit-v-memoryerror",
		"i306-go-panic-index",
	)
}

// TestGeneralise306 checks the class set 306's miss named: exit status 124
// with nothing after it is timeout(1)'s "the command timed out", in any
// runner's rendering of the status; other statuses keep their readings.
func TestGeneralise306(t *testing.T) {
	cases := []wordingCase{
		{"timeout 124: set 306 os/exec bare", "go", 0, "", "exit status 124", rung.KindTransient},
		{"timeout 124: Python CalledProcessError of a script that runs timeout", "", 0, "", "Command '['./ci/wait-ready.sh']' returned non-zero exit status 124.", rung.KindTransient},
		{"timeout 124: Rust std ExitStatus Display", "", 0, "", "wait-ready.sh failed: exit status: 124", rung.KindTransient},
		{"timeout 124: GitHub Actions runner", "", 0, "", "Error: Process completed with exit code 124.", rung.KindTransient},
		{"timeout 124: docker compose service", "", 0, "", "migrate-1 exited with code 124", rung.KindTransient},
		{"timeout 124: a CI runner, wrapped by a shell tool", "", 0, "", "tool shell.run: ./scripts/smoke.sh: exit code 124", rung.KindTransient},
		// Near misses: timeout's own failure with stderr, other bare statuses.
		{"near miss: timeout 125 with its usage error", "go", 0, "", "exit status 125: timeout: unrecognized option '--bogus'\nTry 'timeout --help' for more information.", rung.KindInvalid},
		{"near miss: bare exit status 1", "go", 0, "", "exit status 1", rung.KindUnknown},
		{"near miss: bare exit status 127 stays premise", "go", 0, "", "exit status 127", rung.KindPremise},
		{"near miss: exit 124 followed by stderr that decides", "go", 0, "", "exit status 124: flock: cannot open lock file /run/x/lock: Permission denied", rung.KindDenied},
	}
	runWordingCases(t, cases)
	if r := Classify(Input{Protocol: "go", Message: "exit status 124"}); !r.Timeout {
		t.Errorf("exit status 124: Timeout not set: %+v", r)
	}
}
