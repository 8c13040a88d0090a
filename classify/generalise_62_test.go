package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise62 checks the class that held-out set 62's miss named, on
// the set's own line and on other software's wording of the same class,
// none of them in a held-out set: a cap counted in work still waiting or in
// flight (statements outstanding against a table, queued queries, requests
// outstanding, statements waiting for a lock) frees as that work ends, so
// it is a wait, though "too many" and "limit" read as a request to shrink
// or an account's quota. Each case names the software whose wording it is.
func TestGeneralise62(t *testing.T) {
	cases := []struct {
		class, source string
		in            Input
		want          rung.Kind
	}{
		{"work waiting or in flight", "set 62 i62-bq-dml-outstanding (BigQuery, cloud.google.com/bigquery/docs/troubleshoot-quotas)",
			Input{Protocol: "http", Message: "merge staged rows: bigquery job failed: Too many DML statements outstanding against table acme-prod:sales.orders, limit is 20"}, rung.KindTransient},
		{"work waiting or in flight", "Trino InternalResourceGroup QUERY_QUEUE_FULL",
			Input{Message: `run cohort report: trino: query failed (200 OK): "io.trino.spi.TrinoException: Too many queued queries for \"global.adhoc\""`}, rung.KindTransient},
		{"work waiting or in flight", "Snowflake 000625 (a table lock's queue of statements)",
			Input{Message: "load orders batch 17: 000625: Statement '01bb1644-0513-b332-2247-8306a8ddf13b' has locked table 'ORDERS' in transaction 1742288905053000000 and this lock has not yet been released. Your statement '01bb1644-0513-b332-2247-8306a8ddf637' was aborted because the number of waiters for this lock exceeds the 20 statements limit."}, rung.KindTransient},
		{"work waiting or in flight", "Grafana Loki query scheduler (pkg/scheduler/queue ErrTooManyRequests)",
			Input{Protocol: "http", Message: "query logs for checkout: loki: too many outstanding requests"}, rung.KindTransient},
		{"work waiting or in flight", "YugabyteDB client meta_cache (TryAgain)",
			Input{Message: "Try again: Client has too many outstanding requests to the master"}, rung.KindTransient},
		{"work waiting or in flight", "TigerBeetle Node client",
			Input{Message: "create transfers: Too many outstanding requests - message pool exhausted."}, rung.KindTransient},
		// The counterparts keep their readings: a count of things held, and
		// a single request that asks for too much.
		{"a count of things held", "S3 TooManyBuckets (a count of buckets held, no work noun)",
			Input{Protocol: "aws", Code: "TooManyBuckets", Message: "operation error S3: CreateBucket, https response error StatusCode: 400, RequestID: 5Q2W9E8R7T6Y1U3I, api error TooManyBuckets: You have attempted to create more buckets than allowed"}, rung.KindPremise},
		{"one request too large", "SQLite sqlite3_bind limit (SQLITE_MAX_VARIABLE_NUMBER)",
			Input{Protocol: "sqlite", Message: "insert 40000 tags: too many SQL variables"}, rung.KindInvalid},
	}
	for _, c := range cases {
		got := Classify(c.in)
		if got.Kind != c.want {
			t.Errorf("%s (%s): got %v (%s), want %v", c.class, c.source, got.Kind, got.Reason, c.want)
		}
	}
}
