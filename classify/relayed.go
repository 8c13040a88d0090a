package classify

import "strings"

// kebabCode returns a lower-case kebab-case API code in its snake_case
// spelling, so that one vocabulary reads both: Hasura GraphQL Engine's
// extensions.code values (hasura.io/docs/latest/api-reference/graphql-api
// "permission-error", "access-denied", "invalid-jwt", "already-exists")
// are the same words OpenAI, Anthropic, OAuth and Slack spell with
// underscores.
func kebabCode(code string) (string, bool) {
	if strings.IndexByte(code, '-') <= 0 || strings.IndexByte(code, '_') >= 0 || strings.IndexByte(code, ' ') >= 0 || strings.ToLower(code) != code {
		return "", false
	}
	for i := 0; i < len(code); i++ {
		if b := code[i]; (b < 'a' || b > 'z') && b != '-' {
			return "", false
		}
	}
	return strings.ReplaceAll(code, "-", "_"), true
}

// persistedQueryCode reports a GraphQL server's automatic persisted query
// miss: Apollo Server, GraphQL Yoga and gqlgen answer PERSISTED_QUERY_NOT_FOUND
// (Mercurius MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND) when the hash alone
// is not in their cache, and the protocol's next step is to send the
// full query text with the hash (apollographql.com/docs/apollo-server/
// performance/apq); PERSISTED_QUERY_NOT_SUPPORTED says the server takes
// no hashes at all. Either way the request must carry its query: the
// call, not a missing resource.
func persistedQueryCode(code string) bool {
	return strings.HasSuffix(code, "PERSISTED_QUERY_NOT_FOUND") || strings.HasSuffix(code, "PERSISTED_QUERY_NOT_SUPPORTED")
}

// relayedStatus finds, in a 2xx answer's text, a relay's report that its
// own delivery failed and the status the far endpoint returned: Microsoft
// Teams incoming webhooks answer HTTP 200 "Webhook message delivery failed
// with error: Microsoft Teams endpoint returned HTTP error 429 with
// ContextId ..." (learn.microsoft.com connectors-using, rate limiting);
// Google Apps Script's UrlFetchApp "Request failed for <url> returned code
// 503". The 2xx says only that the relay answered; the quoted status says
// what the failure proves, as a 424's (dependency.go).
func relayedStatus(c *ctx) (Result, bool) {
	t := c.text
	if !hasAny(t, "failed", "error") || !hasAny(t, "returned http", "returned code", "returned status", "returned error", "responded with status", "responded with http") {
		return Result{}, false
	}
	i := indexFold(t, "returned ")
	if i < 0 {
		i = indexFold(t, "responded with ")
	}
	n := embeddedStatus(t[i:])
	if n < 400 || n > 599 {
		return Result{}, false
	}
	return statusQuoted(c, n, "http "+itoa(c.status)+" from a relay whose delivery got "+itoa(n)+": ")
}

// errorCodeEnvelope reads Diffbot's error envelope, which its Extract,
// Crawl and Account APIs send with HTTP 200 as often as with the status
// itself: {"errorCode":404,"error":"Could not download page (404)"},
// {"errorCode":500,"error":"Site has received too many requests. Please
// try again later."}, {"errorCode":401,"error":"Not authorized API
// token."} (docs.diffbot.com/reference, "Error codes"; set 1604). The 2xx
// says only that Diffbot answered; the errorCode is the HTTP status of the
// failure, read with the words as that status would be. Only a numeric
// errorCode in 400..599 beside a string error counts: a vendor's string
// code (Okta "E0000015", Salesforce "INVALID_FIELD") or an error number
// outside the status range is not a status.
func errorCodeEnvelope(c *ctx) (Result, bool) {
	t := c.text
	if !strings.Contains(t, `"errorCode"`) || !strings.Contains(t, `"error"`) {
		return Result{}, false
	}
	v, isStr, ok := jsonValue(t, "errorCode")
	if !ok || isStr {
		return Result{}, false
	}
	n, ok := atoi(v)
	if !ok || n < 400 || n > 599 {
		return Result{}, false
	}
	if e, eStr, ok := jsonValue(t, "error"); !ok || !eStr || e == "" {
		return Result{}, false
	}
	return statusQuoted(c, n, "http "+itoa(c.status)+", but the body's error envelope carries errorCode "+itoa(n)+": ")
}

// proxyAllowanceSpent reports a proxy network's refusal because the
// account's traffic allowance is used up, which the proxies send under
// 407 beside their credential failures: Oxylabs' X-Error-Description
// "Access denied: traffic limit reached." next to "Access denied: user
// authentication failed." (developers.oxylabs.io, proxy response codes),
// proxies.fo's "exceeded bandwidth limit" (set 1604). The credentials
// were accepted; the plan's traffic is spent, which no other credential
// or wait within the period lifts: premise, as a quota.
func proxyAllowanceSpent(t string) bool {
	return hasAny(t, "traffic limit reached", "traffic limit exceeded", "traffic limit has been reached", "exceeded bandwidth limit", "bandwidth limit reached", "bandwidth limit exceeded", "out of traffic", "no traffic left", "traffic balance")
}

// scrapflyCode returns the name part of a Scrapfly error code in its
// snake_case spelling: Scrapfly's codes are ERR::<FAMILY>::<NAME>
// (ERR::THROTTLE::MAX_API_CREDIT_BUDGET_EXCEEDED,
// ERR::SCRAPE::OPERATION_TIMEOUT, ERR::PROXY::POOL_NOT_FOUND;
// scrapfly.io/docs/scrape-api/errors; set 1604), and the name says the
// cause in the vocabulary the code table reads (a budget is money, a
// _timeout a party that did not answer), where the family (THROTTLE) and
// the 429 it comes with only say the request was held back.
func scrapflyCode(code string) (string, bool) {
	if !strings.HasPrefix(code, "ERR::") {
		return "", false
	}
	i := strings.LastIndex(code, "::")
	name := code[i+2:]
	if i <= len("ERR") || name == "" || strings.ToUpper(name) != name || strings.IndexByte(name, ' ') >= 0 {
		return "", false
	}
	return strings.ToLower(name), true
}
