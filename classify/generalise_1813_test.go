package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1813-deepseek-reasoner-no-tools: invalid vs premise (ruling): taxonomy's 404 row reads a model or router with no endpoint for a feature the request asks for ("No endpoints found that support tool use", set 162) as invalid: drop the feature or name another model.
// Tolerated: i1813-openrouter-404-tool-use-question: invalid vs premise (ruling): the same 404 row (set 162, compatserver.go endpointsLack).
// Tolerated: i1813-openrouter-503-routing-requirements: transient vs premise (one-off): OpenRouter's 503 sentence does not say whether providers are down or the routing constraints exclude them all; the status reading is a fair guess.
// Tolerated: i1813-replicate-422-invalid-version: denied vs premise (one-off): Replicate's sentence names both a missing version and a missing permission ("or not permitted"); the permission reading is defensible.
// Tolerated: i1813-hf-client-provider-unsupported: invalid vs premise (one-off): a client library that does not know a provider ("Provider 'x' not supported.") reads as an unsupported argument; naming a provider it knows is a repair too.
//
// First run at 643541ae: 28/36 overall, 14/20 tricky.
func TestIndependentCases1813(t *testing.T) {
	runIndependent(t, "testdata/independent1813.jsonl", true,
		"i1813-deepseek-reasoner-no-tools",
		"i1813-openrouter-404-tool-use-question",
		"i1813-openrouter-503-routing-requirements",
		"i1813-replicate-422-invalid-version",
		"i1813-hf-client-provider-unsupported",
	)
}

// TestGeneralise1813ProviderLacksModel: a router's answer that no provider
// open to the account serves a model that exists (Hugging Face Inference
// Providers "Model not supported by provider together", "The requested
// model 'x' is not supported by any provider you have enabled"; Together's
// "Unable to access non-serverless model" relayed by a gateway without its
// model_not_available code) is premise under any 4xx. Near misses: a
// parameter a provider does not take, a client that does not know a
// provider, a model that does not support a feature, and Workers AI's
// "No such model" keep invalid.
func TestGeneralise1813ProviderLacksModel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"hf router one provider", "http", 400, "", `{"error":"Model not supported by provider together"}`, rung.KindPremise},
		{"hf router other provider", "http", 400, "", `{"error":"Model not supported by provider fireworks-ai"}`, rung.KindPremise},
		{"hf enabled providers", "openai", 400, "", "400 The requested model 'moonshotai/Kimi-K2-Instruct' is not supported by any provider you have enabled.", rung.KindPremise},
		{"together via gateway", "openai", 400, "", "Error code: 400 - {'status': 'failure', 'message': 'together-ai error: Unable to access non-serverless model togethercomputer/EssentialAI-RNJ-1-Instruct. Please visit https://api.together.ai/models/togethercomputer/EssentialAI-RNJ-1-Instruct to create and start a new dedicated endpoint for the model.'}", rung.KindPremise},
		{"together bare 404", "http", 404, "", `{"error":{"message":"Unable to access non-serverless model mistralai/Mixtral-8x7B-Instruct-v0.1. Please visit https://api.together.ai/models/mistralai/Mixtral-8x7B-Instruct-v0.1 to create and start a new dedicated endpoint for the model."}}`, rung.KindPremise},
		{"near: parameter by provider", "http", 400, "", `{"error":"Parameter 'logprobs' is not supported by provider together for this model"}`, rung.KindInvalid},
		{"near: client lacks provider", "", 0, "", "ValueError: Provider 'featherless-ai' not supported.", rung.KindInvalid},
		{"near: feature not by model", "http", 400, "", `{"error":{"message":"response_format json_schema is not supported by this model","type":"invalid_request_error"}}`, rung.KindInvalid},
		{"near: no such model", "http", 400, "", `{"errors":[{"message":"No such model @cf/meta/llama-9 or task","code":5007}],"success":false}`, rung.KindInvalid},
	})
}
