package classify

import "testing"

// Tolerated: i1716-sentry-relay-bad-auth-header: denied vs invalid (ruling): set 1343's malformed-credential-header ruling reads a bad Authorization-style header denied ("the agent cannot mend a credential").
// Tolerated: i1716-honeybadger-basic-auth: denied vs invalid (ruling): the "wrong authentication scheme" row (Apache AH01614) reads a credential sent in the wrong scheme denied.
// First run at 6d3e241b: 31/36 overall, 11/16 tricky.
func TestIndependentCases1716(t *testing.T) {
	runIndependent(t, "testdata/independent1716.jsonl", true, "i1716-sentry-relay-bad-auth-header", "i1716-honeybadger-basic-auth")
}

// TestGeneralise1716TokenTransport: a credential refused for how it was
// sent, not for what it is: Sentry Relay's 401 "multiple authorization
// payloads detected" (sentry_key in the query and in X-Sentry-Auth; relay
// BadEventMeta::MultipleAuth) joins set 1393's multiple tokens, and
// Honeybadger API v3's 401 credential_in_query "The credential was sent in
// the URL." (docs.honeybadger.io/api/v3/error-codes) is a token in the URL
// (RFC 6750 2.3): both invalid. Near misses: Relay's "missing authorization
// information", Honeybadger's unauthorized and ingestion_key_not_accepted
// stay denied.
func TestGeneralise1716TokenTransport(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"relay multiple auth", "http", 401, "", `{"detail":"multiple authorization payloads detected"}`, invalid},
		{"kong multiple tokens still", "http", 401, "", `{"message":"Multiple tokens provided"}`, invalid},
		{"honeybadger credential in query", "http", 401, "credential_in_query", `{"error":{"code":"credential_in_query","message":"The credential was sent in the URL."},"meta":{"request_id":"r1"}}`, invalid},
		{"honeybadger credential in query, message only", "http", 401, "", `{"error":{"message":"The credential was sent in the URL."}}`, invalid},
		{"near miss: relay missing auth stays denied", "http", 401, "", `{"detail":"missing authorization information"}`, denied},
		{"near miss: honeybadger unauthorized stays denied", "http", 401, "unauthorized", `{"error":{"code":"unauthorized","message":"The credential is missing, invalid or revoked."},"meta":{"request_id":"r1"}}`, denied},
		{"near miss: ingestion key stays denied", "http", 401, "ingestion_key_not_accepted", `{"error":{"code":"ingestion_key_not_accepted","message":"An ingestion key was sent; this API takes an API token."}}`, denied},
	})
}

// TestGeneralise1716NotifierClosed: an error reporter's notifier used after
// Close, Airbrake gobrake's errClosed "gobrake: notifier is closed"
// (notifier.go), reads premise as set 1509's OpenTelemetry exporter after
// Shutdown: every later notice fails and a new notifier must be built.
// Near misses: gobrake's "queue is full (error is dropped)" and "IP is rate
// limited" stay transient, an httpx client used after close stays invalid.
func TestGeneralise1716NotifierClosed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gobrake closed", "go", 0, "", "gobrake: notifier is closed", premise},
		{"gobrake closed, no protocol", "", 0, "", "sendNotice failed: gobrake: notifier is closed", premise},
		{"otel exporter still", "go", 0, "", "exporter is shutdown", premise},
		{"near miss: gobrake queue full stays transient", "go", 0, "", "gobrake: queue is full (error is dropped)", transient},
		{"near miss: gobrake IP rate limit stays transient", "go", 0, "", "gobrake: IP is rate limited", transient},
		{"near miss: httpx closed client stays invalid", "", 0, "", "Cannot send a request, as the client has been closed.", invalid},
	})
}
