package classify

import (
	"net/http"
	"net/textproto"
	"strconv"
	"strings"
	"time"
)

// rawHTTP is a message split into status line, header text and body without
// copying: every field is a substring of the message.
type rawHTTP struct {
	status int
	first  string // "name: value" pairs that follow the status on its line ("HTTP 429, retry-after: 12")
	block  string // header lines, one "Name: value" a line
	body   string // what follows the headers; the whole message when there is no status line
	rest   string // everything after the status line (headers and body), for wording
}

// splitRaw recognises a message that begins with an HTTP status line:
//
//	HTTP/1.1 403 Forbidden
//	retry-after: 60
//
//	{"message": ...}
//
// and the one-line form "HTTP 429, retry-after: 12" followed by the body.
// Header lines end at a blank line or at the first line that is not
// "Name: value". A message without a status line is all body. splitRaw
// (quoted.go) also finds the status line after a tool's prefix.
func splitLead(msg string) rawHTTP {
	r := rawHTTP{body: msg, rest: msg}
	t := msg
	for len(t) > 0 && (t[0] == ' ' || t[0] == '\t' || t[0] == '\r' || t[0] == '\n') {
		t = t[1:]
	}
	if len(t) < 8 || !strings.EqualFold(t[:4], "http") {
		return r
	}
	i := 4
	if t[i] == '/' { // version
		i++
		for i < len(t) && (t[i] == '.' || t[i] >= '0' && t[i] <= '9') {
			i++
		}
	}
	j := i
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	if j == i && t[4] != '/' {
		return r // "HTTPX..." is not a status line
	}
	code, w := leadingInt(t[j:])
	if w != 3 || code < 100 || (j+w < len(t) && isAlnum(t[j+w])) {
		return r
	}
	lineEnd := strings.IndexByte(t, '\n')
	var line, after string
	if lineEnd < 0 {
		line, after = t, ""
	} else {
		line, after = t[:lineEnd], t[lineEnd+1:]
	}
	line = strings.TrimRight(line, "\r")
	r.status = code
	tail := line[j+w:]
	// A client's one-line rendering "HTTP 500 Internal Server Error: {body}"
	// (rung's own tool/http StatusError, fmt "HTTP %d %s: %s"): the body
	// follows the reason phrase and a colon on the same line (set 213).
	// The phrase is the server's own, as Go's Response.Status carries it:
	// nginx's "503 Service Temporarily Unavailable", "504 Gateway
	// Time-out", "405 Not Allowed" are not http.StatusText's (set 225).
	if n := reasonPhraseLen(tail, code); n > 0 {
		off := j + w + 2 + n
		for off < len(t) && (t[off] == ' ' || t[off] == '\t') {
			off++
		}
		r.rest, r.body = t[off:], t[off:]
		return r
	}
	// The rendering with the response's headers in parentheses before the
	// colon, "HTTP 429 (Retry-After: 65): {body}" or "HTTP 503 Service
	// Unavailable (Retry-After: Sat, 05 Dec 2026 13:05:00 GMT): " (an
	// agent's HTTP tool wrapper that exposes Retry-After beside the status;
	// held-out set 1163): the pairs are the headers, the body follows.
	if first, off, ok := parenHeaders(tail); ok {
		off += j + w
		for off < len(t) && (t[off] == ' ' || t[off] == '\t') {
			off++
		}
		r.first = first
		r.rest, r.body = t[off:], t[off:]
		return r
	}
	// The same rendering without the phrase, "HTTP 409: {body}" (fmt
	// "HTTP %d: %s", the commonest hand-written client error in Go, Node's
	// fetch wrappers and Python scripts): the body follows the colon, on
	// this line and the next (set 279).
	if len(tail) > 1 && tail[0] == ':' && (tail[1] == ' ' || tail[1] == '\t') {
		off := j + w + 1
		for off < len(t) && (t[off] == ' ' || t[off] == '\t') {
			off++
		}
		r.rest, r.body = t[off:], t[off:]
		return r
	}
	// The rendering "HTTP 404 Not Found, {body}" (discordgo's RESTError,
	// "HTTP " + Response.Status + ", " + body): a JSON body after the
	// comma is the body, not "name: value" pairs; read as those, the body
	// was lost and only the status spoke (held-out set 682).
	if off, ok := commaBody(tail); ok {
		r.rest, r.body = t[j+w+off:], t[j+w+off:]
		return r
	}
	// A response flattened onto one line, the body after the reason phrase
	// and a space ("HTTP/1.1 429 Too Many Requests {body}": a log line, a
	// wrapper that joins the status and the body with a space): read as
	// headers, the body was lost.
	if off, ok := spaceBody(tail); ok {
		r.rest, r.body = t[j+w+off:], t[j+w+off:]
		return r
	}
	// "HTTP 429, retry-after: 12" or "HTTP/1.1 429 Too Many Requests, retry-after: 12";
	// also with ';' between the pairs ("HTTP 429 Too Many Requests;
	// Retry-After: 7; {body}", held-out set 1282).
	if c := strings.IndexAny(tail, ",;"); c >= 0 && strings.IndexByte(tail[c:], ':') > 0 {
		r.first = tail[c+1:]
	}
	r.rest = after
	r.body = after
	r.block, r.body = headerBlock(after)
	return r
}

