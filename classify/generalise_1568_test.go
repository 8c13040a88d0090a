package classify

import (
	"testing"
	"time"
)

// First run at 13d91e24: 28/36 overall, 9/16 tricky.
func TestIndependentCases1568(t *testing.T) {
	runIndependent(t, "testdata/independent1568.jsonl", true)
}

// TestGeneralise1568FlagSDKConnect: a flag SDK's own verdict on its
// connection decides. LaunchDarkly's server SDKs end "HTTP error <n> for
// streaming connection|polling request - will retry" for the statuses they
// class recoverable (400, 408, 429, 5xx), a wait whatever the status; the
// Go SDK's ErrInitializationFailed has one cause, an invalid SDK key
// (go-server-sdk ldclient.go). ConfigCat's event 1100 "SDK Key seems to be
// wrong" (every ConfigCat SDK, 403 or 404) is a refused key; its Go SDK's
// "empty SDK key" is a missing setting. Near misses keep their kinds.
func TestGeneralise1568FlagSDKConnect(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ld go 400 will retry", "go", 0, "", "Received HTTP error 400 for streaming connection - will retry", transient},
		{"ld go 408 poll will retry", "go", 0, "", "Received HTTP error 408 for polling request - will retry", transient},
		{"ld ruby 500 will retry", "", 0, "", "[LDClient] HTTP error 500 for streaming connection - will retry", transient},
		{"ld java 429 will retry", "", 0, "", "Received HTTP error 429 for polling request - will retry", transient},
		{"ld init failed", "go", 0, "", "LaunchDarkly client initialization failed", denied},
		{"ld ruby init failed", "", 0, "", "[LDClient] LaunchDarkly client initialization failed", denied},
		{"configcat go wrong key", "go", 0, "", "your SDK Key seems to be wrong; you can find the valid SDK Key at https://app.configcat.com/sdkkey", denied},
		{"configcat elixir wrong key 404", "", 0, "", "Your SDK Key seems to be wrong. You can find the valid SDKKey at https://app.configcat.com/sdkkey. Received unexpected response: 404", denied},
		{"configcat dotnet wrong key", "", 0, "", "Your SDK Key seems to be wrong. You can find the valid SDK Key at https://app.configcat.com/sdkkey", denied},
		{"configcat go empty key", "go", 0, "", "empty SDK key in configcat configuration", invalid},
		// Near misses: a permanent give-up is read by its status, a
		// timeout stays a wait, a wrapper's cause decides.
		{"ld 401 giving up", "go", 0, "", "Received HTTP error 401 (invalid SDK key) for streaming connection - giving up permanently", denied},
		{"ld init timeout", "go", 0, "", "timeout encountered waiting for LaunchDarkly client initialization", transient},
		{"ld not initialized", "go", 0, "", "feature flag evaluation called before LaunchDarkly client initialization completed", transient},
		{"configcat 502", "go", 0, "", "unexpected HTTP response was received while trying to fetch config JSON: 502 Bad Gateway", transient},
	})
}

// TestGeneralise1568ReadOnlyLock: a value an administrator locked read-only
// stays locked until someone unlocks it (Azure App Configuration's 409
// key-locked, "unlock it first"): premise, not lock contention or a
// duplicate. Near misses: a lock another holder releases stays a wait, an
// existing key stays conflict.
func TestGeneralise1568ReadOnlyLock(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure key-locked delete", "http", 409, "", `{"type":"https://azconfig.io/errors/key-locked","title":"Modifing key 'etags1' is not allowed","name":"etags1","detail":"The key is read-only. To allow modification unlock it first.","status":409}`, premise},
		{"azure key-locked fixed spelling", "http", 409, "", `{"type":"https://azconfig.io/errors/key-locked","title":"Modifying key 'app:one' is not allowed","name":"app:one","detail":"The key is read-only. To allow modification unlock it first.","status":409}`, premise},
		{"unlock first bare", "http", 409, "", "The setting is read-only. To allow modification unlock it first.", premise},
		{"near: lock contention", "http", 409, "", "The resource is locked by another operation. Try again later.", transient},
		{"near: azure already exists", "http", 409, "", `{"type":"https://azconfig.io/errors/already-exists","title":"The resource already exists.","status":409,"detail":""}`, conflict},
	})
}

