package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// TestGeneralise92 checks set 92's class in other software's words: a
// refusal that names the wait it requires ("you must wait 60 seconds", "a
// wait of 35 seconds is required", "wait at least 6 hours", "expected
// available in 56 seconds") is a wait, whatever the code, and the wait it
// names is the RetryAfter (generic.go statedWaitWords, httpmsg.go
// bodyDelay). Set 92's SQS line had the kind right and no delay; Telethon's
// FLOOD_WAIT sentence read as a missing argument ("is required"). A second
// class came from set 92's neighbours (the Maps line it dropped while
// trimming to 35): an API key whose own restrictions leave the caller out,
// read as the project's setup because Maps' sentence holds "not authorized
// to use this API".
func TestGeneralise92(t *testing.T) {
	cases := []struct {
		wordingCase
		wait time.Duration // the least RetryAfter it must carry; 0: none asked
	}{
		// Set 92's line: Amazon SQS CreateQueue, QueueDeletedRecently
		// (docs.aws.amazon.com/AWSSimpleQueueService/latest/APIReference/API_CreateQueue.html).
		{wordingCase{"aws sqs queue deleted recently (set 92)", "aws", 400, "QueueDeletedRecently", "operation error SQS: CreateQueue, https response error StatusCode: 400, RequestID: a6f3c1d8-7b2e-5c94-8e01-d3b9f7a2c645, api error QueueDeletedRecently: You must wait 60 seconds after deleting a queue before you can create another with the same name.", rung.KindTransient}, time.Minute},
		// The same sentence with only the text (a tool that drops the code).
		{wordingCase{"sqs sentence alone", "", 0, "", "You must wait 60 seconds after deleting a queue before you can create another with the same name.", rung.KindTransient}, time.Minute},
		// Telegram's FLOOD_WAIT_X (core.telegram.org/api/errors, 420) in
		// Telethon's words (telethon/errors/rpcerrorlist.py FloodWaitError,
		// "A wait of {seconds} seconds is required") and Pyrogram's
		// (pyrogram/errors/exceptions/flood_420.py FloodWait).
		{wordingCase{"telethon flood wait", "", 420, "FLOOD_WAIT_35", "A wait of 35 seconds is required (caused by SendMessageRequest)", rung.KindTransient}, 35 * time.Second},
		{wordingCase{"pyrogram flood wait", "", 0, "", `Telegram says: [420 FLOOD_WAIT_X] - A wait of 35 seconds is required (caused by "messages.SendMessage")`, rung.KindTransient}, 35 * time.Second},
		// Django REST framework's Throttled (rest_framework/exceptions.py:
		// "Request was throttled." + "Expected available in {wait} seconds.").
		{wordingCase{"drf throttled", "http", 429, "", `{"detail":"Request was throttled. Expected available in 56 seconds."}`, rung.KindTransient}, 56 * time.Second},
		{wordingCase{"drf throttled, text only", "", 0, "", "Request was throttled. Expected available in 56 seconds.", rung.KindTransient}, 56 * time.Second},
		// Amazon EC2 ModifyVolume, VolumeModificationRateExceeded
		// (docs.aws.amazon.com/ebs/latest/userguide/modify-volume-requirements.html:
		// one modification per volume every 6 hours).
		{wordingCase{"aws ec2 volume modification rate", "aws", 400, "VolumeModificationRateExceeded", "operation error EC2: ModifyVolume, https response error StatusCode: 400, RequestID: 5d1f7a3c-9e2b-4c68-8a04-b7e3f1d9c2a6, api error VolumeModificationRateExceeded: You've reached the maximum modification rate per volume limit. Wait at least 6 hours between modifications per EBS volume.", rung.KindTransient}, 6 * time.Hour},
		// Neighbours that keep their kind: a parameter about waiting is a
		// wrong call; a required field is still a missing argument; a
		// lock wait is a wait with no delay named; a daily quota stays a
		// quota.
		{wordingCase{"sqs wait time invalid", "aws", 400, "InvalidParameterValue", "operation error SQS: ReceiveMessage, https response error StatusCode: 400, RequestID: 0c4e8a2f-6b1d-5f37-9a80-e2c6b4d8f153, api error InvalidParameterValue: Value 30 for parameter WaitTimeSeconds is invalid. Reason: Must be >= 0 and <= 20, if provided.", rung.KindInvalid}, 0},
		{wordingCase{"required field", "", 0, "", "validation failed: field 'wait_seconds' is required", rung.KindInvalid}, 0},
		{wordingCase{"mysql lock wait", "", 0, "", "Error 1205 (HY000): Lock wait timeout exceeded; try restarting transaction", rung.KindTransient}, 0},
		{wordingCase{"admin rights", "http", 403, "", `{"message":"You must be an administrator to perform this action"}`, rung.KindDenied}, 0},
	}
	// The second class: an API key whose own restrictions (the IPs,
	// sites or apps allowed to use it) leave the caller out is an
	// allow-list, denied, not a project to set up (httppreset.go
	// statusField). Google Maps Platform web services answer it with
	// REQUEST_DENIED and HTTP 200
	// (developers.google.com/maps/documentation/geocoding/requests-geocoding#StatusCodes,
	// .../places/web-service/search-nearby "status" REQUEST_DENIED; the
	// sentence is the one developers.google.com/maps/api-security-best-practices
	// restrictions produce); Google Cloud APIs answer 403 with
	// API_KEY_IP_ADDRESS_BLOCKED (cloud.google.com/docs/authentication/api-keys),
	// the YouTube Data API with ipRefererBlocked
	// (developers.google.com/youtube/v3/docs/errors).
	cases = append(cases, []struct {
		wordingCase
		wait time.Duration
	}{
		{wordingCase{"maps geocoding key restricted", "http", 200, "", `{"error_message": "This IP, site or mobile application is not authorized to use this API key. Request received from IP address 203.0.113.5, with empty referer", "results": [], "status": "REQUEST_DENIED"}`, rung.KindDenied}, 0},
		{wordingCase{"maps places key restricted", "http", 200, "", `{"error_message": "This IP, site or mobile application is not authorized to use this API key. Request received from IP address 198.51.100.7, with referer: https://app.example.com/", "html_attributions": [], "results": [], "status": "REQUEST_DENIED"}`, rung.KindDenied}, 0},
		{wordingCase{"google cloud api key ip blocked", "http", 403, "", `{"error": {"code": 403, "message": "The provided API key has an IP address restriction. The originating IP address of the call (203.0.113.5) violates this restriction.", "status": "PERMISSION_DENIED", "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_IP_ADDRESS_BLOCKED", "domain": "googleapis.com"}]}}`, rung.KindDenied}, 0},
		{wordingCase{"youtube referer blocked", "http", 403, "", `{"error": {"code": 403, "message": "The request did not specify any referer. Please ensure that the client is sending referer or use the API Console to remove the referer restrictions.", "errors": [{"message": "The request did not specify any referer. Please ensure that the client is sending referer or use the API Console to remove the referer restrictions.", "domain": "usageLimits", "reason": "ipRefererBlocked"}]}}`, rung.KindDenied}, 0},
		// Neighbours: the API not enabled for the project and billing stay
		// the project's setup (premise); a bad key stays denied.
		{wordingCase{"maps api not enabled", "http", 200, "", `{"error_message": "This API project is not authorized to use this API.", "results": [], "status": "REQUEST_DENIED"}`, rung.KindPremise}, 0},
		{wordingCase{"maps billing", "http", 200, "", `{"error_message": "You must enable Billing on the Google Cloud Project at https://console.cloud.google.com/project/_/billing/enable Learn more at https://developers.google.com/maps/gmp-get-started", "results": [], "status": "REQUEST_DENIED"}`, rung.KindPremise}, 0},
		{wordingCase{"maps invalid key", "http", 200, "", `{"error_message": "The provided API key is invalid. ", "results": [], "status": "REQUEST_DENIED"}`, rung.KindDenied}, 0},
	}...)
	wcs := make([]wordingCase, len(cases))
	for i, tc := range cases {
		wcs[i] = tc.wordingCase
	}
	runWordingCases(t, wcs)
	for _, tc := range cases {
		if tc.wait == 0 {
			continue
		}
		r := Classify(Input{Protocol: tc.protocol, Status: tc.status, Code: tc.code, Message: tc.msg})
		if !r.HasRetryAfter || r.RetryAfter < tc.wait {
			t.Errorf("%s: RetryAfter = %v (has %v), want >= %v", tc.name, r.RetryAfter, r.HasRetryAfter, tc.wait)
		}
	}
}

