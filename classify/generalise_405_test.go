package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases405 runs held-out set 405: the dev sample's vendor mix, long tail (fourth draw), from the vendors' docs, labelled blind.
// First run at 7af34e7: 19/35 overall, 11/26 tricky.
// Tolerated: i405-aws-kms-invalid-grant-token: invalid vs denied (aws.go's own entry reads InvalidGrantTokenException as a bad grant token): an earlier table choice; a grant token is the call's authorization, left for the lead.
// Tolerated: i405-pg-not-a-table-view: invalid vs premise (taxonomy set 68 row: 42809 reads invalid): the ruling stands; TRUNCATE on a view.
// Fixed later by the lead: i405-pg-out-of-shared-memory-locks (postgres.go pgDecide reads 53200 with the max_locks_per_transaction HINT as premise, after set 992). Was: transient vs premise (taxonomy SQLSTATE row: 53200 transient): the ruling stands; max_locks_per_transaction makes it a configured limit, left for the lead.
// i405-anthropic-stream-no-chunks passes since the lead's words after set 405.
// Tolerated: i405-go-redirect-missing-location: invalid vs ambiguous (no ruling): no class fix within the time; "missing" wording reads an argument, left.
// Tolerated: i405-slack-message-limit-exceeded: transient vs premise (codes.go Slack table reads message_limit_exceeded transient): an earlier table choice; Slack's docs point at the free-plan usage limits.
// i405-slack-connect-file-sharing-blocked passes since the lead's words after set 405.
// Tolerated: i405-openai-500-model-invalid-content: transient vs ambiguous (no ruling): no class fix within the time; a 500 about the model's output, left.
// Fixed later by the lead: i405-rfc8555-acme-badnonce (passes since the lead's badNonce ruling (acme.go): the refusal carries a fresh nonce and RFC 8555 6.5 says resend).
// Tolerated: i405-stripe-country-unsupported: invalid vs premise (invalid_request_error type reads invalid (codes.go)): no class fix within the time, left.
func TestIndependentCases405(t *testing.T) {
	runIndependent(t, "testdata/independent405.jsonl", true, "i405-aws-kms-invalid-grant-token", "i405-pg-not-a-table-view", "i405-go-redirect-missing-location", "i405-slack-message-limit-exceeded", "i405-openai-500-model-invalid-content", "i405-stripe-country-unsupported")
}

// TestGeneralise405 checks BigQuery's jobBackendError reason, a 400 that
// names a backend failure of the job, as other clients print it, with near
// misses.
func TestGeneralise405(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go googleapi", "http", 400, "", "googleapi: Error 400: The job encountered an internal error during execution and was unable to complete successfully., jobBackendError", rung.KindTransient},
		{"go googleapi multi", "http", 400, "", "googleapi: Error 400: Job abc failed: backend, jobBackendError", rung.KindTransient},
		{"errors list order", "http", 400, "", "{\"error\":{\"errors\":[{\"domain\":\"global\",\"reason\":\"jobBackendError\",\"message\":\"Job failed\"}],\"code\":400,\"message\":\"Job failed\"}}", rung.KindTransient},
		{"rest body", "http", 400, "", "{\"error\":{\"code\":400,\"message\":\"Job failed\",\"errors\":[{\"reason\":\"jobBackendError\",\"message\":\"Job failed\"}],\"status\":\"INVALID_ARGUMENT\"}}", rung.KindTransient},
		{"grpc error info", "grpc", 0, "", "rpc error: code = InvalidArgument desc = The job encountered an internal error during execution. [ErrorInfo reason=jobBackendError domain=bigquery.googleapis.com]", rung.KindTransient},
		// Near misses: BigQuery's own invalidQuery and a bare 400 keep their reading.
		{"invalid query", "http", 400, "", "{\"error\":{\"code\":400,\"message\":\"Syntax error: Unexpected keyword FROM at [1:8]\",\"errors\":[{\"reason\":\"invalidQuery\",\"message\":\"Syntax error\"}],\"status\":\"INVALID_ARGUMENT\"}}", rung.KindInvalid},
		{"bare invalid argument", "http", 400, "", "{\"error\":{\"code\":400,\"message\":\"Invalid table name\",\"status\":\"INVALID_ARGUMENT\"}}", rung.KindInvalid},
	})
}

// TestGeneralise405OutputCap checks a response cut at its output-token cap
// in a tool's own words, with near misses.
func TestGeneralise405OutputCap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"claude code 64k", "anthropic", 0, "", "API Error: Claude's response exceeded the 64000 output token maximum. To configure this behavior, set the CLAUDE_CODE_MAX_OUTPUT_TOKENS environment variable.", rung.KindAmbiguous},
		{"agent max output tokens", "", 0, "", "Error: the model response exceeded the maximum output tokens (4096)", rung.KindAmbiguous},
		{"cli output token limit", "", 0, "", "Response exceeded the output token limit of 8192; the answer is incomplete", rung.KindAmbiguous},
		{"completion limit", "openai", 0, "", "completion exceeded the 16384 output token limit", rung.KindAmbiguous},
		{"generation max_tokens", "", 0, "", "generation exceeded max_tokens (2048) before the JSON closed", rung.KindAmbiguous},
		// Near misses: a max_tokens argument above the model's maximum and a
		// prompt over the context window are the request's own size.
		{"max_tokens argument", "anthropic", 400, "invalid_request_error", "{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"max_tokens: 64001 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-5-20250929\"}}", rung.KindInvalid},
		{"prompt too long", "openai", 400, "context_length_exceeded", "This model's maximum context length is 128000 tokens. However, your messages resulted in 130512 tokens.", rung.KindInvalid},
	})
}

// TestGeneralise405GitHubNamed checks a GitHub 404 that names what is
// missing in "does not exist" words, with near misses.
func TestGeneralise405GitHubNamed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"label body", "http", 404, "", `{"message":"Label does not exist","documentation_url":"https://docs.github.com/rest/issues/labels#remove-a-label-from-an-issue","status":"404"}`, rung.KindPremise},
		{"label go-github", "http", 0, "", `DELETE https://api.github.com/repos/acme/web/issues/7/labels/bug: 404 Label does not exist []`, rung.KindPremise},
		{"milestone body", "http", 404, "", `{"message":"Milestone does not exist","documentation_url":"https://docs.github.com/rest/issues/milestones"}`, rung.KindPremise},
		{"environment body", "http", 404, "", `{"message":"Environment does not exist","documentation_url":"https://docs.github.com/rest/deployments/environments"}`, rung.KindPremise},
		{"reviewer octokit", "http", 404, "", `{"message":"Review request does not exist","documentation_url":"https://docs.github.com/rest/pulls/review-requests"}`, rung.KindPremise},
		// Near misses: a bare Not Found keeps hiding what the token may not see.
		{"bare not found", "http", 404, "", `{"message":"Not Found","documentation_url":"https://docs.github.com/rest/repos/repos#get-a-repository","status":"404"}`, rung.KindDenied},
		{"go-github bare", "http", 0, "", `GET https://api.github.com/repos/acme/secret: 404 Not Found []`, rung.KindDenied},
	})
}
