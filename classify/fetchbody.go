package classify

import "strings"

// A fetching tool's own account of a page it reached and cannot use, or of
// a place its policy would not let it go (set 173).
//
// redirectHostRefused: the client's redirect policy refused to follow a
// redirect to another host. The site answered; the tool's sandbox (a
// CheckRedirect that keeps to the host it was given, resty's
// DomainCheckRedirectPolicy, colly's AllowedDomains) will not go where it
// points: the agent lacks the authority to fetch there, as an allow-list
// refusal (allowListWords), not a wrong argument ("not allowed" alone
// reads invalid in the generic table).
func redirectHostRefused(t string) bool {
	if !hasFold(t, "redirect") {
		return false
	}
	if hasAny(t, "domaincheckredirectpolicy", "not in alloweddomains") {
		return true
	}
	if hasAny(t, "redirect to host", "redirect to domain", "redirect to another host", "redirect to a different host", "redirect to another domain", "redirect from host", "cross-host redirect", "cross-domain redirect", "off-site redirect", "offsite redirect") &&
		hasAny(t, "not allowed", "not permitted", "forbidden", "refused", "blocked", "disallowed") {
		return true
	}
	return redirectTargetRefused(t) || redirectDowngradeRefused(t) || redirectBareRefused(t)
}

// redirectBareRefused: set 1799, a redirect policy's refusal that names no
// target, the refusal word right after "redirect" or "redirects" (a
// CheckRedirect's errors.New("redirect blocked") as net/http renders it,
// `Get "<target>": redirect blocked`, "redirects not allowed", "redirect
// is not permitted"), or the client's own "refusing to follow redirect".
// The site answered and the client's policy will not go on: denied, as a
// refusal that names the host. "redirect: connection refused" (a colon
// between them) and "stopped after 10 redirects" are not this, nor is a
// browser's CORS preflight that met a redirect ("Redirect is not allowed
// for a preflight request"): the API URL redirects, a URL or deployment
// to fix, not the agent's own policy (the review after set 1813).
func redirectBareRefused(t string) bool {
	if hasAny(t, "preflight", "cors policy") {
		return false
	}
	if hasAny(t, "refusing to follow redirect", "refused to follow redirect", "will not follow redirect", "won't follow redirect") {
		return true
	}
	for rest := t; ; {
		i := indexFold(rest, "redirect")
		if i < 0 {
			return false
		}
		rest = rest[i+len("redirect"):]
		after := strings.TrimPrefix(strings.TrimPrefix(rest, "s"), "S")
		if !strings.HasPrefix(after, " ") {
			continue
		}
		after = after[1:]
		for _, v := range [...]string{"is ", "are ", "was ", "were "} {
			if hasPrefixFold(after, v) {
				after = after[len(v):]
				break
			}
		}
		for _, w := range redirectRefusals {
			if hasPrefixFold(after, w) {
				return true
			}
		}
	}
}

// redirectRefusals are the words a redirect policy's error puts right after
// the target it will not follow.
var redirectRefusals = [...]string{"refused", "blocked", "not allowed", "is not allowed", "disallowed", "denied", "forbidden", "not permitted", "rejected"}

// redirectTargetRefused: set 1474, a CheckRedirect's own error that names
// the target between "redirect to" and the refusal,
// fmt.Errorf("redirect to %s refused: ...", req.URL.Host), as net/http
// renders it under the url.Error ("Get \"<url>\": redirect to
// localhost:37401 refused"). The refusal must follow the one target word
// (a host, host:port or URL), so "redirect to https://x: connection
// refused", a transport failure on the way, is not read here.
func redirectTargetRefused(t string) bool {
	for rest := t; ; {
		i := indexFold(rest, "redirect to ")
		if i < 0 {
			return false
		}
		rest = rest[i+len("redirect to "):]
		j := strings.IndexByte(rest, ' ')
		if j <= 0 {
			return false
		}
		after := rest[j+1:]
		for _, w := range redirectRefusals {
			if hasPrefixFold(after, w) {
				return true
			}
		}
	}
}

// redirectDowngradeRefused: set 1474, a client's policy refusing a redirect
// from https to http (a CheckRedirect's "insecure redirect: https to http
// downgrade blocked", "refusing to follow redirect from https to http"):
// the client will not send the request in the clear, a security policy
// refusal, denied as the cross-host refusal above. A TLS "downgrade attempt
// detected" names no redirect and is not this.
func redirectDowngradeRefused(t string) bool {
	if !hasAny(t, "https to http", "https -> http", "https->http", "downgrade") || hasAny(t, "https to https", "http to https") {
		return false
	}
	return hasAny(t, "not allowed", "not permitted", "forbidden", "refused", "refusing", "blocked", "blocking", "disallowed", "denied", "rejected")
}

// bodyCharsetUnknown: a response body in a character set the client has
// no decoder for (golang.org/x/net/html/charset NewReaderLabel
// "unsupported charset: %q", Java's UnsupportedCharsetException as OkHttp
// raises it from ResponseBody.string(), iconv-lite's "Encoding not
// recognized"). The fetch worked and the page is there; its text cannot be
// read as it stands: ambiguous, as a body the client cannot decode
// (undecodable.go). The same words about a request's body are the server
// refusing what the call sent (body-parser's 415 "unsupported charset"):
// invalid, left to the status and the generic table.
func bodyCharsetUnknown(t string) bool {
	if !hasAny(t, "unsupported charset", "unknown charset", "unsupportedcharsetexception", "illegalcharsetnameexception", "encoding not recognized", "unsupported encoding label") {
		return false
	}
	return hasAny(t, "response", "decoding body", "decode body", "reading body", "read body", "page") && !hasFold(t, "request")
}

