package classify

import "strings"

// Wording of failure classes that no single protocol owns, each with the
// software that says it. They come first in the generic table: each is
// more specific than the words it contains ("timeout", "invalid",
// "not allowed").
var (
	// partialWords: a batch where some items landed and some did not. A
	// retry of the whole batch would repeat the ones that landed, and the
	// classifier cannot tell which failed from the text: ambiguous (the
	// call worked; its result needs a look before anything is resent).
	partialWords = []pattern{
		{text: "partial failure", kind: ambiguous, reason: "a partial success: some items failed (resending all would repeat the rest)"},
		{text: "partially failed", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "partial success", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "partially succeeded", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "some items failed", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "some records failed", kind: ambiguous, reason: "a partial success: some records failed"},
		{text: "some messages failed", kind: ambiguous, reason: "a partial success: some messages failed"},
		{text: "items failed to", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "were not processed", kind: ambiguous, reason: "a partial success: some items were not processed"},
	}
	// certWords: the server wants a client certificate. nginx answers a
	// missing or bad one with 400 and these titles (ngx_http_ssl_module:
	// 495 "The SSL certificate error", 496 "No required SSL certificate
	// was sent", both sent as 400); Apache mod_ssl and Envoy word it as
	// below. A credential the caller lacks: denied, whatever the status.
	certWords = []pattern{
		{text: "no required ssl certificate was sent", kind: denied, reason: "the server requires a client certificate (nginx 496)"},
		{text: "the ssl certificate error", kind: denied, reason: "the client certificate was refused (nginx 495)"},
		{text: "client certificate required", kind: denied, reason: "the server requires a client certificate"},
		{text: "client certificate is required", kind: denied, reason: "the server requires a client certificate"},
		{text: "certificate_required", kind: denied, reason: "TLS alert certificate_required (RFC 8446)"},
		{text: "alert certificate required", kind: denied, reason: "TLS alert certificate_required (RFC 8446; OpenSSL's wording)"},
		{text: "peer did not return a certificate", kind: denied, reason: "the server requires a client certificate (OpenSSL)"},
		// nginx's error_log words for the same refusals (ngx_http_request.c):
		// the client's certificate, not the server's, is at fault.
		{text: "sent no required ssl certificate", kind: denied, reason: "the server requires a client certificate (nginx)"},
		{text: "client ssl certificate verify error", kind: denied, reason: "the client certificate was refused (nginx)"},
		{text: "re-negotiation handshake failed", kind: denied, reason: "the client certificate was refused (Apache mod_ssl)"},
		{text: "ssl certificate problem", kind: premise, reason: "the server's certificate is not trusted (curl 60: configuration)"},
	}
	// redirectWords: a redirect loop. Go's net/http stops after 10, curl at
	// --max-redirs (CURLE_TOO_MANY_REDIRECTS, 47), requests at 30
	// (TooManyRedirects), Chromium with ERR_TOO_MANY_REDIRECTS, undici
	// with "redirect count exceeded". Not transient: the server answers
	// the same way each time. Not invalid either: the URL is the right
	// one, and the loop is the site's state (a login wall that wants a
	// cookie, an http/https rule against another): premise.
	redirectWords = []pattern{
		{text: "stopped after", kind: premise, reason: "a redirect loop: the site's redirects never end (its state, not the URL)"},
		{text: "too_many_redirects", kind: premise, reason: "a redirect loop (ERR_TOO_MANY_REDIRECTS)"},
		{text: "too many redirects", kind: premise, reason: "a redirect loop"},
		{text: "toomanyredirects", kind: premise, reason: "a redirect loop (requests TooManyRedirects)"},
		{text: "redirects followed", kind: premise, reason: "a redirect loop (curl 47)"},
		{text: "redirect count exceeded", kind: premise, reason: "a redirect loop (undici)"},
		{text: "maximum number of redirects exceeded", kind: premise, reason: "a redirect loop (axios/follow-redirects)"},
		{text: "redirected you too many times", kind: premise, reason: "a redirect loop (Chromium)"},
		{text: "redirect loop", kind: premise, reason: "a redirect loop"},
		{text: "too many follow-up requests", kind: premise, reason: "a redirect loop (OkHttp, past 20 follow-ups)"},
		{text: "redirections exceeded", kind: premise, reason: "a redirect loop (wget)"},
		{text: "internal redirection cycle", kind: premise, reason: "a rewrite loop in the server's configuration (nginx)"},
	}
	// fetchTimeoutWords: JavaScript runtimes abort a fetch with
	// AbortSignal.timeout and word it their own way ("... took more than
	// 10000 ms and was aborted", "The operation was aborted due to
	// timeout", Deno's "Signal timed out.", undici's *TimeoutError).
	fetchTimeoutWords = []pattern{
		{text: "and was aborted", kind: transient, timeout: true, reason: "the request took longer than its limit and was aborted"},
		{text: "aborted due to timeout", kind: transient, timeout: true, reason: "AbortSignal.timeout aborted the request"},
		{text: "signal timed out", kind: transient, timeout: true, reason: "AbortSignal.timeout aborted the request (Deno)"},
		{text: "timeouterror", kind: transient, timeout: true, reason: "a TimeoutError"},
		{text: "und_err_connect_timeout", kind: transient, timeout: true, reason: "undici connect timeout"},
		{text: "und_err_headers_timeout", kind: transient, timeout: true, reason: "undici headers timeout"},
		{text: "und_err_body_timeout", kind: transient, timeout: true, reason: "undici body timeout"},
	}
	// allowListWords: an egress allow-list or sandbox refused the host.
	// The agent lacks the authority to reach it; a retry or other
	// arguments to the same host change nothing.
	allowListWords = []pattern{
		{text: "not in the allowed", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not in the allowlist", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not in the allow list", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not on the allowlist", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not on the allow list", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not in allowlist", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not in the whitelist", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not whitelisted", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not allowlisted", kind: denied, reason: "the host is not on the allow-list"},
		{text: "domain is not allowed", kind: denied, reason: "the domain is not allowed"},
		{text: "host is not allowed", kind: denied, reason: "the host is not allowed"},
		{text: "host not allowed", kind: denied, reason: "the host is not allowed"},
		{text: "url_not_allowed", kind: denied, reason: "the URL is not allowed (allowed_domains/blocked_domains)"},
		{text: "url is not allowed", kind: denied, reason: "the URL is not allowed"},
		{text: "blocked by policy", kind: denied, reason: "blocked by policy"},
		{text: "egress is not allowed", kind: denied, reason: "egress refused"},
		{text: "blocked domain", kind: denied, reason: "the domain is blocked"},
		{text: "domain is blocked", kind: denied, reason: "the domain is blocked"},
		{text: "requires net access", kind: denied, reason: "Deno's sandbox refuses the host (--allow-net)"},
		{text: "network access is disabled", kind: denied, reason: "the sandbox allows no network"},
		{text: "network access is not allowed", kind: denied, reason: "the sandbox allows no network"},
	}
	// regionWords: LLM APIs refuse callers from regions they do not serve
	// (OpenAI 403 unsupported_country_region_territory "Country, region,
	// or territory not supported"; Gemini 400 FAILED_PRECONDITION "User
	// location is not supported for the API use"; Anthropic 403 "Request
	// not allowed"). The caller's location is a credential it lacks.
	regionWords = []pattern{
		{text: "unsupported_country_region_territory", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "region, or territory not supported", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "location is not supported", kind: denied, reason: "the API does not serve the caller's location"},
		{text: "not available in your country", kind: denied, reason: "the API does not serve the caller's country"},
		{text: "not available in your region", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "unsupported region", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "unsupported_region", kind: denied, reason: "the API does not serve the caller's region"},
	}
	// cancelWords: the caller's own cancellation, as runtimes word it
	// (Node's AbortController without a timeout, Python's asyncio,
	// Go's context). After fetchTimeoutWords: "aborted due to timeout" is
	// a timeout, not a cancel.
	cancelWords = []pattern{
		{text: "operation was aborted", kind: denied, reason: cancelReason},
		{text: "aborterror", kind: denied, reason: cancelReason},
		{text: "cancellederror", kind: denied, reason: cancelReason},
		{text: "context canceled", kind: denied, reason: cancelReason},
	}
	// unseenWords is the lot, ahead of the rest of the generic table.
	unseenWords = concat(regionWords, allowListWords, certWords, redirectWords, fetchTimeoutWords, partialWords, cancelWords, nginxWords, jsNetWords)
)

