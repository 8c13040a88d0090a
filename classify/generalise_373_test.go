package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases373 runs held-out set 373: PostgreSQL's long tail (extensions, poolers, replication) and the Go database clients, from the vendors' docs and source (messages reproduced on PostgreSQL 15.18 and pgx v5.13.0 where possible), labelled blind.
// First run at cea49e5: 21/35 overall, 8/22 tricky.
// Tolerated: i373-pg-55006-slot-active: premise vs transient (taxonomy, class 55 row and set 100: "replication slot \"s\" is active for PID n" reads premise, the holder does not let go by itself): an earlier ruling, not changed here.
// Tolerated: i373-pg-42725-function-not-unique: invalid vs ambiguous (sets 16 and 52 and the dev file label 42725 "is not unique" invalid): an earlier label; the split (a DROP naming several overloads as several matches) is left for the lead.
// Tolerated: i373-pg-42725-regproc-more-than-one: invalid vs ambiguous (same 42725 reading as sets 16 and 52): an earlier label, not changed here.
// Tolerated: i373-pg-22023-extension-no-update-path: invalid vs premise (class 22 row reads data_exception invalid): no class fix within the time; the installed package, not the argument, is what is missing; left for the lead.
// i373-pg-54000-wraparound passes since the lead's class fixes after set 382 (pgvector dimensions, wraparound, unverified sender, several matches).
// i373-pgvector-hnsw-2000-dims passes since the lead's class fixes after set 382 (pgvector dimensions, wraparound, unverified sender, several matches).
// i373-pg-42809-already-a-partition passes since set 552 (raised.go pgRefine alreadyTied).
// Tolerated: i373-pg-42704-required-extension: invalid vs premise (the lead, after sets 434 and 1239: a required extension not installed under 42704 is invalid, the server's HINT names CASCADE as the repair of the same call; postgres.go): this set read the missing extension as a fact of the database.
func TestIndependentCases373(t *testing.T) {
	runIndependent(t, "testdata/independent373.jsonl", true, "i373-pg-42704-required-extension", "i373-pg-55006-slot-active", "i373-pg-42725-function-not-unique", "i373-pg-42725-regproc-more-than-one", "i373-pg-22023-extension-no-update-path")
}

// TestGeneralise373 checks the classes set 373 found: geometries in
// different spatial reference systems (invalid, whatever the engine's code),
// PgBouncer's pool timeouts and server-down answers under 08P01
// (transient), and TimescaleDB's own TS SQLSTATEs, each with near misses
// that keep their reading.
func TestGeneralise373(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Mixed SRIDs, other engines' wordings.
		{"postgis dwithin mixed srid", "postgres", 0, "", "ERROR: LWGEOM_dwithin: Operation on mixed SRID geometries (Point, 4326) != (Point, 0) (SQLSTATE XX000)", rung.KindInvalid},
		{"sedona mixed srid", "", 0, "", "java.lang.IllegalArgumentException: Operation on mixed SRID geometries (10 != 5)", rung.KindInvalid},
		{"cockroach mixed srids", "postgres", 0, "XX000", "operation on mixed SRIDs forbidden: (Point, 4326) != (Point, 3857)", rung.KindInvalid},
		{"mysql 3033 different srids", "", 0, "", "Error 3033 (HY000): Binary geometry function st_intersects given two geometries of different srids: 4326 and 3857, which should have been identical.", rung.KindInvalid},
		{"oracle ora-13295", "", 0, "", "ORA-13295: geometry objects are in different coordinate systems", rung.KindInvalid},
		// Near misses: an SRID the server does not know is not a mismatch,
		// and a column SRID mismatch keeps its 22023 reading.
		{"srid not in spatial_ref_sys", "postgres", 0, "", "ERROR: GetProj4StringSPI: Cannot find SRID (99999) in spatial_ref_sys (SQLSTATE XX000)", rung.KindUnknown},
		{"column srid 22023", "postgres", 0, "", "ERROR: Geometry SRID (4326) does not match column SRID (3857) (SQLSTATE 22023)", rung.KindInvalid},
		// PgBouncer's 08P01 timeouts through other clients.
		{"pgjdbc client_login_timeout", "postgres", 0, "", "org.postgresql.util.PSQLException: FATAL: client_login_timeout (server down) (SQLSTATE 08P01)", rung.KindTransient},
		{"sqlx client_login_timeout", "postgres", 0, "08P01", "error returned from database: client_login_timeout", rung.KindTransient},
		{"asyncpg idle transaction timeout", "postgres", 0, "", "asyncpg.exceptions.ProtocolViolationError: idle transaction timeout (SQLSTATE 08P01)", rung.KindTransient},
		{"node-postgres query_timeout", "postgres", 0, "08P01", "query_timeout", rung.KindTransient},
		{"npgsql idle transaction timeout", "postgres", 0, "", "Npgsql.PostgresException (0x80004005): 08P01: idle transaction timeout", rung.KindTransient},
		// Near misses: 08P01 for the call's own shape stays invalid.
		{"bind parameter count", "postgres", 0, "", "ERROR: bind message supplies 1 parameters, but prepared statement \"\" requires 2 (SQLSTATE 08P01)", rung.KindInvalid},
		{"unsupported startup parameter", "postgres", 0, "", "FATAL: unsupported startup parameter: search_path (SQLSTATE 08P01)", rung.KindInvalid},
		// TimescaleDB's own SQLSTATEs through other clients.
		{"psycopg ts110", "", 0, "", "psycopg.errors.InternalError_: table \"conditions\" is already a hypertable\nSQLSTATE: TS110", rung.KindConflict},
		{"asyncpg ts110", "", 0, "", "asyncpg.exceptions._base.PostgresError: table \"readings\" is already a hypertable (SQLSTATE TS110)", rung.KindConflict},
		{"code field ts103", "postgres", 0, "TS103", "cannot create a unique index without the column \"ts\" (used in partitioning)", rung.KindInvalid},
		{"pgjdbc ts102", "postgres", 0, "", "org.postgresql.util.PSQLException: ERROR: invalid partitioning dimension (SQLSTATE TS102)", rung.KindInvalid},
		{"ts101 not supported", "postgres", 0, "", "ERROR: hypertables do not support transition tables in triggers (SQLSTATE TS101)", rung.KindInvalid},
		// Near misses: an unlisted TS code, and TS letters with no SQLSTATE.
		{"unlisted ts code", "postgres", 0, "", "ERROR: something odd (SQLSTATE TS999)", rung.KindUnknown},
		{"ts letters not a sqlstate", "", 0, "", "status TS110 reached", rung.KindUnknown},
	})
}
