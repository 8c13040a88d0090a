package classify

import "testing"

// First run at 3bb21eaa: 29/31 overall, 17/19 tricky.
// Passes since the lead's container-command ruling (containercmd.go, 10 blind labels to 1): i1109-k8s-exec-bash-notfound.
// Tolerated: i1109-docker-port-allocated: premise vs invalid (premise row: Docker "port is already allocated"; as i899 and i1085): another container holds the host port (the host's state), yet the usual next step is the same run with another -p host port, a repair of the argument.
func TestIndependentCases1109(t *testing.T) {
	runIndependent(t, "testdata/independent1109.jsonl", true, "i1109-docker-port-allocated")
}
