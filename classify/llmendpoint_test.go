package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestLLMEndpointWrong holds the base-URL rule (llmendpoint.go): an LLM
// SDK's request answered by a web server about the URL itself is the
// endpoint configuration (premise), in several clients' words; the vendor's
// own refusals and a plain HTTP tool's same pages keep their readings.
func TestLLMEndpointWrong(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-go v1: nginx 405 for a static location, body dropped", "openai", 405, "", `POST "http://gw.internal/llm/chat/completions": 405 Method Not Allowed `, rung.KindPremise},
		{"anthropic-sdk-go: nginx's 405 page", "anthropic", 405, "", "POST \"http://gw.internal/llm/v1/messages\": 405 Not Allowed <html>\r\n<head><title>405 Not Allowed</title></head>\r\n<body>\r\n<center><h1>405 Not Allowed</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>", rung.KindPremise},
		{"httpx raise_for_status against a static site", "", 0, "", "httpx.HTTPStatusError: Client error '405 Method Not Allowed' for url 'http://docs.internal/v1/chat/completions'", rung.KindPremise},
		{"Go: https base URL at a plain HTTP port", "go", 0, "", `Post "https://llm.internal:8080/v1/chat/completions": http: server gave HTTP response to HTTPS client`, rung.KindPremise},
		{"Go: https base URL at a plain port that is not HTTP either", "go", 0, "", `Post "https://llm.internal:9000/v1/messages": tls: first record does not look like a TLS handshake`, rung.KindPremise},
		{"anthropic-sdk-go: plain http to nginx's TLS port", "anthropic", 400, "", "POST \"http://llm.internal:443/v1/messages\": 400 Bad Request <html>\r\n<head><title>400 The plain HTTP request was sent to HTTPS port</title></head></html>", rung.KindPremise},
		{"requests: a base URL ending in /v1 doubled", "", 0, "", "requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.mistral.ai/v1/v1/chat/completions", rung.KindPremise},
		// Near misses: the vendor's own refusals, and a plain HTTP tool.
		{"the vendor's 404 for a model name stays the call's", "anthropic", 404, "not_found_error", `POST "https://api.anthropic.com/v1/messages": 404 Not Found (Request-ID: req_1) {"type":"error","error":{"type":"not_found_error","message":"model: claude-sonet-4"}}`, rung.KindInvalid},
		{"a batch that does not exist stays premise", "anthropic", 404, "not_found_error", `GET "https://api.anthropic.com/v1/messages/batches/msgbatch_01": 404 Not Found (Request-ID: req_1) {"type":"error","error":{"type":"not_found_error","message":"Not found"}}`, rung.KindPremise},
		{"a plain HTTP tool's scheme mistake stays the call's URL", "go", 0, "", `Get "https://files.internal:8080/report.csv": http: server gave HTTP response to HTTPS client`, rung.KindInvalid},
		{"a plain HTTP API's 405 stays the request's method", "http", 405, "", "HTTP/1.1 405 Method Not Allowed\nAllow: GET\n\n", rung.KindInvalid},
	})
}
