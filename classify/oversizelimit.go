package classify

import "strings"

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

// sizeOverLimit reads an item's own size set against a size limit in a
// tool's words without "too large" (set 165): "upload_attachment:
// recording.mov is 26214400 bytes; attachments are limited to 20971520
// bytes", "report.pdf is 31 MB; the maximum is 25 MB", git's pre-receive
// "File big.bin is 105.00 MB; this exceeds GitHub's file size limit of
// 100.00 MB". Both sides are sizes (a number and a byte unit), the item's
// first: the item is larger than what the tool or service takes in one
// call, so a smaller item or another route is the repair (invalid, as a
// 413). An account's store ("storage", "quota", a plan or tier) is a
// standing limit the caller must raise or free (premise) and is left to
// the quota wording; a count ("limited to 1000 API calls") names no size.
func sizeOverLimit(t string) (Result, bool) {
	if hasAny(t, "quota", "storage", " plan", "account", " tier", "subscription") {
		return Result{}, false
	}
	// The item's size first, then "is over the <size> limit"
	// (@actions/cache's saveCache: "Cache size of ~11237 MB (11783045120
	// B) is over the 10GB limit, not saving cache."; held-out set 1172).
	for i := range foldMatches(t, " is over the ") {
		rest := t[i+len(" is over the "):]
		if n := sizeAt(rest); n > 0 && matchAt(rest, n, " limit") && sizeBefore(t[:i]) {
			return Result{Kind: invalid, Reason: "the item is larger than the size the tool or service takes: send a smaller one or use another route"}, true
		}
	}
	for i := range foldMatches(t, " is ") {
		rest := t[i+len(" is "):]
		n := sizeAt(rest)
		if n == 0 {
			continue
		}
		rest = rest[n:]
		for _, cue := range [...]string{"limited to ", "maximum is ", "maximum size is ", "max size is ", "limit is ", "limit of ", "maximum of ", "at most "} {
			for j := range foldMatches(rest, cue) {
				if sizeAt(rest[j+len(cue):]) > 0 {
					return Result{Kind: invalid, Reason: "the item is larger than the size the tool or service takes: send a smaller one or use another route"}, true
				}
			}
		}
	}
	return Result{}, false
}

// sizeAt returns the width of a size at s[0:] ("26214400 bytes", "31 MB",
// "105.00 MiB"), or 0.
func sizeAt(s string) int {
	_, w, ok := parseNumber(s)
	if !ok || w == 0 {
		return 0
	}
	u := w
	if u < len(s) && s[u] == ' ' {
		u++
	}
	unit := wordFrom(s, u)
	switch strings.ToLower(unit) {
	case "bytes", "byte", "kb", "kib", "mb", "mib", "gb", "gib", "tb", "tib":
		return u + len(unit)
	}
	return 0
}

// sizeBefore reports a size (a number and a byte unit) among the words
// of s: the item's own, named before the limit it is set against.
func sizeBefore(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigitByte(s[i]) && (i == 0 || !isAlnum(s[i-1]) && s[i-1] != '.') && sizeAt(s[i:]) > 0 {
			return true
		}
	}
	return false
}
