package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases408 runs held-out set 408: Microsoft cloud beyond Storage and ARM (Graph, Service Bus, Event Hubs, Key Vault, Cosmos DB, App Service, Azure SQL, Azure DevOps), from the vendors' docs, labelled blind.
func TestIndependentCases408(t *testing.T) {
	runIndependent(t, "testdata/independent408.jsonl", false)
}

// TestGeneralise408 checks the classes set 408 fixed in other software's
// words, with near misses that keep their reading.
func TestGeneralise408(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Every concurrent slot taken, as 53300: transient.
		{"azure sql session limit", "go", 0, "", "mssql: Resource ID : 2. The session limit for the database is 300 and has been reached. See 'http://go.microsoft.com/fwlink/?LinkId=267637' for assistance.", rung.KindTransient},
		{"azure sql elastic pool", "go", 0, "", "mssql: The request limit for the elastic pool is 400 and has been reached.", rung.KindTransient},
		{"oracle sessions", "go", 0, "", "ORA-00018: maximum number of sessions exceeded", rung.KindTransient},
		{"oracle processes", "go", 0, "", "ORA-00020: maximum number of processes (300) exceeded", rung.KindTransient},
		{"mysql connections", "go", 0, "", "Error 1040 (08004): Too many connections", rung.KindTransient},
		{"postgres clients", "postgres", 0, "53300", "FATAL: sorry, too many clients already (SQLSTATE 53300)", rung.KindTransient},
		// Near misses: the database's size, and its DTU quota of a tier, keep their reading.
		{"azure sql size quota", "go", 0, "", "mssql: The database 'orders' has reached its size quota. Partition or delete data, drop indexes, or consult the documentation for possible resolutions.", rung.KindPremise},
		{"sql filegroup full", "go", 0, "", "mssql: Could not allocate space for object 'dbo.Orders' in database 'shop' because the 'PRIMARY' filegroup is full.", rung.KindPremise},
	})
}
