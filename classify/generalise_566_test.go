package classify

import "testing"

// First run at 838e272: 35/36 overall, 17/18 tricky.
// Tolerated: i566-ddb-conditional-create: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i570-ddb-cond-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases566 runs held-out set 566: AWS and Google Cloud SDK failures (S3, DynamoDB, SQS, Lambda, STS, KMS, Secrets Manager, ECS, CloudWatch Logs, Bedrock, GCS, BigQuery, Pub/Sub, Firestore, Spanner, Cloud Run, Secret Manager, Gemini), labelled blind.
func TestIndependentCases566(t *testing.T) {
	runIndependent(t, "testdata/independent566.jsonl", true, "i566-ddb-conditional-create")
}
