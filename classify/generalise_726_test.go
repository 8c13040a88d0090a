package classify

import "testing"

// TestIndependentCases726 runs held-out set 726: Go cloud/database client libraries (go-redis, mongo-go-driver, go-sql-driver/mysql, gocql, nats.go, franz-go, kafka-go), labelled blind.
func TestIndependentCases726(t *testing.T) {
	runIndependent(t, "testdata/independent726.jsonl", false)
}
