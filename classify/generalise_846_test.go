package classify

import "testing"

// TestIndependentCases846 runs held-out set 846: live SSH failures (OpenSSH ssh/scp/sftp and x/crypto/ssh against own servers), labelled blind.
func TestIndependentCases846(t *testing.T) {
	runIndependent(t, "testdata/independent846.jsonl", false)
}
