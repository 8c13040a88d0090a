package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases549 runs held-out set 549: Google Cloud and gRPC documented errors (googleapi.Error, gRPC status, error details), labelled blind.
// First run at 75880be: 29/31 overall, 16/18 tricky.
// Tolerated: i549-functions-terminated: unknown vs transient (docs/taxonomy.md HTTP status row "500 | transient, unless the body names a missing dependency ..."; httppreset.go low-confidence 500): the Cloud Run functions page only says to inspect the logs, so the cause cannot be told from the response, yet a bare 500 from a crashed instance is commonly gone on the next cold start; both readings hold.
func TestIndependentCases549(t *testing.T) {
	runIndependent(t, "testdata/independent549.jsonl", true, "i549-functions-terminated")
}

// TestGeneralise549 covers a Gemini prompt or response the API blocked, as
// the SDKs word promptFeedback.blockReason when they raise it
// (endreason.go promptBlocked): ambiguous, as the body's blockReason is.
func TestGeneralise549(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"google/generative-ai-go BlockedError prompt", "", 0, "", "blocked: prompt: BlockReasonSafety", rung.KindAmbiguous},
		{"cloud.google.com/go/vertexai/genai BlockedError prompt OTHER", "", 0, "", "generate summary: blocked: prompt: BlockReasonOther", rung.KindAmbiguous},
		{"google-generativeai python BlockedPromptException", "", 0, "", "google.generativeai.types.generation_types.BlockedPromptException: block_reason: SAFETY", rung.KindAmbiguous},
		{"@google/generative-ai formatBlockErrorMessage prompt", "", 0, "", "[GoogleGenerativeAI Error]: Text not available. Response was blocked due to PROHIBITED_CONTENT", rung.KindAmbiguous},
		{"@google/generative-ai formatBlockErrorMessage with message", "", 0, "", "[GoogleGenerativeAI Error]: Text not available. Response was blocked due to SAFETY: The prompt was flagged", rung.KindAmbiguous},
		// Near misses: a blocked account is its state; prose after "due to" is no block reason.
		{"account blocked (near miss)", "", 0, "", "blocked: account suspended", rung.KindPremise},
		{"prose due to (near miss)", "http", 503, "", "The request was blocked due to other pending operations on this bucket. Please try again.", rung.KindTransient},
		{"grpc invalid block_reason field (near miss)", "grpc", 0, "INVALID_ARGUMENT", "rpc error: code = InvalidArgument desc = invalid value for field block_reason: unknown enum", rung.KindInvalid},
	})
}
