package classify

import "testing"

// First run at 148545ed: 33/34 overall, 17/18 tricky.
// Tolerated: i928-postgres-function-return-type-change: invalid vs premise (docs/taxonomy.md, PostgreSQL table: "class 42 otherwise | invalid"): 42P13 invalid_function_definition is the statement's class, and an agent may repair by keeping the old return type; but the HINT "Use DROP FUNCTION ... first" says the goal needs another step before it (drop, and handle what depends on the function), which is a replan. Not fixed for lack of time: CREATE OR REPLACE refused by the existing object's shape (42P13 functions, 42P16 view columns) may be a class of its own.
// Tolerated: i928-postgres-drop-database-in-use: transient vs premise (the 55006 ruling, revised by the lead after set 947 to transient for a database other sessions are connected to, postgres.go otherSessionsOnDatabase): this set read the sessions as a pool that keeps its connections (premise), the blind sets since 100 mostly (15 of 18) as sessions that end their work and leave (transient); both hold, and the server's docs name only waiting or FORCE.
func TestIndependentCases928(t *testing.T) {
	runIndependent(t, "testdata/independent928.jsonl", true,
		"i928-postgres-function-return-type-change", "i928-postgres-drop-database-in-use")
}