// reasonPhraseLen is the length of the reason phrase that opens tail
// (" <phrase>:") in a one-line "HTTP <code> <phrase>: <body>", or 0: the
// phrase is http.StatusText(code), or a server's own (RFC 9110 15: "the
// reason phrase ... a textual description"), read as words of letters,
// spaces, hyphens and apostrophes up to the colon, starting with a letter.
func reasonPhraseLen(tail string, code int) int {
	if len(tail) < 3 || tail[0] != ' ' {
		return 0
	}
	if text := http.StatusText(code); text != "" && len(tail) > len(text)+1 &&
		strings.EqualFold(tail[1:1+len(text)], text) && tail[1+len(text)] == ':' {
		return len(text)
	}
	c := strings.IndexByte(tail, ':')
	if c < 2 || c > 41 {
		return 0
	}
	p := tail[1:c]
	if !(p[0] >= 'A' && p[0] <= 'Z' || p[0] >= 'a' && p[0] <= 'z') || strings.HasSuffix(p, " ") ||
		!strings.Contains(p, " ") && strings.Contains(p, "-") { // a header name ("HTTP 503 Retry-After: 30")
		return 0
	}
	for i := 0; i < len(p); i++ {
		b := p[i]
		if !(b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b == ' ' || b == '-' || b == '\'') {
			return 0
		}
	}
	return len(p)
}

// parenHeaders reads tail (what follows the status code on its line) as an
// optional reason phrase, then "(Name: value, ...)" and a colon before the
// body: the pairs inside the parentheses, and the offset in tail just past
// the colon. The parentheses must open with a header name ("Retry-After:"),
// so a parenthesised remark ("HTTP 500 (upstream): ...") is not read as
// headers.
func parenHeaders(tail string) (first string, off int, ok bool) {
	i := 0
	for i < len(tail) && (tail[i] == ' ' || tail[i] == '\'' || tail[i] == '-' ||
		tail[i] >= 'A' && tail[i] <= 'Z' || tail[i] >= 'a' && tail[i] <= 'z') {
		i++
	}
	if i == 0 || tail[0] != ' ' || tail[i-1] != ' ' || i >= len(tail) || tail[i] != '(' {
		return "", 0, false
	}
	end := strings.IndexByte(tail[i:], ')')
	if end < 0 {
		return "", 0, false
	}
	end += i
	inner := tail[i+1 : end]
	if !isHeaderLine(inner) || end+1 >= len(tail) || tail[end+1] != ':' ||
		end+2 < len(tail) && tail[end+2] != ' ' && tail[end+2] != '\t' {
		return "", 0, false
	}
	return inner, end + 2, true
}

// headerBlock splits text that begins with header lines into those lines
// and what follows them (after a blank line, or from the first line that is
// not "Name: value"): the headers after a status line, the wire's
// (splitLead) or a client's rendering of it (splitClientStatus).
func headerBlock(after string) (block, body string) {
	pos := 0
	for pos < len(after) {
		next := len(after)
		ln := after[pos:]
		if nl := strings.IndexByte(ln, '\n'); nl >= 0 {
			ln = ln[:nl]
			next = pos + nl + 1
		}
		ln = strings.TrimRight(ln, "\r")
		if strings.TrimSpace(ln) == "" {
			return after[:pos], after[next:]
		}
		if !isHeaderLine(ln) {
			return after[:pos], after[pos:]
		}
		pos = next
	}
	return after, ""
}

