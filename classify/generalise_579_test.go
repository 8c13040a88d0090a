package classify

import "testing"

// TestIndependentCases579 runs held-out set 579: data stores beyond PostgreSQL and SQLite (MySQL, MongoDB, Redis, Elasticsearch, Cassandra, ClickHouse, Snowflake, CockroachDB, etcd, Consul) as their Go drivers print them, labelled blind.
func TestIndependentCases579(t *testing.T) {
	runIndependent(t, "testdata/independent579.jsonl", false)
}
