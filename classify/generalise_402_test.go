package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases402 runs held-out set 402: databases beyond PostgreSQL and MySQL (SQL Server, Oracle, SQLite drivers, Neo4j, Elasticsearch/OpenSearch, PostgREST/Supabase, Prisma, Vitess, TypeORM), from the vendors' docs, labelled blind.
// First run at 2ae9b1e: 24/35 overall, 13/22 tricky.
// i402-mssql-547-fk-conflicted passes since a code field's number is taken for an HTTP status only when it is one (lead).
// Tolerated: i402-es-total-fields-limit: invalid vs premise (no earlier ruling; left for the lead): Elasticsearch's index.mapping.total_fields.limit is a limit of the index, not of the document; no row reads a container's field quota yet.
// i402-vitess-row-count-exceeded passes since set 649: a per-query row cap under RESOURCE_EXHAUSTED reads invalid (grpc.go requestOverSize).
func TestIndependentCases402(t *testing.T) {
	runIndependent(t, "testdata/independent402.jsonl", true, "i402-es-total-fields-limit")
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
		// A login the server refused.
		{"mssql login failed", "", 0, "", "mssql: login error: Login failed for user 'sa'.", rung.KindDenied},
		{"odbc login failed", "", 0, "", "[Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Login failed for user 'app'. (18456) (SQLDriverConnect)", rung.KindDenied},
		{"pymssql login failed", "", 0, "", "pymssql._mssql.MSSQLDatabaseException: (18456, b\"Login failed for user 'sa'.DB-Lib error message 20018, severity 14\")", rung.KindDenied},
		{"jdbc login failed", "", 0, "", "com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'sa'. ClientConnectionId:1a2b3c4d", rung.KindDenied},
		{"tedious login failed", "", 0, "", "ConnectionError: Login failed for user 'app_user'.", rung.KindDenied},
		{"ftp login incorrect", "", 0, "", "530 Login incorrect.", rung.KindDenied},
		{"smb logon failure", "", 0, "", "session setup failed: NT_STATUS_LOGON_FAILURE", rung.KindDenied},
		// Near misses: a database the login names that cannot be opened,
		// and a login page that failed to load, keep their reading.
		{"mssql 4060 database", "", 0, "", "mssql: Cannot open database \"shop\" requested by the login. The login failed.", rung.KindUnknown},
		{"login page timeout", "", 0, "", "login page failed to load: timeout after 30s", rung.KindTransient},
		// A one-row lookup that found none or several.
		{"oracle no data found", "", 0, "", "ORA-01403: no data found\nORA-06512: at \"APP.GET_CUSTOMER\", line 7", rung.KindAmbiguous},
		{"cx_oracle no data found", "", 0, "", "cx_Oracle.DatabaseError: ORA-01403: no data found", rung.KindAmbiguous},
		{"oracle exact fetch", "", 0, "", "ORA-01422: exact fetch returns more than requested number of rows", rung.KindAmbiguous},
		{"typeorm entity not found", "", 0, "", "EntityNotFoundError: Could not find any entity of type \"Customer\" matching: {\"id\": 1}", rung.KindAmbiguous},
		{"doctrine no result", "", 0, "", "Doctrine\\ORM\\NoResultException: No result was found for query although at least one row was expected.", rung.KindAmbiguous},
		{"postgrest single 406", "http", 406, "PGRST116", "{\"code\":\"PGRST116\",\"details\":\"The result contains 2 rows\",\"hint\":null,\"message\":\"JSON object requested, multiple (or no) rows returned\"}", rung.KindAmbiguous},
		{"postgrest coerce 406", "http", 406, "", "{\"message\":\"Cannot coerce the result to a single JSON object\",\"details\":\"Results contain 0 rows\"}", rung.KindAmbiguous},
		{"supabase-js single", "", 0, "", "PostgrestError: JSON object requested, multiple (or no) rows returned", rung.KindAmbiguous},
		// Near misses: a 406 for a media type, and a table that is not
		// there, keep their reading.
		{"406 media type", "http", 406, "", "{\"code\":\"PGRST107\",\"details\":null,\"hint\":null,\"message\":\"None of these media types are available: text/csv\"}", rung.KindInvalid},
		{"oracle table missing", "", 0, "", "ORA-00942: table or view does not exist", rung.KindPremise},
		// A database object whose name is already taken.
		{"oracle name used", "", 0, "", "ORA-00955: name is already used by an existing object", rung.KindConflict},
		{"python-oracledb name used", "", 0, "", "oracledb.exceptions.DatabaseError: ORA-00955: name is already used by an existing object\nHelp: https://docs.oracle.com/error-help/db/ora-00955/", rung.KindConflict},
		{"mssql object named", "", 0, "", "mssql: There is already an object named 'Orders' in the database.", rung.KindConflict},
		{"odbc object named", "", 0, "", "[Microsoft][ODBC Driver 17 for SQL Server][SQL Server]There is already an object named 'Orders' in the database. (2714) (SQLExecDirectW)", rung.KindConflict},
		{"sybase object named", "", 0, "", "Msg 2714, Level 16, State 6: Server 'ASE', Line 1: There is already an object named 'orders' in the database.", rung.KindConflict},
		// Near misses: an object that cannot be found, or found only with
		// a permission, keeps its reading.
		{"mssql cannot find object", "", 0, "", "mssql: Cannot find the object \"Orders\" because it does not exist or you do not have permissions.", rung.KindDenied},
		{"oracle table or view missing", "", 0, "", "ORA-00942: table or view does not exist", rung.KindPremise},
	})
}