// isHeaderLine reports whether ln looks like "Name: value".
func isHeaderLine(ln string) bool {
	c := strings.IndexByte(ln, ':')
	if c <= 0 || c > 80 {
		return false
	}
	for i := 0; i < c; i++ {
		b := ln[i]
		if !(isAlnum(b) || b == '-' || b == '_' || b == '.') {
			return false
		}
	}
	return true
}

// get returns the first value of header name (any case) in the raw text.
func (r *rawHTTP) get(name string) string {
	if r.first != "" {
		if v, ok := pairValue(r.first, name); ok {
			return v
		}
	}
	b := r.block
	for b != "" {
		nl := strings.IndexByte(b, '\n')
		var ln string
		if nl < 0 {
			ln, b = b, ""
		} else {
			ln, b = b[:nl], b[nl+1:]
		}
		c := strings.IndexByte(ln, ':')
		if c > 0 && strings.EqualFold(strings.TrimSpace(ln[:c]), name) {
			return strings.TrimSpace(ln[c+1:])
		}
	}
	return ""
}

// nextPair reads the first "name: value" of "a: 1, b: 2". A comma that is
// not followed by another "name:" belongs to the value, so dates ("Wed, 21
// Oct 2015 07:28:00 GMT") survive.
func nextPair(s string) (key, value, rest string, ok bool) {
	s = strings.TrimLeft(s, " ,\t")
	c := strings.IndexByte(s, ':')
	if c <= 0 {
		return "", "", "", false
	}
	key = strings.TrimSpace(s[:c])
	tail := s[c+1:]
	end := len(tail)
	for k := range exactMatches(tail, ",") {
		if isHeaderLine(strings.TrimLeft(tail[k+1:], " \t")) {
			end = k
			break
		}
	}
	return key, strings.TrimSpace(tail[:end]), tail[end:], true
}

// pairValue finds name in "a: 1, b: 2".
func pairValue(s, name string) (string, bool) {
	for {
		key, value, rest, ok := nextPair(s)
		if !ok {
			return "", false
		}
		if strings.EqualFold(key, name) {
			return value, true
		}
		s = rest
	}
}

// SplitHTTPMessage splits a message that begins with a raw HTTP status line
// and header lines into its status, headers and body. It accepts the forms
// found in logs and in the error corpus:
//
//	HTTP/1.1 403 Forbidden\nretry-after: 60\n\n{"message": ...}
//	HTTP 429, retry-after: 12\n{"type":"error", ...}
//
// A message without a status line comes back as (0, nil, msg). Header names
// are canonicalised. It never panics, whatever the input.
func SplitHTTPMessage(msg string) (status int, header http.Header, body string) {
	r := splitLead(msg)
	if r.status == 0 {
		return 0, nil, msg
	}
	add := func(name, value string) {
		name = strings.TrimSpace(name)
		if name == "" || !isHeaderLine(name+":") {
			return
		}
		if header == nil {
			header = make(http.Header)
		}
		k := textproto.CanonicalMIMEHeaderKey(name)
		header[k] = append(header[k], strings.TrimSpace(value))
	}
	for s := r.first; ; {
		key, value, rest, ok := nextPair(s)
		if !ok {
			break
		}
		add(key, value)
		s = rest
	}
	b := r.block
	for b != "" {
		nl := strings.IndexByte(b, '\n')
		var ln string
		if nl < 0 {
			ln, b = b, ""
		} else {
			ln, b = b[:nl], b[nl+1:]
		}
		if c := strings.IndexByte(ln, ':'); c > 0 {
			add(ln[:c], strings.TrimRight(ln[c+1:], "\r"))
		}
	}
	return r.status, header, r.body
}

// hdrs looks headers up in an http.Header (any key case) and in the raw
// header text of a message, without allocating.
type hdrs struct {
	h   http.Header
	raw *rawHTTP
}

func (x hdrs) get(name string) string {
	if x.h != nil {
		if v, ok := x.h[name]; ok && len(v) > 0 {
			return strings.TrimSpace(v[0])
		}
		for k, v := range x.h {
			if len(v) > 0 && strings.EqualFold(k, name) {
				return strings.TrimSpace(v[0])
			}
		}
	}
	if x.raw != nil {
		return x.raw.get(name)
	}
	return ""
}

