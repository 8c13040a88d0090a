package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases205 runs held-out set 205: 35 documented failures in the
// dev sample's own vendor mix (6 AWS via aws-sdk-go-v2, 4 PostgreSQL via pgx,
// 4 Anthropic, 4 Go net/http and crypto/tls, 3 Slack, 3 MCP, 2 Google APIs,
// 2 OpenAI, 2 HTTP RFC 9110, 2 gRPC, 1 GitHub via go-github, 1 Gemini via
// google.golang.org/genai, 1 Kubernetes admission), labelled blind from each
// vendor's own docs and sources.
// First run at 4b1aaf4: 35/35 overall, 18/18 tricky (also 35/35 with protocol,
// status and code stripped). Nothing to fix by class; TestGeneralise205 keeps
// other software's wording of the same classes in place.
// Tolerated: none.
func TestIndependentCases205(t *testing.T) {
	runIndependent(t, "testdata/independent205.jsonl", true)
}

// TestGeneralise205 holds neighbours of set 205's classes: other operations
// and other vendors' wording of the same facts, and near-misses that keep
// their kind.
func TestGeneralise205(t *testing.T) {
	cases := []struct {
		name string
		in   Input
		want rung.Kind
	}{
		// Google Drive API handle-errors guide: 403 rateLimitExceeded, back off.
		{"drive 403 rateLimitExceeded", Input{Protocol: "http", Status: 403, Code: "rateLimitExceeded", Message: "googleapi: Error 403: Rate Limit Exceeded, rateLimitExceeded"}, rung.KindTransient},
		// Google Drive API handle-errors guide: 403 storageQuotaExceeded (a held count, not a wait).
		{"drive 403 storageQuotaExceeded", Input{Protocol: "http", Status: 403, Code: "storageQuotaExceeded", Message: "googleapi: Error 403: The user's Drive storage quota has been exceeded., storageQuotaExceeded"}, rung.KindPremise},
		// Google Calendar API errors guide: 409 duplicate, "The requested identifier already exists."
		{"calendar 409 duplicate", Input{Protocol: "http", Status: 409, Code: "duplicate", Message: "googleapi: Error 409: The requested identifier already exists., duplicate"}, rung.KindConflict},
		// SQS API reference: QueueDoesNotExist (JSON protocol code).
		{"sqs QueueDoesNotExist", Input{Protocol: "aws", Status: 400, Code: "QueueDoesNotExist", Message: "operation error SQS: ReceiveMessage, https response error StatusCode: 400, RequestID: 1, QueueDoesNotExist: The specified queue does not exist."}, rung.KindPremise},
		// S3 ErrorResponses: NoSuchBucket 404.
		{"s3 NoSuchBucket", Input{Protocol: "aws", Status: 404, Code: "NoSuchBucket", Message: "operation error S3: ListObjectsV2, https response error StatusCode: 404, RequestID: 1, HostID: 2, NoSuchBucket: The specified bucket does not exist"}, rung.KindPremise},
		// aws-sdk-go-v2 retry/standard.go DefaultThrottleErrorCodes: ThrottlingException (status 400).
		{"logs ThrottlingException", Input{Protocol: "aws", Status: 400, Code: "ThrottlingException", Message: "operation error CloudWatch Logs: PutLogEvents, https response error StatusCode: 400, RequestID: 1, api error ThrottlingException: Rate exceeded"}, rung.KindTransient},
		// kubernetes apimachinery StatusReasonNotFound / AlreadyExists / Invalid.
		{"k8s namespace not found", Input{Protocol: "http", Status: 404, Code: "NotFound", Message: `namespaces "staging" not found`}, rung.KindPremise},
		{"k8s already exists", Input{Protocol: "http", Status: 409, Code: "AlreadyExists", Message: `deployments.apps "web" already exists`}, rung.KindConflict},
		{"k8s invalid", Input{Protocol: "http", Status: 422, Code: "Invalid", Message: `Deployment.apps "web" is invalid: spec.template.spec.containers[0].image: Required value`}, rung.KindInvalid},
		// GitHub REST pulls: 422 "A pull request already exists for ..." (go-github form).
		{"github pr already exists", Input{Protocol: "http", Status: 422, Code: "custom", Message: "POST https://api.github.com/repos/acme/web/pulls: 422 Validation Failed [{Resource:PullRequest Field: Code:custom Message:A pull request already exists for acme:feature-x.}]"}, rung.KindConflict},
		// Go net: a DNS server failure is temporary, unlike "no such host".
		{"go dns server misbehaving", Input{Protocol: "go", Message: `Get "https://x.example/": dial tcp: lookup x.example on 10.0.0.2:53: server misbehaving`}, rung.KindTransient},
		// Go crypto/x509 HostnameError: configuration, like an expired certificate.
		{"go x509 hostname", Input{Protocol: "go", Message: `Get "https://x.example/": tls: failed to verify certificate: x509: certificate is valid for a.example, not x.example`}, rung.KindPremise},
		// PostgreSQL errcodes: 55P03 via lock_timeout, 53300 too_many_connections, 3D000 invalid_catalog_name.
		{"pg lock timeout", Input{Protocol: "postgres", Code: "55P03", Message: "ERROR: canceling statement due to lock timeout (SQLSTATE 55P03)"}, rung.KindTransient},
		{"pg too many clients", Input{Protocol: "postgres", Code: "53300", Message: "FATAL: sorry, too many clients already (SQLSTATE 53300)"}, rung.KindTransient},
		{"pg database missing", Input{Protocol: "postgres", Code: "3D000", Message: `FATAL: database "analytics" does not exist (SQLSTATE 3D000)`}, rung.KindPremise},
		// Slack chat.postMessage: invalid_blocks is a validation error under HTTP 200.
		{"slack invalid_blocks", Input{Protocol: "http", Status: 200, Code: "invalid_blocks", Message: `{"ok":false,"error":"invalid_blocks"}`}, rung.KindInvalid},
		// AIP-194: FAILED_PRECONDITION waits on a state change, not on time.
		{"grpc failed precondition", Input{Protocol: "grpc", Code: "FAILED_PRECONDITION", Message: "rpc error: code = FailedPrecondition desc = The query requires an index."}, rung.KindPremise},
		// Gemini troubleshooting: an expired API key under INVALID_ARGUMENT.
		{"gemini key expired", Input{Protocol: "grpc", Status: 400, Code: "INVALID_ARGUMENT", Message: "Error 400, Message: API key expired. Please renew the API key., Status: INVALID_ARGUMENT, Details: [map[reason:API_KEY_INVALID]]"}, rung.KindDenied},
		// OpenAI Chat Completions: a refusal under finish_reason "stop".
		{"openai refusal", Input{Protocol: "openai", Status: 200, Message: `{"choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":"I can't help with that."},"finish_reason":"stop"}]}`}, rung.KindAmbiguous},
		// MCP server-filesystem: a missing parent directory (isError text).
		{"mcp parent missing", Input{Protocol: "mcp", Code: "isError", Message: "Error: Parent directory does not exist: /workspace/a/b"}, rung.KindPremise},
	}
	for _, c := range cases {
		if got := Classify(c.in); got.Kind != c.want {
			t.Errorf("%s: got %s, want %s (%s)", c.name, got.Kind, c.want, got.Reason)
		}
	}
}
