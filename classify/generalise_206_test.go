package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases206 runs held-out set 206: 35 documented failures in the
// dev sample's vendor mix, by a second independent writer (6 AWS via
// aws-sdk-go-v2, 4 PostgreSQL via pgx, 4 Anthropic via anthropic-sdk-go, 4 Go
// net/http and os, 3 Slack, 3 MCP (spec and server-filesystem), 2 Google Drive
// via google-api-go-client, 2 OpenAI, 2 HTTP RFC 9110/6750, 2 gRPC, 1 GitHub via
// go-github, 1 Gemini, 1 Kubernetes resource quota), labelled blind from each
// vendor's own docs and sources.
// First run at 239fce8: 35/35 overall, 18/18 tricky (also 35/35 with protocol,
// status and code stripped). Nothing to fix by class; TestGeneralise206 keeps
// other software's wording of the same classes in place.
// Tolerated: none.
func TestIndependentCases206(t *testing.T) {
	runIndependent(t, "testdata/independent206.jsonl", true)
}

// TestGeneralise206 holds neighbours of set 206's classes: other operations
// and other vendors' wording of the same facts, text-only variants, and
// near-misses that keep their kind.
func TestGeneralise206(t *testing.T) {
	cases := []struct {
		name string
		in   Input
		want rung.Kind
	}{
		// Gmail API usage limits: 429 rateLimitExceeded "User-rate limit exceeded. Retry after ...", text only.
		{"gmail 429 user-rate limit, text only", Input{Message: "googleapi: Error 429: User-rate limit exceeded.  Retry after 2026-12-03T09:00:00.000Z, rateLimitExceeded"}, rung.KindTransient},
		// Dropbox API files/upload: 409 path/insufficient_space (a 409 that is a full account, not an existing file).
		{"dropbox 409 insufficient_space", Input{Protocol: "http", Status: 409, Message: `{"error_summary": "path/insufficient_space/..", "error": {".tag": "path", "reason": {".tag": "insufficient_space"}}}`}, rung.KindPremise},
		// Microsoft Graph OneDrive errors: 507 quotaLimitReached "Insufficient Storage".
		{"graph 507 quotaLimitReached", Input{Protocol: "http", Status: 507, Code: "quotaLimitReached", Message: `{"error":{"code":"quotaLimitReached","message":"Insufficient Space Available"}}`}, rung.KindPremise},
		// grpc-go rpc_util.go: the receive-side size limit, same class as the send side.
		{"grpc received message larger than max", Input{Message: "rpc error: code = ResourceExhausted desc = grpc: received message larger than max (8388620 vs. 4194304)"}, rung.KindInvalid},
		// kubectl's wording of a ResourceQuota refusal (kubernetes.io resource-quotas: 403 FORBIDDEN).
		{"kubectl exceeded quota", Input{Message: "Error from server (Forbidden): error when creating \"pod.yaml\": pods \"w\" is forbidden: exceeded quota: compute-quota, requested: requests.memory=2Gi, used: requests.memory=8Gi, limited: requests.memory=8Gi"}, rung.KindPremise},
		// GitHub REST troubleshooting: raw 422 body with already_exists.
		{"github 422 already_exists body", Input{Protocol: "http", Status: 422, Message: `{"message":"Validation Failed","errors":[{"resource":"Label","code":"already_exists","field":"name"}],"documentation_url":"https://docs.github.com/rest/issues/labels#create-a-label"}`}, rung.KindConflict},
		// Near-miss: GitHub 422 missing_field stays a bad call.
		{"github 422 missing_field", Input{Protocol: "http", Status: 422, Message: `{"message":"Validation Failed","errors":[{"resource":"Issue","code":"missing_field","field":"title"}],"documentation_url":"https://docs.github.com/rest"}`}, rung.KindInvalid},
		// An MCP tool relaying an upstream 429 in its isError text.
		{"mcp isError upstream 429", Input{Protocol: "mcp", Code: "isError", Message: `{"content":[{"type":"text","text":"GitHub API error: 429 Too Many Requests"}],"isError":true}`}, rung.KindTransient},
		// PostgreSQL errcodes 55P03 lock_not_available, raised by lock_timeout and by NOWAIT on a table.
		{"pg 55P03 lock timeout", Input{Protocol: "postgres", Code: "55P03", Message: "ERROR: canceling statement due to lock timeout (SQLSTATE 55P03)"}, rung.KindTransient},
		{"pg 55P03 NOWAIT on relation, text only", Input{Message: "ERROR: could not obtain lock on relation \"jobs\" (SQLSTATE 55P03)"}, rung.KindTransient},
		// Gemini FinishReason RECITATION and promptFeedback.blockReason: 200 with no usable content.
		{"gemini finish RECITATION", Input{Protocol: "http", Status: 200, Message: `{"candidates":[{"finishReason":"RECITATION","index":0}],"modelVersion":"gemini-2.5-pro"}`}, rung.KindAmbiguous},
		{"gemini prompt blocked", Input{Protocol: "http", Status: 200, Message: `{"promptFeedback":{"blockReason":"PROHIBITED_CONTENT"},"modelVersion":"gemini-2.5-flash"}`}, rung.KindAmbiguous},
		// OpenAI Responses API: status incomplete, incomplete_details.reason content_filter.
		{"openai responses content_filter", Input{Protocol: "openai", Status: 200, Message: `{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"content_filter"},"output":[]}`}, rung.KindAmbiguous},
		// Slack Web API error codes delivered with HTTP 200.
		{"slack internal_error", Input{Protocol: "http", Status: 200, Message: `{"ok":false,"error":"internal_error"}`}, rung.KindTransient},
		{"slack not_allowed_token_type", Input{Protocol: "http", Status: 200, Message: `{"ok":false,"error":"not_allowed_token_type"}`}, rung.KindDenied},
		{"slack already_in_channel", Input{Protocol: "http", Status: 200, Message: `{"ok":false,"error":"already_in_channel"}`}, rung.KindConflict},
		// Kinesis PutRecord: ProvisionedThroughputExceededException (same throttle code, other service).
		{"kinesis provisioned throughput", Input{Protocol: "aws", Status: 400, Message: "operation error Kinesis: PutRecord, https response error StatusCode: 400, RequestID: x, ProvisionedThroughputExceededException: Rate exceeded for shard shardId-000000000001 in stream orders under account 111122223333."}, rung.KindTransient},
		// IAM CreateRole EntityAlreadyExists, ECR CreateRepository RepositoryAlreadyExistsException.
		{"iam EntityAlreadyExists", Input{Protocol: "aws", Status: 409, Message: "operation error IAM: CreateRole, https response error StatusCode: 409, RequestID: x, api error EntityAlreadyExists: Role with name deployer already exists."}, rung.KindConflict},
		{"ecr RepositoryAlreadyExists", Input{Protocol: "aws", Status: 400, Message: "operation error ECR: CreateRepository, https response error StatusCode: 400, RequestID: x, RepositoryAlreadyExistsException: The repository with name 'api' already exists in the registry with id '111122223333'"}, rung.KindConflict},
		// Near-miss: SNS InvalidParameter stays a bad call.
		{"sns InvalidParameter", Input{Protocol: "aws", Status: 400, Message: "operation error SNS: CreateTopic, https response error StatusCode: 400, RequestID: x, api error InvalidParameter: Invalid parameter: Topic Name"}, rung.KindInvalid},
		// Anthropic workspace spend limit, text only (the Go client's Error() form).
		{"anthropic workspace usage limit, text only", Input{Message: `POST "https://api.anthropic.com/v1/messages": 400 Bad Request {"type":"error","error":{"type":"invalid_request_error","message":"You have reached your specified workspace API usage limits. You will regain access on 2027-01-01 at 00:00 UTC."}}`}, rung.KindPremise},
		// RFC 6750 3.1: insufficient_scope (sent with 403; here with 401 as some servers do).
		{"bearer insufficient_scope", Input{Message: "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer error=\"insufficient_scope\", scope=\"repo\""}, rung.KindDenied},
		// Go os.Mkdir on an existing directory (fs.ErrExist).
		{"go mkdir file exists", Input{Message: "mkdir /workspace/out: file exists"}, rung.KindConflict},
	}
	for _, c := range cases {
		if got := Classify(c.in).Kind; got != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}
