package classify

import "testing"

// First run at 7f97043: 32/34 overall, 10/11 tricky.
// TestIndependentCases726 runs held-out set 726: Go cloud/database client libraries (go-redis, mongo-go-driver, go-sql-driver/mysql, gocql, nats.go, franz-go, kafka-go), labelled blind.
func TestIndependentCases726(t *testing.T) {
	runIndependent(t, "testdata/independent726.jsonl", true)
}

// TestGeneralise726 holds the two classes set 726's misses showed: a
// client whose every host or shard is unreachable right now, and a pooled
// SQL connection that died under the driver.
func TestGeneralise726(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Every endpoint the client knows is down right now: transient.
		{name: "go-redis Ring errRingShardsDown", protocol: "go", msg: "redis: all ring shards are down", want: transient},
		{name: "sarama ErrOutOfBrokers", protocol: "go", msg: "kafka: client has run out of available brokers to talk to", want: transient},
		{name: "nats.go ErrNoServers", protocol: "go", msg: "nats: no servers available for connection", want: transient},
		{name: "olivere/elastic ErrNoClient", protocol: "go", msg: "no Elasticsearch node available", want: transient},
		{name: "gocql wrapped by a repository layer", protocol: "go", msg: "insert event w726-17: gocql: no hosts available in the pool", want: transient},
		// A pooled connection that died: transient.
		{name: "database/sql driver.ErrBadConn", protocol: "go", msg: "driver: bad connection", want: transient},
		{name: "pgx ErrConnClosed", protocol: "go", msg: "conn closed", want: transient},
		{name: "node-postgres socket ended", protocol: "", msg: "Connection terminated unexpectedly", want: transient},
		{name: "go-sql-driver ErrInvalidConn wrapped by gorm caller", protocol: "go", msg: "load invoice w726-0042: invalid connection", want: transient},
		// Near misses that keep their kind.
		{name: "go-sql-driver errInvalidDSNNoSlash", protocol: "go", msg: "invalid DSN: missing the slash separating the database name", want: invalid},
		{name: "database/sql ErrConnDone after the program's Close", protocol: "go", msg: "sql: connection is already closed", want: invalid},
		{name: "Cassandra missing keyspace stays premise", protocol: "go", msg: "Keyspace 'w726ks_cold' does not exist", want: premise},
	})
}