// TestIndependentCases92 runs testdata/independent92.jsonl, a held-out set
// of 35 documented cloud failures, each the text the vendor's Go SDK or
// REST API emits, from situations past the first page of the error lists:
// AWS (S3, DynamoDB, SQS, SNS, Lambda, KMS, Secrets Manager, STS, IAM, EC2,
// ECS; aws-sdk-go-v2's "operation error ..." form) and Google Cloud
// (Compute Engine, Cloud Storage, BigQuery through google-api-go-client's
// "googleapi: Error N: ..., reason", Pub/Sub, Spanner, Firestore, Gemini and
// Maps bodies): throttling under service codes, resources in transitional
// states, quota against rate, version preconditions, KMS key states, a
// region mismatch, expired credentials behind a 400, validation codes whose
// text is the world's state, idempotency-token reuse, partial batches.
// First run at 2e2ef32: 34/35, tricky 23/23 (and the SQS wait's 60 s not
// read). The class fixed: a refusal naming the wait it requires
// (TestGeneralise92). Probing the set's situations in other wordings found
// four more, fixed by class: an API key restricted to other callers
// (TestGeneralise92), a retry time given as a date (TestRetryAfterDate92),
// "too many ... already issued" as a count limit (TestCountLimit92), and an
// SDK's credential chain with nothing to sign with (TestNoCredentials92).
//
// Tolerated: i92-s3-precondition-failed, S3 PutObject's 412 labelled
// premise (an If-Match write whose ETag moved). Its text is word for word
// set 27's i27-s3-create-only-put, labelled conflict (an If-None-Match
// write): aws-sdk-go-v2's error names neither header, so the text cannot
// tell the two apart, and set 27 holds the other reading.
func TestIndependentCases92(t *testing.T) {
	runIndependent(t, "testdata/independent92.jsonl", true, "i92-s3-precondition-failed")
}

