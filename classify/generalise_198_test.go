package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases198 runs held-out set 198: OpenAI, Anthropic and Gemini
// beyond plain chat (Responses conversation state and background polling,
// Batches, Files, vector-store search, extended-thinking rules, image inputs,
// Anthropic message batches, Gemini generateContent quotas, keys, safety and
// recitation endings), texts produced by openai-go v3.98.0 and
// anthropic-sdk-go v2.15.0 against httptest servers sending the vendors'
// documented bodies, and Gemini's as google.golang.org/genai's APIError
// prints them; labelled blind from the vendors' error docs.
// First run at 519bcb5: 34/35 overall, 18/19 tricky. Fixed by class: genai's
// APIError text ("Error 400, Message: ..., Status: NAME, Details: ...") under
// an HTTP status is read by its gRPC status name, as the same name in the
// JSON body is (clienttext.go genaiText, called from bodyShapes).
// Tolerated: none.
func TestIndependentCases198(t *testing.T) { runIndependent(t, "testdata/independent198.jsonl", true) }

// TestGenaiTextUnderHTTP198: google.golang.org/genai's APIError.Error() text
// with an HTTP status decides as its JSON body would.
func TestGenaiTextUnderHTTP198(t *testing.T) {
	for _, c := range []struct {
		protocol string
		status   int
		msg      string
		want     rung.Kind
	}{
		// Gemini API troubleshooting: 400 FAILED_PRECONDITION "free tier is
		// not available in your country. Please enable billing" (billing).
		{"http", 400, "Error 400, Message: Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio., Status: FAILED_PRECONDITION, Details: []", rung.KindPremise},
		// The same text with no protocol (sniffed, as before).
		{"", 0, "generate: Error 400, Message: Gemini API free tier is not available in your country. Please enable billing on your project in Google AI Studio., Status: FAILED_PRECONDITION, Details: []", rung.KindPremise},
		// Vertex AI through genai (BackendVertexAI): Google's BILLING_DISABLED
		// message under PERMISSION_DENIED is billing, a premise.
		{"http", 403, "Error 403, Message: This API method requires billing to be enabled. Please enable billing on project #123456789012 by visiting https://console.developers.google.com/billing/enable?project=123456789012 then retry. If you enabled billing for this project recently, wait a few minutes for the action to propagate to our systems and retry., Status: PERMISSION_DENIED, Details: []", rung.KindPremise},
		// Near misses that keep their kind. Gemini 400 FAILED_PRECONDITION
		// "User location is not supported for the API use." (sets 27, 55):
		// denied.
		{"http", 400, "Error 400, Message: User location is not supported for the API use., Status: FAILED_PRECONDITION, Details: []", rung.KindDenied},
		// Gemini 400 INVALID_ARGUMENT API_KEY_INVALID: a credential, denied.
		{"http", 400, "Error 400, Message: API key not valid. Please pass a valid API key., Status: INVALID_ARGUMENT, Details: [map[@type:type.googleapis.com/google.rpc.ErrorInfo domain:googleapis.com metadata:map[service:generativelanguage.googleapis.com] reason:API_KEY_INVALID]]", rung.KindDenied},
		// Gemini 400 INVALID_ARGUMENT on the request itself: invalid.
		{"http", 400, "Error 400, Message: * GenerateContentRequest.contents: contents is not specified\n, Status: INVALID_ARGUMENT, Details: []", rung.KindInvalid},
		// Gemini 503 UNAVAILABLE "The model is overloaded.": a wait.
		{"http", 503, "Error 503, Message: The model is overloaded. Please try again later., Status: UNAVAILABLE, Details: []", rung.KindTransient},
		// Gemini 404 NOT_FOUND for a misspelt model: repair the argument.
		{"http", 404, "Error 404, Message: models/gemini-2.0-flsh is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods., Status: NOT_FOUND, Details: []", rung.KindInvalid},
	} {
		got := Classify(Input{Protocol: c.protocol, Status: c.status, Message: c.msg})
		if got.Kind != c.want {
			t.Errorf("%s %d %.80q: got %s (%s), want %s", c.protocol, c.status, c.msg, got.Kind, got.Reason, c.want)
		}
	}
}
