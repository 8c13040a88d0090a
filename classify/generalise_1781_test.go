package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1281225e: 23/36 overall, 8/20 tricky.
// Tolerated: i1781-lc-mapped-quota: transient vs premise (ruling): langchaingo's MapError turns a provider's bare "quota exceeded" and a "billing hard limit" (or Anthropic's "credit limit") alike into "quota_exceeded: API quota exceeded"; under a 429 the lead's set 900 ruling reads a bare quota as the rate limit, and the mapped text has lost the words that would tell billing apart.
// Tolerated: i1781-eino-max-steps: invalid vs ambiguous (ruling): set 614 keeps a bare "exceeds max steps" for an argument; only the [GraphRunError] form reads as the cap.
// Tolerated: i1781-genkit-model-not-found: premise vs invalid (one-off): genkit's bare `model "x" not found` is Ollama's wording too (set 983's `model 'x' not found` under 404, premise: pull it), and the corpus's model-not-found lines split 13 invalid to 13 premise; no cue tells genkit's registry lookup from a server's missing model.
// Tolerated: i1781-genkit-output-schema: invalid vs ambiguous (one-off): "did not match expected schema" is printed for inputs too (genkit's action input validation, LangChain's "Received tool input did not match expected schema", a CLI's "request body: value did not match expected schema"), so the words cannot tell output from input.
// Tolerated: i1781-portkey-guardrail-deny: invalid vs denied (one-off): set 698 labels the same Portkey 446 hooks_failed body with a failed before_request_hooks verdict invalid (i698-portkey-guardrail-446); a rule would flip that line. The case for a ruling is in the set 1781 report (guardrail denials).
func TestIndependentCases1781(t *testing.T) {
	runIndependent(t, "testdata/independent1781.jsonl", true,
		"i1781-lc-mapped-quota", "i1781-eino-max-steps", "i1781-genkit-model-not-found",
		"i1781-genkit-output-schema", "i1781-portkey-guardrail-deny")
}

// TestGeneralise1781LangchaingoAgentCap: the agent-run cap in tmc/langchaingo's
// words, agents.ErrNotFinished "agent not finished before max iterations"
// (bare and wrapped), read as ambiguous like the other frameworks' caps
// (agentloop.go). Near misses: a max-iterations option given as a bad
// argument, and the agent parse error (which has its own reading).
func TestGeneralise1781LangchaingoAgentCap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bare", "", 0, "", "agent not finished before max iterations", rung.KindAmbiguous},
		{"wrapped by caller", "", 0, "", "run sql agent: agent not finished before max iterations", rung.KindAmbiguous},
		{"chains.Run wrapped", "", 0, "", "chains: call: agent not finished before max iterations", rung.KindAmbiguous},
		// Near misses.
		{"option as bad argument", "", 0, "", "invalid options: max iterations must be a positive integer, got -1", rung.KindInvalid},
	})
}

// TestGeneralise1781LangchaingoAgentOutput: tmc/langchaingo's agents reporting a
// model reply that is neither an action nor a final answer (ErrUnableToParseOutput
// "unable to parse agent output: <raw text>", ErrAgentNoReturn "no actions or
// finish was returned by the agent"): ambiguous, like LangChain's OutputParserException
// (llm.go contractWords). Near misses: a request body that does not parse stays invalid.
func TestGeneralise1781LangchaingoAgentOutput(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"parse error with raw text", "", 0, "", "unable to parse agent output: I now know the final answer, it is probably the second quarter", rung.KindAmbiguous},
		{"parse error wrapped", "", 0, "", "agent step 3: unable to parse agent output: Thought: I should query the table", rung.KindAmbiguous},
		{"no return", "", 0, "", "no actions or finish was returned by the agent", rung.KindAmbiguous},
		// Near misses.
		{"request body does not parse", "http", 400, "", `{"error":"unable to parse request body: unexpected EOF"}`, rung.KindInvalid},
		{"api invalid json body", "http", 400, "", `{"error":"invalid json: unexpected end of input"}`, rung.KindInvalid},
	})
}