// TestRetryAfterDate92: a time to come back at, written as a date after
// "retry after", is that date less now, not its year read as seconds
// (text.go dateAhead, httpmsg.go bodyUntil). Let's Encrypt's rate limits
// (Boulder; letsencrypt.org/docs/rate-limits) as lego and cert-manager
// quote them read 2026 s (33m46s) before. Bare delays keep their reading.
func TestRetryAfterDate92(t *testing.T) {
	now := time.Date(2026, 12, 2, 17, 23, 21, 0, time.UTC)
	for _, tc := range []struct {
		name string
		in   Input
		want time.Duration
		has  bool
	}{
		{"lego, let's encrypt exact set", Input{Message: "acme: error: 429 :: POST :: https://acme-v02.api.letsencrypt.org/acme/new-order :: urn:ietf:params:acme:error:rateLimited :: too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after 2026-12-03 17:23:21 UTC: see https://letsencrypt.org/docs/rate-limits/#new-certificates-per-exact-set-of-hostnames", Now: now}, 24 * time.Hour, true},
		{"cert-manager, let's encrypt", Input{Message: `failed to create Order resource due to bad request, marking Order as failed: 429 urn:ietf:params:acme:error:rateLimited: too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after 2026-12-02 19:23:21 UTC`, Now: now}, 2 * time.Hour, true},
		{"acme problem body, rfc 3339", Input{Protocol: "http", Status: 429, Message: `{"type": "urn:ietf:params:acme:error:rateLimited", "detail": "too many new orders (300) in the last 3h0m0s, retry after 2026-12-02T17:53:21Z", "status": 429}`, Now: now}, 30 * time.Minute, true},
		{"no now, no date header: no delay", Input{Message: "too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after 2026-12-03 17:23:21 UTC"}, 0, false},
		// Neighbours: delays still read.
		{"seconds", Input{Protocol: "http", Status: 429, Message: `{"message":"Too many requests, retry after 12 seconds"}`, Now: now}, 12 * time.Second, true},
		{"openai", Input{Protocol: "http", Status: 429, Message: `{"error":{"message":"Rate limit reached for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Used 29000, Requested 1500. Please try again in 9.816s.","type":"tokens","code":"rate_limit_exceeded"}}`, Now: now}, 9816 * time.Millisecond, true},
		{"go duration", Input{Message: "rate limited: retry in 1m30s", Now: now}, 90 * time.Second, true},
	} {
		r := Classify(tc.in)
		if r.HasRetryAfter != tc.has || r.RetryAfter != tc.want {
			t.Errorf("%s: RetryAfter = %v (has %v), want %v (has %v); kind %s", tc.name, r.RetryAfter, r.HasRetryAfter, tc.want, tc.has, r.Kind)
		}
	}
}

