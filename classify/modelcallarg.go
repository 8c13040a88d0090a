package classify

// modelCallArgument reads an LLM SDK's or agent framework's refusal of the
// model call's own settings, worded by the SDK or framework rather than
// under a vendor envelope (set 1801): LiteLLM's "LLM Provider NOT
// provided. Pass in the LLM provider you are trying to call. You passed
// model=x" (the model string lacks its provider prefix), the Vercel AI
// SDK's NoSuchModelError "No such languageModel: openai:x" (a registry id
// that names no model), LlamaIndex's PromptHelper "Calculated available
// context size -N was not non-negative." (prompt plus num_output over the
// context window), and Anthropic's "max_tokens: N > M, which is the
// maximum allowed number of output tokens for <model>" as the AI SDK's
// APICallError relays it with no envelope. Each names an argument of this
// call: repair it (invalid), though "no such" and "NOT provided" alone read
// premise or unknown. An "output tokens per minute" rate limit and "No such
// file or directory" do not match.
func modelCallArgument(t string) (Result, bool) {
	return matchWords(modelCallArgWords, t)
}

var modelCallArgWords = newMatcher([]pattern{
	{text: "llm provider not provided. pass in the llm provider", kind: invalid, reason: "the model string lacks its provider: name it (LiteLLM)"},
	{text: "no such languagemodel: ", kind: invalid, reason: "the provider registry has no model by this id: pick a registered one (AI SDK NoSuchModelError)"},
	{text: "no such textembeddingmodel: ", kind: invalid, reason: "the provider registry has no embedding model by this id: pick a registered one (AI SDK NoSuchModelError)"},
	{text: "calculated available context size", kind: invalid, reason: "the prompt and reserved output exceed the model's context window: shrink them (LlamaIndex PromptHelper)"},
	{text: "which is the maximum allowed number of output tokens", kind: invalid, reason: "max_tokens is above the model's output cap: lower it"},
})
