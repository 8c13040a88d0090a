package classify

import "testing"

// Tolerated: i875-k8s-py-409-modified: transient vs premise (the Kubernetes ruling in docs/taxonomy.md: 409 "the object has been modified" is transient): the set labelled it premise as a stale copy, like a 412; the ruling reads the API's own "try again" and client-go's RetryOnConflict; both hold, the ruling stands.
// Fixed later by the lead: i875-postgrest-pgrst202 (postgrest.go reads PGRST202 as 42883 is read: invalid).
// First run at 0676d9cc: 30/32 overall, 14/16 tricky.
func TestIndependentCases875(t *testing.T) {
	runIndependent(t, "testdata/independent875.jsonl", true, "i875-k8s-py-409-modified")
}
