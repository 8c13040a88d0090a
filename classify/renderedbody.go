package classify

import "strings"

// emptyAfterStatus reports whether msg is an agent's tool's rendering of a
// successful response, "GET https://host/path?page=9: 200 OK" (Go's
// Response.Status after the method and URL; clientstatus.go), followed on
// the next line by a body that is an empty JSON array or object, with no
// header lines between (set 59). The call worked and nothing came back: a
// listing paged past its end (GitHub and GitLab answer [] for a page after
// the last, docs.github.com "Using pagination in the REST API"), a search
// with no hit. The status must be a 2xx, the one the caller gave if any,
// and must open the message's lead, so a sentence or a quoted body that
// names a number is not read as one.
func emptyAfterStatus(msg string, status int) bool {
	if status != 0 && status/100 != 2 {
		return false
	}
	nl := strings.IndexByte(msg, '\n')
	if nl < 0 || nl > quotedStatusScan {
		return false
	}
	code := renderedStatus(strings.TrimRight(msg[:nl], "\r"))
	if code/100 != 2 || status != 0 && code != status {
		return false
	}
	body := strings.TrimSpace(msg[nl+1:])
	return body == "[]" || body == "{}"
}
