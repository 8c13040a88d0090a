package classify

// agentLoopStopped reads an agent framework's run that ended at its step,
// turn or iteration limit without a final answer: LangChain and CrewAI
// "Agent stopped due to iteration limit or time limit." (returned as the
// output, no exception), LlamaIndex ReActAgent's ValueError "Reached max
// iterations.", smolagents "Reached max steps.", the OpenAI Agents SDK's
// MaxTurnsExceeded "Max turns (10) exceeded", LangGraph's "Recursion limit
// of 25 reached without hitting a stop condition". The run worked; its
// result is unusable: narrow once, then hand back (set 396). A limit named
// as a bad argument ("max_iterations must be a positive integer") does not
// match.
func agentLoopStopped(t string) (Result, bool) {
	return matchWords(agentLoopWords, t)
}

var agentLoopWords = newMatcher([]pattern{
	{text: "agent stopped due to iteration limit", kind: ambiguous, reason: "the agent run hit its iteration limit without an answer"},
	{text: "agent stopped due to max iterations", kind: ambiguous, reason: "the agent run hit its iteration limit without an answer"},
	{text: "reached max iterations", kind: ambiguous, reason: "the agent run hit its iteration limit without an answer"},
	{text: "maximum iterations reached", kind: ambiguous, reason: "the agent run hit its iteration limit without an answer"},
	{text: "reached max steps", kind: ambiguous, reason: "the agent run hit its step limit without an answer"},
	{text: "max turns (", kind: ambiguous, reason: "the agent run hit its turn limit without an answer"},
	{text: "reached without hitting a stop condition", kind: ambiguous, reason: "the agent graph hit its recursion limit without reaching an end"},
	// The same cap in other frameworks' words (set 614): CloudWeGo Eino's
	// compose.ErrExceedMaxSteps as its graph run wraps it ("[GraphRunError]
	// exceeds max steps"), Firebase Genkit's "Exceeded maximum tool call
	// iterations (5)" (a GenerationResponseError with status ABORTED),
	// Pydantic AI's UsageLimitExceeded for the run's own request and tool
	// call caps ("The next request would exceed the request_limit of 50").
	// A bare "exceeds max steps (N)" about an argument does not match.
	{text: "graphrunerror] exceeds max steps", kind: ambiguous, reason: "the agent graph hit its step limit without an answer"},
	{text: "maximum tool call iterations", kind: ambiguous, reason: "the agent's tool loop hit its iteration limit without an answer"},
	{text: "would exceed the request_limit", kind: ambiguous, reason: "the agent run hit its request limit without an answer"},
	{text: "would exceed the tool_calls_limit", kind: ambiguous, reason: "the agent run hit its tool call limit without an answer"},
	// The same cap in Google ADK's and LlamaIndex's words (set 1272):
	// LlmCallsLimitExceededError "Max number of llm calls limit of `500`
	// exceeded" and the agent workflow's "Max iterations of 20 reached!
	// Either something went wrong, or you can increase the max iterations".
	{text: "max number of llm calls limit of", kind: ambiguous, reason: "the agent run hit its model call limit without an answer"},
	{text: "reached! either something went wrong", kind: ambiguous, reason: "the agent run hit its iteration limit without an answer"},
	// Pydantic AI's cap on one request's input tokens is not the run's
	// budget: that request is too large (as context length exceeded), so
	// it is repaired, not replanned (set 1272).
	{text: "exceeded the per_request_input_tokens_limit", kind: invalid, reason: "one model request carries more input tokens than its per-request cap: shrink it"},
	// The Claude Agent SDK's and Claude Code's result message for a run
	// that hit maxTurns (--max-turns) before an answer (set 912): a JSON
	// result with "subtype":"error_max_turns" and "is_error":true, the
	// structured form of the same cap; "error_during_execution" is not it.
	// tmc/langchaingo's agents.ErrNotFinished, returned by the Executor when
	// the agent gives no finish within MaxIterations (set 1781).
	{text: "agent not finished before max iterations", kind: ambiguous, reason: "the agent run hit its iteration limit without an answer (langchaingo ErrNotFinished)"},
	// Claude Code's own prose for that cap, which the SDK's ResultError
	// carries instead of the subtype when errors[] is filled ("Claude Code
	// returned an error result: Reached maximum number of turns (10)", set
	// 1808).
	{text: "reached maximum number of turns (", kind: ambiguous, reason: "the agent run hit its turn limit without an answer (Claude Code error_max_turns)"},
	{text: "error_max_turns", kind: ambiguous, reason: "the agent run hit its turn limit without an answer (Claude Agent SDK error_max_turns)"},
	// AutoGen AgentChat's MaxMessageTermination stop reason, the
	// TaskResult.stop_reason of a team that ran to its message cap
	// ("Maximum number of messages 10 reached, current message count: 10",
	// set 1801): the team stopped on its cap, not on an answer.
	{text: "reached, current message count", kind: ambiguous, reason: "the agent team hit its message limit without an answer (AutoGen MaxMessageTermination)"},
})

