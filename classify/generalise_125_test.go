package classify

import "testing"

// TestIndependentCases125 holds held-out set 125 strictly: 34 documented failures (22 tricky)
// labelled from the vendors' own docs before the classifier was run: Anthropic Messages API
// (overloaded, prompt too long, unknown model), Go stdlib (connection refused, ENOENT, expired
// certificate), PostgreSQL via pgx (23503, 55P03 NOWAIT, 53100 disk full, 23502), OpenAI
// (insufficient_quota, context_length_exceeded, structured-output refusal), MCP (unknown tool,
// filesystem access denied), AWS SDK for Go v2 (S3 NoSuchKey, DynamoDB throughput, Lambda
// Pending, SQS QueueDoesNotExist, EC2 IncorrectInstanceState, STS AssumeRole, Secrets Manager
// ResourceExists), Google (GCS 412 on a create-only write, Gemini SAFETY), gRPC (max message
// size, Pub/Sub NotFound), GitHub (422 already_exists, 409 empty repository), Slack
// (is_archived, missing_scope), Stripe (card declined, idempotency key in use) and Kubernetes
// (409 object modified, 403 exceeded quota).
//
// First run at HEAD e8f6b07: 32/34 overall, 20/22 on tricky lines.
//
// First-run misses:
//   - i125-gcs-412-create-only: said premise, label conflict; tolerated by the
//     Cloud Storage 412 safety ruling (below).
//
// i125-k8s-409-object-modified missed on the first run and passed under the stale-copy
// ruling (staleref.go); the Kubernetes ruling (codes.go, blind labels 9 to 2) reads
// Kubernetes' "the object has been modified" transient since, so it is tolerated.
// Tolerated: i125-gcs-412-create-only: conflict vs premise by the Cloud Storage 412 safety ruling (httppreset.go, the 412 case; the lead, after sets 125 to 461): the bare sentence also answers a stale generation on an update or a read, and a conflict verdict skips the step, which would drop that update; only generation 0 in the text reads conflict.
func TestIndependentCases125(t *testing.T) {
	runIndependent(t, "testdata/independent125.jsonl", true, "i125-gcs-412-create-only",
		"i125-k8s-409-object-modified",
	)
}
