package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1613-lc-react-unparsable: ambiguous vs invalid (ruling): set 614's row reads any LangChain OUTPUT_PARSING_FAILURE and "Could not parse LLM output" as ambiguous (the answer is unusable); this ReAct parser sends the observation back for the model to repair, the case for invalid is in the report.
// Tolerated: i1613-pydantic-ai-tool-max-retries: unknown vs invalid (ruling): set 614 reads Pydantic AI's "Exceeded maximum retries (N) for output validation" as ambiguous; the tool variant is the same retry budget of the model's repairs, so reading it either way would decide the ruling's question for it.
// Tolerated: i1613-lg-recursion-limit: ambiguous vs premise (ruling): sets 396, 614 and 912 read an agent run's step, turn or iteration limit as ambiguous.
// Tolerated: i1613-oai-agents-max-turns: ambiguous vs premise (ruling): as i1613-lg-recursion-limit (set 396 names "Max turns (N) exceeded").
// Tolerated: i1613-lc-agent-stopped: ambiguous vs premise (ruling): as i1613-lg-recursion-limit (set 396 names "Agent stopped due to iteration limit or time limit.").
// Tolerated: i1613-llamaindex-max-iterations: ambiguous vs premise (ruling): as i1613-lg-recursion-limit (LlamaIndex's other max-iterations wording).
// Tolerated: i1613-autogen-no-function-calling: invalid vs premise (ruling): the row "a feature the named model lacks" reads it invalid (change the model or drop the feature).
// Tolerated: i1613-sk-azure-content-filter: unknown vs denied (ruling): a prompt the provider's content policy rejects stays invalid (set 596's row, OpenAI content_policy_violation), and Semantic Kernel's wrapper text names neither the filter nor the code; no rule can give denied without overturning that ruling.
// Tolerated: i1613-oai-agents-tool-timeout: transient vs ambiguous (one-off): only the tool's name (send_invoice) says the timed-out call was a write; the text is a plain tool timeout.
// First run at 802e82ed: 21/36 overall, 11/19 tricky.
func TestIndependentCases1613(t *testing.T) {
	runIndependent(t, "testdata/independent1613.jsonl", true,
		"i1613-lc-react-unparsable", "i1613-pydantic-ai-tool-max-retries", "i1613-lg-recursion-limit",
		"i1613-oai-agents-max-turns", "i1613-lc-agent-stopped", "i1613-llamaindex-max-iterations",
		"i1613-autogen-no-function-calling", "i1613-sk-azure-content-filter", "i1613-oai-agents-tool-timeout")
}

// TestGeneralise1613AdmissionQueue: a concurrency limiter's own queue of
// waiters, full (Pydantic AI ConcurrencyLimitExceeded, resilience4j
// BulkheadFullException, Polly BulkheadRejectedException): transient, the
// in-flight calls end and free it (standing.go fullQueueWords). Near misses:
// a bad max_queued setting (invalid), a queue that does not exist (premise).
func TestGeneralise1613AdmissionQueue(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pydantic-ai queue depth", "", 0, "", "Concurrency queue depth (11) exceeds max_queued (10) for openai:gpt-4o", rung.KindTransient},
		{"pydantic-ai queue depth, unnamed", "", 0, "", "pydantic_ai.exceptions.ConcurrencyLimitExceeded: Concurrency queue depth (5) exceeds max_queued (4)", rung.KindTransient},
		{"resilience4j bulkhead", "", 0, "", "io.github.resilience4j.bulkhead.BulkheadFullException: Bulkhead 'inventory' is full and does not permit further calls", rung.KindTransient},
		{"polly bulkhead", "", 0, "", "Polly.Bulkhead.BulkheadRejectedException: The bulkhead semaphore and queue are full and execution was rejected.", rung.KindTransient},
		{"near miss: max_queued argument", "", 0, "", "max_queued must be a non-negative integer", rung.KindInvalid},
		{"near miss: queue missing", "", 0, "", "The queue 'jobs' does not exist", rung.KindPremise},
	})
}

