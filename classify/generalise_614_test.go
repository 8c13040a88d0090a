package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases614 runs held-out set 614: agent frameworks and tool-calling layers (LangChain/LangGraph, Vercel AI SDK, OpenAI Agents SDK, Pydantic AI, CrewAI, AutoGen, LlamaIndex, Eino, Genkit, Spring AI), labelled blind.
// First run at 7f34847: 22/36 overall, 11/22 tricky.
// Tolerated: i614-lc-anthropic-retired-model: premise vs invalid (the model_not_found ruling, docs/taxonomy.md "OpenAI and Anthropic": a not-found about a model name is invalid, fix the name; premise only when the message says deprecated or retired): the message names no retirement, so "fix the model name" and "the model the plan rests on is gone" both hold.
// Tolerated: i614-spring-ollama-no-tools: premise vs invalid (docs/taxonomy.md "a feature the named model lacks ... invalid (change the model or drop the feature)", and set 61's Ollama "does not support chat"): a model without tool calling is a fact about the model (premise) or a wrong model choice in this call (invalid); the ruling takes the second.
// Fixed later by the lead: i614-oa-input-guardrail (passes since the lead's guardrail tripwire reading (toolwords.go): the application's policy halts the run, denied).
func TestIndependentCases614(t *testing.T) {
	runIndependent(t, "testdata/independent614.jsonl", true, "i614-lc-anthropic-retired-model", "i614-spring-ollama-no-tools")
}

// TestGeneralise614AgentLoop checks the agent-loop cap in more frameworks'
// words (agentloop.go), with near misses: a cap named as a bad argument,
// and a gRPC ABORTED that is a transaction to retry.
func TestGeneralise614AgentLoop(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"eino wrapped max steps", "go", 0, "", "agent run failed: [GraphRunError] exceeds max steps", rung.KindAmbiguous},
		{"rust agent tool loop cap", "", 0, "", "Exceeded maximum tool call iterations (10). Possible infinite loop.", rung.KindAmbiguous},
		{"kotlin llm session cap", "", 0, "", "Error: Exceeded maximum tool call iterations (8)", rung.KindAmbiguous},
		{"genkit go conversation cap", "go", 0, "", "exceeded maximum tool call iterations (5)", rung.KindAmbiguous},
		{"pydantic ai tool_calls_limit", "", 0, "", "The next tool call(s) would exceed the tool_calls_limit of 0 (tool_calls=1).", rung.KindAmbiguous},
		// Near misses.
		{"recipe exceeds max steps argument", "", 0, "", "ValueError: recipe exceeds max steps (20)", rung.KindInvalid},
		{"pipeline exceeds max steps 400", "http", 400, "", `{"detail":"Pipeline exceeds max steps (5). Got 7."}`, rung.KindInvalid},
		{"grpc aborted transaction", "", 0, "ABORTED", "rpc error: code = Aborted desc = Transaction was aborted due to a concurrent update, retry", rung.KindTransient},
	})
}

// TestGeneralise614ToolNotOffered checks a model's call to a tool the agent
// never gave it (agentloop.go agentToolNotOffered), with near misses.
func TestGeneralise614ToolNotOffered(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"langchain agentexecutor InvalidTool", "", 0, "", "search_web is not a valid tool, try one of [duckduckgo_search, wikipedia].", rung.KindInvalid},
		{"kaibanjs ToolError", "", 0, "", "Action 'Use dictionary to find translation' don't exist, these are the only available Actions: dictionary_lookup", rung.KindInvalid},
		{"gemini manual dispatch autogen-style", "", 0, "", "Error: Function get_transcript not found.", rung.KindInvalid},
		{"vercel ai sdk no tools", "", 0, "", "AI_NoSuchToolError: Model tried to call unavailable tool 'weather'. Available tools: none.", rung.KindInvalid},
		// Near misses: a tool server that is down, a missing SQL function.
		{"tool server unavailable", "http", 503, "", "Service Unavailable: the tool server is unavailable", rung.KindTransient},
		{"postgres function missing", "postgres", 0, "42883", "ERROR: function calc_tax(integer) does not exist (SQLSTATE 42883)", rung.KindInvalid},
	})
}