// bodyBadForCharset: a response body whose bytes are not valid in the
// character set it declares (a Latin-1 page labelled charset=utf-8, set
// 211; WHATWG TextDecoder with fatal: true "The encoded data was not valid
// for encoding utf-8"; Java's MalformedInputException decoding a response).
// The page is there and mislabelled by the server: ambiguous, as an
// unknown charset above. The same words about what the call sent (a
// protobuf string in a request, a database's encoding check) are not this.
func bodyBadForCharset(t string) bool {
	if !hasAny(t, "not valid utf-8", "invalid utf-8", "was not valid for encoding", "malformedinputexception") {
		return false
	}
	return hasAny(t, "response", "reading body", "decoding body", "body is not valid", "declared charset", "page") && !hasFold(t, "request")
}

// fetchShapes reads the classes above (wording.go unseenShapes).
func fetchShapes(t string) (Result, bool) {
	if redirectHostRefused(t) {
		return verdict(denied, "the client's redirect policy refused a redirect to another host: outside what the tool may reach")
	}
	if privateDestRefused(t) { // privatedest.go
		return verdict(denied, "the client's guard refused a private or internal address: outside what the tool may reach")
	}
	if bodyCharsetUnknown(t) || bodyBadForCharset(t) {
		return verdict(ambiguous, "the response arrived in a character set the client cannot decode: the page is there, its text unusable as it stands")
	}
	return Result{}, false
}

// unusable2xx reads a tool's own line under a 2xx status saying the body
// it got is empty, or of a media type it does not read (a PDF where the
// tool reads HTML: Spring WebClient's UnsupportedMediaTypeException
// "Content type 'application/pdf' not supported for bodyType=...",
// RestTemplate's "no suitable HttpMessageConverter found for response type
// ... and content type ...", jsoup's UnsupportedMimeTypeException
// "Unhandled content type"). The server answered the call; what came back
// is unusable as it stands: ambiguous, as an empty 2xx (httppreset.go) and
// a body the client could not decode (undecodable.go). A body that is
// itself a JSON or XML document is the server's own report and is left to
// the readers of those; under a 4xx the same words are the server refusing
// the request's content type (415): invalid.
func unusable2xx(c *ctx) (Result, bool) {
	if c.status/100 != 2 {
		return Result{}, false
	}
	t := strings.TrimSpace(c.body)
	if t == "" || t[0] == '{' || t[0] == '[' || t[0] == '<' {
		return Result{}, false
	}
	if hasAny(t, "empty body", "empty response body", "response body is empty", "body is empty", "body was empty") {
		return verdict(ambiguous, "http "+itoa(c.status)+" whose body is empty, as the tool reports it: nothing to use")
	}
	// aiohttp's ContentTypeError from resp.json() ("Attempt to decode JSON
	// with unexpected mimetype: text/html", client_reqrep.py; set 773).
	if hasAny(t, "unhandled content type", "no suitable httpmessageconverter found for response", "decode json with unexpected mimetype") || contentTypeRefused(t) {
		return verdict(ambiguous, "http "+itoa(c.status)+" whose content type the tool does not read: the answer is there, unusable as it stands")
	}
	return Result{}, false
}

// contentTypeRefused finds "content type"/"content-type" followed closely
// by the tool's refusal of it ("is not text/html", "not supported").
func contentTypeRefused(t string) bool {
	for _, w := range []string{"content-type", "content type", "mimetype", "mime type"} {
		i := indexFold(t, w)
		if i < 0 {
			continue
		}
		rest := t[i+len(w):]
		if len(rest) > 80 {
			rest = rest[:80]
		}
		if hasAny(rest, " is not ", " not supported", " unsupported", " isn't ") {
			return true
		}
	}
	return false
}

// aiohttpJSONMimetype (set 1462) reads aiohttp's ContentTypeError as a
// Python tool reports it with no HTTP status beside it: str(exc) is
// ClientResponseError's "<status>, message='Attempt to decode JSON with
// unexpected mimetype: <type>', url=..." (aio-libs/aiohttp
// client_reqrep.py ClientResponse.json, client_exceptions.py __str__). The
// status the text opens with decides, as unusable2xx does for a status the
// caller passes: a 2xx, or 0 where the exception was raised without one,
// is a call that was answered with a body the tool cannot read
// (ambiguous); a 5xx is the gateway's error page (transient); a 4xx is
// left to the status's own readers.
func aiohttpJSONMimetype(t string) (Result, bool) {
	i := indexFold(t, "message='attempt to decode json with unexpected mimetype")
	if i < 0 {
		return Result{}, false
	}
	head := strings.TrimRight(t[:i], " ")
	if !strings.HasSuffix(head, ",") {
		return Result{}, false
	}
	head = strings.TrimSuffix(head, ",")
	j := len(head)
	for j > 0 && head[j-1] >= '0' && head[j-1] <= '9' {
		j--
	}
	if j == len(head) || len(head)-j > 3 || (j > 0 && head[j-1] != ' ' && head[j-1] != ':' && head[j-1] != '(' && head[j-1] != '\n') {
		return Result{}, false
	}
	status := 0
	for _, d := range head[j:] {
		status = status*10 + int(d-'0')
	}
	switch {
	case status == 0 || status/100 == 2:
		return Result{Kind: ambiguous, Reason: "aiohttp ContentTypeError: the answer came in a content type resp.json() does not read, unusable as it stands"}, true
	case status/100 == 5:
		return Result{Kind: transient, Reason: "aiohttp ContentTypeError under a 5xx: the gateway's error page"}, true
	}
	return Result{}, false
}
