package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 075c963e: 33/36 overall, 15/18 tricky.
// Fixed later by the lead: i1810-rk-invalid-s3-object (right since the lead ruling after set 1810: aws.go reads InvalidS3ObjectException premise).
func TestIndependentCases1810(t *testing.T) {
	runIndependent(t, "testdata/independent1810.jsonl", true)
}

// Amazon Titan Text on Bedrock InvokeModel ends a completion with
// results[].completionReason (Bedrock User Guide, Titan Text inference
// parameters: FINISH, LENGTH, CONTENT_FILTERED), the field endingKeys read
// for the other vendors' stop_reason / finish_reason / stopReason. LENGTH and
// CONTENT_FILTERED leave a 200 whose output is cut or withheld: ambiguous.
// Near misses: FINISH stays unknown (set 389's "titan none"), a guardrail
// INTERVENED stays ambiguous by its own reader, and GitLab's
// Ci::HasCompletionReason sentence keeps its premise (the key is read only at
// a word start).
func TestGeneralise1810TitanCompletionReason(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"titan length", "http", 200, "", `{"inputTextTokenCount":38,"results":[{"tokenCount":512,"outputText":"\n1. Open the console.\n2. Choose","completionReason":"LENGTH"}]}`, rung.KindAmbiguous},
		{"titan content filtered", "http", 200, "", `{"inputTextTokenCount":21,"results":[{"tokenCount":9,"outputText":"Sorry - this model is unable to respond to this request.","completionReason":"CONTENT_FILTERED"}]}`, rung.KindAmbiguous},
		{"titan stream chunk length", "http", 200, "", `{"outputText":" and then","index":0,"totalOutputTextTokenCount":512,"completionReason":"LENGTH","inputTextTokenCount":40}`, rung.KindAmbiguous},
		{"titan in words", "", 0, "", `titan completion cut: completionReason=LENGTH after 4096 tokens`, rung.KindAmbiguous},
		{"titan spaced json", "http", 200, "", `{"results": [{"tokenCount": 3, "outputText": "", "completionReason": "CONTENT_FILTERED"}]}`, rung.KindAmbiguous},
		// near misses
		{"titan finish", "http", 200, "", `{"inputTextTokenCount":12,"results":[{"tokenCount":9,"outputText":"Paris is the capital of France.","completionReason":"FINISH"}]}`, rung.KindUnknown},
		{"titan guardrail", "http", 200, "", `{"inputTextTokenCount":12,"results":[{"tokenCount":9,"outputText":"Sorry, I can't help with that.","completionReason":"FINISH"}],"amazon-bedrock-guardrailAction":"INTERVENED"}`, rung.KindAmbiguous},
		{"gitlab completion reason", "http", 400, "", `{"message":{"base":["The resulting pipeline would have been empty. Review the rules configuration for the relevant jobs."]}}`, rung.KindPremise},
	})
}
