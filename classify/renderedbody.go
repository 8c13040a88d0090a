package classify

import (
	"net/http"
	"strings"
)

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
	if nl > quotedStatusScan {
		return false
	}
	lead, rest := msg, ""
	if nl >= 0 {
		lead, rest = strings.TrimRight(msg[:nl], "\r"), msg[nl+1:]
	}
	// A tool that prints the request line and then the response's own
	// status line, "GET https://host/path\nHTTP/1.1 200 OK\n\n[]" (set
	// 182): the status is the second line, the body follows a blank line.
	if requestLine(lead) {
		nl2 := strings.IndexByte(rest, '\n')
		if nl2 < 0 || !hasPrefixFold(rest, "http/") {
			return false
		}
		lead, rest = strings.TrimRight(rest[:nl2], "\r"), rest[nl2+1:]
	}
	code := renderedStatus(lead)
	if code/100 != 2 || status != 0 && code != status {
		return false
	}
	// A tool that puts the body on the status's own line after ": "
	// ("GET https://host/dir/: 200 OK: [", set 203) starts it there.
	if std := http.StatusText(code); std != "" {
		if i := indexFold(lead, itoa(code)+" "+std+": "); i >= 0 {
			rest = lead[i+len(itoa(code))+len(std)+3:] + "\n" + rest
		}
	}
	return emptyJSON(rest)
}

// emptyJSON reports a body that is an empty JSON array or object, with or
// without white space between the brackets: a pretty printer writes an
// empty one open (Jackson's DefaultPrettyPrinter "[ ]" and "{ }"; nginx's
// autoindex_format json lists an empty directory as "[" CRLF "]", set 203).
func emptyJSON(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 2 || (s[0] != '[' || s[len(s)-1] != ']') && (s[0] != '{' || s[len(s)-1] != '}') {
		return false
	}
	return strings.TrimSpace(s[1:len(s)-1]) == ""
}

// requestLine reports a line that is only an HTTP method and a URL, as a
// tool prints the request before the response ("GET https://host/path").
func requestLine(line string) bool {
	m, u, ok := strings.Cut(line, " ")
	if !ok || strings.ContainsAny(u, " \t") || !strings.Contains(u, "://") && !strings.HasPrefix(u, "/") {
		return false
	}
	switch m {
	case "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS":
		return true
	}
	return false
}

// soleEmptyList reports a 2xx body that is a JSON object with one field,
// an empty list: {"stored":[]}, {"data": []}, {"results":[]}. The answer
// has nothing else to say, so the call worked and brought or did nothing:
// an upload route whose filter skipped every file (multer's fileFilter
// "should be skipped" files leave req.files empty and the route answers
// 201 {"stored":[]}; set 1180), a listing that matched nothing. A list of
// errors, warnings or failures that is empty is a success's
// (resultListKey), and an object with any other field is left to the
// named readers (jsonShapes). It scans without parsing or allocating.
func soleEmptyList(t string) bool {
	if len(t) < 7 || t[0] != '{' || t[len(t)-1] != '}' {
		return false
	}
	i := skipSpace(t, 1)
	if i >= len(t) || t[i] != '"' {
		return false
	}
	j := strings.IndexByte(t[i+1:], '"')
	if j <= 0 {
		return false
	}
	key := t[i+1 : i+1+j]
	if strings.IndexByte(key, '\\') >= 0 || !resultListKey(key) {
		return false
	}
	i = skipSpace(t, i+2+j)
	if i >= len(t) || t[i] != ':' {
		return false
	}
	i = skipSpace(t, i+1)
	if i >= len(t) || t[i] != '[' {
		return false
	}
	i = skipSpace(t, i+1)
	if i >= len(t) || t[i] != ']' {
		return false
	}
	return skipSpace(t, i+1) == len(t)-1
}

// successNullResult reports a body of exactly two members, a success
// status and a null result: AudD's answer when no song is recognised,
// {"status":"success","result":null} (docs.audd.io; set 1715). The call
// worked and found nothing. A third member (Celery's task record with its
// traceback, an error beside the result) or a JSON-RPC result without a
// status is not read.
func successNullResult(t string) bool {
	if len(t) < 2 || len(t) > 60 || t[0] != '{' || strings.Count(t, `":`) != 2 {
		return false
	}
	return hasAny(t, `"result":null`, `"result": null`) &&
		hasAny(t, `"status":"success"`, `"status": "success"`, `"status":"ok"`, `"status": "ok"`)
}
