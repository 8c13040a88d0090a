package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases388 runs held-out set 388: databases and queues long tail, from the vendors' docs, labelled blind.
func TestIndependentCases388(t *testing.T) {
	runIndependent(t, "testdata/independent388.jsonl", false)
}

// TestGeneralise388 checks a privilege or permission the caller's role
// lacks, in database engines' words, with near misses.
func TestGeneralise388(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"clickhouse native not enough privileges", "", 0, "", "Code: 497. DB::Exception: alice: Not enough privileges. To execute this query, it's necessary to have the grant SELECT(id) ON db.t. (ACCESS_DENIED)", rung.KindDenied},
		{"clickhouse-go code hint", "", 0, "497", "code: 497, message: bob: Not enough privileges. To execute this query, it's necessary to have the grant ALTER DELETE ON logs.events", rung.KindDenied},
		{"scylla keyspace select", "", 0, "", "User bob has no SELECT permission on <keyspace analytics> or any of its parents", rung.KindDenied},
		{"cassandra all keyspaces create", "", 0, "", "User reporter has no CREATE permission on <all keyspaces> or any of its parents", rung.KindDenied},
		{"db2 authorization or privilege", "", 0, "", "SQL0551N  \"AGENT\" does not have the required authorization or privilege to perform operation \"SELECT\" on object \"SHOP.ORDERS\".", rung.KindDenied},
		{"generic not enough permissions", "", 0, "", "Not enough permissions to access this project", rung.KindDenied},
		// Near misses: "not enough" of memory or replicas is not a grant.
		{"clickhouse server memory", "", 0, "", "Code: 241. DB::Exception: Memory limit (total) exceeded: would use 31.2 GiB, maximum: 31.1 GiB. (MEMORY_LIMIT_EXCEEDED)", rung.KindTransient},
		{"not enough replicas", "", 0, "", "not enough replicas: have 1, need 2", rung.KindTransient},
	})
}
