package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise74 holds the classes set 74 missed, each in the set's words
// and in other software's, with its source, and the neighbours that must
// keep their own reading.
func TestGeneralise74(t *testing.T) {
	cases := []wordingCase{
		// An OAuth provider's own token-endpoint code beyond RFC 6749's
		// list, read by its spelling: a refused credential is denied, a
		// redirect URI other than the registered one is the call's
		// argument (credshape.go).
		{"oauth credential code: set 74: GitHub web flow, 200 with incorrect_client_credentials", "http", 200, "", "tool http.request: POST https://github.com/login/oauth/access_token: 200 OK\n{\"error\":\"incorrect_client_credentials\",\"error_description\":\"The client_id and/or client_secret passed are incorrect.\",\"error_uri\":\"https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials\"}", rung.KindDenied},
		{"oauth credential code: help.salesforce.com OAuth 2.0 web server flow errors: invalid_client_credentials \"client secret invalid\"", "http", 400, "", "POST https://login.salesforce.com/services/oauth2/token: 400 Bad Request\n{\"error\":\"invalid_client_credentials\",\"error_description\":\"client secret invalid\"}", rung.KindDenied},
		{"oauth credential code: help.salesforce.com OAuth 2.0 errors: invalid_client_id \"client identifier invalid\"", "http", 400, "", "token exchange failed: 400 Bad Request: {\"error\":\"invalid_client_id\",\"error_description\":\"client identifier invalid\"}", rung.KindDenied},
		{"oauth credential code: api.slack.com/methods/oauth.v2.access: bad_client_secret \"Value passed for client_secret was invalid.\" (HTTP 200)", "http", 200, "", "POST https://slack.com/api/oauth.v2.access: 200 OK\n{\"ok\":false,\"error\":\"bad_client_secret\"}", rung.KindDenied},
		{"oauth redirect mismatch: developers.google.com/identity/protocols/oauth2/web-server (redirect_uri_mismatch), the token endpoint's JSON", "http", 400, "", "oauth2: cannot fetch token: 400 Bad Request\nResponse: {\n  \"error\": \"redirect_uri_mismatch\",\n  \"error_description\": \"Bad Request\"\n}", rung.KindInvalid},
		{"oauth redirect mismatch: api.slack.com/methods/oauth.v2.access: bad_redirect_uri \"Value passed for redirect_uri did not match the redirect_uri in the original request.\"", "http", 200, "", "POST https://slack.com/api/oauth.v2.access: 200 OK\n{\"ok\":false,\"error\":\"bad_redirect_uri\"}", rung.KindInvalid},
		{"oauth credential code (neighbour): RFC 6749 5.2 invalid_request stays the call's", "http", 400, "", "POST https://auth.example.com/oauth/token: 400 Bad Request\n{\"error\":\"invalid_request\",\"error_description\":\"Missing required parameter: code_verifier\"}", rung.KindInvalid},
		{"oauth credential code (neighbour): Slack invalid_arguments stays invalid (no credential named)", "http", 200, "", "POST https://slack.com/api/chat.postMessage: 200 OK\n{\"ok\":false,\"error\":\"invalid_arguments\"}", rung.KindInvalid},

		// A state word inside a URL's query string is the caller's own
		// filter, not the server's state (urlquery.go).
		{"state word in a URL query: set 74: Go net/http HTTP/2 (httpcommon.ErrRequestHeaderListSize) on GET ...?status=pending", "go", 0, "", "tool http.request: Get \"https://127.0.0.1:33885/v1/payouts?status=pending\": http2: request header list larger than peer's advertised limit", rung.KindInvalid},
		{"state word in a URL query: Go crypto/x509 UnknownAuthorityError through net/http (docs/taxonomy.md: premise), a listing filtered by status", "", 0, "", "fetch pending jobs: Get \"https://jobs.internal.acme:8443/v1/jobs?state=queued&status=pending\": tls: failed to verify certificate: x509: certificate signed by unknown authority", rung.KindPremise},
		{"state word in a URL query: Python requests / urllib3 (the path with its query after \"with url:\"), an OpenSSL verify result (premise)", "", 0, "", "requests.exceptions.SSLError: HTTPSConnectionPool(host='billing.internal', port=443): Max retries exceeded with url: /v2/invoices?status=pending (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)')))", rung.KindPremise},
		{"state word in a URL query (neighbour): kubectl exec into a pod still scheduling: \"pod is not running. Current status=Pending\"", "", 0, "", "error: unable to upgrade connection: pod is not running. Current status=Pending", rung.KindTransient},

		// A relay's 2xx that reports its own delivery failed, quoting the
		// status the far endpoint returned: that status decides
		// (relayed.go).
		{"relayed status in a 2xx: set 74: Microsoft Teams incoming webhook (connectors-using, rate limiting)", "http", 200, "", "tool http.request: POST https://acme.webhook.office.com/webhookb2/7f3e@b1d2/IncomingWebhook/6a7b/2c3d: 200 OK\nWebhook message delivery failed with error: Microsoft Teams endpoint returned HTTP error 429 with ContextId tcid=0,server=msgapi-production-eus-azsc2-4-170,cv=deKcRqCd3BkeAzqzW5pIgE.0..", rung.KindTransient},
		{"relayed status in a 2xx: Microsoft Teams incoming webhook, the far endpoint refusing the card's connector (same relay wording, 403)", "http", 200, "", "POST https://acme.webhook.office.com/webhookb2/1a2b@3c4d/IncomingWebhook/5e6f/7a8b: 200 OK\nWebhook message delivery failed with error: Microsoft Teams endpoint returned HTTP error 403 with ContextId tcid=0,server=msgapi-production-weu-azsc2-1-22,cv=Zx81qLk2m0a9Yt3bVn6cQw.0..", rung.KindDenied},
		{"relayed status in a 2xx: Google Apps Script UrlFetchApp, its text handed back by a web app's doPost with HTTP 200 (developers.google.com/apps-script/reference/url-fetch: muteHttpExceptions)", "http", 200, "", "POST https://script.google.com/macros/s/AKfycbx7/exec: 200 OK\nException: Request failed for https://api.acme.example returned code 503. Truncated server response: <html><head><title>503 Service Unavailable</title></head> (use muteHttpExceptions option to examine full response)", rung.KindTransient},
		{"relayed status in a 2xx (neighbour): a 200 whose text quotes a 2xx and reports no failure: the relay rule must not make a verdict of it", "http", 200, "", "POST https://hooks.example.com/relay: 200 OK\nqueued for delivery; upstream returned HTTP 202", rung.KindUnknown},

		// A kebab-case code reads as its snake_case twin (relayed.go
		// kebabCode).
		{"kebab-case code: set 74: Hasura insert permission check (hasura.io row-level permissions), code permission-error", "http", 200, "", "tool graphql.query: POST https://hasura.acme.internal/v1/graphql: 200 OK\n{\"errors\":[{\"extensions\":{\"path\":\"$.selectionSet.insert_invoices_one.args.object\",\"code\":\"permission-error\"},\"message\":\"check constraint of an insert permission has failed\"}]}", rung.KindDenied},
		{"kebab-case code: Hasura auth webhook refusing the request (hasura.io/docs/latest/auth/authentication/webhook: 401 from the hook), code access-denied", "http", 200, "", "POST https://hasura.acme.internal/v1/graphql: 200 OK\n{\"errors\":[{\"extensions\":{\"path\":\"$\",\"code\":\"access-denied\"},\"message\":\"Authentication hook unauthorized this request\"}]}", rung.KindDenied},
		{"kebab-case code: Hasura JWT mode with an expired token (hasura.io/docs/latest/auth/authentication/jwt), code invalid-jwt", "http", 200, "", "POST https://hasura.acme.internal/v1/graphql: 200 OK\n{\"errors\":[{\"extensions\":{\"path\":\"$\",\"code\":\"invalid-jwt\"},\"message\":\"Could not verify JWT: JWTExpired\"}]}", rung.KindDenied},

		// An automatic persisted query miss is the call's: send the full
		// query (relayed.go persistedQueryCode).
		{"persisted query miss: set 74: Apollo Server APQ (apollographql.com/docs/apollo-server/performance/apq)", "http", 200, "", "tool graphql.query: POST https://api.acme.example/graphql: 200 OK\n{\"errors\":[{\"message\":\"PersistedQueryNotFound\",\"extensions\":{\"code\":\"PERSISTED_QUERY_NOT_FOUND\"}}]}", rung.KindInvalid},
		{"persisted query miss: gqlgen graphql/handler/extension/apq.go (errPersistedQueryNotFound, code PERSISTED_QUERY_NOT_FOUND), under GET", "http", 200, "", "GET https://api.acme.example/query?extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%7D%7D: 200 OK\n{\"errors\":[{\"message\":\"PersistedQueryNotFound\",\"extensions\":{\"code\":\"PERSISTED_QUERY_NOT_FOUND\"}}],\"data\":null}", rung.KindInvalid},
		{"persisted query miss: mercurius lib/errors.js MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND (HTTP 400)", "http", 400, "", "POST https://api.acme.example/graphql: 400 Bad Request\n{\"data\":null,\"errors\":[{\"message\":\"Unknown query\",\"extensions\":{\"code\":\"MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND\"}}]}", rung.KindInvalid},
		{"persisted query miss: Apollo Server with persisted queries disabled: PERSISTED_QUERY_NOT_SUPPORTED", "http", 200, "", "POST https://api.acme.example/graphql: 200 OK\n{\"errors\":[{\"message\":\"PersistedQueryNotSupported\",\"extensions\":{\"code\":\"PERSISTED_QUERY_NOT_SUPPORTED\"}}]}", rung.KindInvalid},
		{"persisted query miss (neighbour): GitHub GraphQL NOT_FOUND stays a missing resource", "http", 200, "", "POST https://api.github.com/graphql: 200 OK\n{\"data\":{\"repository\":{\"issue\":null}},\"errors\":[{\"type\":\"NOT_FOUND\",\"path\":[\"repository\",\"issue\"],\"message\":\"Could not resolve to an Issue with the number of 4182.\"}]}", rung.KindPremise},
	}
	runWordingCases(t, cases)
	for _, code := range []string{"incorrect_client_credentials", "bad_verification_code", "invalid_client_id", "expired_refresh_token", "wrong_password"} {
		if !credentialCode(code) {
			t.Errorf("credentialCode(%q) = false", code)
		}
	}
	for _, code := range []string{"invalid_arguments", "bad_request", "invalid_blocks", "token_expired_soon_notice", "invalid_credentialsx", "bad_redirect_uri"} {
		if credentialCode(code) {
			t.Errorf("credentialCode(%q) = true", code)
		}
	}
}
