package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1e902dc2: 23/37 overall, 5/16 tricky.
func TestIndependentCases1252(t *testing.T) {
	runIndependent(t, "testdata/independent1252.jsonl", false)
}

// TestGeneralise1252PoolerRelayNoState: a pooler's or proxy's own
// capacity words with no SQLSTATE read transient as under XX000
// (postgres.go pgPreset, poolerRelayWords); a server's words keep theirs.
func TestGeneralise1252PoolerRelayNoState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "neon psql", protocol: "postgres", msg: "ERROR: Couldn't connect to compute node", want: rung.KindTransient},
		{name: "neon prisma", protocol: "postgres", msg: "Error: P1001: Can't reach database server: ERROR: could not connect to compute node", want: rung.KindTransient},
		{name: "supavisor lib/pq", protocol: "postgres", msg: "pq: Max client connections reached", want: rung.KindTransient},
		{name: "near miss: missing relation", protocol: "postgres", msg: `ERROR: relation "w1252_nodes" does not exist`, want: rung.KindPremise},
		{name: "near miss: bad password", protocol: "postgres", msg: `FATAL: password authentication failed for user "w1252"`, want: rung.KindDenied},
	})
}
