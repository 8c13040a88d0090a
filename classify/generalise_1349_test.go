package classify

import "testing"

// First run at 7b55f05a: 27/34 overall, 9/13 tricky.
// Corrected after the first run: i1349-cg-server-error-503 was committed with the
// message "<nil>" (its capture run's query finished inside --query.timeout=1ms, a
// capture bug); the message is now the err.Error() of the rerun that did time out,
// "server_error: server error: 503". Its label is unchanged.
func TestIndependentCases1349(t *testing.T) {
	runIndependent(t, "testdata/independent1349.jsonl", false)
}
