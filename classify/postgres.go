package classify

import (
	"regexp"
	"slices"
	"strings"

	"github.com/rungkit/rung"
)

type sqlRule struct {
	kind    rung.Kind
	timeout bool
	name    string
}

// sqlStates are the SQLSTATEs that differ from their class's verdict, or
// that are common enough to name (PostgreSQL Appendix A, errcodes.txt).
var sqlStates = map[string]sqlRule{
	"02000": {ambiguous, false, "no_data"},
	"08P01": {invalid, false, "protocol_violation (wrong number of bind parameters)"},
	"0A000": {invalid, false, "feature_not_supported"},
	"21000": {ambiguous, false, "cardinality_violation: several rows where one was assumed"},
	"22001": {invalid, false, "string_data_right_truncation"},
	"22003": {invalid, false, "numeric_value_out_of_range"},
	"22007": {invalid, false, "invalid_datetime_format"},
	"22008": {invalid, false, "datetime_field_overflow"},
	"22012": {invalid, false, "division_by_zero"},
	"22P02": {invalid, false, "invalid_text_representation"},
	// SQL/JSON item counts (JSON_QUERY, JSON_VALUE, JSON_TABLE): the path
	// ran and matched several items, or none, where exactly one was
	// required, like 21000 and P0002 (set 370).
	"22034": {ambiguous, false, "more_than_one_sql_json_item: several items where one was assumed"},
	"22035": {ambiguous, false, "no_sql_json_item: the path matched nothing where one item was required"},
	"23000": {invalid, false, "integrity_constraint_violation"},
	"23001": {premise, false, "restrict_violation: other rows still reference it"},
	"23502": {invalid, false, "not_null_violation"},
	"23503": {premise, false, "foreign_key_violation: the referenced row does not exist"},
	"23505": {conflict, false, "unique_violation: the row already exists"},
	"23514": {invalid, false, "check_violation: the value breaks a rule of its format"},
	// An overlapping row another booking, period or hold stored: the
	// range the plan took to be free is not, and the step's row was
	// not made, so there is nothing to skip to (the exclusion ruling).
	"23P01": {premise, false, "exclusion_violation: another row already holds an overlapping range; the one the plan assumed free is taken"},
	"25001": {invalid, false, "active_sql_transaction"},
	"25006": {premise, false, "read_only_sql_transaction: a replica (reconnect to the writer) or a role or database set to default_transaction_read_only"},
	"25P01": {invalid, false, "no_active_sql_transaction"},
	"25P02": {premise, false, "in_failed_sql_transaction: an earlier statement failed; roll the transaction back and run it again from the start (this statement is fine and fails in place forever)"},
	"25P03": {transient, true, "idle_in_transaction_session_timeout"},
	// A prepared statement the session no longer holds (after DISCARD ALL,
	// a reconnect, or a pooler that moved the session): the state an earlier
	// step made is gone, as lib/pq's text without the code already reads
	// (sets 118 and 149).
	"26000": {premise, false, "invalid_sql_statement_name: the prepared statement is not on this session (discarded, or another connection): prepare it again"},
	"25P04": {transient, true, "transaction_timeout"},
	"2BP01": {premise, false, "dependent_objects_still_exist"},
	"3D000": {premise, false, "invalid_catalog_name: the database does not exist"},
	"3F000": {premise, false, "invalid_schema_name: the schema does not exist"},
	"40000": {transient, false, "transaction_rollback"},
	"40001": {transient, false, "serialization_failure"},
	"40002": {invalid, false, "transaction_integrity_constraint_violation"},
	"40003": {ambiguous, false, "statement_completion_unknown: the statement may have completed"},
	"40P01": {transient, false, "deadlock_detected"},
	"42501": {denied, false, "insufficient_privilege"},
	"42601": {invalid, false, "syntax_error"},
	"42703": {invalid, false, "undefined_column: fix the query"},
	"42704": {premise, false, "undefined_object"},
	"42P01": {premise, false, "undefined_table: the table does not exist"},
	// The ISO/ODBC subclass 42S (SQL/CLI), which MySQL, MariaDB and SQL
	// Server's ODBC and JDBC drivers send where PostgreSQL has its 42P
	// codes; Connector/J raises them all as SQLSyntaxErrorException, but
	// only a column not found is the statement's fault (held-out set 798).
	"42S01": {conflict, false, "base table or view already exists"},
	"42S02": {premise, false, "base table or view not found: the table does not exist"},
	"42S11": {conflict, false, "index already exists"},
	"42S12": {premise, false, "index not found"},
	"42S21": {conflict, false, "column already exists"},
	"42S22": {invalid, false, "column not found: fix the query"},
	"42883": {invalid, false, "undefined_function: no function by that name and argument types: fix the query"},
	"42P02": {invalid, false, "undefined_parameter"},
	"42701": {conflict, false, "duplicate_column"},
	// A cursor of that name is already open in the transaction: like the
	// other duplicate_* states, the thing the step would make exists
	// (set 370).
	"42P03": {conflict, false, "duplicate_cursor: a cursor of that name is already open"},
	"42P04": {conflict, false, "duplicate_database"},
	"42P05": {conflict, false, "duplicate_prepared_statement"},
	"42P06": {conflict, false, "duplicate_schema"},
	"42P07": {conflict, false, "duplicate_table"},
	"42712": {invalid, false, "duplicate_alias"},
	"42710": {conflict, false, "duplicate_object"},
	"42723": {conflict, false, "duplicate_function"},
	"42804": {invalid, false, "datatype_mismatch"},
	"53000": {transient, false, "insufficient_resources"},
	"53100": {premise, false, "disk_full"},
	"53200": {transient, false, "out_of_memory"},
	"53300": {transient, false, "too_many_connections"},
	"53400": {premise, false, "configuration_limit_exceeded"},
	"55000": {premise, false, "object_not_in_prerequisite_state"},
	"55006": {premise, false, "object_in_use: other sessions use the object; it does not free itself (a pool keeps its connections)"},
	"55P02": {invalid, false, "cant_change_runtime_param"},
	"55P03": {transient, false, "lock_not_available"},
	"55P04": {invalid, false, "unsafe_new_enum_value_usage"},
	"57000": {transient, false, "operator_intervention"},
	"57014": {transient, true, "query_canceled (statement timeout)"},
	"57P01": {transient, false, "admin_shutdown"},
	"57P02": {transient, false, "crash_shutdown"},
	"57P03": {transient, false, "cannot_connect_now"},
	// A recovery conflict on a database dropped on the primary
	// (postgres.c errdetail_recovery_conflict: "User was connected to a
	// database that must be dropped."): the database is gone, no
	// reconnect finds it.
	"57P04": {premise, false, "database_dropped"},
	"57P05": {transient, true, "idle_session_timeout"},
	"58000": {transient, false, "system_error"},
	"58030": {transient, false, "io_error"},
	"58P01": {premise, false, "undefined_file"},
	"58P02": {conflict, false, "duplicate_file"},
	"72000": {transient, false, "snapshot_too_old"},
	// A foreign data wrapper's missing remote object (set 1206): IMPORT
	// FOREIGN SCHEMA names a schema the foreign server lacks (postgres_fdw
	// "schema \"s\" is not present on foreign server \"srv\"", HV00Q), a
	// wrapper's table not found there (HV00R). The class HV otherwise reads
	// the DDL's options (HV00D invalid_option_name, HV002 a required
	// option); these are the remote side's 3F000 and 42P01: premise.
	"HV00Q": {premise, false, "fdw_schema_not_found: the schema is not on the foreign server"},
	"HV00R": {premise, false, "fdw_table_not_found: the table is not on the foreign server"},
	"P0001": {unk, false, "raise_exception (application-defined)"},
	"P0002": {ambiguous, false, "no_data_found: the lookup found nothing"},
	"P0003": {ambiguous, false, "too_many_rows: several rows where one was assumed"},
	"P0004": {unk, false, "assert_failure"},
	// TimescaleDB's own SQLSTATEs (src/errors.h, class TS; set 373): a
	// table that is not a hypertable, a definition or index the
	// hypertable cannot take, a hypertable that already exists.
	"TS001": {premise, false, "timescaledb hypertable_not_exist: the table is not a hypertable"},
	"TS101": {invalid, false, "timescaledb operation_not_supported"},
	"TS102": {invalid, false, "timescaledb bad_hypertable_definition"},
	"TS103": {invalid, false, "timescaledb bad_hypertable_index_definition: a unique index must include the partitioning columns"},
	"TS110": {conflict, false, "timescaledb hypertable_exists: the table is already a hypertable"},
	// Databricks' SQLSTATE 2D521, "concurrent modification", on every
	// Delta Lake optimistic-concurrency conflict (DELTA_CONCURRENT_APPEND,
	// _DELETE_READ, _DELETE_DELETE, _TRANSACTION, DELTA_METADATA_CHANGED,
	// DELTA_PROTOCOL_CHANGED: "... by a concurrent update. Please try the
	// operation again."; set 409). PostgreSQL's class 2D holds only 2D000;
	// this one is a serialization failure, not a bad transaction end.
	"2D521": {transient, false, "concurrent_modification (Databricks/Delta Lake: a concurrent commit won; run the transaction again)"},
	"XX000": {unk, false, "internal_error"},
	"XX001": {premise, false, "data_corrupted"},
	"XX002": {premise, false, "index_corrupted"},
}

// sqlClasses are the verdicts of whole SQLSTATE classes (the first two
// characters) where no exception applies.
var sqlClasses = map[string]sqlRule{
	"00": {unk, false, "successful_completion"},
	"01": {unk, false, "warning"},
	"02": {ambiguous, false, "no_data"},
	"03": {invalid, false, "sql_statement_not_yet_complete"},
	"08": {transient, false, "connection_exception"},
	"09": {invalid, false, "triggered_action_exception"},
	"0A": {invalid, false, "feature_not_supported"},
	"0B": {invalid, false, "invalid_transaction_initiation"},
	"0F": {invalid, false, "locator_exception"},
	"0L": {invalid, false, "invalid_grantor"},
	"0P": {invalid, false, "invalid_role_specification"},
	"0Z": {invalid, false, "diagnostics_exception"},
	"20": {invalid, false, "case_not_found"},
	"21": {ambiguous, false, "cardinality_violation"},
	"22": {invalid, false, "data_exception"},
	"23": {invalid, false, "integrity_constraint_violation"},
	"24": {invalid, false, "invalid_cursor_state"},
	"25": {invalid, false, "invalid_transaction_state"},
	"26": {invalid, false, "invalid_sql_statement_name"},
	"27": {invalid, false, "triggered_data_change_violation"},
	"28": {denied, false, "invalid_authorization_specification"},
	"2B": {premise, false, "dependent_privilege_descriptors_still_exist"},
	"2D": {invalid, false, "invalid_transaction_termination"},
	"2F": {invalid, false, "sql_routine_exception"},
	"34": {invalid, false, "invalid_cursor_name"},
	"38": {invalid, false, "external_routine_exception"},
	"39": {invalid, false, "external_routine_invocation_exception"},
	"3B": {invalid, false, "savepoint_exception"},
	"3D": {premise, false, "invalid_catalog_name"},
	"3F": {premise, false, "invalid_schema_name"},
	"40": {transient, false, "transaction_rollback"},
	"42": {invalid, false, "syntax_error_or_access_rule_violation"},
	"44": {invalid, false, "with_check_option_violation"},
	"53": {transient, false, "insufficient_resources"},
	"54": {invalid, false, "program_limit_exceeded"},
	"55": {premise, false, "object_not_in_prerequisite_state"},
	"57": {transient, false, "operator_intervention"},
	"58": {transient, false, "system_error"},
	"72": {transient, false, "snapshot_failure"},
	"F0": {premise, false, "config_file_error"},
	"HV": {invalid, false, "fdw_error"},
	"P0": {unk, false, "plpgsql_error"},
	"TS": {unk, false, "timescaledb (the extension's own codes)"},
	"XX": {unk, false, "internal_error"},
}

