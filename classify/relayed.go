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
