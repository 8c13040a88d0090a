package classify

import "testing"

// TestIndependentCases1764 runs testdata/independent1764.jsonl, 36 failures
// of Google Cloud and Azure services agents call less often (Service Usage,
// IAM, Cloud Run, Cloud Tasks, Pub/Sub, Secret Manager, KMS, Artifact
// Registry; ARM deployments, Key Vault, Service Bus, Cosmos DB, Blob
// Storage), written from their docs without reading the classifier.
//
// Tolerated: i1764-blob-lease-id-missing: transient vs premise (ruling): set 166's lock ruling reads Azure's LeaseIdMissing as a lease another client holds, a wait (codes.go, docs/taxonomy.md); the set read the plan's belief that the blob was free to write as false, as sets 648 and 1439 did.
// First run at 70fbd51e: 35/36 overall, 15/16 tricky.
func TestIndependentCases1764(t *testing.T) {
	runIndependent(t, "testdata/independent1764.jsonl", true, "i1764-blob-lease-id-missing")
}
