package classify

import "testing"

// First run at 7482ee02: 31/34 overall, 12/15 tricky.
// Tolerated: i1417-oai-invalid-prompt-flagged: invalid vs denied (ruling: codes.go serviceCodes "invalid_prompt" "is a rejected prompt", compatserver.go promptFlagged, docs/taxonomy.md 403 row, set 162): a prompt the usage-policy check flagged is an input to change, invalid; my label reads the policy refusal as denied.
// Tolerated: i1417-ant-org-disabled: premise vs denied (ruling: docs/taxonomy.md set 267 row, codes.go disabledHolder): "This organization has been disabled." is the holder's state, which no other key of the same organization gets past, premise; my label reads it as withdrawn authority.
// Tolerated: i1417-ant-output-blocked: ambiguous vs denied (ruling: generic.go filterWords, sets 44, 545, 1004, 1108 and the shared corpus): Anthropic's "Output blocked by content filtering policy" is the model's output withheld after the call ran, an unusable result, ambiguous; my label reads it as a policy refusal.
func TestIndependentCases1417(t *testing.T) {
	runIndependent(t, "testdata/independent1417.jsonl", true, "i1417-oai-invalid-prompt-flagged", "i1417-ant-org-disabled", "i1417-ant-output-blocked")
}
