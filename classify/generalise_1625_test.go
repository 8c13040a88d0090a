package classify

import "testing"

// Tolerated: i1625-search-referral: invalid vs premise (ruling): ldapCodes reads referral (10) as a request to send to the server the referral names (set 782, taxonomy row of ldapcode.go); set 1523 tolerated the same.
// First run at f73e92be: 27/28 overall, 14/15 tricky.
func TestIndependentCases1625(t *testing.T) {
	runIndependent(t, "testdata/independent1625.jsonl", true, "i1625-search-referral")
}
