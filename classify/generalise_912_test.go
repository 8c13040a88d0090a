package classify

import "testing"

// First run at 16baf999: 28/29 overall, 18/19 tricky.
func TestIndependentCases912(t *testing.T) {
	runIndependent(t, "testdata/independent912.jsonl", true)
}

// The agent-run turn cap, here in the Claude Agent SDK's structured result
// (subtype error_max_turns), read as in agentloop.go: the run worked, its
// result is unusable (ambiguous).
func TestGeneralise912(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "claude-code-cli-json-max-turns", protocol: "", code: "", msg: `{"type":"result","subtype":"error_max_turns","is_error":true,"duration_ms":91234,"num_turns":4,"session_id":"0b7e2f1a"}`, want: ambiguous},
		{name: "openai-agents-js-maxturns", protocol: "", code: "", msg: "MaxTurnsExceededError: Max turns (10) exceeded", want: ambiguous},
		{name: "langchain-iteration-limit", protocol: "", code: "", msg: "Agent stopped due to iteration limit or time limit.", want: ambiguous},
		{name: "llamaindex-react-max-iterations", protocol: "", code: "", msg: "ValueError: Reached max iterations.", want: ambiguous},
		{name: "smolagents-max-steps", protocol: "", code: "", msg: "Reached max steps.", want: ambiguous},
		{name: "langgraph-recursion-limit", protocol: "", code: "", msg: "Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.", want: ambiguous},
		{name: "pydantic-ai-request-limit", protocol: "", code: "", msg: "pydantic_ai.exceptions.UsageLimitExceeded: The next request would exceed the request_limit of 50", want: ambiguous},
		// Near misses: the same result envelope or words, another kind.
		{name: "near-anthropic-max-tokens-argument", protocol: "anthropic", status: 400, code: "invalid_request_error", msg: `{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: 300000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-20250514"}}`, want: invalid},
		{name: "near-anthropic-rate-limit-turn", protocol: "anthropic", status: 429, code: "rate_limit_error", msg: `{"type":"error","error":{"type":"rate_limit_error","message":"This request would exceed the rate limit for your organization of 50 requests per minute."}}`, want: transient},
		{name: "near-anthropic-overloaded", protocol: "anthropic", status: 529, code: "overloaded_error", msg: `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`, want: transient},
	})
}