// ParseRetryAfter returns how long the response headers ask the caller to
// wait. In order of precedence it reads:
//
//   - Retry-After-Ms (milliseconds; OpenAI, Azure);
//   - Retry-After as delta seconds or an HTTP-date; a date is taken
//     relative to the Date header when present, else to now, and is
//     ignored when both are missing or now is zero;
//   - grpc-retry-pushback-ms (gRPC retry pushback, milliseconds);
//   - x-ratelimit-reset-requests and x-ratelimit-reset-tokens (OpenAI:
//     durations such as "6m0s", "1s", "20ms"), for each limit whose
//     x-ratelimit-remaining-* is 0 or absent, the longest;
//   - anthropic-ratelimit-{requests,tokens}-reset (RFC 3339 times), for a
//     limit whose remaining count is 0;
//   - x-ratelimit-reset / x-rate-limit-reset / ratelimit-reset when the
//     matching remaining count is 0 or absent: epoch seconds (GitHub,
//     values above 10^9) relative to Date or now, else delta seconds.
//
// A time in the past yields (0, true): the service said "now".
func ParseRetryAfter(h http.Header, now time.Time) (time.Duration, bool) {
	return hdrs{h: h}.retryAfter(now)
}

func (x hdrs) retryAfter(now time.Time) (time.Duration, bool) {
	// Retry-After-Ms (OpenAI, Azure) or Cosmos DB's x-ms-retry-after-ms.
	if v := firstNonEmpty(x.get("Retry-After-Ms"), x.get("X-Ms-Retry-After-Ms")); v != "" {
		if n, w, ok := parseNumber(v); ok && w == len(v) {
			return time.Duration(n / 1e3), true
		}
	}
	if v := x.get("Retry-After"); v != "" {
		// A header run on one line with ';' between the pairs ("HTTP 429
		// Too Many Requests; Retry-After: 7; {...}"): the value ends at
		// the ';', which neither delta seconds nor an HTTP-date holds
		// (RFC 9110 10.2.3; held-out set 1282).
		if i := strings.IndexByte(v, ';'); i > 0 {
			v = strings.TrimSpace(v[:i])
		}
		if n, w, ok := parseNumber(v); ok && w == len(v) {
			if n/1e9 <= int64(366*24*3600) {
				return time.Duration(n), true
			}
		} else if d, ok := x.untilDate(v, now); ok {
			return d, true
		}
	}
	if v := x.get("Grpc-Retry-Pushback-Ms"); v != "" {
		if n, ok := atoi(v); ok && n >= 0 && n <= 366*24*3600*1000 {
			return time.Duration(n) * time.Millisecond, true
		}
	}
	var best time.Duration
	found := false
	for _, pair := range [...][2]string{
		{"X-Ratelimit-Reset-Requests", "X-Ratelimit-Remaining-Requests"},
		{"X-Ratelimit-Reset-Tokens", "X-Ratelimit-Remaining-Tokens"},
	} {
		v := x.get(pair[0])
		if v == "" {
			continue
		}
		if rem := x.get(pair[1]); rem != "" && rem != "0" {
			continue
		}
		if d, ok := parseDelay(v); ok && (!found || d > best) {
			best, found = d, true
		}
	}
	for _, pair := range [...][2]string{
		{"Anthropic-Ratelimit-Requests-Reset", "Anthropic-Ratelimit-Requests-Remaining"},
		{"Anthropic-Ratelimit-Tokens-Reset", "Anthropic-Ratelimit-Tokens-Remaining"},
		{"Anthropic-Ratelimit-Input-Tokens-Reset", "Anthropic-Ratelimit-Input-Tokens-Remaining"},
		{"Anthropic-Ratelimit-Output-Tokens-Reset", "Anthropic-Ratelimit-Output-Tokens-Remaining"},
	} {
		v := x.get(pair[0])
		if v == "" || x.get(pair[1]) != "0" {
			continue
		}
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			continue
		}
		if d, ok := x.since(t, now); ok && (!found || d > best) {
			best, found = d, true
		}
	}
	if found {
		return best, true
	}
	for _, pair := range [...][2]string{
		{"X-Ratelimit-Reset", "X-Ratelimit-Remaining"},
		{"X-Rate-Limit-Reset", "X-Rate-Limit-Remaining"},
		{"Ratelimit-Reset", "Ratelimit-Remaining"},
	} {
		v := x.get(pair[0])
		if v == "" {
			continue
		}
		if rem := x.get(pair[1]); rem != "" && rem != "0" {
			continue
		}
		n, w, ok := parseNumber(v)
		if !ok || w != len(v) {
			if d, ok := parseDelay(v); ok {
				return d, true
			}
			continue
		}
		secs := n / 1e9
		if secs > 1e9 { // epoch seconds
			if d, ok := x.since(time.Unix(secs, n%1e9), now); ok {
				return d, true
			}
			continue
		}
		return time.Duration(n), true
	}
	return 0, false
}

