package classify

import "strings"

// requestOverWindow reads a rate-limit message that states the window's
// limit and this request's own size ("... on tokens per minute (TPM):
// Limit 7000, Used 0, Requested ~12903. Please try again in 50.59s.",
// Groq and OpenAI) where the request alone is larger than the whole
// limit: the window never holds it, however long the wait the message
// names (Groq's docs: "The request is larger than your tokens per minute
// limit. Shorten the request"; set 1634). A request within the limit
// ("Limit 6000, Used 3513, Requested 3166") stays a wait.
func requestOverWindow(text string) bool {
	if !strings.Contains(text, "equested") {
		return false
	}
	limit, ok := firstNumberAfter(text, "limit ")
	if !ok || limit <= 0 {
		return false
	}
	asked, ok := firstNumberAfter(text, "requested ")
	return ok && asked > limit
}

// firstNumberAfter returns the whole number (a leading "~" or ":" and
// spaces allowed) after the first occurrence of key that has one.
func firstNumberAfter(text, key string) (int, bool) {
	for i := range foldMatches(text, key) {
		rest := strings.TrimLeft(text[i+len(key):], " ~:")
		if n, w := leadingInt(rest); w > 0 {
			return n, true
		}
	}
	return 0, false
}
