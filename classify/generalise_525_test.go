package classify

import "testing"

// TestIndependentCases525 runs held-out set 525: Google Cloud and gRPC status and googleapi errors, from the vendors' docs, labelled blind.
func TestIndependentCases525(t *testing.T) { runIndependent(t, "testdata/independent525.jsonl", false) }