// untilDate parses an HTTP-date and returns how far it lies after the
// response's Date header, or after now when there is no Date header.
func (x hdrs) untilDate(v string, now time.Time) (time.Duration, bool) {
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return x.since(t, now)
}

func (x hdrs) since(t, now time.Time) (time.Duration, bool) {
	base := now
	if dv := x.get("Date"); dv != "" {
		if dt, err := http.ParseTime(dv); err == nil {
			base = dt
		}
	}
	if base.IsZero() {
		return 0, false
	}
	d := t.Sub(base)
	if d < 0 {
		d = 0
	}
	if d > 366*24*time.Hour {
		return 0, false
	}
	return d, true
}

// bodyDelay finds a wait the body asks for: "Please try again in 9.816s",
// "Please retry in 38.863719904s", "retry after 12 seconds", a google.rpc
// RetryInfo "retryDelay": "38s", or a numeric "retry_after" field (seconds,
// as Discord and Telegram send it; Hugging Face's "estimated_time"). A
// wait the refusal requires reads the same (statedWaitWords, set 92): "You
// must wait 60 seconds" (Amazon SQS), "A wait of 35 seconds is required"
// (Telethon, Pyrogram), "Wait at least 6 hours" (EC2), and Django REST
// framework's Throttled "Expected available in 56 seconds". A cooldown
// named as a period reads the same: "allowed every 60 seconds", "once
// every 60 seconds" (set 485).
// delayRange reads a wait stated as a range, "2 to 3 minutes" or "5-10
// seconds", as its lower bound: the least the service asked for (set 1318).
func delayRange(s string) (time.Duration, bool) {
	lo, w, ok := parseNumber(s)
	if !ok || lo <= 0 {
		return 0, false
	}
	rest := s[w:]
	switch {
	case strings.HasPrefix(rest, " to "):
		rest = rest[4:]
	case strings.HasPrefix(rest, "-"), strings.HasPrefix(rest, "–"):
		rest = strings.TrimPrefix(strings.TrimPrefix(rest, "-"), "–")
	default:
		return 0, false
	}
	hi, _, ok := parseNumber(rest)
	if !ok || hi < lo {
		return 0, false
	}
	d, ok := parseDelay(rest)
	if !ok || d <= 0 {
		return 0, false
	}
	return time.Duration(float64(d) * float64(lo) / float64(hi)), true
}

