package classify

import "testing"

// TestIndependentCases280 runs held-out set 280: anthropic-sdk-go v1.84.0 and
// openai-go v1.12.0 requests an agent builds wrong or that the account cannot
// make (tool_use/tool_result pairing, tool name patterns, images and PDFs,
// cache_control, thinking, token limits, beta headers, spend and billing
// limits, reasoning-model parameters, strict schemas), err.Error() captured
// live against httptest servers sending the documented bodies, labelled blind.
// First run at 92852ea: 34/35 overall, 13/14 tricky.
func TestIndependentCases280(t *testing.T) {
	// Tolerated: i280-openai-invalid-image-url: premise (the image is not reachable at the URL, a belief about the world) vs invalid: set 169's i169-oai-chat-image-download labels the same "Error while downloading <url>." under invalid_image_url invalid, and codes.go reads invalid_image_url invalid (set 89 tolerated its timeout variant the same way).
	runIndependent(t, "testdata/independent280.jsonl", true, "i280-openai-invalid-image-url")
}