// TestGeneralise614OutputParse checks a framework's parse of the model's
// own output failing (llm.go contractWords), with near misses: a request
// body that is not JSON.
func TestGeneralise614OutputParse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"langchain js json parser", "", 0, "", "OutputParserException: Failed to parse. Text: \"Sure, here it is\". Error: SyntaxError: Unexpected token 'S', \"Sure, here\" is not valid JSON\n\nTroubleshooting URL: https://js.langchain.com/docs/troubleshooting/errors/OUTPUT_PARSING_FAILURE/\n", rung.KindAmbiguous},
		{"langchain xml parser", "", 0, "", "Failed to parse XML format from completion <answer>42. Got: no element found: line 1, column 14\nFor troubleshooting, visit: https://python.langchain.com/docs/troubleshooting/errors/OUTPUT_PARSING_FAILURE ", rung.KindAmbiguous},
		{"pydantic ai older result validation", "", 0, "", "pydantic_ai.exceptions.UnexpectedModelBehavior: Exceeded maximum retries (1) for result validation", rung.KindAmbiguous},
		{"langchain simple json parser", "", 0, "", "Invalid json output: ```json\n{\"city\": \"Oslo\",\n```", rung.KindAmbiguous},
		// Near misses.
		{"google invalid json payload", "http", 400, "", `{"error":{"code":400,"message":"Invalid JSON payload received. Unknown name \"colour\": Cannot find field.","status":"INVALID_ARGUMENT"}}`, rung.KindInvalid},
		{"api invalid json body", "http", 400, "", `{"error":"invalid json: unexpected end of input"}`, rung.KindInvalid},
	})
}

// TestGeneralise614LangChainCodes checks LangChain's and LangGraph's
// error codes for a graph, prompt or message built wrong (agentloop.go
// langchainGraphMisuse), with near misses: the provider codes.
func TestGeneralise614LangChainCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"langgraph node return value", "", 0, "", "Expected dict, got ['draft']\nFor troubleshooting, visit: https://python.langchain.com/docs/troubleshooting/errors/INVALID_GRAPH_NODE_RETURN_VALUE", rung.KindInvalid},
		{"langchain prompt input", "", 0, "", "Input to ChatPromptTemplate is missing variables {'topic'}.  Expected: ['topic'] Received: ['question']\nFor troubleshooting, visit: https://python.langchain.com/docs/troubleshooting/errors/INVALID_PROMPT_INPUT ", rung.KindInvalid},
		{"langgraph js concurrent update", "", 0, "", "InvalidUpdateError: Invalid update for channel \"messages\" with values [\"a\",\"b\"]: LastValue can only receive one value per step.\n\nTroubleshooting URL: https://langchain-ai.github.io/langgraphjs/troubleshooting/errors/INVALID_CONCURRENT_GRAPH_UPDATE/\n", rung.KindInvalid},
		{"langgraph multiple subgraphs", "", 0, "", "Multiple subgraphs called inside the same node\nFor troubleshooting, visit: https://python.langchain.com/docs/troubleshooting/errors/MULTIPLE_SUBGRAPHS", rung.KindInvalid},
		// Near misses: provider codes keep the provider's words; a race.
		{"langchain js model rate limit", "", 0, "", "Error: 429 Rate limit reached for gpt-4o in organization org-abc on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms.\n\nTroubleshooting URL: https://js.langchain.com/docs/troubleshooting/errors/MODEL_RATE_LIMIT/\n", rung.KindTransient},
		{"kafka concurrent operation", "", 0, "", "kafka server: The producer attempted to update a transaction while another concurrent operation on the same transaction was ongoing", rung.KindTransient},
	})
}