// TestGeneralise1781NgrokAIGatewayCode: ngrok AI Gateway's own ERR_NGROK_38xx
// codes, all sent under a 400 whatever failed (ngrok.com/docs/ai-gateway/
// reference/error-codes), read by the code in the body (codes.go
// serviceCodes): 3802 "No API key found" (both documented wordings) denied,
// 3813 a gateway configured with no model for the API format premise, 3801,
// 3814 and 3816 invalid. Near misses: 3800 keeps its 502 (transient), and the
// same words under another code keep the status's reading.
func TestGeneralise1781NgrokAIGatewayCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"3802 no api key", "http", 400, "", `{"error":{"message":"No API key found. Check your SDK / AI Gateway configuration, or add API keys to your AI Gateway.","code":"ERR_NGROK_3802"}}`, rung.KindDenied},
		{"3802 older wording", "http", 400, "", `{"error":{"message":"No API key was provided in the request or in the provider configuration","code":"ERR_NGROK_3802"}}`, rung.KindDenied},
		{"3802 code lifted", "http", 400, "ERR_NGROK_3802", `{"error":{"message":"No API key found. Check your SDK / AI Gateway configuration, or add API keys to your AI Gateway.","code":"ERR_NGROK_3802"}}`, rung.KindDenied},
		{"3813 responses format", "http", 400, "", "{\"error\":{\"message\":\"The gateway did not select any models compatible with the `openai-responses` API format. Update the gateway configuration to include providers/models that support the `openai-responses` format\",\"code\":\"ERR_NGROK_3813\"}}", rung.KindPremise},
		{"3813 messages format", "http", 400, "", "{\"error\":{\"message\":\"The gateway did not select any models compatible with the `anthropic-messages` API format. Update the gateway configuration to include providers/models that support the `anthropic-messages` format\",\"code\":\"ERR_NGROK_3813\"}}", rung.KindPremise},
		{"3801 body", "http", 400, "", `{"error":{"message":"Invalid request body: model field must be a string","code":"ERR_NGROK_3801"}}`, rung.KindInvalid},
		{"3814 path", "http", 400, "", "{\"error\":{\"message\":\"Unsupported path: `/v1/embeddings`; When using an ngrok-managed key the path must be one of: `/v1/chat/completions, /v1/messages`\",\"code\":\"ERR_NGROK_3814\"}}", rung.KindInvalid},
		// Near misses.
		{"3800 upstream unreachable", "http", 502, "", `{"error":{"message":"Could not reach the AI provider. The upstream request failed.","code":"ERR_NGROK_3800"}}`, rung.KindTransient},
		{"no api key words, other code", "http", 400, "", `{"error":{"message":"No API key found in the request body","code":"missing_field"}}`, rung.KindInvalid},
	})
}

// TestGeneralise1781AgentFrameworkSetup: an agent framework's checks of its
// own setup and of the tool list a call declares (toolwords.go
// otherToolWords): two tools sharing a name (genkit ai.Generate, an agent
// SDK's AgentToolDuplicateError, a proxy's validation rule) invalid; a
// session or snapshot to resume on a runner with no session store (genkit's
// session flow, a Go chat handler, a Rust agents runner) premise. Near
// misses: a stored duplicate (a unique constraint, a tool registered twice)
// stays conflict; a snapshot the store lacks stays premise by its own
// reading; a store that cannot be reached stays transient.
func TestGeneralise1781AgentFrameworkSetup(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"genkit duplicate tool", "", 0, "", `duplicate tool name found: "search"`, rung.KindInvalid},
		{"genkit duplicate tool wrapped", "", 0, "", `generate: duplicate tool name found: "get_weather"`, rung.KindInvalid},
		{"agent sdk duplicate tool", "", 0, "", "AgentToolDuplicateError: Duplicate tool name found: lookup_order", rung.KindInvalid},
		{"genkit no session store", "", 0, "", `snapshot ID "snap-42" provided but no session store configured`, rung.KindPremise},
		{"go handler no session store", "", 0, "", "session_id provided but no session store configured", rung.KindPremise},
		{"rust runner no session store", "", 0, "", "session id was provided but no session store is configured", rung.KindPremise},
		// Near misses.
		{"unique constraint", "", 0, "", `pq: duplicate key value violates unique constraint "tools_name_key"`, rung.KindConflict},
		{"tool registered twice", "", 0, "", `tool "search" is already registered`, rung.KindConflict},
		{"store unreachable", "", 0, "", `failed to load snapshot "snap-42": connection refused`, rung.KindTransient},
	})
}

// TestGeneralise1781NoOperationHandle: a long-running call that returned
// without the operation handle to poll (genkit's GenerateOperation "model did
// not return an operation", Veo clients, Azure Computer Vision's missing
// Operation-Location, Shopify's bulk operation): ambiguous, the work may have
// started (llm.go contractWords). Near misses: a deadline on an operation
// stays transient, and a model reply with no candidates is not this class.
func TestGeneralise1781NoOperationHandle(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"genkit background model", "", 0, "", "model did not return an operation", rung.KindAmbiguous},
		{"veo", "", 0, "", "Veo API did not return an operation name", rung.KindAmbiguous},
		{"azure cv", "", 0, "", "Azure CV did not return an Operation-Location header.", rung.KindAmbiguous},
		{"shopify bulk", "", 0, "", "Shopify bulk operation did not return an operation id.", rung.KindAmbiguous},
		// Near misses.
		{"operation deadline", "", 0, "", "operation did not return before the deadline: context deadline exceeded", rung.KindTransient},
	})
}
