package classify

import "testing"

// TestIndependentCases718 runs held-out set 718: SMTP replies with RFC 3463 enhanced codes, IMAP NO/BAD response codes and bounce DSNs as Go/Python/Node mail clients print them, labelled blind.
func TestIndependentCases718(t *testing.T) {
	runIndependent(t, "testdata/independent718.jsonl", false)
}