func bodyDelay(body string) (time.Duration, bool) {
	// google.rpc RetryInfo as protobuf-go's text format prints a detail
	// from status.Details(): "retry_delay:{seconds:30}" (set 1802): the
	// Duration's whole seconds, a unit the markers below cannot read.
	if i := strings.Index(body, "retry_delay:{seconds:"); i >= 0 {
		if n, _, ok := parseNumber(body[i+len("retry_delay:{seconds:"):]); ok && n > 0 {
			return time.Duration(n), true
		}
	}
	// A window's reset in milliseconds as a header (BigCommerce's
	// X-Rate-Limit-Time-Reset-Ms, set 417; "x-ratelimit-reset-ms"), and
	// the wait itself in milliseconds, Azure's retry-after-ms (App
	// Configuration's 429 and 503, "retry-after-ms: 10") and Cosmos DB's
	// x-ms-retry-after-ms, rendered before the body or as a JSON header
	// map (set 1568).
	for _, marker := range [...]string{"-reset-ms: ", "retry-after-ms: ", `"retry-after-ms":"`, `"retry-after-ms": "`} {
		for i := range foldMatches(body, marker) {
			rest := body[i+len(marker):]
			n := 0
			for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
				n++
			}
			if n > 0 && n < 10 {
				if ms, err := strconv.Atoi(rest[:n]); err == nil && ms > 0 {
					return time.Duration(ms) * time.Millisecond, true
				}
			}
		}
	}
	// The OpenTelemetry Collector's throttleRetry error as its exporters
	// log it, "Throttle (30s), error: rpc error: ... HTTP Status Code 429"
	// (configretry/exporterhelper; held-out set 1174): the delay the
	// backend's Retry-After asked for. "Throttle (0s)" is the collector's
	// own fallback when no Retry-After came, and states no wait.
	if i := indexFold(body, "throttle ("); i >= 0 {
		if d, ok := parseDelay(body[i+len("throttle ("):]); ok && d > 0 {
			return d, true
		}
	}
	// "reset in" / "resets in": a limit's window named by when it
	// refills (go-github's RateLimitError "[rate reset in 17m12s]",
	// "Limit resets in 30 seconds").
	for _, marker := range [...]string{"try again in ", "retry in ", "retry after ",
		// @slack/web-api's rate-limited error "you may retry this request
		// in 30 seconds" (set 369).
		"retry this request in ", "retry the request in ",
		// Azure SQL 40501 "Retry the request after 10 seconds", and a
		// sub-response's headers inside a JSON batch answer (Microsoft
		// Graph $batch "headers":{"Retry-After":"5"}) (set 408).
		"retry the request after ", "retry this request after ",
		// Printful's 429 "Please try again after 60 seconds" (set 417).
		"try again after ", `"retry-after":"`, `"retry-after": "`,
		// Ansible's uri module returns the response headers as result keys,
		// lower-cased with "-" as "_": `"retry_after": "30"` (set 1348).
		`"retry_after": "`,
		// A retrying caller's own notice, Fivetran's connector warning
		// retry_api_call "Retrying after 30 seconds. Error : ..." (set 1658).
		"retrying after ",
		"retrying in ", "wait for ", "retry-after: ", "please wait ", "a wait of ", "must wait ", "wait at least ", "expected available in ", "reset in ", "resets in ",
		// google.rpc RetryInfo as tools render its field: "retry_delay=5s",
		// "retry_delay: 5s", Python's dict "'retryDelay': '38s'" (set 199).
		"retry_delay=", "retry_delay: ", "'retrydelay': '",
		// Go's fmt rendering of the same detail as a map[string]any:
		// google.golang.org/genai's APIError.Error() prints Details with
		// %v, "map[@type:type.googleapis.com/google.rpc.RetryInfo
		// retryDelay:59s]" (set 1402, genai v1.79.1 live).
		"retrydelay:",
		// A numeric retry_after field rendered as text rather than JSON:
		// a Python dict's "'retry_after': 0.5" (Discord's 429 body as
		// requests' .json() prints it), "retry_after: 480", "retry_after=30"
		// (set 723).
		"'retry_after': ", "retry_after: ", "retry_after=",
		// Response headers as a Python client prints them: an
		// openapi-generator ApiException's "HTTP response headers:
		// HTTPHeaderDict({... 'Retry-After': '23' ...})" (xero-python),
		// requests' headers dict (set 790).
		"'retry-after': '",
		// A cooldown stated as how often the act is allowed: Amazon SQS
		// PurgeQueueInProgress "Only one PurgeQueue operation on q is
		// allowed every 60 seconds", GoTrue's "you can only request this
		// once every 60 seconds": the wait is that period (set 485).
		"allowed every ", "once every ",
		// GoTrue's frequency limit in its other form, "For security
		// purposes, you can only request this after 37 seconds." (Supabase
		// Auth over_email_send_rate_limit; set 1258): the seconds left.
		"request this after ",
		// Reddit's RATELIMIT in its newer words, "Take a break for 7
		// minutes before trying again." (held-out set 799).
		"take a break for ",
		// BudgetSMS 4002 "Try resubmitting in 2 to 3 minutes" (set 1318).
		"resubmitting in ",
		// A lockout that states how long it lasts: Sage Business Cloud
		// Accounting (ZA) 429 "... has been blocked for 1 hour", "...
		// blocked for 24 hours" (set 1338); parseDelay needs a count after it.
		"blocked for ",
		// A ban that states how long it lasts: the Alibaba gateways'
		// ApiCallLimit "Api access frequency exceeds the limit. this ban
		// will last 1 seconds." (Lazada Open Platform; set 1720).
		"ban will last "} {
		for i := range foldMatches(body, marker) {
			rest := unquoteCount(body[i+len(marker):])
			if d, ok := delayRange(rest); ok {
				return d, true
			}
			if d, ok := parseDelay(rest); ok {
				return d, true
			}
			// One unit named by its article: Reddit's QUOTA_FILLED "Please
			// try again in an hour.", "retry in a minute" (set 1628). "a
			// few minutes" and "a moment" name no count and stay unparsed.
			if d, ok := articleDelay(rest); ok {
				return d, true
			}
		}
	}
	// A wait printed as a quoted .NET TimeSpan, [d.]hh:mm:ss[.fffffff]:
	// Polly's RateLimiterRejectedException "It can be retried after
	// '00:00:02'." (held-out set 823).
	if i := indexFold(body, "retried after '"); i >= 0 {
		if d, ok := parseTimeSpan(body[i+len("retried after '"):]); ok {
			return d, true
		}
	}
	// dropbox-sdk-python's RateLimitError as repr() prints it,
	// "RateLimitError('<request id>', RateLimitReason(...), 1)": the last
	// argument is its backoff, the seconds of the 429's retry_after
	// (dropbox/exceptions.py; held-out set 661).
	if i := indexFold(body, "ratelimiterror("); i >= 0 {
		rest := strings.TrimSpace(body[i:])
		if j := strings.LastIndex(rest, ", "); j > 0 && strings.HasSuffix(rest, ")") {
			if n, w, ok := parseNumber(rest[j+2 : len(rest)-1]); ok && w == len(rest)-1-(j+2) && n > 0 {
				return time.Duration(n), true
			}
		}
	}
	// Kubernetes Status details ("retryAfterSeconds": 2 on ServerTimeout,
	// TooManyRequests).
	if v, isStr, ok := jsonValue(body, "retryAfterSeconds"); ok && !isStr {
		if n, w, ok := parseNumber(v); ok && w == len(v) && n > 0 {
			return time.Duration(n), true
		}
	}
	if v := jsonString(body, "retryDelay"); v != "" {
		if d, ok := parseDelay(v); ok {
			return d, true
		}
	}
	// Hugging Face's Inference API while a model loads: 503 {"error":
	// "Model x is currently loading", "estimated_time": 20.0} (seconds).
	// Jina Reader's RateLimitTriggeredError body spells it "retryAfter": 35
	// (set 652). monday.com's GraphQL rate and complexity errors carry
	// "retry_in_seconds": 19 in extensions (set 695). Infura's -32005
	// "project ID request rate exceeded" carries "backoff_seconds": 30 in
	// its data (set 702).
	// GoDaddy's 429 TOO_MANY_REQUESTS body spells it "retryAfterSec": 41
	// (developer.godaddy.com error model; set 756).
	for _, key := range [...]string{"retry_after", "retryAfter", "retryAfterSec", "estimated_time", "retry_in_seconds", "backoff_seconds"} {
		if v, isStr, ok := jsonValue(body, key); ok && !isStr {
			if n, w, ok := parseNumber(v); ok && w == len(v) {
				return time.Duration(n), true
			}
		}
	}
	// A rate window's pair in the body, {"limit": 5, "reset": 60}: a
	// scraping API's concurrency or rate refusal states the seconds until
	// the window resets beside the limit (Evomi Scraper API 429 "Concurrency
	// limit exceeded (5/5)", "reset": seconds until limit resets; set 1604).
	// A reset as a Unix time (GitHub's /rate_limit "reset": 1372700873) is
	// a moment, not a wait, and is left alone by its size.
	if v, isStr, ok := jsonValue(body, "reset"); ok && !isStr {
		if _, lStr, ok := jsonValue(body, "limit"); ok && !lStr {
			if n, w, ok := parseNumber(v); ok && w == len(v) && n > 0 && n <= int64(24*time.Hour) {
				return time.Duration(n), true
			}
		}
	}
	return 0, false
}

