package classify

import "testing"

// TestIndependentCases814 runs held-out set 814: cloud provider CLIs (AWS CLI v2, gcloud, Azure CLI, doctl, flyctl, Heroku CLI) stderr, labelled blind.
func TestIndependentCases814(t *testing.T) {
	runIndependent(t, "testdata/independent814.jsonl", false)
}
