package classify

import "testing"

// First run at ab6eda9a: 32/33 overall, 14/15 tricky.
// Tolerated: i920-gemini-400-free-tier-country: denied vs premise (docs/taxonomy.md gRPC section, set 198: "User location is not supported" stays denied; region-refusal row): the Gemini troubleshooting page pairs 400 FAILED_PRECONDITION with enabling billing (premise), but this body's words are the plain region refusal, which names no billing remedy and reads as a location the caller lacks (denied); the set-575 free-tier row keeps premise only for the text that names the free tier.
func TestIndependentCases920(t *testing.T) {
	runIndependent(t, "testdata/independent920.jsonl", true, "i920-gemini-400-free-tier-country")
}
