package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestGeneraliseModelServer checks Hugging Face's 503 while a model loads:
// a wait, carried in "estimated_time". (Ollama's 404 "model x not found, try
// pulling it first" answers a misspelt tag and a model not yet pulled alike;
// it names the pull as the step to take first, and reads premise, as blind
// sets 266 and 596 label it: httppreset.go modelPullFirst.)
func TestGeneraliseModelServer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ollama model not pulled", "http", 404, "", `{"error":"model \"llama3.1x\" not found, try pulling it first"}`, rung.KindPremise},
		{"openai model_not_found", "http", 404, "", "{\"error\":{\"message\":\"The model `gpt-5-turbo` does not exist\",\"type\":\"invalid_request_error\",\"code\":\"model_not_found\"}}", rung.KindInvalid},
		{"a 503 without a wait", "http", 503, "", `{"error":"Service Unavailable"}`, rung.KindTransient},
	})
	r := Classify(Input{Protocol: "http", Status: 503, Message: `{"error":"Model bigscience/bloom is currently loading","estimated_time":20.0}`})
	if r.Kind != rung.KindTransient || !r.HasRetryAfter || r.RetryAfter != 20*time.Second {
		t.Errorf("hugging face loading: got %s, retry after %v (%v), want transient after 20s", r.Kind, r.RetryAfter, r.HasRetryAfter)
	}
}
