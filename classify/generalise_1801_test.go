package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4c428eb1: 27/36 overall, 13/20 tricky.
// Tolerated: i1801-ai-nosuchtool: invalid vs ambiguous (ruling): set 614 reads the AI SDK's NoSuchToolError as the model's call to repair (agentloop.go agentToolNotOffered).
// Tolerated: i1801-ai-invalid-toolargs: invalid vs ambiguous (ruling): by set 614's and set 1272's reading (LangGraph ToolInvocationError), the model's bad tool arguments are the call's to repair.
// Tolerated: i1801-ai-typevalidation: invalid vs ambiguous (one-off): the AI SDK's TypeValidationError is thrown for model output, tool input and provider responses alike, so its words cannot tell output from input (as set 1781's genkit case).
// Tolerated: i1801-oai-respvalidation: ambiguous vs unknown (ruling): set 97 reads Stainless APIResponseValidationError "Data returned by API invalid for expected schema." ambiguous (undecodable.go).
func TestIndependentCases1801(t *testing.T) {
	runIndependent(t, "testdata/independent1801.jsonl", true, "i1801-ai-nosuchtool", "i1801-ai-invalid-toolargs", "i1801-ai-typevalidation", "i1801-oai-respvalidation")
}

// TestGeneralise1801AutoGenTermination: AutoGen AgentChat's
// MaxMessageTermination stop reason (autogen_agentchat/conditions
// _terminations.py), a team that ran to its message cap: ambiguous, as the
// other agent loop caps (agentloop.go). Near misses: AutoGen's
// TerminatedException text and a chat API's own cap on messages in one
// request keep their readings.
func TestGeneralise1801AutoGenTermination(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"autogen 0.4 stop_reason", "", 0, "", "Maximum number of messages 10 reached, current message count: 10", rung.KindAmbiguous},
		{"autogen console summary", "", 0, "", "Finish reason: Maximum number of messages 3 reached, current message count: 3", rung.KindAmbiguous},
		{"autogen larger cap", "", 0, "", "Stop reason: Maximum number of messages 60 reached, current message count: 61", rung.KindAmbiguous},
		{"near miss: OpenAI too many messages", "openai", 400, "", "Error code: 400 - {'error': {'message': \"Invalid 'messages': array too long. Expected an array with maximum length 2048, but got an array with length 2050 instead.\", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'array_above_max_length'}}", rung.KindInvalid},
		{"near miss: rate limit on messages", "", 429, "", "Rate limit reached: maximum number of messages per minute reached, try again in 20s", rung.KindTransient},
	})
}

// TestGeneralise1801ModelCallArgument: an SDK's or framework's own refusal
// of the model call's settings (modelcallarg.go): LiteLLM's "LLM Provider
// NOT provided" (litellm get_llm_provider), the AI SDK's NoSuchModelError
// (vercel/ai no-such-model-error.ts), LlamaIndex PromptHelper's
// "Calculated available context size ... not non-negative" (Python and
// LlamaIndex.TS), Anthropic's max_tokens cap relayed bare. Near misses:
// "No such file or directory" stays premise, an output-tokens-per-minute
// rate limit stays transient, LiteLLM's missing API key stays denied.
func TestGeneralise1801ModelCallArgument(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"litellm provider", "", 0, "", "litellm.BadRequestError: LLM Provider NOT provided. Pass in the LLM provider you are trying to call. You passed model=gpt4o-mini\n Pass model as E.g. For 'Huggingface' inference endpoints pass in `completion(model='huggingface/starcoder',..)` Learn more: https://docs.litellm.ai/docs/providers", rung.KindInvalid},
		{"ai sdk registry language model", "", 0, "", "NoSuchModelError: No such languageModel: anthropic:claude-4-opus", rung.KindInvalid},
		{"ai sdk registry embedding model", "", 0, "", "AI_NoSuchModelError: No such textEmbeddingModel: openai:text-embedding-4", rung.KindInvalid},
		{"llamaindex python", "", 0, "", "ValueError: Calculated available context size -4901 was not non-negative.", rung.KindInvalid},
		{"llamaindex ts", "", 0, "", "Error: Calculated available context size -64 is not non-negative.", rung.KindInvalid},
		{"anthropic max_tokens relayed", "", 0, "", "max_tokens: 200000 > 128000, which is the maximum allowed number of output tokens for claude-3-7-sonnet-20250219", rung.KindInvalid},
		{"near miss: no such file", "", 0, "", "FileNotFoundError: [Errno 2] No such file or directory: 'prompts/system.txt'", rung.KindPremise},
		{"near miss: output tokens per minute", "anthropic", 429, "rate_limit_error", "Error code: 429 - {'type': 'error', 'error': {'type': 'rate_limit_error', 'message': 'This request would exceed the rate limit for your organization of 8,000 output tokens per minute. Please try again later.'}}", rung.KindTransient},
		{"near miss: litellm key missing", "", 0, "", "litellm.AuthenticationError: AuthenticationError: OpenAIException - The api_key client option must be set either by passing api_key to the client or by setting the OPENAI_API_KEY environment variable", rung.KindDenied},
	})
}
