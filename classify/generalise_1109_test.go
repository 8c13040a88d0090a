package classify

import "testing"

// First run at 3bb21eaa: 29/31 overall, 17/19 tricky.
// Tolerated: i1109-k8s-exec-bash-notfound: premise vs invalid (set 588 row: "a program that is not installed (\"command not found\", exec's \"executable file not found in $PATH\") stays premise"; as i1085-kubectl-exec-no-bash): the image lacks bash, which is the world's state, yet the caller's usual next step is the same exec with sh, a repair of the command.
// Tolerated: i1109-docker-port-allocated: premise vs invalid (premise row: Docker "port is already allocated"; as i899 and i1085): another container holds the host port (the host's state), yet the usual next step is the same run with another -p host port, a repair of the argument.
func TestIndependentCases1109(t *testing.T) {
	runIndependent(t, "testdata/independent1109.jsonl", true, "i1109-k8s-exec-bash-notfound", "i1109-docker-port-allocated")
}