// isSQLState reports whether s is five characters of digits and capital
// letters whose class PostgreSQL defines. A subclass that opens with 'K'
// is Apache Spark's own (42K03 PATH_NOT_FOUND, 42KD9, 0AKD0, 22KD3, as
// Spark and Databricks print "SQLSTATE: 42K03"): PostgreSQL defines none,
// and Spark's 42K states mix missing objects with wrong statements, so
// the error condition's words decide, not class 42 (set 1279).
func isSQLState(s string) bool {
	return sqlStateShaped(s) && s[2] != 'K' && sqlClassKnown[sqlClassIndex(s)]
}

// sqlStateShaped reports whether s has a SQLSTATE's shape: five digits or
// capital letters, whatever its class.
func sqlStateShaped(s string) bool {
	if len(s) != 5 {
		return false
	}
	for i := 0; i < 5; i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// sqlClassKnown marks the classes sqlClasses holds, by sqlClassIndex:
// isSQLState runs several times on every pgx error, and a table is read
// faster than a map is hashed.
var sqlClassKnown = func() (known [36 * 36]bool) {
	for class := range sqlClasses {
		known[sqlClassIndex(class)] = true
	}
	return known
}()

// sqlClassIndex numbers a class of two digits or capital letters.
func sqlClassIndex(s string) int {
	digit := func(c byte) int {
		if c <= '9' {
			return int(c - '0')
		}
		return int(c-'A') + 10
	}
	return digit(s[0])*36 + digit(s[1])
}

// SQLState extracts a PostgreSQL SQLSTATE from error text: "(SQLSTATE
// 42P01)" (pgx), "SQLSTATE[23505]" (PDO), "SQLSTATE: 40001", "sqlstate=57014",
// or "pq: ... (42P01)" style trailers. It returns "" when there is none.
func SQLState(text string) string {
	for i := range foldMatches(text, "sqlstate") {
		j := i + len("sqlstate")
		for j < len(text) && (text[j] == ' ' || text[j] == '[' || text[j] == ':' || text[j] == '=' || text[j] == '"' || text[j] == '\'') {
			j++
		}
		if j+5 <= len(text) && isSQLState(text[j:j+5]) && (j+5 == len(text) || !isAlnum(text[j+5])) {
			return text[j : j+5]
		}
	}
	if v := jsonString(text, "code"); isSQLState(v) && !jsonAPIErrorShaped(text) {
		return v
	}
	return ""
}

// jsonAPIErrorShaped reports whether a body's error object carries both
// "title" and "detail" members (JSON:API's error object, RFC 7807's problem
// body): a REST service's own error, whose "code" is the vendor's number
// (Telnyx's 40001 "Not routable", 40003 "Blocked as spam - permanent"),
// never a SQLSTATE. PostgREST's bodies carry "message", "details" and
// "hint" instead, and keep the SQLSTATE reading (set 1318).
func jsonAPIErrorShaped(text string) bool {
	return strings.Contains(text, `"title"`) && strings.Contains(text, `"detail"`)
}

// pgPreset decides by SQLSTATE (from Code, an error's SQLState(), or the
// text), then by PostgreSQL's and drivers' message wording.
func pgPreset(c *ctx) (Result, bool) {
	state := c.code // pgx and the drivers give it upper-case: upcase only when not
	if !isSQLState(state) {
		state = strings.ToUpper(state)
	}
	codeNamesState := isSQLState(state)
	if !codeNamesState {
		state = SQLState(c.text)
	}
	if state != "" {
		if !codeNamesState {
			// Only text names the state: it may be the earlier
			// statement's, quoted by a rolled-back COMMIT (sqlclient.go).
			if r, ok := rolledBackCommit(c.text); ok {
				return r, true
			}
		}
		return pgDecide(state, c.text), true
	}
	if embeddedViewWrite(c.text) { // kvstore.go: Badger's own read-only transaction, not 25006
		return Result{}, false
	}
	if r, ok := invalidIndexLeft(c.text); ok { // invalidindex.go, as in pgDecide
		return r, true
	}
	if r, ok := rolledBackCommit(c.text); ok {
		return r, true
	}
	if r, ok := pgSetupWords(c.text); ok { // pgsetup.go
		return r, true
	}
	if state := pgStatementSentence(c.text); state != "" { // pgsentence.go
		return pgDecide(state, c.text), true
	}
	if hasFold(c.text, "column") && hasFold(c.text, "does not exist") && !hasFold(c.text, "relation") {
		return verdict(invalid, "postgres: undefined_column (42703): fix the query")
	}
	if hasFold(c.text, "function ") && hasFold(c.text, "does not exist") {
		return verdict(invalid, "postgres: undefined_function (42883): fix the query")
	}
	if pgLoginRoleMissing(c.text) { // pgremote.go: the connect's 28000
		return verdict(denied, pgLoginRoleMissingReason)
	}
	if hasAny(c.text, poolerRelayWords...) {
		// The same pooler and proxy words with no SQLSTATE at all (Neon's
		// proxy "ERROR: Couldn't connect to compute node" as psql and
		// Prisma print it; set 1252): the ruling reads them transient
		// under XX000 or none.
		return verdict(transient, "postgres: a pooler or proxy cannot reach the database now (its pool is full or the compute is waking), no SQLSTATE")
	}
	if otherSessionsOnDatabase(c.text) {
		return verdict(transient, "postgres: object_in_use (55006): "+otherSessionsReason)
	}
	if r, ok := aggregateNullText(c.text); ok {
		r.Reason = "postgres: " + r.Reason
		return r, true
	}
	if r, ok := matchWords(pgWords, c.text); ok {
		if r.Kind == invalid && hasFold(c.text, "check constraint") && guardsState(c.text) {
			return verdict(premise, "postgres: check_violation (23514) of a constraint that guards a state: the state the step assumed is not there")
		}
		r.Reason = "postgres: " + r.Reason
		return r, true
	}
	return Result{}, false
}

// pgSniff is pgPreset for unknown protocols: only an explicit SQLSTATE.
func pgSniff(c *ctx) (Result, bool) {
	// A MySQL-family error that prints its SQLSTATE beside its number
	// (PDO's "SQLSTATE[23000]: ...: 1452 ...", set 1273): the number and
	// the words decide, not PostgreSQL's table (mysql.go mysqlStateEcho).
	// A service's own error number as its JSON "code" under http (UPS's
	// 20001) is no state (sniff.go httpVendorNumber, set 1301).
	if state := SQLState(c.text); state != "" && !mysqlStateEcho(c.text, state) && !httpVendorNumber(c, state) {
		return pgDecide(state, c.text), true
	}
	return Result{}, false
}

// pgDecide maps a SQLSTATE, refined by the message where one state covers
// failures with different causes.
func pgDecide(state, text string) Result {
	// An index build left INVALID (invalidindex.go). Not under class 23:
	// the one index build that fails there, a unique index over
	// duplicates, says "could not create unique index", which
	// rowsBreakNewRuleAs reads the same (premise), and every pgx error of
	// that class (the common ones) is spared the search.
	if !strings.HasPrefix(state, "23") {
		if r, ok := invalidIndexLeft(text); ok {
			return r
		}
	}
	if r, ok := pgSetupRefine(state, text); ok { // pgsetup.go
		return r
	}
	if r, ok := pgQuotedServer(state, text); ok { // pgremote.go
		return r
	}
	// Each class holds its own refinements, in the order they are tried;
	// a state reads only its class's (BenchmarkErrorPgx).
	switch state[:2] {
	case "42":
		switch {
		case state == "42883" && hasFold(text, "explicit type cast"):
			// The function exists; these argument types do not fit it.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42883 undefined_function for these argument types: cast the arguments"}
		case state == "42703" && (hasFold(text, `record "new" has no field`) || hasFold(text, `record "old" has no field`)):
			// A trigger function out of step with its table: the schema.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42703 inside a trigger: the trigger function and the table disagree"}
		case state == "42P01" && hasAny(text, "missing from-clause entry", "invalid reference to from-clause entry"):
			// The query names an alias it never introduced: the query.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42P01 for a missing FROM-clause entry: fix the query"}
		case state == "42P05" && driverStatementName(text):
			// A transaction-pooling proxy (PgBouncer) in front: the driver's
			// statement cache collides across server connections. The name
			// is one the driver made up (pgx, pgJDBC, asyncpg, psycopg 3,
			// Rails, Ecto, sqlx; set 1110), so nothing the agent meant to
			// create exists: the connection settings are the premise.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42P05 from a statement cache behind a transaction pooler: configure the driver for it"}
		case state == "42704" && statementOwnName(text): // stmtnames.go
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704 for a name the statement defines itself (a WINDOW clause's): fix the statement"}
		case state == "42704" && hasFold(text, "required extension") && hasFold(text, "is not installed"):
			// CREATE EXTENSION of one that requires another not created in
			// the database (extension.c, HINT "Use CREATE EXTENSION ...
			// CASCADE"): the same call with CASCADE creates both, as the
			// server says (sets 434 and 1239 against 373).
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704 for an extension's required extension not installed: add CASCADE to the CREATE EXTENSION"}
		case state == "42704" && hasFold(text, " is ambiguous"):
			// Spark files AMBIGUOUS_REFERENCE ("Reference `x` is ambiguous,
			// could be: [...]") under 42704: the name matched several, as
			// 42702, so the query must qualify it (held-out set 748).
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704 for a reference that matches several names (Spark AMBIGUOUS_REFERENCE, as 42702): qualify it"}
		case state == "42704" && ownSessionObject(text):
			return ownSessionVerdict(state)
		case state == "42704" && customSettingUnset(text):
			// A dotted name is a custom setting ("app.tenant_id"), which
			// PostgreSQL accepts under any name once a session SETs it:
			// "unrecognized" then says this session never set it, as an RLS
			// policy's current_setting('app.tenant_id') finds before the
			// step that scopes the tenant ran. The session's state, not a
			// misspelt word (sets 157 and 505 against 58).
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42704 for a custom setting this session has not set (a tenant or context variable an RLS policy reads): set it first"}
		case state == "42704" && hasFold(text, "unrecognized"):
			// PostgreSQL words its two lookups apart: "X does not exist" for
			// the catalog (a role, a type, an index: the world's), and
			// "unrecognized X" for its own fixed vocabulary (a configuration
			// parameter, a PL/pgSQL exception condition), the same on every
			// run (vocabularyWords): such a name is misspelt, not missing.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704 for an unrecognized name of the server's own vocabulary (a setting, a condition): the name is wrong"}
		case state == "42809" && hasFold(text, "cannot drop a template database"):
			// dbcommands.c dropdb refuses a database marked IS_TEMPLATE
			// (set 1347): ALTER DATABASE ... IS_TEMPLATE false is the step
			// the plan lacks (manage-ag-templatedbs.html: datistemplate).
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42809 for a database marked as a template: unmark it (ALTER DATABASE ... IS_TEMPLATE false) before dropping it"}
		case state == "42501" && securityContextRefusal(text):
			// Set 1440: guc.c's "cannot set parameter \"%s\" within
			// security-definer function" and "... within
			// security-restricted operation", namespace.c's "cannot create
			// temporary table within security-restricted operation",
			// utility.c's "cannot execute %s within security-restricted
			// operation": filed as insufficient_privilege, but no role may
			// do it there, whoever calls; the function or the statement
			// run inside the maintenance command must change.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42501 for a statement no role may run inside a security-definer function or security-restricted operation: change the function"}
		case state == "42701" && hasFold(text, "specified more than once"):
			// The statement names a column twice (an INSERT's or a CREATE
			// TABLE's list); 42701 from ALTER TABLE is a column that exists.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42701: the statement names the column twice"}

		}
	case "23":
		switch {
		case state[:2] == "23" && rowsBreakNewRuleAs(state, text):
			// The rule is new (a unique index, an exclusion or CHECK
			// constraint, NOT NULL, a partition's bounds): it is the rows
			// already stored that break it, and they must change first.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE " + state + " while adding a rule (an index, a constraint, a partition): rows already stored break it"}
		case state == "23514" && guardsState(text):
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 23514 check_violation of a constraint that guards a state (a balance, stock or count would go below its floor): the state the step assumed is not there"}
		case state == "23514" && hasFold(text, "no partition of relation"):
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 23514: no partition holds this row (create it first)"}
		case state == "23503" && hasFold(text, "update or delete on table"):
			// ri_triggers.c words the two sides apart: an insert or update
			// whose key is not in the referenced table, and an update or
			// delete of a row others still reference (set 157's notes). Same
			// kind, another fact to act on.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 23503 foreign_key_violation: rows of another table still reference this one: delete or re-point them first"}
		}
	case "08":
		switch {
		case state == "08P01" && hasAny(text, "server conn crashed", "query_wait_timeout", "client_idle_timeout", "idle_transaction_timeout", "idle transaction timeout", "client_login_timeout", "query_timeout", "query timeout", "no more connections allowed", "server_login_retry", "pgbouncer cannot connect to server"):
			// PgBouncer reports its own pool limits and timeouts as 08P01,
			// janitor.c's in its own words: "client_login_timeout (server
			// down)", "idle transaction timeout", "query_timeout" (set 373),
			// and 1.18's "query timeout" with a space (set 791).
			// The server behind the pool is down or the wait ran out; the
			// call itself was well formed.
			return Result{Kind: transient, Timeout: hasFold(text, "timeout"), Code: state, Reason: "postgres: SQLSTATE 08P01 from PgBouncer's pool (a wait or connection limit), not a protocol error"}
		case state == "08P01" && hasFold(text, " result formats but query has "):
			// pquery.c PortalSetResultFormat: the driver sent one result
			// format per column of the description it cached (pgx
			// QueryExecModeCacheDescribe and the like), and the table has
			// since gained or lost a column. The caller sends no result
			// formats; the driver drops the stale entry on the error and
			// the same call succeeds, as 0A000 "cached plan must not change
			// result type" (set 1162). The parameter count ("bind message
			// supplies") stays invalid.
			return Result{Kind: transient, Code: state, Reason: "postgres: SQLSTATE 08P01: the driver's cached description of the query went stale when the table changed; it describes it again and the same call succeeds"}
		case state == "08P01" && hasFold(text, "no such database"):
			// A pooler refuses a database it has no entry for in its own
			// 08P01 words (PgBouncer client.c set_pool: "No such database:
			// %s", older releases in lower case; set 476): the database the
			// plan connects to is not routed there, as 3D000 reads a
			// database the server does not have.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 08P01 from a pooler that has no such database configured: the database the plan assumed is not there"}
		case state == "08P01" && hasFold(text, `role "`) && hasFold(text, "does not exist"):
			// PgBouncer relays the server's refusal of the login role its
			// pool presents (PostgreSQL's 28000) under its own 08P01: the
			// identity, not the call (set 791).
			return Result{Kind: denied, Code: state, Reason: "postgres: SQLSTATE 08P01 from a pooler relaying the server's login refusal: the role does not exist there"}
		case state == "08003" && dblinkConnNotOpen(text):
			// dblink's dblink_conn_not_avail (contrib/dblink/dblink.c):
			// "connection not available" for the unnamed connection and
			// "connection \"name\" not available" for a named one, from
			// dblink_exec, dblink_open, dblink_disconnect and the rest when
			// this session never opened that connection (or closed it). No
			// connection dropped: the session lacks the state an earlier
			// dblink_connect was to make, and a retry meets the same lack
			// (set 1471). A driver's own 08003 for a closed connection
			// ("this connection has been closed") stays transient.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 08003 from dblink: this session has no open dblink connection of that name; call dblink_connect first"}
		case state == "08001" || state == "08004":
			// A client that could not open the connection because it holds
			// no credential the server accepts, under the client-side
			// states (pgjdbc 08004 "... but no password was provided",
			// Npgsql "No password has been provided", libpq's
			// "fe_sendauth: no password supplied" through ODBC's 08001, Db2
			// SQL30082N "PASSWORD MISSING"; set 1048): no retry supplies
			// the password.
			if w, ok := matchWords(clientLoginWords, text); ok {
				return Result{Kind: w.Kind, Code: state, Reason: "postgres: SQLSTATE " + state + " from a login: " + w.Reason}
			}
		case state == "08P01" && relayedDatabaseMissing(text):
			// PgBouncer relays the server's refusal of the database its
			// entry names (PostgreSQL's 3D000 `database "x" does not
			// exist`) under its own 08P01, as the role above: the database
			// behind the route is missing (set 1479).
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 08P01 from a pooler relaying the server's login refusal: the database does not exist there"}
		case state == "08P01":
			// PgBouncer refuses a login in its own 08P01 words too.
			if w, ok := matchWords(poolerLoginWords, text); ok {
				return Result{Kind: w.Kind, Code: state, Reason: "postgres: SQLSTATE 08P01 from a pooler's login: " + w.Reason}
			}
			// Its admin console answers a command in 08P01 too (set 1479).
			if w, ok := matchWords(poolerAdminWords, text); ok {
				return Result{Kind: w.Kind, Code: state, Reason: "postgres: SQLSTATE 08P01 from a pooler's admin console: " + w.Reason}
			}
		}
	case "28":
		// The server's or a managed proxy's refusal of a login without
		// TLS (Azure's "SSL connection is required. Please specify SSL
		// options and retry.", RDS Proxy's "IAM authentication is allowed
		// only with SSL connections."): a connection setting to repair,
		// not an identity to obtain; pg_hba's "no encryption" tail names
		// no such requirement and stays denied.
		if hasAny(text, "ssl connection is required", "only with ssl connections") {
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE " + state + ": the server accepts this login only over TLS: connect with sslmode=require"}
		}
	case "21":
		switch {
		case state == "21000" && hasFold(text, "cannot affect row a second time"):
			// The batch holds the same key twice (ON CONFLICT DO UPDATE, or
			// MERGE's source): fix the input.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 21000: ON CONFLICT DO UPDATE or MERGE met the same key twice in one statement: deduplicate the rows"}
		}
	case "34":
		switch {
		case state == "34000" && hasFold(text, "does not exist"):
			// A cursor the session no longer holds: a plain cursor closes with
			// the transaction that declared it (sql-declare.html: "unless WITH
			// HOLD is specified, the cursor ... can only be used within the
			// current transaction"). The step's belief that its cursor is open is
			// false, as the transaction ruling reads a transaction that ended:
			// declare it again (premise; sets 118, 189 and 258, against 31 and 48).
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 34000: the cursor is gone (a cursor closes with its transaction): declare it again"}
		}
	case "25":
		switch {
		case (state == "25P01" || state == "25001") && txControlWarning(text):
			// xact.c answers a transaction-control command issued outside
			// its context with a WARNING, not an ERROR: COMMIT, ROLLBACK
			// or PREPARE TRANSACTION with no transaction ("there is no
			// transaction in progress"), BEGIN inside one ("there is
			// already a transaction in progress"), SET TRANSACTION, SET
			// LOCAL and SET CONSTRAINTS outside a block ("%s can only be
			// used in transaction blocks"). The command succeeded and did
			// nothing (sql-set-transaction.html: "it emits a warning and
			// otherwise has no effect"), a success that says nothing was
			// done, which a tool hands back as its result (set 1250). The
			// same states as an ERROR (SAVEPOINT, DECLARE, LOCK outside a
			// block) keep the class's invalid.
			return Result{Kind: ambiguous, Code: state, Reason: "postgres: SQLSTATE " + state + " warning: the transaction-control command ran outside its context and had no effect"}
		}
	case "0A":
		switch {
		case state == "0A000" && hasFold(text, "cached plan must not change result type"):
			// The schema changed under a prepared statement; it is re-prepared.
			return Result{Kind: transient, Code: state, Reason: "postgres: SQLSTATE 0A000 for a prepared statement the schema changed under: run it again"}
		case state == "0A000" && hasAny(text, "is not available", "must first be installed"):
			// What the server does not have ("extension \"vector\"
			// is not available", "... must first be installed"): the
			// server's installation, not the statement.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 0A000: this server lacks it (an extension not installed, a feature not built in)"}
		case state == "0A000" && hasFold(text, "is not populated"):
			// matview.c refuses REFRESH ... CONCURRENTLY on a materialized view
			// created WITH NO DATA: the same fact as 55000 "has not been
			// populated" (set 240). The view's state, not the statement: a
			// plain REFRESH must come first.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 0A000: the materialized view is not populated yet (refresh it without CONCURRENTLY first)"}
		case state == "0A000" && hasAny(text, "used by a view or rule", "cannot alter type of a column used", "depends on"):
			// tablecmds.c refuses a column type change for each kind of
			// object that depends on the column, in one wording each: "used
			// by a view or rule", "used by a generated column", "used in a
			// trigger definition", "used in a policy definition". The
			// dependent must change first, whichever it is.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 0A000: other objects depend on it (a view, rule, trigger, policy or generated column)"}
		case state == "0A000" && holdsDependents(text):
			// TRUNCATE of a table other tables' foreign keys reference
			// (set 978): the referencing rows must go first, as 23503 on a
			// delete.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 0A000: other tables reference it through foreign keys (truncate or settle them first)"}
		case state == "0A000" && (hasFold(text, "during recovery") || pgCannotDuringRecovery(text)):
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 0A000 on a standby in recovery: use the primary"}
		}
	case "57":
		if state == "57P03" && hasFold(text, "no active warehouse") {
			// Snowflake files 000606 "No active warehouse selected in the
			// current session" under 57P03, which PDO and ODBC print as
			// "SQLSTATE[57P03]: Cannot connect now: 606 ..." (set 1456).
			// No wait gives the session a warehouse: select one (or grant
			// the role USAGE on it) first, as toolwords.go reads the same
			// words without a state.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 57P03 for Snowflake 000606, no active warehouse in the session: select or resume one first, no wait gives it one"}
		}
		switch {
		case state == "57014" && hasFold(text, "from stdin failed"):
			// The client ended a COPY with CopyFail and its own reason (pgx's
			// CopyFrom does when a row cannot be encoded); the server answers
			// 57014 quoting it. The reason is the client's, not a cancel
			// or a timeout: it decides.
			return copyFailVerdict(state, text)
		case state == "57014" && hasFold(text, "due to user request"):
			// A cancel someone asked for: the caller's client (lib/pq,
			// psycopg and pgjdbc send one when the caller cancels; pgx only
			// with its CancelRequest context handler), or another session's
			// pg_cancel_backend, an operator stopping a query. Either way a
			// person or program with authority over the statement stopped
			// it, and running it again would overrule them: denied, hand
			// back (the cancel ruling, revised; blind sets 18, 37, 319, 324,
			// 336 against 166, 240, 264, 277). A statement_timeout says "due
			// to statement timeout".
			return Result{Kind: denied, Code: state, Reason: "postgres: SQLSTATE 57014 canceling statement due to user request: " + cancelReason}
		case state == "57P03" && hasFold(text, "not accepting connections") && !hasFold(text, "not yet"):
			// postmaster.c words each reason apart: starting up, "not yet
			// accepting connections" (recovery not consistent yet), shutting
			// down and recovery mode are phases that end; "not accepting
			// connections" with "Hot standby mode is disabled" is a standby
			// that accepts none until someone promotes it or turns
			// hot_standby on: no wait ends it.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 57P03 from a standby with hot_standby off: it accepts no connections until promoted (connect to the primary)"}
		}
	case "2B":
		switch {
		case state == "2BP01" && hasFold(text, "requires it"):
			// The object is a part of another (an index that backs a
			// constraint, a sequence a column owns): the server's HINT names
			// what to drop instead. Nothing else must change first.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 2BP01 for a part of another object (the index of a constraint, an owned sequence): drop the owner instead"}
		}
	case "02":
		switch {
		case state == "02000" && clientCallOrder(text):
			// pgjdbc files its own refusal of executeQuery on a statement
			// that returns no rows under PSQLState.NO_DATA (set 922): the
			// query ran, but the program called the wrong method.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 02000 carried by the client's refusal of the program's call (executeQuery on a statement without rows): call the other method"}
		}
	case "01":
		switch {
		case state == "0100E" && clientCallOrder(text):
			// pgjdbc's twin: executeUpdate on a statement that returns
			// rows, under PSQLState.TOO_MANY_RESULTS (set 922).
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 0100E carried by the client's refusal of the program's call (executeUpdate on a statement with rows): call the other method"}
		case state[:2] == "01":
			// A warning a tool reports as its failure: pg_advisory_unlock's
			// "you don't own a lock" (lockheld.go) says the session does not
			// hold the lock the plan believed it held; a GRANT or REVOKE
			// without the grant option and CREATE PUBLICATION under
			// wal_level = replica (set 1196, heldrole.go) changed nothing.
			if r, ok := matchWords(pgWarningMatcher, text); ok {
				return Result{Kind: r.Kind, Code: state, Reason: "postgres: SQLSTATE " + state + " warning: " + r.Reason}
			}
		}
	case "53":
		switch {
		case state == "53400" && hasFold(text, "temp_file_limit"):
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 53400: the query needs more temporary space than temp_file_limit allows: make it smaller"}
		case state == "53200" && hasFold(text, "max_locks_per_transaction"):
			// "out of shared memory" with the HINT to raise
			// max_locks_per_transaction: the shared lock table, sized by
			// configuration, cannot hold the locks this transaction takes
			// (one per partition or table it touches), so it fails the same
			// way until the setting or the transaction changes. A bare
			// 53200 stays a passing shortage (sets 405 and 992; 984).
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 53200: the lock table (max_locks_per_transaction) cannot hold this transaction's locks: raise the setting or take fewer locks"}
		}
	case "55":
		switch {
		case state == "55006" && hasFold(text, "in this session"):
			// The holder is the caller's own session (an open cursor or
			// portal on the table): no other session will let go; this one
			// must close it first.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 55006: this session itself still uses the object (close its cursor first)"}
		case state == "55006" && hasFold(text, "currently open database"):
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 55006: connect to another database to drop this one"}
		case state == "55006" && inProgressWork(text):
			// An application's RAISE USING ERRCODE = 'object_in_use' whose
			// words name work still running on the object ("report 12 is
			// still being generated; fetch it when generation finishes",
			// set 1463): the work ends by itself, as a job in progress does,
			// unlike the server's own 55006 texts, which name sessions or
			// slots that hold the object and do not let go.
			return Result{Kind: transient, Code: state, Reason: "postgres: SQLSTATE 55006 raised for work still running on the object: it ends by itself, try again when it finishes"}
		case state == "55006" && otherSessionsOnDatabase(text):
			return Result{Kind: transient, Code: state, Reason: "postgres: SQLSTATE 55006: " + otherSessionsReason}
		case state == "55P02" && hasFold(text, "after connection start"):
			// A backend-context setting (guc.c: "cannot be set after
			// connection start"): the connection's own startup options
			// take it (options=-c, PGOPTIONS, pgx RuntimeParams), so the
			// caller repairs its connect call; only the restart-only and
			// reload-only texts need the server changed (set 1406).
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 55P02: a setting given only at connection start: pass it in the connection's startup options"}
		case state == "55P02":
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 55P02: the setting takes effect only after a server restart"}
		case state == "55000" && hasFold(text, "can only scan forward"):
			// FETCH PRIOR, BACKWARD, ABSOLUTE or MOVE back on a cursor
			// declared without SCROLL (portalcmds.c, HINT "Declare it with
			// SCROLL option to enable backward scan."): what the cursor was
			// declared is no state a later step reaches, as set 75's "does
			// not support": fetch forward, or declare it SCROLL (set 1250).
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 55000: a forward-only cursor asked to move back: fetch forward or declare it SCROLL"}
		case state == "55000" && plpgsqlRecordUnassigned(text):
			// A PL/pgSQL routine read a field of its own record variable
			// (or NEW/OLD where the trigger has none) before anything was
			// assigned to it (pl_exec.c, DETAIL "The tuple structure of a
			// not-yet-assigned record is indeterminate."): the routine's
			// own code is at fault, no other session or later state makes
			// it work, as currval before nextval (set 1390).
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 55000: a PL/pgSQL record variable read before it was assigned: fix the routine"}
		case state == "55000" && hasFold(text, "is not yet defined in this session"):
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 55000: currval before nextval in this session: fix the call order"}
		case state[:2] == "55" && hasFold(text, "does not support"):
			// The statement's clause cannot take the kind of object it names
			// (plancat.c 55000 "ON CONFLICT does not support deferrable unique
			// constraints/exclusion constraints as arbiters"; set 75): what the
			// object was declared is not a state a later step reaches, the
			// statement must take another form.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE " + state + ": the statement's clause does not support this kind of object: write the statement another way"}
		case ownSessionObject(text):
			return ownSessionVerdict(state)
		}
	case "22":
		switch {
		case state == "22023" && exportedSnapshotGone(text):
			// SET TRANSACTION SNAPSHOT (and pg_dump --snapshot, a logical
			// slot's exported snapshot) names a snapshot another
			// transaction exported; snapmgr.c ImportSnapshot says "invalid
			// snapshot identifier" both for an id of the wrong shape and
			// for a well-formed id whose file is gone, which is the
			// exporting transaction having ended (set 1162).
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 22023 for a well-formed exported snapshot that is gone: the transaction that exported it has ended; export it again while that transaction stays open"}
		case state == "22023" && defaultTablespaceMissing(text):
			// The default_tablespace check hook refuses a value for one
			// reason only: no tablespace of that name exists (tablespace.c
			// check_default_tablespace, DETAIL "Tablespace \"%s\" does not
			// exist."), which drivers drop from the message (set 1239). The
			// name is not misspelt from a fixed vocabulary; the tablespace
			// the step rests on is missing, as 42704 `tablespace "x" does
			// not exist`.
			return Result{Kind: premise, Code: state, Reason: "postgres: " + defaultTablespaceReason}
		case state == "2200H":
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 2200H: the sequence is exhausted (raise its maximum or cycle it)"}
		}
	case "XX":
		switch {
		case state == "XX000" && hasAny(text, "tuple concurrently updated", "tuple concurrently deleted"):
			// heapam.c simple_heap_update/simple_heap_delete elog both for a
			// catalog row another session changed or removed first (set 373).
			return Result{Kind: transient, Code: state, Reason: "postgres: SQLSTATE XX000 tuple concurrently updated or deleted: a concurrent catalog change, run it again"}
		case state == "XX000" && hasFold(text, " dimensions"):
			// pgvector raises a mismatch between the column's or the other
			// operand's dimensions and the value's with elog (XX000 or 22000):
			// "different vector dimensions 1536 and 768", "expected 1536
			// dimensions, not 768". The embedding sent is the wrong model's or
			// size: fix the argument.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE XX000: the vector's dimensions do not match the column's or the other operand's (pgvector): send an embedding of the right size"}
		case state == "XX000" && hasFold(text, "unrecognized weight"):
			// A tsvector weight letter outside A-D: setweight() raises it with
			// elog (XX000, tsvector_op.c), ts_filter() with the same words as
			// 22023 invalid_parameter_value. The argument is the caller's, the
			// same on every run (set 189): fix the call.
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE XX000 unrecognized weight: a tsvector weight must be one of A, B, C, D: fix the argument"}
		case state == "XX000" && typeInputElog(text):
			// A contrib type's input parser that reports a malformed literal
			// with elog, so under XX000: hstore before PostgreSQL 16
			// (hstore_io.c "Syntax error near \"%.*s\" at position %d",
			// "Unexpected end of string"; 16 words them "syntax error in
			// hstore" under 42601). The literal is the caller's and fails
			// the same way every time (set 1471).
			return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE XX000 from a type's input parser (a malformed literal, as hstore words it): fix the value"}
		case state == "XX000" && hasAny(text, poolerRelayWords...):
			// A pooler or proxy in front of the server answers its own
			// capacity and reachability failures as XX000 (set 915):
			// Supavisor's "Max client connections reached" and
			// "(EDBHANDLEREXITED) connection to database closed", Neon's
			// proxy "Couldn't connect to compute node" (a compute waking or
			// restarting). The pool fills and drains, the compute comes back:
			// a wait, as PgBouncer's 08P01 pool limits above.
			return Result{Kind: transient, Code: state, Reason: "postgres: SQLSTATE XX000 from a pooler or proxy (its pool is full or it cannot reach the database now), not the server's internal error"}
		case state == "XX000" && redshiftSerializationFailure(text):
			// Amazon Redshift sends its own error number as the message
			// under XX000: "ERROR: 1023 DETAIL: Serializable isolation
			// violation on table - 119371, transactions forming the cycle
			// are: ...". Two concurrent transactions formed a cycle and one
			// was aborted: PostgreSQL's 40001 in Redshift's words, run the
			// transaction again (docs.aws.amazon.com/redshift c_serial_isolation;
			// set 1456).
			return Result{Kind: transient, Code: state, Reason: "postgres: SQLSTATE XX000 carrying Redshift 1023, a serializable isolation violation: a concurrent transaction won, run it again"}
		case state == "XX000" && pgCannotDuringRecovery(text):
			// varsup.c's and xloginsert.c's elog refusals on a hot standby
			// ("cannot assign OIDs during recovery", set 1379): the same
			// wrong-server refusal as 25006 (pgsentence.go pgDuringRecovery).
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE XX000 on a standby in recovery (it cannot assign OIDs or transaction IDs or write WAL): use the primary"}
		case state == "XX000" && text != "":
			// The server's own internal error, read by the strong wording
			// alone.
			if w, ok := matchWords(strongWords, text); ok {
				return Result{Kind: w.Kind, Timeout: w.Timeout, Code: state, Reason: "postgres: SQLSTATE " + state + ": " + w.Reason}
			}
		}
	case "54":
		switch {
		case state == "54000" && hasFold(text, "wraparound"):
			// varsup.c: the server stops assigning transaction IDs until an
			// administrator's VACUUM freezes old rows. A wait does not end
			// it, and the statement is not too big: the database's state.
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 54000: the database refuses new transaction IDs to avoid wraparound until it is vacuumed: an administrator must act"}
		}
	case "P0":
		switch {
		case (state == "P0001" || state == "P0004") && text != "":
			// RAISE EXCEPTION / ASSERT: an application rule; its author's
			// words decide (appwords.go).
			if w, ok := appMessage(appCodeText(text)); ok {
				return Result{Kind: w.Kind, Timeout: w.Timeout, Code: state, Reason: "postgres: SQLSTATE " + state + " raised by the application: " + w.Reason}
			}
		}
		// A PL/pgSQL ASSERT states an invariant the function's author
		// holds over the data it reads; when its words say nothing more
		// ("assertion failed", "expected exactly one open period"), the
		// data is not what the code rests on: premise. Every blind set
		// that labelled a P0004 read it so (sets 240, 976, 1056, 1206).
		if state == "P0004" {
			return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE P0004: a PL/pgSQL ASSERT failed: the data the function reads breaks an invariant its author holds"}
		}
	case "2F":
		switch {
		case state == "2F003" && hasAny(text, "password", "credentials required"):
			// 2F003 prohibited_sql_statement_attempted is also how a server
			// that connects elsewhere on the caller's behalf refuses to do so
			// without the caller's own credential: postgres_fdw and dblink
			// "password is required" ("Non-superusers must provide a password
			// in the user mapping / connection string"), PostgreSQL 16's
			// "password or GSSAPI delegated credentials required", and the
			// FDWs modelled on them (jdbc_fdw, clickhouse_fdw). The class reads
			// as a wrong statement; the role lacks a credential: denied (set
			// 107). postgres_fdw's other 2F003, "could not initiate multiple
			// foreign scans in a single query", stays the query's.
			return Result{Kind: denied, Code: state, Reason: "postgres: SQLSTATE 2F003: the remote connection needs a password (or delegated credentials) the role's user mapping or connection string lacks"}
		}
	}
	if r, ok := pgRefine(state, text); ok { // raised.go
		return r
	}
	if r, ok := sqlStateVerdicts[state]; ok {
		r.Code = state
		return r
	}
	r, ok := sqlClassVerdicts[state[:2]]
	if !ok {
		// Callers pass only states isSQLState accepts; an unknown class
		// reads as before the tables were prebuilt.
		r.Reason = "postgres: SQLSTATE class " + state[:2] + " "
	}
	r.Code = state
	return r
}

// sqlStateVerdicts and sqlClassVerdicts are the tables' verdicts with
// their reasons built once: building "postgres: SQLSTATE 23505 ..." on
// each call was the one allocation of classifying a pgx error.
var (
	sqlStateVerdicts = tableVerdicts(sqlStates, "postgres: SQLSTATE ")
	sqlClassVerdicts = tableVerdicts(sqlClasses, "postgres: SQLSTATE class ")
)

func tableVerdicts(rules map[string]sqlRule, prefix string) map[string]Result {
	m := make(map[string]Result, len(rules))
	for key, r := range rules {
		m[key] = Result{Kind: r.kind, Timeout: r.timeout, Reason: prefix + key + " " + r.name}
	}
	return m
}

// pgWords are PostgreSQL server and driver messages, for text without a
// SQLSTATE (lib/pq "pq: ..." messages, logs).
var pgWords = newMatcher([]pattern{
	{text: "password authentication failed", kind: denied, reason: "authentication failed (28P01)"},
	{text: "no pg_hba.conf entry", kind: denied, reason: "connection not allowed (28000)"},
	// auth.c: an explicit "reject" line in pg_hba.conf (set 431).
	{text: "pg_hba.conf rejects connection", kind: denied, reason: "connection rejected by pg_hba.conf (28000)"},
	// pgRefine's alreadyTied without the SQLSTATE (lib/pq, psql; set 552).
	{text: "is already a partition", kind: conflict, reason: "the table is already a partition (42809): the attachment exists"},
	{text: "is already an identity column", kind: conflict, reason: "the column is already an identity column (55000): the step's change exists"},
	{text: "is already a member of extension", kind: conflict, reason: "the object is already a member of the extension (55000): the step's change exists"},
	// postinit.c InitializeSessionUserId: a role without LOGIN (CREATE
	// ROLE ... NOLOGIN) cannot be used to connect (28000).
	{text: "is not permitted to log in", kind: denied, reason: "the role may not log in (NOLOGIN, 28000)"},
	{text: "permission denied", kind: denied, reason: "insufficient_privilege (42501)"},
	{text: "must be owner of", kind: denied, reason: "insufficient_privilege (42501)"},
	{text: "deadlock detected", kind: transient, reason: "deadlock_detected (40P01)"},
	{text: "could not serialize access", kind: transient, reason: "serialization_failure (40001)"},
	{text: "canceling statement due to statement timeout", kind: transient, timeout: true, reason: "statement timeout (57014)"},
	{text: "canceling statement due to lock timeout", kind: transient, reason: "lock timeout (55P03)"},
	{text: "could not obtain lock", kind: transient, reason: "lock_not_available (55P03)"},
	{text: "canceling statement due to user request", kind: denied, reason: "query_canceled (57014) by the client: " + cancelReason},
	{text: "too many clients", kind: transient, reason: "too_many_connections (53300)"},
	{text: "remaining connection slots are reserved", kind: transient, reason: "too_many_connections (53300)"},
	{text: "the database system is starting up", kind: transient, reason: "cannot_connect_now (57P03)"},
	{text: "the database system is shutting down", kind: transient, reason: "cannot_connect_now (57P03)"},
	{text: "the database system is in recovery mode", kind: transient, reason: "cannot_connect_now (57P03)"},
	{text: "terminating connection due to administrator command", kind: transient, reason: "admin_shutdown (57P01)"},
	// Set 94: postgres.c ProcessInterrupts' other endings of a session
	// that a new connection outlives: a standby's recovery conflict
	// (40001, "the application should retry", hot-standby.html; its
	// DETAIL for a dropped database is 57P04, premise) and the
	// postmaster's death (57P01, a server crash or restart).
	{text: "connected to a database that must be dropped", kind: premise, reason: "database_dropped (57P04): the database was dropped on the primary; no reconnect finds it"},
	{text: "due to conflict with recovery", kind: transient, reason: "serialization_failure on a standby (40001): a recovery conflict; retry"},
	{text: "terminating connection due to unexpected postmaster exit", kind: transient, reason: "admin_shutdown (57P01): the server went down; reconnect"},
	// Set 148: postgres.c quickdie when another backend crashed (57P02
	// crash_shutdown, HINT "In a moment you should be able to reconnect to
	// the database and repeat your command.").
	{text: "because of crash of another server process", kind: transient, reason: "crash_shutdown (57P02): the server reset after another process crashed; reconnect and repeat"},
	{text: "server closed the connection unexpectedly", kind: transient, reason: "connection lost (08006)"},
	{text: "read-only transaction", kind: premise, reason: "read_only_sql_transaction (25006)"},
	{text: "duplicate key value violates unique constraint", kind: conflict, reason: "unique_violation (23505)"},
	{text: "violates foreign key constraint", kind: premise, reason: "foreign_key_violation (23503)"},
	{text: "violates not-null constraint", kind: invalid, reason: "not_null_violation (23502)"},
	{text: "violates check constraint", kind: invalid, reason: "check_violation (23514)"},
	{text: "violates exclusion constraint", kind: premise, reason: "exclusion_violation (23P01): another row already holds an overlapping range"},
	// Set 109: a row-level security policy refusing the role's row
	// (insufficient_privilege 42501; rowsecurity.c / RLS checks in
	// execMain.c: "new row violates row-level security policy for table",
	// "... (USING expression) for table"; "query would be affected by
	// row-level security policy for table" with row_security off), as
	// psql, psycopg and node-postgres print it without the SQLSTATE: the
	// policy decides who may write the row, not the row's values.
	{text: "violates row-level security policy", kind: denied, reason: "insufficient_privilege (42501): a row-level security policy refuses this role's row"},
	{text: "would be affected by row-level security policy", kind: denied, reason: "insufficient_privilege (42501): row_security is off and a row-level security policy applies to this role"},
	{text: "current transaction is aborted", kind: premise, reason: "in_failed_sql_transaction (25P02): roll back and run the transaction again"},
	// Only a template a CREATE DATABASE copies reaches this entry: a
	// database other sessions are connected to is read before the table
	// (otherSessionsOnDatabase).
	{text: "is being accessed by other users", kind: premise, reason: "object_in_use (55006)"},
	// Set 154: matview.c's refusal of REFRESH MATERIALIZED VIEW
	// CONCURRENTLY on a view without a usable unique index (55000
	// object_not_in_prerequisite_state, HINT "Create a unique index with
	// no WHERE clause ..."), as lib/pq, psql and node-postgres print it
	// without the SQLSTATE: the view lacks its prerequisite, not a wait
	// for a concurrent refresh ("concurrently" is the statement's option).
	{text: "cannot refresh materialized view", kind: premise, reason: "object_not_in_prerequisite_state (55000): REFRESH ... CONCURRENTLY needs a unique index on the materialized view; create it (or refresh without CONCURRENTLY)"},
	{text: "query returned no rows", kind: ambiguous, reason: "no_data_found (P0002)"},
	{text: "too many rows in result set", kind: ambiguous, reason: "pgx ErrTooManyRows: more than one row where one was expected"},
	{text: "failed to encode args", kind: invalid, reason: "pgx could not encode an argument for its column type"},
	{text: "number of field descriptions must equal number of destinations", kind: invalid, reason: "pgx: Scan was given a different number of destinations than the query's columns"},
	{text: "cannot scan null into", kind: invalid, reason: "pgx: a NULL scanned into a non-nullable type: scan into a pointer or sql.Null*"},
	{text: "server refused tls connection", kind: premise, reason: "the server does not offer TLS (sslmode)"},
	{text: "can't scan into dest", kind: invalid, reason: "pgx: the row does not fit the destination"},
	// Set 1440: the statistics views' placeholders for what this role may
	// not see (pgstatfuncs.c, pg_stat_statements.c: another role's query
	// in pg_stat_activity or pg_stat_statements reads "<insufficient
	// privilege>" without pg_read_all_stats; "<command string not
	// enabled>" under track_activities = off; "<backend information not
	// available>"): no error, the row came back with its value masked, a
	// success whose result is unusable. The bare words without the angle
	// brackets stay a refusal (generic.go).
	{text: "<insufficient privilege>", kind: ambiguous, reason: "a statistics view masked the value (pg_stat_activity, pg_stat_statements): the row came back without the data; pg_read_all_stats would show it"},
	{text: "<command string not enabled>", kind: ambiguous, reason: "pg_stat_activity holds no query text (track_activities is off): the row came back without the data"},
	{text: "<backend information not available>", kind: ambiguous, reason: "pg_stat_activity holds no information for that backend: the row came back without the data"},
	{text: "update 0", kind: ambiguous, word: true, reason: "the UPDATE matched no row"},
	{text: "delete 0", kind: ambiguous, word: true, reason: "the DELETE matched no row"},
	// Set 1187: the other command tags whose count says the statement
	// changed nothing (sql-merge.html "MERGE total_count", sql-copy.html
	// "COPY count"): the MERGE matched no row, the load had no rows.
	{text: "merge 0", kind: ambiguous, word: true, reason: "the MERGE changed no row"},
	{text: "copy 0", kind: ambiguous, word: true, reason: "the COPY loaded no row"},
	// Set 1187: an INSERT's tag with a zero count ("INSERT oid count", the
	// oid always 0 since PostgreSQL 12). A VALUES insert reports zero rows
	// without an error only when ON CONFLICT DO NOTHING skipped them, or an
	// INSERT ... SELECT ... WHERE NOT EXISTS found the row there: the create
	// added nothing because it was there already, set 60's reading of an
	// insert count of zero (addednothing.go), not UPDATE 0's empty match.
	{text: "insert 0 0", kind: conflict, word: true, reason: "the INSERT added no row: ON CONFLICT DO NOTHING (or WHERE NOT EXISTS) found it there already"},
	{text: "extended protocol limited to", kind: invalid, reason: "too many parameters for one statement: batch the rows"},
	{text: "no rows in result set", kind: ambiguous, reason: "no rows"},
	{text: "query returned more than one row", kind: ambiguous, reason: "too_many_rows (P0003)"},
	{text: "more than one row returned", kind: ambiguous, reason: "cardinality_violation (21000)"},
	{text: "already exists", kind: conflict, reason: "duplicate object (42P07/42710)"},
	{text: "does not exist", kind: premise, reason: "undefined object (42P01/3D000/3F000/42883)"},
	{text: "syntax error", kind: invalid, reason: "syntax_error (42601)"},
	{text: "invalid input syntax", kind: invalid, reason: "invalid_text_representation (22P02)"},
	{text: "invalid input value", kind: invalid, reason: "invalid_text_representation (22P02)"},
	{text: "value too long", kind: invalid, reason: "string_data_right_truncation (22001)"},
	{text: "out of range", kind: invalid, reason: "numeric_value_out_of_range (22003)"},
	{text: "division by zero", kind: invalid, reason: "division_by_zero (22012)"},
	{text: "no space left on device", kind: premise, reason: "disk_full (53100)"},
	{text: "out of memory", kind: transient, reason: "out_of_memory (53200)"},
	{text: "connection refused", kind: transient, reason: "connection refused"},
	{text: "conn closed", kind: transient, reason: "connection closed"},
	{text: "bad connection", kind: transient, reason: "bad connection"},
})

// guardsState reports whether a CHECK constraint's name or expression, as the
// message quotes it, guards a quantity the world holds (a balance, stock on
// hand, seats left) rather than the shape of a value. PostgreSQL and SQLite
// report both as one code (23514, SQLITE_CONSTRAINT_CHECK), but a balance
// that would go negative says the funds the plan assumed are not there
// (premise), while a malformed email says the call is wrong (invalid). The
// names are the conventional ones (PostgreSQL docs 5.5.1's
// "positive_price" is a format; "balance >= 0" in the docs' bank examples,
// "stock", "quantity_on_hand" in inventory schemas are states).
func guardsState(text string) bool {
	if rowValueRule(text) {
		return false
	}
	// "funds" only as a word: "refunds" (a table or constraint named after
	// refunds) says nothing of a balance (set 249).
	if hasWord(text, "funds") {
		return true
	}
	// "balanced" is the shape of a double-entry record (debits equal
	// credits: "entry_balanced", "debit = credit"), not an amount the
	// world holds: a balance counts only where the word is not
	// "balanced"/"unbalanced" (set 291).
	if holdsBalance(text) {
		return true
	}
	if hasAny(text, "stock", "inventory", "on_hand", "on hand", "onhand", "available", "remaining",
		"credit_limit", "credit limit", "overdraft", "overdrawn", "seats", "capacity", "allowance", "headroom", "in_stock", "reserved",
		"within_limit", "within_budget", "under_limit", "budget",
		// a counter of what is left to use ("uses_left", "seats_left", "credits_left"; set 53)
		"_left", "redemptions") {
		return true
	}
	if holdingUnit(text) { // holdingwords.go
		return true
	}
	if heldNounLimit(text) { // heldlimits.go: "seat limit reached" (set 1111)
		return true
	}
	if heldAtFloor(text) { // holdingwords.go: a credit or wallet held at zero or above (set 880)
		return true
	}
	// A quota is what an account may hold (storage, calls, seats of a
	// plan): a check against it guards the account's state, as one on a
	// balance does ("storage_used <= storage_quota", "within_quota"). A
	// check that the quota setting itself is positive is its format.
	if hasAny(text, "quota", "entitlement", "allotment") {
		return !hasAny(text, "positive", "> 0", ">0", "nonneg", "non_neg", "not_negative", "non-negative", ">= 0", ">=0", "format", "valid")
	}
	// A CHECK whose name orders two states of the row's life cycle
	// ("shipped_requires_paid"; domainvalue.go, set 1464).
	if checkNamesStateOrder(text) {
		return true
	}
	// A bare quantity or count held at zero or above ("qty >= 0",
	// "qty_nonneg") names no holding: it is the value the call wrote, a
	// format, unless a word above names the stock it counts (sets 241, 552
	// and 582 labelled it invalid blind, and no set labelled it premise).
	return false
}

// rowValueWords name a value a row carries for each unit (what it costs,
// what it weighs), not an amount the world holds: a check that one is
// positive is the format of the value the call wrote.
var rowValueWords = [...]string{"price", "prices", "cost", "costs", "fee", "fees", "discount", "tax", "weight"}

// rowValueRule reads PostgreSQL's check violation by its constraint's own
// name, less the relation's name that names it by convention
// ("<table>_<column>_check"): `new row for relation "inventory" violates
// check constraint "inventory_unit_price_positive"` guards the price the
// INSERT wrote, a format, though the relation names a stock (set 1395, live
// pgx on PostgreSQL 15). The relation's name says what table the row is
// in, the constraint's name what rule it broke. A constraint whose own name
// still guards a state ("inventory_stock_not_below_zero", "price_budget")
// keeps premise, and a name with no row value in it keeps the whole text's
// reading.
func rowValueRule(text string) bool {
	name, ok := quotedAfter(text, `check constraint "`)
	if !ok || name == "" {
		return false
	}
	rel, _ := quotedAfter(text, `relation "`)
	return rowValueName(name, rel)
}

// rowValueName is rowValueRule on a constraint's and a relation's names as
// a driver's fields give them (pgx ConstraintName and TableName, lib/pq
// Constraint and Table).
func rowValueName(name, rel string) bool {
	if rel != "" && len(name) > len(rel)+1 && strings.EqualFold(name[:len(rel)], rel) && name[len(rel)] == '_' {
		name = name[len(rel)+1:]
	}
	for _, w := range rowValueWords {
		if hasWord(name, w) {
			return !guardsState(name)
		}
	}
	return false
}

// holdsBalance reports whether text names a balance (an amount held:
// "balance >= 0", "account_balances", "balance_nonneg") other than in the
// adjective "balanced" (an entry whose debits equal its credits, a format).
func holdsBalance(text string) bool {
	t := strings.ToLower(text)
	for i := strings.Index(t, "balance"); i >= 0; {
		end := i + len("balance")
		if end >= len(t) || t[end] != 'd' {
			return true
		}
		j := strings.Index(t[end:], "balance")
		if j < 0 {
			break
		}
		i = end + j
	}
	return false
}

// poolerLoginWords are PgBouncer's refusals of a client's login (client.c
// set_pool, finish_set_pool, login_via_cert, handle_client_startup), all
// sent as FATAL 08P01 rather than the server's class 28 or 55: a user the
// pooler does not know, an auth method that turns the client away, a TLS
// connection or client certificate it requires, are the server's 28000
// for the agent's identity (denied); a database an administrator DISABLEd
// or a pooler misconfigured is the state of the route, as 55000 "not
// currently accepting connections" reads (premise).
// clientLoginWords are a client's words for a login it could not make
// for want of an accepted credential, reported under 08001 or 08004
// (set 1048).
var clientLoginWords = newMatcher([]pattern{
	{text: "no password was provided", kind: denied, reason: "the server asks for a password and the client has none (pgjdbc)"},
	{text: "no password has been provided", kind: denied, reason: "the server asks for a password and the client has none (Npgsql)"},
	{text: "no password supplied", kind: denied, reason: "the server asks for a password and the client has none (libpq)"},
	{text: "password authentication failed", kind: denied, reason: "the server rejects the password"},
	{text: "password missing", kind: denied, reason: "the server asks for a password and the client has none (Db2 SQL30082N)"},
	{text: "password invalid", kind: denied, reason: "the server rejects the user name or password (Db2 SQL30082N)"},
})

var poolerLoginWords = newMatcher([]pattern{
	{text: "no such user", kind: denied, reason: "the pooler knows no such user (its auth_file or auth_query): the credential, not the call"},
	{text: "login rejected", kind: denied, reason: "the pooler's auth method rejects this login"},
	{text: "tls client certificate required", kind: denied, reason: "the pooler requires a client certificate"},
	{text: "invalid tls certificate", kind: denied, reason: "the pooler rejects the client certificate"},
	{text: "tls certificate name mismatch", kind: denied, reason: "the client certificate's name is not the user's"},
	// A login refused only because it came without TLS: sslmode=require
	// repairs the same connection, as HTTP's "HTTPS required" (the lead
	// after sets 922 and 1252, four blind lines, none denied).
	{text: "tls connection required", kind: invalid, reason: "the pooler accepts this login only over TLS: connect with sslmode=require"},
	{text: "ssl required", kind: invalid, reason: "the pooler accepts this login only over TLS: connect with sslmode=require"},
	// PgBouncer's own auth check (client.c) says "password authentication
	// failed" with no user and 08P01; its admin console turns away a user
	// outside admin_users and stats_users with a bare "not allowed"
	// (admin.c) (set 791).
	{text: "password authentication failed", kind: denied, reason: "the pooler (or the server it logs into) rejects the password"},
	// PgBouncer's SCRAM check of the client's proof (client.c,
	// auth_type=scram-sha-256): a wrong password, or a user its auth_file
	// does not hold, reads "SASL authentication failed" with no user
	// named, as the server's 28P01 would be (set 1670).
	{text: "sasl authentication failed", kind: denied, reason: "the pooler's SCRAM check rejects the client's password (or does not know the user)"},
	// A pool_mode that cannot carry what the session does (PgBouncer
	// client.c under pool_mode=statement: "transaction blocks not allowed
	// in statement pooling mode", older releases "Long transactions not
	// allowed"): no authority is missing, the route this alias gives has
	// no transactions, so the plan is to change (another alias or no
	// transaction block); ahead of the bare "not allowed" (set 1670).
	{text: "not allowed in statement pooling mode", kind: premise, reason: "the pooler runs this database in statement pooling mode, which has no transaction blocks: use a session or transaction pool, or no transaction"},
	{text: "long transactions not allowed", kind: premise, reason: "the pooler runs this database in statement pooling mode, which has no transaction blocks: use a session or transaction pool, or no transaction"},
	{text: "not allowed", kind: denied, word: true, reason: "the pooler's admin console admits only admin_users and stats_users"},
	// PgBouncer 1.18+ words DISABLE as `database "x" is disabled` (set 791).
	{text: "\" is disabled", kind: premise, reason: "an administrator disabled the database on the pooler (DISABLE): it takes no new connections until enabled"},
	{text: "database does not allow connections", kind: premise, reason: "an administrator disabled the database on the pooler (DISABLE): it takes no new connections until enabled"},
	{text: "bouncer config error", kind: premise, reason: "the pooler's own configuration is broken (auth_type=any without a forced user)"},
	// The server's own login refusals, which PgBouncer relays re-coded as
	// 08P01 when it opens a server connection for the client (set 1479,
	// captured live on PgBouncer 1.18 and PostgreSQL 15): each keeps the
	// kind of its server SQLSTATE. Capacity (53300) and a server starting
	// or stopping (57P03) are a wait; ALLOW_CONNECTIONS false (55000) the
	// state of the database; NOLOGIN, pg_hba and CONNECT privilege (28000,
	// 42501) the identity.
	{text: "too many connections for role", kind: transient, reason: "the server's per-role connection limit is full (53300): connections free as others close"},
	{text: "too many connections for database", kind: transient, reason: "the server's per-database connection limit is full (53300): connections free as others close"},
	{text: "sorry, too many clients already", kind: transient, reason: "the server's max_connections is full (53300): connections free as others close"},
	{text: "remaining connection slots are reserved", kind: transient, reason: "the server's free connection slots are reserved (53300): connections free as others close"},
	{text: "the database system is starting up", kind: transient, reason: "the server is starting up (57P03)"},
	{text: "the database system is shutting down", kind: transient, reason: "the server is shutting down (57P03)"},
	{text: "the database system is in recovery mode", kind: transient, reason: "the server is recovering after a crash (57P03)"},
	{text: "is not currently accepting connections", kind: premise, reason: "the database is set to refuse connections (55000, ALLOW_CONNECTIONS false) until an administrator changes it"},
	{text: "is not permitted to log in", kind: denied, reason: "the server's role may not log in (28000, NOLOGIN)"},
	{text: "no pg_hba.conf entry", kind: denied, reason: "the server's pg_hba.conf admits no such login (28000)"},
	{text: "permission denied for database", kind: denied, reason: "the role lacks CONNECT on the database (42501)"},
})

// poolerAdminWords are PgBouncer's admin console answers (admin.c) to a
// command that finds the pooler already in the state it asks for, or that
// the caller may not run, all sent as 08P01 (set 1479, captured live on
// PgBouncer 1.18): PAUSE or SUSPEND when paused ("already
// suspended/paused"), RESUME when not ("pooler is not paused/suspended",
// "database x is not paused") are done already, conflict; a stats_users
// member's process-controlling command ("admin access needed") the
// authority, denied; SUSPEND while databases are paused the pooler's
// state, premise. "invalid command", "SET failed" and "cannot kill admin
// db" keep 08P01's invalid, "no such database" its premise.
var poolerAdminWords = newMatcher([]pattern{
	{text: "already suspended/paused", kind: conflict, reason: "the pooler is already paused or suspended, as PAUSE or SUSPEND asks"},
	{text: "not paused/suspended", kind: conflict, reason: "the pooler is already running, as RESUME asks"},
	{text: " is not paused", kind: conflict, reason: "the database is already running on the pooler, as RESUME asks"},
	{text: "admin access needed", kind: denied, reason: "the command needs an admin_users member (stats_users may only SHOW)"},
	{text: "cannot suspend with paused databases", kind: premise, reason: "SUSPEND needs the paused databases resumed first"},
})

// relayedDatabaseMissing reports the server's 3D000 sentence, `database
// "x" does not exist`, inside a pooler's 08P01 (PgBouncer relays a server
// login refusal under its own code).
func relayedDatabaseMissing(text string) bool {
	i := indexFold(text, `database "`)
	return i >= 0 && hasFold(text[i:], `" does not exist`)
}

// rowsBreakNewRule reports a class 23 error raised while a rule is added:
// PostgreSQL words the rows already stored apart from the row a statement
// writes ("could not create unique index", "could not create exclusion
// constraint", "check constraint ... of relation ... is violated by some
// row", "updated partition constraint for default partition ... would be
// violated by some row", "column ... contains null values").
func rowsBreakNewRule(text string) bool {
	return rowsBreakNewRuleAs("", text)
}

// newRuleWords are those sentences, each with the one SQLSTATE that
// PostgreSQL's source raises it under (index.c, tablecmds.c; ALTER DOMAIN
// ADD CONSTRAINT over the columns using the domain, typecmds.c
// validateDomainCheckConstraint, set 75).
var newRuleWords = [...]struct{ state, text string }{
	{"23505", "could not create unique index"},
	// CockroachDB's backfill of a new unique index (set 431's probes).
	{"23505", "failed to ingest index entries during backfill"},
	{"23P01", "could not create exclusion constraint"},
	{"23514", "violated by some row"},
	{"23514", "violate the new constraint"},
	{"23502", "contains null values"},
}

// rowsBreakNewRuleAs is rowsBreakNewRule for a SQLSTATE: a code that
// newRuleWords names reads only its own sentences (every pgx error of
// class 23 passes here, and reading all five cost a third of
// classify.Error's time on one); any other code, or none, reads them all.
func rowsBreakNewRuleAs(state, text string) bool {
	named := false
	for _, w := range newRuleWords {
		if w.state == state {
			named = true
			if hasFold(text, w.text) {
				return true
			}
		}
	}
	if named {
		return false
	}
	for _, w := range newRuleWords {
		if hasFold(text, w.text) {
			return true
		}
	}
	return false
}

// inProgressWork reports an application's words for work still running
// on the object: "is still being generated", "still being processed",
// "generation is in progress". PostgreSQL's own 55006 texts say "is being
// accessed by other users", "is being used by ...", "is active for PID":
// a holder, not running work, and none says "still being" or "in
// progress".
func inProgressWork(text string) bool {
	return hasAny(text, "still being ", "is in progress", "are in progress", "still running", "still in progress")
}

// customSettingUnset reports 42704 "unrecognized configuration parameter"
// for a dotted, custom name ("app.tenant_id", "myapp.user"), as opposed to
// a built-in setting's misspelt name, which has no dot.
func customSettingUnset(text string) bool {
	name, ok := settingNamed(text, "unrecognized configuration parameter ")
	return ok && strings.IndexByte(name, '.') > 0
}

// settingNamed returns the quoted setting name after prefix in text (the
// quotes may be escaped inside a JSON string).
func settingNamed(text, prefix string) (string, bool) {
	i := indexFold(text, prefix)
	if i < 0 {
		return "", false
	}
	name := strings.TrimLeft(text[i+len(prefix):], `\"'`)
	if e := strings.IndexAny(name, `\"' `); e >= 0 {
		name = name[:e]
	}
	return name, true
}

// defaultTablespaceReason is the reading of defaultTablespaceMissing.
const defaultTablespaceReason = "default_tablespace refused: its only check is that the tablespace exists, so the tablespace the step rests on is missing (create it or name one that exists)"

// defaultTablespaceMissing reports guc.c's 22023 "invalid value for
// parameter" for default_tablespace, the setting whose check hook refuses
// only a tablespace that does not exist (set 1239). Any other setting's
// refused value keeps settingValueWords' invalid.
func defaultTablespaceMissing(text string) bool {
	name, ok := settingNamed(text, "invalid value for parameter ")
	return ok && strings.EqualFold(name, "default_tablespace")
}

// defaultTablespaceText is defaultTablespaceMissing for a text without a
// SQLSTATE (lib/pq's, psql's or a tool's rendering of the server's message).
func defaultTablespaceText(t string) (Result, bool) {
	if !defaultTablespaceMissing(t) {
		return Result{}, false
	}
	return verdict(premise, defaultTablespaceReason)
}

// customSettingText is customSettingUnset for a text without a SQLSTATE
// (an ORM's or a tool's rendering of the server's message).
func customSettingText(t string) (Result, bool) {
	if !customSettingUnset(t) {
		return Result{}, false
	}
	return verdict(premise, "a custom setting this session has not set (PostgreSQL 42704 for a dotted name an RLS policy reads): set it first")
}

// ownSessionVerdict is the reading of a class 55 or 42704 error that
// ownSessionObject finds about the session's own object.
func ownSessionVerdict(state string) Result {
	return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE " + state + ": the object is this session's own (a descriptor it opened or closed, its own user, a view that takes no rows): fix the call"}
}

// ownSessionObject reports a class 55 or 42704 error about something the
// session itself holds or chose, not the shared catalog: a large-object
// descriptor it opened read-only or already closed (lo-interfaces.html),
// its own user (DROP ROLE refuses the current and session user), a view
// that cannot take rows (an INSERT must go to the base table), an object
// this session still uses, deferred trigger events of its own open
// transaction. No other session and no wait changes it: the call is wrong.
// A prerequisite that is the caller's own current transaction is the same
// (copyfrom.c 55000 "cannot perform COPY FREEZE because the table was not
// created or truncated in the current subtransaction": the call must
// truncate in the same transaction, or drop FREEZE; set 72).
func ownSessionObject(text string) bool {
	return hasAny(text, "large-object descriptor", "large object descriptor", "not opened for", "in this session",
		"current user cannot", "session user cannot", "currently open database",
		"cannot insert into view", "cannot update view", "cannot delete from view", "pending trigger events",
		"in the current subtransaction", "in the current transaction", "within the current transaction")
}

// copyFailVerdict reads the client's own reason a COPY FROM STDIN was
// ended with (the text after "from stdin failed: "): the caller's cancel,
// else what the strong or argument wording says, else the data the client
// sent, which it could not encode: invalid.
func copyFailVerdict(state, text string) Result {
	reason := text[indexFold(text, "from stdin failed")+len("from stdin failed"):]
	if hasAny(reason, "context canceled", "canceled", "cancelled") {
		return Result{Kind: denied, Code: state, Reason: "postgres: SQLSTATE 57014: the client ended the COPY: " + cancelReason}
	}
	if w, ok := matchWords(strongWords, reason); ok && w.Kind != ambiguous {
		return Result{Kind: w.Kind, Timeout: w.Timeout, Code: state, Reason: "postgres: SQLSTATE 57014: the client ended the COPY: " + w.Reason}
	}
	return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 57014: the client ended the COPY because it could not send a row (CopyFail): fix the rows"}
}

// plpgsqlRecordUnassigned reports PL/pgSQL's `record "r" is not assigned
// yet` (pl_exec.c, 55000), the name quoted as PostgreSQL prints it, so an
// application's "record 42 is not assigned yet" keeps its own reading.
func plpgsqlRecordUnassigned(text string) bool {
	for i := range foldMatches(text, `record "`) {
		j := i + len("record ")
		if k := pgNameEnd(text, j); k > j && hasPrefixFold(text[k:], " is not assigned yet") {
			return true
		}
	}
	return false
}

// exportedSnapshotGone reports whether text is ImportSnapshot's "invalid
// snapshot identifier" for an id that passed its shape check (only 0-9,
// A-F and '-', as pg_export_snapshot makes them): such an id failed on the
// snapshot file, which its exporting transaction removed when it ended. An
// id of another shape is the caller's typo and keeps class 22's invalid.
func exportedSnapshotGone(text string) bool {
	const lead = `invalid snapshot identifier: "`
	i := indexFold(text, lead)
	if i < 0 {
		return false
	}
	id := text[i+len(lead):]
	n := 0
	for n < len(id) && id[n] != '"' {
		c := id[n]
		if !(c >= '0' && c <= '9' || c >= 'A' && c <= 'F' || c == '-') {
			return false
		}
		n++
	}
	return n > 0 && n < len(id)
}

// poolerRelayWords are a PostgreSQL pooler's or proxy's own words for a
// pool that is full or a database it cannot reach now, sent under XX000
// (Supavisor, Neon's proxy; set 915).
var poolerRelayWords = []string{"max client connections reached", "(edbhandlerexited)", "couldn't connect to compute node", "could not connect to compute node"}

// otherSessionsReason is the reading of otherSessionsOnDatabase.
const otherSessionsReason = "other sessions are still connected to the database; they end their work and leave (DROP DATABASE ... WITH (FORCE) ends them at once)"

// otherSessionsOnDatabase reads 55006's "database \"x\" is being accessed by
// other users" (DROP DATABASE, ALTER DATABASE RENAME) as sessions that
// finish and disconnect: transient. The ruling was premise ("a pool keeps
// its connections") until the lead revised it after set 947, because the
// blind sets split 12 premise (most before set 100) to 18 transient (17 of
// the 20 since) and the server's docs name waiting or FORCE, not a new
// plan. CREATE DATABASE's "source database \"x\" is being accessed by other
// users" stays premise: a template is meant to have no sessions at all.
func otherSessionsOnDatabase(text string) bool {
	i := indexFold(text, "is being accessed by other users")
	if i < 0 {
		return false
	}
	return !hasFold(text[:i], "source database")
}

// nullAggregates are the aggregates PostgreSQL answers NULL for when no row
// reaches them (count answers 0), as pgx names the column after them.
var nullAggregates = []string{"sum", "max", "min", "avg", "array_agg", "string_agg", "json_agg", "jsonb_agg", "bool_and", "bool_or", "every"}

// aggregateNullText reads pgx's "can't scan into dest[0] (col: max):
// cannot scan NULL into *int": the NULL is what an aggregate gives over no
// rows, so the query ran and matched nothing, ambiguous, as "no rows in
// result set"; a named column's NULL stays the destination's type, invalid
// (sets 297 and 1006; set 75 read it invalid). Read by pgPreset and, for a
// text with no protocol, by generic.go.
func aggregateNullText(t string) (Result, bool) {
	if r, ok := sqlScanNullExpr(t); ok {
		return r, true
	}
	const p = "(col: "
	i := strings.Index(t, p)
	if i < 0 || !hasFold(t, "cannot scan null into") {
		return Result{}, false
	}
	name := t[i+len(p):]
	e := strings.IndexByte(name, ')')
	if e < 0 || !slices.Contains(nullAggregates, strings.ToLower(name[:e])) {
		return Result{}, false
	}
	return Result{Kind: ambiguous, Reason: "pgx: a NULL from an aggregate (sum, max, min, avg) over no rows: the query ran and found nothing to aggregate"}, true
}

// jsonPathReaders are the functions that answer NULL when the document
// lacks the path they are given (json1.html json_extract; MySQL
// JSON_EXTRACT, and JSON_UNQUOTE over it; PostgreSQL's *_extract_path
// functions), as database/sql names the column after them.
var jsonPathReaders = []string{"json_extract", "json_unquote", "json_value", "json_extract_path", "json_extract_path_text", "jsonb_extract_path", "jsonb_extract_path_text"}

// sqlScanNullExpr reads database/sql's "sql: Scan error on column index N,
// name \"max(created_at)\": converting NULL to string is unsupported"
// (convert.go) whose column is an aggregate or a JSON path read: SQLite and
// MySQL name the column after the expression's text, PostgreSQL after the
// function. The NULL is what the expression gives when nothing reached it
// (an aggregate over no rows, a path the document lacks): the query ran
// and found nothing, ambiguous, as aggregateNullText reads pgx's form (set
// 1168). A named column's NULL stays the destination's type, invalid (set
// 71), and so does count(), which answers 0.
func sqlScanNullExpr(t string) (Result, bool) {
	const p = `name "`
	if !hasFold(t, "sql: scan error on column index") || !hasFold(t, ": converting null to ") {
		return Result{}, false
	}
	name, ok := quotedAfter(t, p)
	if !ok {
		return Result{}, false
	}
	if strings.Contains(name, "->>") || strings.Contains(name, "->") {
		return Result{Kind: ambiguous, Reason: "database/sql: a NULL from a JSON path the document lacks: the query ran and found nothing at that path"}, true
	}
	fn := name
	if e := strings.IndexByte(name, '('); e >= 0 {
		fn = strings.TrimSpace(name[:e])
	}
	for _, a := range nullAggregates {
		if strings.EqualFold(fn, a) {
			return Result{Kind: ambiguous, Reason: "database/sql: a NULL from an aggregate (sum, max, min, avg) over no rows: the query ran and found nothing to aggregate"}, true
		}
	}
	if fn == name {
		return Result{}, false // a bare name is a column's: only aggregates read so
	}
	for _, a := range jsonPathReaders {
		if strings.EqualFold(fn, a) {
			return Result{Kind: ambiguous, Reason: "database/sql: a NULL from a JSON path the document lacks: the query ran and found nothing at that path"}, true
		}
	}
	if strings.EqualFold(fn, "group_concat") {
		return Result{Kind: ambiguous, Reason: "database/sql: a NULL from an aggregate (sum, max, min, avg) over no rows: the query ran and found nothing to aggregate"}, true
	}
	return Result{}, false
}

// driverStmtName matches the prepared-statement names drivers generate for
// their own statement caches, pgx's "stmtcache_..." aside (read anywhere in
// the text, driverStatementName): pgJDBC "S_1", asyncpg
// "__asyncpg_stmt_1__", psycopg 3 "_pg3_0", Rails "a1", Ecto "ecto_12", sqlx
// "sqlx_s_1". Prisma's "s0" is left out: a bare s<n> is a name callers
// choose too (set 247). A 42P05 on such a name is two clients' caches meeting on one
// server session (a transaction pooler), not a statement the caller made.
var driverStmtName = regexp.MustCompile(`(?i)prepared statement "(s_\d+|a\d+|ecto_\d+|__asyncpg_stmt_\w+|_pg3_\d+|sqlx_s_\d+)"`)

func driverStatementName(text string) bool {
	return hasFold(text, "stmtcache_") || driverStmtName.MatchString(text)
}

// txControlWarning reports whether text is one of xact.c's WARNINGs for a
// transaction-control command out of its context, the whole answer (a
// severity prefix, no ERROR line after it), as pgx renders a notice
// ("WARNING: there is no transaction in progress (SQLSTATE 25P01)").
func txControlWarning(text string) bool {
	t := strings.TrimSpace(text)
	if !hasPrefixFold(t, "WARNING:") || hasFold(t, "ERROR:") {
		return false
	}
	return hasAny(t, "no transaction in progress", "already a transaction in progress", "can only be used in transaction blocks")
}

// securityContextRefusal reports PostgreSQL's 42501 refusals of a statement
// run inside a security-definer function or a security-restricted
// operation (set 1440): a context no privilege lifts, unlike "permission
// denied" and "must be owner".
func securityContextRefusal(text string) bool {
	return hasFold(text, "within security-definer function") || hasFold(text, "within security-restricted operation")
}

// redshiftSerializationFailure reports whether an XX000 text is Amazon
// Redshift's error 1023, a serializable isolation violation: its words,
// or the bare number as the message, as libpq-style drivers print it
// ("ERROR: 1023 (SQLSTATE XX000)", "Invalid operation: 1023") and as
// redshift_connector's error dict holds it ('M': '1023').
func redshiftSerializationFailure(text string) bool {
	if hasFold(text, "serializable isolation violation") {
		return true
	}
	for _, lead := range []string{"error: 1023", "invalid operation: 1023", "'m': '1023'"} {
		for i := range foldMatches(text, lead) {
			j := i + len(lead)
			if j == len(text) || !isAlnum(text[j]) {
				return true
			}
		}
	}
	return false
}