// unseenShapes are the classes above that a phrase list cannot hold: "N of
// M items failed" and an allow- or block-list refusal in any wording.
func unseenShapes(text string) (Result, bool) {
	if r, ok := nginxShape(text); ok {
		return r, true
	}
	if partialCount(text) {
		return verdict(ambiguous, "a partial success: N of M items failed (resending all would repeat the rest)")
	}
	if partialItems(text) {
		return verdict(ambiguous, "a partial success: some items report an error, the rest hold content")
	}
	// An unknown tool or prompt name is a wrong name, whoever words it
	// ("tool 'x' not found", "Tool x not found"): invalid, though "not
	// found" alone reads as a missing object (issue 14).
	if unknownTool(text) {
		return verdict(invalid, "the tool name is unknown")
	}
	if hasAny(text, "allowlist", "allow list", "allow-list", "whitelist", "allowed list", "allowed domains", "allowed hosts", "allowed urls") &&
		hasAny(text, "not in", "not on", "isn't in", "is not allowed", "not permitted") ||
		hasAny(text, "blocklist", "blacklist", "denylist", "block list", "deny list") && hasAny(text, "is on", "is in", "blocked", "listed", "denied") {
		return verdict(denied, "the host or URL is refused by an allow- or block-list")
	}
	return Result{}, false
}