// TestGeneralise1568RacedSequence: AWS AppConfig runs one deployment per
// environment at a time and numbers them in sequence; a StartDeployment
// that raced another gets ConflictException "Deployment number N already
// exists" (terraform-provider-aws#36975): the step's deployment was not
// made and starts once the other ends, a wait. Near misses: a named
// AppConfig resource that exists stays conflict.
func TestGeneralise1568RacedSequence(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sdk v2 text", "go", 409, "ConflictException", "operation error AppConfig: StartDeployment, https response error StatusCode: 409, RequestID: 567e9658-844d-44fe-9015-dd91c1af1530, ConflictException: Deployment number 3 already exists", transient},
		{"cfn text", "aws", 409, "ConflictException", "Deployment number 1 already exists (Service: AmazonAppConfig; Status Code: 409; Error Code: ConflictException; Request ID: cb454205-4df1-4c91-8a57-932669bbebc5; Proxy: null)", transient},
		{"near: profile exists", "aws", 409, "ConflictException", "Configuration profile with name flags already exists", conflict},
		{"near: strategy exists", "aws", 409, "ConflictException", "Deployment strategy with name Canary10 already exists", conflict},
	})
}

// TestGeneralise1568EstablishedLimit: Unleash's ExceedsLimitError, a 400 for
// every resource it caps ("Failed to create <resource>. You can't create
// more than the established limit of <n>."; src/lib/error/
// exceeds-limit-error.ts): the instance holds as many as its limit, no
// argument repair helps: premise. Near misses: a request-size limit and
// a bad value stay invalid.
func TestGeneralise1568EstablishedLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"project", "http", 400, "", `{"id":"x","name":"ExceedsLimitError","message":"Failed to create project. You can't create more than the established limit of 1.","details":[{"message":"Failed to create project. You can't create more than the established limit of 1.","description":"Failed to create project. You can't create more than the established limit of 1."}]}`, premise},
		{"strategy bare", "http", 400, "", "Failed to create strategy. You can't create more than the established limit of 3.", premise},
		{"environment", "", 0, "", "ExceedsLimitError: Failed to create environment. You can't create more than the established limit of 2.", premise},
		{"near: body size", "http", 400, "", `{"id":"y","name":"BadDataError","message":"Request validation failed: the request body exceeds the maximum length of 100kb","details":[]}`, invalid},
		{"near: validation", "http", 400, "", `{"id":"z","name":"ValidationError","message":"\"name\" must be URL friendly","details":[{"message":"\"name\" must be URL friendly"}]}`, invalid},
	})
}

// TestGeneralise1568RetryAfterMs: Azure's wait header in milliseconds,
// retry-after-ms (App Configuration's 429 and 503; rest-api-throttling.md)
// and Cosmos DB's x-ms-retry-after-ms, rendered in the text before the
// body, is a wait of that many milliseconds. Near misses: Retry-After in
// seconds keeps its unit, a reset-ms header keeps its reading.
func TestGeneralise1568RetryAfterMs(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want time.Duration
	}{
		{"retry-after-ms: 10\n{\"type\":\"https://azconfig.io/errors/too-many-requests\",\"title\":\"Resource utilization has surpassed the assigned quota\",\"policy\":\"Total Requests\",\"status\":429}", 10 * time.Millisecond},
		{"HTTP/1.1 503 Service Unavailable\nretry-after-ms: 787", 787 * time.Millisecond},
		{"x-ms-retry-after-ms: 1500\n{\"code\":\"429\",\"message\":\"Request rate is large\"}", 1500 * time.Millisecond},
		{"Retry-After: 10\n{\"title\":\"x\"}", 10 * time.Second},
		{"x-ratelimit-reset-ms: 250\n{\"error\":\"too many requests\"}", 250 * time.Millisecond},
	} {
		r := Classify(Input{Protocol: "http", Status: 429, Message: c.msg})
		if r.Kind != transient || !r.HasRetryAfter || r.RetryAfter != c.want {
			t.Errorf("%q: got %v %v %v, want transient %v", c.msg, r.Kind, r.HasRetryAfter, r.RetryAfter, c.want)
		}
	}
}