// unquoteCount drops the quotes around a wait's number: Azure Resource
// Manager's throttling text "Please try again after '17' seconds after the
// last request" (set 595), as az, Az PowerShell, the Go SDK and Terraform's
// azurerm print it, quotes the count it fills in.
func unquoteCount(s string) string {
	if len(s) < 3 || s[0] != '\'' && s[0] != '"' {
		return s
	}
	j := 1
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
		j++
	}
	if j == 1 || j >= len(s) || s[j] != s[0] {
		return s
	}
	return s[1:j] + s[j+1:]
}

// bodyUntil finds a time the body names to come back at, as a date after
// "retry after" or "try again after": Let's Encrypt's (Boulder's) rate
// limits "retry after 2026-12-03 17:23:21 UTC", as lego and cert-manager
// quote them, or an RFC 3339 time. fillRetryAfter turns it into a delay
// from the response's Date or the caller's now.
func bodyUntil(body string) (time.Time, bool) {
	for _, marker := range [...]string{"retry after ", "try again after "} {
		for i := range foldMatches(body, marker) {
			s := body[i+len(marker):]
			if len(s) < 20 || !dateAhead(s, 4) {
				continue
			}
			if len(s) >= 23 {
				if t, err := time.Parse("2006-01-02 15:04:05 MST", s[:23]); err == nil {
					return t, true
				}
			}
			for _, n := range [...]int{25, 20} {
				if len(s) >= n {
					if t, err := time.Parse(time.RFC3339, s[:n]); err == nil {
						return t, true
					}
				}
			}
		}
	}
	return time.Time{}, false
}

