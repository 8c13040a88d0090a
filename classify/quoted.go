package classify

import "strings"

// quotedStatusScan bounds the search for a status line after a prefix: a
// tool's wrapper ("PUT https://host/path: ", "upload chunk 3: ") is short,
// and a status line deep in a body is a quotation, not this response's.
const quotedStatusScan = 512

// splitRaw splits the message into status, headers and body. The status
// line is usually the message's start (splitLead); an agent's tool often
// puts its own words first ("PUT https://uploads.example.net/v1/blobs/7f3a:
// HTTP/1.1 413 Content Too Large\nRetry-After: 90"), and the headers after
// that line are the response's all the same: RFC 9110 15.5.14 makes a 413
// with Retry-After temporary, and the wait is the header's. A status line
// after a prefix counts only when headers follow it ("Name: value" lines, or
// the one-line "HTTP 429, retry-after: 12"), so that a sentence that merely
// names a status ("server gave HTTP response to HTTPS client", an access
// log's "GET / HTTP/1.1" 502) is not read as one. The prefix stays in the
// text the wording reads.
func splitRaw(msg string) rawHTTP {
	r := splitLead(msg)
	if r.status != 0 {
		return r
	}
	lim := msg
	if len(lim) > quotedStatusScan {
		lim = lim[:quotedStatusScan]
	}
	for off := 1; off < len(lim); {
		i := strings.Index(lim[off:], "HTTP")
		if i < 0 {
			break
		}
		i += off
		off = i + 4
		if b := msg[i-1]; b != ' ' && b != '\t' && b != '\n' && b != '\r' {
			continue
		}
		if i+4 >= len(msg) || (msg[i+4] != '/' && msg[i+4] != ' ') {
			continue
		}
		q := splitLead(msg[i:])
		if q.status == 0 || (q.first == "" && q.block == "") {
			continue
		}
		q.rest = msg
		return q
	}
	if q := splitClientStatus(msg); q.status != 0 { // clientstatus.go: "413 Request Entity Too Large\nRetry-After: 120"
		return q
	}
	return r
}
