package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases437 runs held-out set 437: OpenAI and Gemini/Vertex failures in depth, from the vendors' docs, labelled blind.
// First run at aa84d94: 33/35 overall, 24/25 tricky.
// Fixed later by the lead: i437-oai-upload-already-completed (passes since the lead's alreadyStated ruling (appwords.go): a refusal that stops at an end state and refuses no other act answers the act that makes it, conflict).
func TestIndependentCases437(t *testing.T) {
	runIndependent(t, "testdata/independent437.jsonl", true)
}

// TestGeneralise437 checks a generic server-error type or code under 413
// Content Too Large with no wait: the request's size, invalid; with near
// misses.
func TestGeneralise437(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai server_error 413", "openai", 413, "", `{"error":{"message":"Maximum content size limit (10485760) exceeded (11534336 bytes read)","type":"server_error","param":null,"code":null}}`, rung.KindInvalid},
		{"embedded 413 status line", "openai", 0, "", "HTTP/1.1 413 Request Entity Too Large\n\n{\"error\":{\"message\":\"upload rejected\",\"type\":\"server_error\"}}", rung.KindInvalid},
		{"anthropic api_error 413", "anthropic", 413, "", `{"type":"error","error":{"type":"api_error","message":"Request exceeds the maximum allowed number of bytes."}}`, rung.KindInvalid},
		{"gateway internal_error 413", "http", 413, "", `{"error":{"code":"internal_error","message":"payload exceeds 10MB"}}`, rung.KindInvalid},
		{"internal_server_error type 413", "http", 413, "", `{"object":"error","message":"Request body too big","type":"internal_server_error"}`, rung.KindInvalid},
		// Near misses: a 413 that names a wait (RFC 9110 15.5.14), and
		// the same type under 500, keep their transient reading.
		{"413 with retry-after", "openai", 0, "", "HTTP/1.1 413 Content Too Large\nretry-after: 30\n\n{\"error\":{\"message\":\"upload rejected\",\"type\":\"server_error\"}}", rung.KindTransient},
		{"server_error under 500", "openai", 500, "", `{"error":{"message":"The server had an error while processing your request. Sorry about that!","type":"server_error"}}`, rung.KindTransient},
	})
}
