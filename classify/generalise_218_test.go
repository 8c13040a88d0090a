package classify

import (
	"testing"

	rung "github.com/rungkit/rung"
)

// TestIndependentCases218 runs held-out set 218: documented failures from the
// dev sample's vendors where the status, code or first words alone mislead
// (aws-sdk-go-v2 DynamoDB/EC2/S3, Slack ok:false with HTTP 200, go-github
// ErrorResponse, stripe-go, client-go StatusError, googleapi.Error, grpc-go
// status, genai APIError, openai-go, anthropic-sdk-go, the MCP spec's
// examples), messages in the form each Go client prints them, labelled blind
// from each vendor's own docs (quoted in the evidence field).
// First run at 2244055: 35/35 overall, 25/25 tricky. Nothing to fix; twenty
// neighbours from other services (Kinesis/SQS/Lambda, Slack already_archived,
// GitHub installation rate limit, Stripe charge_already_captured, a PVC quota,
// a per-day Gemini quotaId, ...) already classify right; TestNeighbours218 keeps them so.
// Tolerated: none.
func TestIndependentCases218(t *testing.T) { runIndependent(t, "testdata/independent218.jsonl", true) }

// TestNeighbours218 guards the classes set 218 exercises with other services'
// wording of the same facts (each row's source in its comment).
func TestNeighbours218(t *testing.T) {
	rows := []struct {
		p    string
		s    int
		c    string
		m    string
		want rung.Kind
	}{
		// Slack conversations.archive docs: already_archived
		{"http", 200, "already_archived", `{"ok":false,"error":"already_archived"}`, rung.KindConflict},
		// Slack conversations.invite docs: already_in_channel
		{"http", 200, "already_in_channel", `{"ok":false,"error":"already_in_channel"}`, rung.KindConflict},
		// GitHub REST error code already_exists via go-github
		{"http", 422, "already_exists", `POST https://api.github.com/repos/acme/api/labels: 422 Validation Failed [{Resource:Label Field:name Code:already_exists Message:}]`, rung.KindConflict},
		// Google Drive handle-errors: 403 rateLimitExceeded
		{"http", 403, "rateLimitExceeded", `googleapi: Error 403: Rate Limit Exceeded, rateLimitExceeded`, rung.KindTransient},
		// Kubernetes resource-quotas doc: 403 on a quota (PVC storage)
		{"http", 403, "Forbidden", `persistentvolumeclaims "data-0" is forbidden: exceeded quota: storage, requested: requests.storage=100Gi, used: requests.storage=450Gi, limited: requests.storage=500Gi`, rung.KindPremise},
		// grpc-go rpc_util.go: trying to send message larger than max
		{"grpc", 0, "RESOURCE_EXHAUSTED", `rpc error: code = ResourceExhausted desc = grpc: trying to send message larger than max (5242880 vs. 4194304)`, rung.KindInvalid},
		// DynamoDB ResourceNotFoundException (non-existent table), HTTP 400
		{"aws", 400, "ResourceNotFoundException", `operation error DynamoDB: Query, https response error StatusCode: 400, RequestID: X, ResourceNotFoundException: Cannot do operations on a non-existent table`, rung.KindPremise},
		// Kinesis PutRecord ProvisionedThroughputExceededException, HTTP 400
		{"aws", 400, "ProvisionedThroughputExceededException", `operation error Kinesis: PutRecord, https response error StatusCode: 400, RequestID: X, ProvisionedThroughputExceededException: Rate exceeded for shard shardId-000000000001 in stream orders under account 123456789012.`, rung.KindTransient},
		// SQS QueueDoesNotExist, HTTP 400
		{"aws", 400, "QueueDoesNotExist", `operation error SQS: SendMessage, https response error StatusCode: 400, RequestID: X, QueueDoesNotExist: The specified queue does not exist.`, rung.KindPremise},
		// Stripe error code payment_intent_unexpected_state
		{"http", 400, "payment_intent_unexpected_state", `{"code":"payment_intent_unexpected_state","status":400,"message":"This PaymentIntent's amount could not be updated because it has a status of succeeded.","type":"invalid_request_error"}`, rung.KindPremise},
		// MCP tools.mdx: a tool execution error that is a throttle
		{"mcp", 0, "isError", `{"jsonrpc": "2.0", "id": 4, "result": {"content": [{"type": "text", "text": "Search failed: too many requests, retry later"}], "isError": true}}`, rung.KindTransient},
		// Lambda Invoke TooManyRequestsException
		{"http", 429, "TooManyRequestsException", `operation error Lambda: Invoke, https response error StatusCode: 429, RequestID: X, TooManyRequestsException: Rate Exceeded.`, rung.KindTransient},
		// GitHub git refs on an empty repository: 409
		{"http", 409, "409 Conflict", `GET https://api.github.com/repos/acme/new/git/refs/heads/main: 409 Git Repository is empty. []`, rung.KindPremise},
		// GitHub primary rate limit for an installation: 403
		{"http", 403, "rate_limit", `GET https://api.github.com/repos/acme/api/pulls: 403 API rate limit exceeded for installation ID 987654. [rate reset in 3m10s]`, rung.KindTransient},
		// Slack Web API ratelimited with HTTP 200
		{"http", 200, "rate_limited", `{"ok":false,"error":"ratelimited"}`, rung.KindTransient},
		// Stripe error code charge_already_captured
		{"http", 400, "charge_already_captured", `{"code":"charge_already_captured","status":400,"message":"Charge ch_FAKE has already been captured.","type":"invalid_request_error"}`, rung.KindConflict},
		// k8s NamespaceLifecycle admission: namespace terminating
		{"http", 403, "Forbidden", `secrets "db" is forbidden: unable to create new content in namespace ci-9 because it is being terminated`, rung.KindPremise},
		// GitHub 410 Issues are disabled (comments)
		{"http", 410, "410 Gone", `POST https://api.github.com/repos/acme/api/issues/7/comments: 410 Issues are disabled for this repo []`, rung.KindPremise},
		// Google Drive handle-errors: storageQuotaExceeded
		{"http", 403, "storageQuotaExceeded", `googleapi: Error 403: The user's Drive storage quota has been exceeded., storageQuotaExceeded`, rung.KindPremise},
		// Gemini per-day quotaId (paid tier)
		{"http", 429, "RESOURCE_EXHAUSTED", "Error 429, Message: Resource has been exhausted (e.g. check quota)., Status: RESOURCE_EXHAUSTED, Details: [map[@type:type.googleapis.com/google.rpc.QuotaFailure violations:[map[quotaId:GenerateRequestsPerDayPerProjectPerModel quotaMetric:generativelanguage.googleapis.com/generate_content_requests quotaValue:1000]]]]", rung.KindPremise},
	}
	for i, r := range rows {
		got := Classify(Input{Protocol: r.p, Status: r.s, Code: r.c, Message: r.m})
		if got.Kind != r.want {
			t.Errorf("row %d: got %s want %s; %q", i, got.Kind, r.want, got.Reason)
		}
	}
}
