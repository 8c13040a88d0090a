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
})
