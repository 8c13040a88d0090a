package classify

import "testing"

// First run at f08a398: 32/34 overall, 16/18 tricky.
// Tolerated: i759-ddb-condcheck: conflict vs premise ((b) pending review): a DynamoDB ConditionalCheckFailedException names no condition, so a create-only attribute_not_exists put (conflict) and a false precondition on the item's state (premise) both fit the wording.
// Tolerated: i759-k8s-container: ambiguous vs invalid ((b)/(c) pending review): kubectl lists several containers to choose from (ambiguous), yet the remedy is adding the missing -c argument, which is a repair of the call (invalid).
//
// TestIndependentCases759 runs held-out set 759: a documented mix of cloud, database, model-API, SaaS, Kubernetes, MCP and Go stdlib failures as the Go SDKs print them, labelled blind.
func TestIndependentCases759(t *testing.T) {
	runIndependent(t, "testdata/independent759.jsonl", true, "i759-ddb-condcheck", "i759-k8s-container")
}