// partialItems finds a result of several items, separated as the MCP
// filesystem server's read_multiple_files separates them ("\n---\n"),
// where some items report an error ("path: Error - ENOENT ...") and the
// rest hold content: the call worked for some items only.
func partialItems(t string) bool {
	failed, fine := 0, 0
	for len(t) > 0 {
		item, rest, cut := cutItem(t)
		t = rest
		if !cut && failed+fine == 0 {
			return false
		}
		if strings.TrimSpace(item) == "" {
			continue
		}
		if hasAny(item, ": error - ", ": error: ") {
			failed++
		} else {
			fine++
		}
	}
	return failed > 0 && fine > 0
}

// cutItem cuts t at the first "---" line, raw or JSON-escaped.
func cutItem(t string) (item, rest string, cut bool) {
	for _, sep := range [...]string{"\n---\n", `\n---\n`} {
		if i := strings.Index(t, sep); i >= 0 {
			return t[:i], t[i+len(sep):], true
		}
	}
	return t, "", false
}

// partialCount finds "<n> of <m> <words> failed/rejected/errored" with
// 0 < n < m: some of a batch failed, the rest did not.
func partialCount(t string) bool {
	for off := 0; off < len(t); {
		i := strings.Index(t[off:], " of ")
		if i < 0 {
			return false
		}
		i += off
		off = i + 4
		j := i
		for j > 0 && t[j-1] >= '0' && t[j-1] <= '9' {
			j--
		}
		n, w := leadingInt(t[j:i])
		if w == 0 || n == 0 {
			continue
		}
		m, w2 := leadingInt(t[i+4:])
		if w2 == 0 || n >= m {
			continue
		}
		rest := t[i+4+w2:]
		if len(rest) > 60 {
			rest = rest[:60]
		}
		if hasAny(rest, "fail", "reject", "errored", "not processed", "were not", "could not") {
			return true
		}
	}
	return false
}
