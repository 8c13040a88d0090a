package classify

import (
	"net/http"
	"strings"
)

// phraselessStatus reads the status of a Stainless-generated Go SDK's
// error text when Go has no reason phrase for it (set 112). The SDKs
// print the status as "%d %s" with http.StatusText, which is empty for
// Anthropic's 529 overloaded_error, Cloudflare's 520-527 and nginx's 499,
// so the status stands alone where embeddedStatus looks for its phrase:
//
//	POST "https://api.anthropic.com/v1/messages": 529  (Request-ID: req_...)   (anthropic-sdk-go apierror.Error)
//	POST "https://api.openai.com/v1/chat/completions": 522  <html>...           (openai-go v1 apierror.Error)
//	OpenAI API error: 529                                                       (openai-go v3 apierror.Error)
//
// A body after the status, when there is one, is read with it. Only a
// status without a phrase is read here; the others keep embeddedStatus.
func phraselessStatus(t string) int {
	if i := strings.Index(t, "API error: "); i >= 0 {
		if n := bareStatusAt(t[i+len("API error: "):]); n != 0 {
			return n
		}
	}
	for i := range exactMatches(t, "\": ") {
		head := t[:i]
		q := strings.LastIndexByte(head, '"')
		if q < 0 || !hasPrefixFold(head[q+1:], "http") {
			continue
		}
		m := strings.TrimRight(head[:q], " ")
		if j := strings.LastIndexByte(m, ' '); j >= 0 {
			m = m[j+1:]
		}
		switch m {
		case "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD":
		default:
			continue
		}
		if n := bareStatusAt(t[i+len("\": "):]); n != 0 {
			return n
		}
	}
	return 0
}

// bareStatusAt reads a 4xx or 5xx status with no reason phrase at the
// start of s: three digits, then the end or a space.
func bareStatusAt(s string) int {
	n, w := leadingInt(s)
	if w != 3 || n < 400 || n > 599 || http.StatusText(n) != "" {
		return 0
	}
	if len(s) > 3 && s[3] != ' ' && s[3] != '\n' {
		return 0
	}
	return n
}
