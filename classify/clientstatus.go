package classify

import (
	"net/http"
	"strings"
)

// splitClientStatus finds a response's status as an HTTP client renders it
// in its own words rather than as the wire's "HTTP/1.1 413" line, followed
// by the response's header lines, which an agent's tool prints after it:
//
//	PUT https://host/v1/blobs/7f3a: 413 Request Entity Too Large   (Go's Response.Status)
//	HTTP Error 429: Too Many Requests                              (Python urllib's HTTPError)
//	HTTP status client error (413 Payload Too Large) for url (...) (Rust reqwest)
//	Response status code does not indicate success: 503 (Service Unavailable). (.NET)
//	Retry-After: 120
//
// The headers are the response's all the same, and RFC 9110 15.5.14 makes a
// 413 with Retry-After temporary (set 46). The status counts only when the
// line holding it is followed by a "Name: value" line and the code is
// followed by its reason phrase, as net/http or RFC 9110 words it (the
// phrase's first or last word is the standard one, so that a renamed phrase
// such as 413 "Payload Too Large" or "Content Too Large" counts): a number
// in a sentence ("3 files failed", "port 443") is not a status.
func splitClientStatus(msg string) rawHTTP {
	r := rawHTTP{body: msg, rest: msg}
	lim := msg
	if len(lim) > quotedStatusScan {
		lim = lim[:quotedStatusScan]
	}
	start := 0
	for start < len(lim) {
		nl := strings.IndexByte(msg[start:], '\n')
		if nl < 0 {
			return r
		}
		line := strings.TrimRight(msg[start:start+nl], "\r")
		after := msg[start+nl+1:]
		start += nl + 1
		next := after
		if i := strings.IndexByte(next, '\n'); i >= 0 {
			next = next[:i]
		}
		if !isHeaderLine(strings.TrimRight(next, "\r")) {
			continue
		}
		code := renderedStatus(line)
		if code == 0 {
			continue
		}
		r.status = code
		r.block, r.body = headerBlock(after)
		return r
	}
	return r
}

// renderedStatus returns the status code a client's rendering on line
// shows: three digits (100 to 599) standing alone, followed by a space, a
// colon or a parenthesis and then the code's reason phrase.
func renderedStatus(line string) int {
	for i := 0; i+3 <= len(line); i++ {
		if i > 0 && (isAlnum(line[i-1]) || line[i-1] == '.' || line[i-1] == '/' || line[i-1] == '-') {
			continue
		}
		code, w := leadingInt(line[i:])
		if w != 3 || code < 100 || code > 599 {
			if w > 1 {
				i += w - 1
			}
			continue
		}
		rest := line[i+3:]
		for len(rest) > 0 && (rest[0] == ' ' || rest[0] == ':' || rest[0] == '(') {
			rest = rest[1:]
		}
		if len(rest) == len(line[i+3:]) {
			continue // "4135" or "413x": not a code standing alone
		}
		if reasonMatches(code, rest) {
			return code
		}
	}
	return 0
}

// reasonMatches reports whether s begins with code's reason phrase as
// net/http words it, or as RFC 9110 renamed it (413 "Content Too Large",
// once "Payload Too Large"; 422 "Unprocessable Content"; 416 "Range Not
// Satisfiable"; 414 "URI Too Long"), in any case.
func reasonMatches(code int, s string) bool {
	if std := http.StatusText(code); std != "" && hasPrefixFold(s, std) {
		return true
	}
	switch code {
	case 413:
		return hasPrefixFold(s, "Content Too Large") || hasPrefixFold(s, "Payload Too Large")
	case 414:
		return hasPrefixFold(s, "URI Too Long")
	case 416:
		return hasPrefixFold(s, "Range Not Satisfiable")
	case 422:
		return hasPrefixFold(s, "Unprocessable Content")
	}
	return false
}