// TestCountLimit92: a limit on how many the caller may make, worded "too
// many ... already <made>", is a limit, not the step's object already in
// place (countlimit.go). Found with TestRetryAfterDate92's Let's Encrypt
// lines, which read as conflict.
func TestCountLimit92(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Let's Encrypt (Boulder) rate limits, letsencrypt.org/docs/rate-limits:
		// as lego wraps them, as cert-manager logs them, and Boulder's
		// older wording as certbot printed it.
		{"lego let's encrypt exact set", "", 0, "", "acme: error: 429 :: POST :: https://acme-v02.api.letsencrypt.org/acme/new-order :: urn:ietf:params:acme:error:rateLimited :: too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after 2026-12-03 17:23:21 UTC: see https://letsencrypt.org/docs/rate-limits/#new-certificates-per-exact-set-of-hostnames", rung.KindTransient},
		{"cert-manager let's encrypt", "", 0, "", "failed to create Order resource due to bad request, marking Order as failed: 429 urn:ietf:params:acme:error:rateLimited: too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s, retry after 2026-12-02 19:23:21 UTC", rung.KindTransient},
		{"certbot older boulder", "", 0, "", "An unexpected error occurred:\nError creating new order :: too many certificates already issued for exact set of domains: example.com: see https://letsencrypt.org/docs/rate-limits/", rung.KindTransient},
		// A standing count: an application's cap on what the caller holds.
		{"already created too many", "", 0, "", "You have already created too many projects. Delete one before creating another.", rung.KindPremise},
		// Neighbours: the object itself in place stays conflict; the
		// connection limit stays a wait.
		{"stripe already refunded", "http", 400, "charge_already_refunded", `{"error":{"code":"charge_already_refunded","message":"Charge ch_3PqXk2LkdIwHu7ix1aB2cD3e has already been refunded.","type":"invalid_request_error"}}`, rung.KindConflict},
		{"certificate already issued", "", 0, "", "certificate for order 1042 already issued", rung.KindConflict},
		{"postgres too many clients", "", 0, "", "FATAL: sorry, too many clients already (SQLSTATE 53300)", rung.KindTransient},
	})
}

// TestNoCredentials92: an SDK's credential chain that found nothing to
// sign with is denied in every SDK's words and under any protocol the tool
// names, before the errno or the status of the chain's own probes
// (credchain.go). Found probing set 92's AWS situations through
// aws-sdk-go-v2 with no protocol: the IMDS 404 read as a missing object,
// the SSO cache file's ENOENT as a missing file.
func TestNoCredentials92(t *testing.T) {
	var cases []wordingCase
	for _, p := range []string{"", "aws", "go"} {
		cases = append(cases,
			// aws-sdk-go-v2 (credentials/ec2rolecreds, credentials/ssocreds).
			wordingCase{"aws-sdk-go-v2 no imds role (" + p + ")", p, 0, "", "operation error S3: ListBuckets, get identity: get credentials: failed to refresh cached credentials, no EC2 IMDS role found, operation error ec2imds: GetMetadata, http response error StatusCode: 404, request to EC2 IMDS failed", rung.KindDenied},
			wordingCase{"aws-sdk-go-v2 sso cache (" + p + ")", p, 0, "", "operation error STS: GetCallerIdentity, get identity: get credentials: failed to refresh cached credentials, the SSO session has expired or is invalid: failed to read cached SSO token file, open /home/agent/.aws/sso/cache/3f1c.json: no such file or directory", rung.KindDenied},
		)
	}
	cases = append(cases, []wordingCase{
		// aws-sdk-go v1 (aws/credentials/chain_provider.go).
		{"aws-sdk-go v1 chain", "", 0, "", "NoCredentialProviders: no valid providers in chain. Deprecated.\n\tFor verbose messaging see aws.Config.CredentialsChainVerboseErrors", rung.KindDenied},
		// AWS SDK for JavaScript v3 (@smithy/property-provider).
		{"aws sdk js v3", "", 0, "", "CredentialsProviderError: Could not load credentials from any providers", rung.KindDenied},
		// golang.org/x/oauth2/google FindDefaultCredentials.
		{"google adc go", "", 0, "", "google: could not find default credentials. See https://cloud.google.com/docs/authentication/external/set-up-adc for more information", rung.KindDenied},
		// google-auth (Python) DefaultCredentialsError.
		{"google adc python", "", 0, "", "google.auth.exceptions.DefaultCredentialsError: Your default credentials were not found. To set up Application Default Credentials, see https://cloud.google.com/docs/authentication/external/set-up-adc for more information.", rung.KindDenied},
		// azidentity (Go) DefaultAzureCredential.
		{"azidentity go", "", 0, "", "DefaultAzureCredential: failed to acquire a token.\nAttempted credentials:\n\tEnvironmentCredential: missing environment variable AZURE_TENANT_ID\n\tWorkloadIdentityCredential: no client ID specified. Check pod configuration or set ClientID in the options\n\tManagedIdentityCredential: no default identity is assigned to this resource\n\tAzureCLICredential: Azure CLI not found on path", rung.KindDenied},
		// Neighbours: a config file missing alone is a missing file; the
		// IMDS endpoint unreachable alone is the network; a refused
		// refresh grant stays denied.
		{"aws config file missing", "", 0, "", "open /home/agent/.aws/config: no such file or directory", rung.KindPremise},
		{"imds unreachable", "", 0, "", `Put "http://169.254.169.254/latest/api/token": dial tcp 169.254.169.254:80: i/o timeout`, rung.KindTransient},
		{"google refresh revoked", "", 0, "", `oauth2: "invalid_grant" "Token has been expired or revoked."`, rung.KindDenied},
	}...)
	runWordingCases(t, cases)
}