// agentToolNotOffered reads an agent framework's refusal of a tool call
// whose name is not among the tools it gave the model (set 614): the
// Vercel AI SDK's NoSuchToolError "Model tried to call unavailable tool
// 'x'. Available tools: ...", LangChain's and LangGraph ToolNode's "Error:
// x is not a valid tool, try one of [...]", CrewAI's "Action 'x' don't
// exist, these are the only available Actions: ...", AutoGen's "Error:
// Function x not found.". The model's call names the wrong tool: repair it
// (invalid), though "unavailable" and "not found" alone read otherwise.
func agentToolNotOffered(t string) (Result, bool) {
	if r, ok := matchWords(agentToolWords, t); ok {
		return r, true
	}
	// LangGraph ToolNode's ToolInvocationError, raised only when the
	// model's arguments fail the tool's schema (set 1272): "Error invoking
	// tool 'x' with kwargs {...} with error:\n priority: Field required\n
	// Please fix the error and try again." The kwargs it echoes are the
	// model's own words ("disk full ..."), not the world's.
	if hasFold(t, "error invoking tool '") && hasFold(t, "please fix the error and try again") {
		return verdict(invalid, "the model's tool arguments failed the tool's schema (LangGraph ToolInvocationError)")
	}
	if unknownNamed(t, "error: function ") {
		return verdict(invalid, "the model called a function the agent did not register")
	}
	return Result{}, false
}

var agentToolWords = newMatcher([]pattern{
	{text: "tried to call unavailable tool", kind: invalid, reason: "the model called a tool it was not given"},
	{text: "is not a valid tool, try one of", kind: invalid, reason: "the model called a tool it was not given"},
	{text: "these are the only available actions", kind: invalid, reason: "the model named an action it was not given"},
	// The same refusal in more frameworks' words (set 1272): CrewAI's
	// wrong_tool_name "You tried to use the tool x, but it doesn't exist.
	// You must use one of the following tools" and its delegation tool's
	// "coworker mentioned not found, it must be one of the following
	// options", Semantic Kernel's "The tool call with name `x` is not part
	// of the provided tools, please try again ...", Google ADK's "Function x
	// is not found in the tools_dict.", and CrewAI's tool_arguments_error
	// "the Action Input is not a valid key, value dictionary".
	{text: "but it doesn't exist. you must use one of the following tools", kind: invalid, reason: "the model called a tool it was not given"},
	{text: "coworker mentioned not found, it must be one of the following", kind: invalid, reason: "the model delegated to a coworker the crew does not have"},
	{text: "is not part of the provided tools", kind: invalid, reason: "the model called a tool it was not given"},
	{text: "is not found in the tools_dict", kind: invalid, reason: "the model called a tool it was not given"},
	{text: "the action input is not a valid key, value dictionary", kind: invalid, reason: "the model's tool input is not a key-value object"},
})

// langchainGraphMisuse reads the LangChain and LangGraph error codes that
// name a mistake in how the caller built its graph, prompt or messages,
// which every such exception carries as its troubleshooting link ("For
// troubleshooting, visit: .../troubleshooting/errors/<CODE>", LangChain
// JS "Troubleshooting URL: .../errors/<CODE>/") (set 614): LangGraph's
// InvalidUpdateError "At key 'x': Can receive only one value per step"
// (INVALID_CONCURRENT_GRAPH_UPDATE, whose "concurrent" is not a race to
// wait out), a node returning a non-dict (INVALID_GRAPH_NODE_RETURN_VALUE),
// MULTIPLE_SUBGRAPHS, and langchain-core's INVALID_PROMPT_INPUT,
// INVALID_TOOL_RESULTS, MESSAGE_COERCION_FAILURE, INVALID_CHAT_HISTORY.
// Repair the call (invalid). The codes for a provider's failure
// (MODEL_RATE_LIMIT, MODEL_AUTHENTICATION) are not here: the provider's
// own words under them decide.
func langchainGraphMisuse(t string) (Result, bool) {
	return matchWords(langchainMisuseWords, t)
}

var langchainMisuseWords = newMatcher([]pattern{
	{text: "errors/invalid_concurrent_graph_update", kind: invalid, reason: "the graph's state update is not allowed by its channels (LangGraph INVALID_CONCURRENT_GRAPH_UPDATE)"},
	{text: "errors/invalid_graph_node_return_value", kind: invalid, reason: "a graph node returned a value that is not a state update (LangGraph INVALID_GRAPH_NODE_RETURN_VALUE)"},
	{text: "errors/multiple_subgraphs", kind: invalid, reason: "the graph calls several checkpointed subgraphs from one node (LangGraph MULTIPLE_SUBGRAPHS)"},
	{text: "errors/invalid_prompt_input", kind: invalid, reason: "the prompt template's inputs are wrong (LangChain INVALID_PROMPT_INPUT)"},
	{text: "errors/invalid_tool_results", kind: invalid, reason: "the messages' tool results do not pair with the tool calls (LangChain INVALID_TOOL_RESULTS)"},
	{text: "errors/message_coercion_failure", kind: invalid, reason: "a message is not in a form LangChain can take (MESSAGE_COERCION_FAILURE)"},
	{text: "errors/invalid_chat_history", kind: invalid, reason: "the chat history is malformed (LangChain INVALID_CHAT_HISTORY)"},
})
