package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at cb76e6f4: 23/35 overall, 13/22 tricky.
// Seven misses were fixed in agentloop.go (tool refusals in CrewAI, Semantic
// Kernel, Google ADK and LangGraph ToolInvocationError words; Pydantic AI's
// per-request input cap). Five are tolerated:
// Tolerated: i1272-oai-agents-output-guardrail: denied vs ambiguous ("triggered tripwire": "the application's guardrail tripped on this input or output: a policy halts the run; hand back", toolwords.go): an output guardrail judges a finished run's output, not the agent's authority, but the ruling covers both words alike.
// Tolerated: i1272-pydantic-ai-request-limit: ambiguous vs premise ("An agent run that ended at its step, turn or iteration limit without an answer ... ambiguous: the run worked, its result is unusable", sets 396 and 614): this set reads a spent run budget as a falsified plan to replan, as quota exhausted.
// Tolerated: i1272-adk-llm-calls-limit: ambiguous vs premise (the same run-cap ruling, sets 396 and 614; agentLoopWords now holds ADK's words): as above.
// Tolerated: i1272-llamaindex-max-iterations: ambiguous vs premise (the same run-cap ruling; agentLoopWords now holds LlamaIndex's words): as above.
// Tolerated: i1272-genkit-go-tool-not-found: premise vs invalid (one-off): the code NOT_FOUND is read as gRPC's before the text, and the bare "tool \"x\" not found" is also Genkit's wording for a tool the caller's own options name ("ai.GenerateWithRequest: tool %q not found"), so the words alone cannot tell the model's call from the host's setup.
func TestIndependentCases1272(t *testing.T) {
	runIndependent(t, "testdata/independent1272.jsonl", true,
		"i1272-oai-agents-output-guardrail", "i1272-pydantic-ai-request-limit", "i1272-adk-llm-calls-limit",
		"i1272-llamaindex-max-iterations", "i1272-genkit-go-tool-not-found")
}

// TestGeneralise1272ToolNotOffered checks more frameworks' refusals of a
// model's tool call to a tool it was not given, or with arguments that fail
// the tool's schema (agentloop.go agentToolNotOffered), with near misses: a
// missing file, a tool server down, and a tool's own runtime error.
func TestGeneralise1272ToolNotOffered(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"crewai wrong tool name", "", 0, "", "You tried to use the tool Web Scraper, but it doesn't exist. You must use one of the following tools, use one at time: Search the internet with Serper.", rung.KindInvalid},
		{"crewai unknown coworker", "", 0, "", "\nError executing tool. coworker mentioned not found, it must be one of the following options:\n- data analyst\n", rung.KindInvalid},
		{"semantic kernel not part of tools", "", 0, "", "The tool call with name `Weather-forecast` is not part of the provided tools, please try again with a supplied tool call name and make sure to validate the name.", rung.KindInvalid},
		{"adk tools_dict", "", 0, "", "ValueError: Function get_exchange_rate is not found in the tools_dict.", rung.KindInvalid},
		{"crewai action input", "", 0, "", "Error: the Action Input is not a valid key, value dictionary.", rung.KindInvalid},
		{"langgraph tool invocation error", "", 0, "", "Error invoking tool 'book_room' with kwargs {'note': 'quota exceeded last time'} with error:\n date: Input should be a valid date\n Please fix the error and try again.", rung.KindInvalid},
		// Near misses keep their readings.
		{"file missing", "", 0, "", "FileNotFoundError: [Errno 2] No such file or directory: '/srv/app/tools_dict.json'", rung.KindPremise},
		{"tool server unavailable", "http", 503, "", "Service Unavailable: the tool server is unavailable", rung.KindTransient},
		{"langgraph toolnode runtime error", "", 0, "", "Error: ReadTimeout(ReadTimeoutError(\"HTTPSConnectionPool(host='api.example.com', port=443): Read timed out. (read timeout=10)\"))\n Please fix your mistakes.", rung.KindTransient},
	})
}

// TestGeneralise1272RunCaps checks Google ADK's and LlamaIndex's words for
// an agent run's own cap (agentloop.go agentLoopWords, ambiguous as set
// 396 rules), and Pydantic AI's per-request input cap, which is one
// request too large (invalid), with near misses: a cap given as a bad
// argument and a provider's rate limit.
func TestGeneralise1272RunCaps(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"adk llm calls", "", 0, "", "google.adk.agents.invocation_context.LlmCallsLimitExceededError: Max number of llm calls limit of `100` exceeded", rung.KindAmbiguous},
		{"llamaindex max iterations", "", 0, "", "WorkflowRuntimeError: Max iterations of 10 reached! Either something went wrong, or you can increase the max iterations with `.run(.., max_iterations=...)`", rung.KindAmbiguous},
		{"pydantic ai per-request input", "", 0, "", "pydantic_ai.exceptions.UsageLimitExceeded: Exceeded the per_request_input_tokens_limit of 4000 (request_input_tokens=5120)", rung.KindInvalid},
		// Near misses keep their readings.
		{"cap given as a bad argument", "", 0, "", "ValueError: max_iterations must be a positive integer, got 0", rung.KindInvalid},
		{"provider rate limit", "http", 429, "", "Rate limit reached for gpt-4o in organization org-abc on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms.", rung.KindTransient},
	})
}