// itoa is strconv.Itoa, named for reasons built on rare paths.
func itoa(n int) string { return strconv.Itoa(n) }

func firstNonEmpty(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}

// commaBody is the offset in tail (what follows the status code on its
// line) of a JSON body that a comma joins to the status and its optional
// reason phrase ("HTTP 403 Forbidden, {...}"), or false: a header pair
// ("HTTP 429, retry-after: 12") and prose after the comma are not bodies.
func commaBody(tail string) (int, bool) {
	c := strings.IndexByte(tail, ',')
	if c < 0 {
		return 0, false
	}
	for i := 0; i < c; i++ {
		b := tail[i]
		if !(b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b == ' ' || b == '-' || b == '\'') {
			return 0, false
		}
	}
	off := c + 1
	for off < len(tail) && (tail[off] == ' ' || tail[off] == '\t') {
		off++
	}
	if off < len(tail) && (tail[off] == '{' || tail[off] == '[') {
		return off, true
	}
	return 0, false
}

// spaceBody is the offset in tail (" <phrase> {body}") where a JSON, XML
// or HTML body starts right after the reason phrase and a space.
func spaceBody(tail string) (int, bool) {
	for i := 0; i < len(tail); i++ {
		switch b := tail[i]; {
		case b == '{' || b == '[' || b == '<':
			return i, i > 0 && tail[i-1] == ' '
		case !(b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b == ' ' || b == '-' || b == '\''):
			return 0, false
		}
	}
	return 0, false
}

// parseTimeSpan reads a .NET TimeSpan's invariant form, [d.]hh:mm:ss[.f],
// up to the closing quote.
func parseTimeSpan(s string) (time.Duration, bool) {
	j := strings.IndexByte(s, '\'')
	if j <= 0 || j > 30 {
		return 0, false
	}
	parts := strings.Split(s[:j], ":")
	if len(parts) != 3 {
		return 0, false
	}
	days, hours := "0", parts[0]
	if k := strings.IndexByte(hours, '.'); k >= 0 {
		days, hours = hours[:k], hours[k+1:]
	}
	d, err1 := strconv.Atoi(days)
	h, err2 := strconv.Atoi(hours)
	m, err3 := strconv.Atoi(parts[1])
	sec, err4 := strconv.ParseFloat(parts[2], 64)
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil || d < 0 || h < 0 || m < 0 || sec < 0 {
		return 0, false
	}
	total := time.Duration(d)*24*time.Hour + time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sec*float64(time.Second))
	return total, total > 0
}

// articleDelay reads a wait of one unit written with its article, "an hour",
// "a minute", "a day", as parseDelay reads "1 hour"; anything else after
// the article ("a few minutes", "a moment", "a response") is no count.
func articleDelay(rest string) (time.Duration, bool) {
	var after string
	switch {
	case len(rest) > 3 && strings.EqualFold(rest[:3], "an "):
		after = rest[3:]
	case len(rest) > 2 && strings.EqualFold(rest[:2], "a "):
		after = rest[2:]
	default:
		return 0, false
	}
	if !hasPrefixFold(after, "hour") && !hasPrefixFold(after, "minute") && !hasPrefixFold(after, "second") && !hasPrefixFold(after, "day") {
		return 0, false
	}
	return parseDelay("1 " + after)
}
