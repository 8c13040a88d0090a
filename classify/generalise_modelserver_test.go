package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestGeneraliseModelServer checks a model server's model that is named
// right but not there yet: Ollama's 404 for a model not pulled is the
// server's state (premise), unlike a misspelt model name (invalid); and
// Hugging Face's 503 while a model loads carries its wait in
// "estimated_time".
func TestGeneraliseModelServer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Ollama api/chat and api/generate (server/routes.go).
		{"ollama model not pulled", "http", 404, "", `{"error":"model \"llama3.1\" not found, try pulling it first"}`, rung.KindPremise},
		{"ollama model not pulled, text", "", 0, "", `ollama: model "qwen2.5:7b" not found, try pulling it first`, rung.KindPremise},
		// Neighbours: a misspelt model name, an unknown route.
		{"openai model_not_found", "http", 404, "", "{\"error\":{\"message\":\"The model `gpt-5-turbo` does not exist\",\"type\":\"invalid_request_error\",\"code\":\"model_not_found\"}}", rung.KindInvalid},
		{"vllm unknown route", "http", 404, "", `{"detail":"Not Found"}`, rung.KindPremise},
	})
	r := Classify(Input{Protocol: "http", Status: 503, Message: `{"error":"Model bigscience/bloom is currently loading","estimated_time":20.0}`})
	if r.Kind != rung.KindTransient || !r.HasRetryAfter || r.RetryAfter != 20*time.Second {
		t.Errorf("hugging face loading: got %s, retry after %v (%v), want transient after 20s", r.Kind, r.RetryAfter, r.HasRetryAfter)
	}
}
