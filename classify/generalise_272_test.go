package classify

import (
	"testing"
)

// TestIndependentCases272 runs held-out set 272: openai-go and anthropic-sdk-go
// API rejections, captured live against httptest servers sending documented
// bodies, labelled blind.
// First run at f71e35b: 34/35 overall, 13/14 tricky.
//
// Tolerated: i272-openai-400-org-unverified-stream: premise (labelled blind: the organization's state, not the call, is wrong) vs denied (docs/taxonomy.md, "an organization that \"must be verified\" denied (the caller's identity; OpenAI unsupported_value reads its message)"): the ruling reads verification as the caller's identity.
func TestIndependentCases272(t *testing.T) {
	runIndependent(t, "testdata/independent272.jsonl", true, "i272-openai-400-org-unverified-stream")
}
