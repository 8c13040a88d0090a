package classify

// oversizeForLimit reads a single request larger than the rate limit it
// is measured against (set 112): OpenAI's "Request too large for gpt-4o in
// organization org-x on tokens per min (TPM): Limit 30000, Requested 36278.
// The input or output tokens must be reduced in order to run successfully",
// Groq's "Request too large for model `m` in organization `o` ... on tokens
// per minute (TPM): Limit 6000, Requested 12000, please reduce your message
// size and try again". The limit refills every minute, but the request
// never fits in it: no wait lets it through, the request must shrink
// (invalid). The status and code paths read it so under a 429 or
// rate_limit_exceeded (httppreset.go, codes.go modeRate); this reads the
// same sentences in a client's text without them, where the rate-limit
// words around it (a "RateLimitError" class, the rate-limits URL, "tokens
// per min") would read as a wait: LiteLLM's "litellm.RateLimitError:
// OpenAIException - Request too large ...", openai-node's "429 Request too
// large ...", Codex CLI's "stream disconnected before completion: Request
// too large ...". Anthropic's "This request would exceed the rate limit
// ... Please reduce the prompt length ... or try again later" names no
// request too large for the limit and stays a wait.
func oversizeForLimit(t string) (Result, bool) {
	if !hasAny(t, "request too large for", "too many tokens in the request") {
		return Result{}, false
	}
	if !hasAny(t, "must be reduced", "reduce your message size", "please reduce") {
		return Result{}, false
	}
	return Result{Kind: invalid, Reason: "a request larger than the rate limit itself: no wait lets it through; shrink it"}, true
}
