package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases402 runs held-out set 402: databases beyond PostgreSQL and MySQL (SQL Server, Oracle, SQLite drivers, Neo4j, Elasticsearch/OpenSearch, PostgREST/Supabase, Prisma, Vitess, TypeORM), from the vendors' docs, labelled blind.
func TestIndependentCases402(t *testing.T) {
	runIndependent(t, "testdata/independent402.jsonl", false)
}

// TestGeneralise402 checks the classes fixed after set 402's first run,
// with near misses that keep their reading.
func TestGeneralise402(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A write sent to a member that is not the leader right now.
		{"neo4j not a leader", "", 0, "", "Neo4jError: Neo.ClientError.Cluster.NotALeader (No write operations are allowed directly on this database. Writes must pass through the leader. The role of this server is: FOLLOWER)", rung.KindTransient},
		{"neo4j python not a leader", "", 0, "", "neo4j.exceptions.NotALeader: {code: Neo.ClientError.Cluster.NotALeader} {message: No write operations are allowed directly on this database. Writes must pass through the leader. The role of this server is: FOLLOWER}", rung.KindTransient},
		{"vitess not serving grpc", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = operation not allowed in state NOT_SERVING", rung.KindTransient},
		{"vitess not serving mysql", "", 0, "", "Error 1105 (HY000): target: commerce.-80.primary: vttablet: rpc error: code = FailedPrecondition desc = operation not allowed in state NOT_SERVING (CallerID: app)", rung.KindTransient},
		{"mongo legacy not master", "", 0, "", "not master and slaveOk=false", rung.KindTransient},
		{"rqlite not leader", "", 0, "", "rqlite: not leader", rung.KindTransient},
		// Near misses: a replica that refuses writes (the session's
		// premise, as PostgreSQL 25006 and Redis READONLY), and a plain
		// FAILED_PRECONDITION, keep their reading.
		{"redis readonly replica", "", 0, "", "READONLY You can't write against a read only replica.", rung.KindPremise},
		{"grpc failed precondition", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = bucket is not empty", rung.KindPremise},
	})
}
