package classify

import "testing"

// TestIndependentCases831 runs held-out set 831: durable workflow engines and job queues (Temporal, River, Celery, BullMQ, Sidekiq, Airflow, Step Functions, Inngest), labelled blind.
func TestIndependentCases831(t *testing.T) {
	runIndependent(t, "testdata/independent831.jsonl", false)
}
