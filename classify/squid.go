package classify

import "strings"

// squidErrors are Squid's error page names, as its X-Squid-Error header
// sends them ("X-Squid-Error: ERR_TOO_BIG 0"; the templates in Squid's
// errors/ directory, wiki.squid-cache.org/Features/CustomErrors). Squid
// puts one status on many causes (502 for a malformed origin reply and for
// a read error, 504 for a timeout and for an only-if-cached miss, 403 for
// an ACL and for a reply over reply_body_max_size), so the name decides.
// Only names whose cause is fixed are listed; the network ones (connect
// fail, read error or timeout, zero sized reply) keep the status's reading
// (set 1581).
var squidErrors = map[string]numbered{
	"ERR_ACCESS_DENIED":           {denied, "the proxy's http_access rules refuse the request"},
	"ERR_CACHE_ACCESS_DENIED":     {denied, "the proxy requires authentication the call did not pass"},
	"ERR_CACHE_MGR_ACCESS_DENIED": {denied, "the proxy refuses cache manager access"},
	"ERR_FORWARDING_DENIED":       {denied, "the proxy refuses to forward for this client"},
	"ERR_INVALID_RESP":            {premise, "the origin's reply is not valid HTTP (the origin, the same on every try)"},
	"ERR_ONLY_IF_CACHED_MISS":     {premise, "only-if-cached and the proxy holds no cached copy: fetch from the origin"},
	"ERR_INVALID_URL":             {invalid, "the request's URL is malformed"},
	"ERR_INVALID_REQ":             {invalid, "the request is malformed"},
	"ERR_UNSUP_HTTPVERSION":       {invalid, "the request's HTTP version is not accepted"},
	"ERR_PROTOCOL_UNKNOWN":        {invalid, "the request's protocol is not one the proxy speaks"},
	"ERR_UNSUP_REQ":               {invalid, "the method and scheme pair is not supported"},
}

// squidPage reads the X-Squid-Error name of a response that came through
// Squid. ERR_TOO_BIG is both sizes: Squid answers 413 for a request body
// over request_body_max_size (the call's own size: invalid) and 403 for a
// reply over reply_body_max_size (the operator's policy refuses the
// download, which no argument of a plain GET repairs: denied).
func squidPage(c *ctx) (Result, bool) {
	m := c.message
	// A case-exact cue first: every response passes here, and a fold
	// search of the whole message costs more than two plain ones.
	if !strings.Contains(m, "quid-") && !strings.Contains(m, "QUID-") {
		return squidPageText(c)
	}
	i := indexFold(m, "x-squid-error:")
	if i < 0 {
		return squidPageText(c)
	}
	v := strings.TrimLeft(m[i+len("x-squid-error:"):], " \t")
	if j := strings.IndexAny(v, " \t\r\n"); j >= 0 {
		v = v[:j]
	}
	if v == "ERR_TOO_BIG" {
		if c.status == 413 {
			return Result{Kind: invalid, Code: v, Reason: "squid ERR_TOO_BIG under 413: the request body is over request_body_max_size: send less"}, true
		}
		if c.status == 403 {
			return Result{Kind: denied, Code: v, Reason: "squid ERR_TOO_BIG under 403: the reply is over the proxy's reply_body_max_size policy"}, true
		}
		return Result{}, false
	}
	e, ok := squidErrors[v]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: e.kind, Code: v, Reason: "squid " + v + ": " + e.reason}, true
}

// squidPageSentences are the fixed sentences of Squid's error templates
// (errors/templates, the same in the page an HTML-to-text tool hands
// over), for a page that reaches the agent without its X-Squid-Error
// header. ERR_TOO_BIG is left out: its page under 403 is read by the
// status (httppreset.go, denied, as the header reading above).
var squidPageSentences = [...]struct{ sentence, name string }{
	{"Access control configuration prevents your request from being allowed", "ERR_ACCESS_DENIED"},
	{"until you have authenticated yourself", "ERR_CACHE_ACCESS_DENIED"},
	{"will not forward your request because it is trying to enforce a sibling relationship", "ERR_FORWARDING_DENIED"},
	{"only-if-cached directive was specified", "ERR_ONLY_IF_CACHED_MISS"},
	{"Some aspect of the requested URL is incorrect", "ERR_INVALID_URL"},
	{"Invalid Request error was encountered while trying to process the request", "ERR_INVALID_REQ"},
	{"This Squid does not accept the HTTP version you are attempting to use", "ERR_UNSUP_HTTPVERSION"},
	{"Squid does not support all request methods for all access protocols", "ERR_UNSUP_REQ"},
	{"Squid does not support some access protocols", "ERR_PROTOCOL_UNKNOWN"},
}

// squidPageText reads a Squid error page by its own sentence when the
// X-Squid-Error header did not come along (a fetch tool that hands over
// the body, or its text): the page's footer "Generated <date> by <host>
// (squid/<version>)" marks it as Squid's, and the template's sentence
// names the error. Under a deny_info status override ("deny_info
// 404:ERR_ACCESS_DENIED") the status is the operator's choice and the
// page still says what refused the request (set 1686, squid 5.7 live).
func squidPageText(c *ctx) (Result, bool) {
	m := c.message
	if !strings.Contains(m, "(squid/") {
		return Result{}, false
	}
	for _, p := range squidPageSentences {
		if strings.Contains(m, p.sentence) {
			e := squidErrors[p.name]
			return Result{Kind: e.kind, Code: p.name, Reason: "squid " + p.name + " page: " + e.reason}, true
		}
	}
	return Result{}, false
}
