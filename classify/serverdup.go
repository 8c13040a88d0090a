package classify

// uniqueViolationWords: a database's refusal of a row whose key is already
// stored, quoted in a service's 500 (a Go handler that returns the driver's
// error: grpc-gateway renders it as {"code":2,...} under 500, set 103). The
// status says the server failed, but what the step was to create is
// already there, in every engine's words: PostgreSQL 23505 "duplicate key
// value violates unique constraint", MySQL 1062 "Duplicate entry 'x' for
// key", SQLite "UNIQUE constraint failed", MongoDB "E11000 duplicate key
// error", SQL Server 2627/2601 "Violation of UNIQUE KEY constraint" and
// "Cannot insert duplicate key", Oracle "ORA-00001: unique constraint":
// conflict. Other "already exists" wording in a 500 stays the server's
// (a temporary file of its own).
var uniqueViolationWords = []pattern{
	{text: "duplicate key value violates unique constraint", kind: conflict, reason: "the database already holds a row with that key (PostgreSQL 23505)"},
	{text: "duplicate entry", kind: conflict, reason: "the database already holds a row with that key (MySQL 1062 Duplicate entry)"},
	{text: "unique constraint failed", kind: conflict, reason: "the database already holds a row with that key (SQLite)"},
	{text: "e11000 duplicate key error", kind: conflict, reason: "the database already holds a document with that key (MongoDB E11000)"},
	{text: "violation of unique key constraint", kind: conflict, reason: "the database already holds a row with that key (SQL Server 2627)"},
	{text: "violation of primary key constraint", kind: conflict, reason: "the database already holds a row with that key (SQL Server 2627)"},
	{text: "cannot insert duplicate key", kind: conflict, reason: "the database already holds a row with that key (SQL Server 2601)"},
	{text: "ora-00001", kind: conflict, reason: "the database already holds a row with that key (Oracle unique constraint)"},
	// lodash-id's insert (json-server 0.x, lowdb apps) refuses an item
	// whose id the collection already holds; json-server lets it reach
	// Express as a 500 (set 1180).
	{text: "insert failed, duplicate id", kind: conflict, reason: "the collection already holds an item with that id (lodash-id, json-server)"},
}