// TestGeneralise1613HistoryHoldsStep: an agent framework refusing a step its
// history already holds: Pydantic AI's "was already executed and its result
// cannot be overridden" and "`run_id=...` already appears in
// `message_history`", CrewAI's "I tried reusing the same input": conflict,
// carry the recorded result forward (generic.go conflictWords). Near misses:
// Pydantic AI's history that lacks the calls (not a clash with a held step),
// a tool name that does not exist (invalid/premise readings stay).
func TestGeneralise1613HistoryHoldsStep(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pydantic-ai executed", "", 0, "", "Tool call 'call_9f2kQ' was already executed and its result cannot be overridden.", rung.KindConflict},
		{"pydantic-ai executed, class prefix", "", 0, "", "pydantic_ai.exceptions.UserError: Tool call 'toolu_01A' was already executed and its result cannot be overridden.", rung.KindConflict},
		{"pydantic-ai run_id", "", 0, "", "`run_id='nightly-7'` already appears in `message_history`. Each agent run needs a distinct `run_id`; reuse breaks `new_messages()`.", rung.KindConflict},
		{"crewai repeated input", "", 0, "", "I tried reusing the same input, I must stop using this action input. I'll try something else instead.\n\n", rung.KindConflict},
		{"generic statement", "", 0, "", "Statement was already executed", rung.KindConflict},
		{"near miss: no unprocessed calls", "", 0, "", "Tool call results were provided, but the message history does not contain any unprocessed tool calls.", rung.KindUnknown},
		{"near miss: crewai wrong tool", "", 0, "", "You tried to use the tool search_flights, but it doesn't exist. You must use one of the following tools, use one at time: search_web, read_file.", rung.KindInvalid},
	})
}

// TestGeneralise1613GenerationCut: a model's output cut at its token cap,
// said of the generation (Pydantic AI IncompleteToolCall "Model token limit
// (N) exceeded while generating a tool call", UnexpectedModelBehavior "...
// exceeded before any response was generated"): ambiguous, as finish_reason
// length (endreason.go capExceeded). Near misses: a request over the context
// window and a max_tokens argument over the model's maximum (invalid), a
// run's cumulative output_tokens_limit (its quota reading).
func TestGeneralise1613GenerationCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pydantic-ai incomplete tool call", "", 0, "", "Model token limit (1024) exceeded while generating a tool call, resulting in incomplete arguments. Increase the `max_tokens` model setting, or simplify the prompt to result in a shorter response that will fit within the limit.", rung.KindAmbiguous},
		{"pydantic-ai default limit", "", 0, "", "pydantic_ai.exceptions.IncompleteToolCall: Model token limit (provider default) exceeded while generating a tool call, resulting in incomplete arguments.", rung.KindAmbiguous},
		{"pydantic-ai before any response", "", 0, "", "Model token limit (256) exceeded before any response was generated. Increase the `max_tokens` model setting, or simplify the prompt to result in a shorter response that will fit within the limit.", rung.KindAmbiguous},
		{"openai-python length", "", 0, "", "Could not parse response content as the length limit was reached - CompletionUsage(completion_tokens=1024, prompt_tokens=512, total_tokens=1536)", rung.KindAmbiguous},
		{"near miss: context window", "", 0, "", "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens. Please reduce the length of the messages.", rung.KindInvalid},
		{"near miss: max_tokens argument", "", 0, "", "max_tokens is too large: 100000. This model supports at most 4096 completion tokens, whereas you provided 100000.", rung.KindInvalid},
		{"near miss: run output budget", "", 0, "", "Exceeded the output_tokens_limit of 100 (output_tokens=124). Consider raising the limit, or see the docs on usage limits for budget-aware patterns: https://ai.pydantic.dev/agent/#usage-limits", rung.KindPremise},
	})
}

// TestGeneralise1613RequiresOneOf: a call that carried none of the keys it
// requires, listed (LangGraph "Checkpointer requires one or more of the
// following 'configurable' keys"): invalid, add one (generic.go
// invalidWords). Near misses: a plan or a permission required (premise,
// denied) keep their readings.
func TestGeneralise1613RequiresOneOf(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"langgraph checkpointer", "", 0, "", "Checkpointer requires one or more of the following 'configurable' keys: thread_id, checkpoint_ns, checkpoint_id", rung.KindInvalid},
		{"langgraph checkpointer, class prefix", "", 0, "", "ValueError: Checkpointer requires one or more of the following 'configurable' keys: thread_id, checkpoint_ns, checkpoint_id", rung.KindInvalid},
		{"requires one of", "", 0, "", "Search requires one of the following parameters: query, filter", rung.KindInvalid},
		{"langchain missing configurable keys", "", 0, "", "Missing keys ['session_id'] in config['configurable'] Expected keys are ['session_id'].", rung.KindInvalid},
		{"near miss: permission", "", 0, "", "This operation requires one of the following permissions: repo, admin:org. Permission denied.", rung.KindDenied},
		{"near miss: plan", "", 0, "", "This feature requires one of the following plans: Pro, Enterprise. Please upgrade your plan.", rung.KindPremise},
	})
}
