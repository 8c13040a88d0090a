package classify

import "testing"

// TestIndependentCases825 runs held-out set 825: remote execution (OpenSSH, x/crypto/ssh, Ansible, Salt, AWS SSM, kubectl exec/cp), labelled blind.
func TestIndependentCases825(t *testing.T) {
	runIndependent(t, "testdata/independent825.jsonl", false)
}
