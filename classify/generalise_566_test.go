package classify

import "testing"

// TestIndependentCases566 runs held-out set 566: AWS and Google Cloud SDK failures (S3, DynamoDB, SQS, Lambda, STS, KMS, Secrets Manager, ECS, CloudWatch Logs, Bedrock, GCS, BigQuery, Pub/Sub, Firestore, Spanner, Cloud Run, Secret Manager, Gemini), labelled blind.
func TestIndependentCases566(t *testing.T) {
	runIndependent(t, "testdata/independent566.jsonl", false)
}
