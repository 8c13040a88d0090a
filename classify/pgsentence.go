package classify

import "strings"

// PostgreSQL's parser and analyser report what is wrong with the statement
// itself in fixed sentences (parse_relation.c, parse_agg.c, parse_clause.c,
// parse_oper.c, parse_func.c, datetime.c), and every driver passes the
// sentence on: pgx appends the SQLSTATE, psql prints "ERROR:  ...", psycopg
// prefixes its exception's name, node-postgres "error: ", lib/pq "pq: ".
// Without the SQLSTATE the words that remain mislead: "column ... does not
// exist" and "operator does not exist" read as a missing object (premise),
// "is ambiguous" as an unusable result, "is not unique" as a duplicate,
// "not recognized" as nothing at all. Each sentence below is the
// statement's fault, with the SQLSTATE the server sends with it, and is
// decided as that SQLSTATE is (pgDecide): a column, operator or function
// the statement names wrongly, a reference it leaves ambiguous, grouping
// and aggregates out of place, an ORDER BY position past the select list,
// a select list over the parser's limit, a time zone or unit that is not
// in PostgreSQL's vocabulary (set 68; errcodes-appendix.html).

// pgStatementSentences are the fixed sentences, lower case.
var pgStatementSentences = []struct{ text, state string }{
	{"must appear in the group by clause or be used in an aggregate function", "42803"},
	{"aggregate function calls cannot be nested", "42803"},
	{"aggregate functions are not allowed in ", "42803"},
	{"window function calls cannot be nested", "42P20"},
	{"window functions are not allowed in ", "42P20"},
	{"set-returning functions are not allowed in ", "0A000"},
	{" requires an over clause", "42809"},
	{"target lists can have at most ", "54011"},
	{"subquery in from must have an alias", "42601"},
	{" query must have the same number of columns", "42601"},
	{"missing from-clause entry for table ", "42P01"},
	{"operator does not exist: ", "42883"},
	{"operator is not unique: ", "42725"},
	// A sequence past its bound (sequence.c, 2200H), as lib/pq and psql
	// print it without the SQLSTATE: the store is exhausted, not the call.
	{"nextval: reached maximum value of sequence ", "2200H"},
	{"nextval: reached minimum value of sequence ", "2200H"},
	// Set 118 (model-written SQL through pgx, and as psycopg, node-postgres
	// and lib/pq print it without the SQLSTATE): an ON CONFLICT target no
	// unique index matches (plancat.c, 42P10: "there is no ... constraint"
	// reads as a missing object, "ON CONFLICT" as a duplicate), a value too
	// large for its numeric(p,s) (numeric.c, 22003: "overflow" reads as a
	// capacity), a subscript on a type that has none and a JSON function
	// given the wrong shape (42804, jsonfuncs.c 22023), and a statement
	// outside the transaction block it needs (xact.c, 25P01).
	{"there is no unique or exclusion constraint matching the on conflict specification", "42P10"},
	{"numeric field overflow", "22003"},
	{"cannot subscript type ", "42804"},
	{"cannot extract elements from an object", "22023"},
	{"cannot extract elements from a scalar", "22023"},
	{" can only be used in transaction blocks", "25P01"},
	// Set 118's wrong types and shapes, as lib/pq and node-postgres print
	// them: an expression of the wrong type for its column (parse_target.c,
	// 42804), a cast PostgreSQL has none for (parse_coerce.c, 42846), a
	// DISTINCT ordered by what it does not select (42P10), a scalar
	// subquery of several columns (42601), a value for a GENERATED ALWAYS
	// column (rewriteHandler.c, 428C9); and, in the switch below,
	// select_common_type's "%s types %s and %s cannot be matched" (UNION,
	// CASE, COALESCE, VALUES: 42804) and jsonfuncs.c's "cannot call %s on
	// an array / a scalar / a non-object" (22023).
	{" but expression is of type ", "42804"},
	{"cannot cast type ", "42846"},
	{"for select distinct, order by expressions must appear in select list", "42P10"},
	{"subquery must return only one column", "42601"},
	{"cannot insert a non-default value into column ", "428C9"},
	// Set 118's classes in more of the parser's and jsonfuncs.c's
	// sentences, which CockroachDB repeats word for word and asyncpg,
	// psycopg, node-postgres, Rails' PG:: errors and lib/pq pass on
	// without the SQLSTATE: a parameter whose type PostgreSQL cannot infer
	// or infers two ways (42P18, 42P08: cast it), an INSERT whose columns
	// and values differ in number, an unterminated string, a zero-length
	// identifier, a non-integer constant in ORDER BY or GROUP BY (42601),
	// DISTINCT, UNION or GROUP BY over a type without equality or ordering
	// (json: 42883), DISTINCT ON that its ORDER BY does not lead (42P10),
	// a recursive term of another type (42804), a FULL JOIN the planner
	// cannot run (0A000), and a JSON function given the wrong shape
	// (22023): the statement is to change.
	{"could not determine data type of parameter $", "42P18"},
	// Set 1416 (server-postgres's query tool, which binds no values): a
	// placeholder the statement uses with none supplied (parse_param.c
	// variable_paramref_hook / fixed_paramref_hook "there is no parameter
	// $%d", 42P02): the statement is to change, as its two siblings.
	{"there is no parameter $", "42P02"},
	{"inconsistent types deduced for parameter $", "42P08"},
	{"insert has more expressions than target columns", "42601"},
	{"insert has more target columns than expressions", "42601"},
	{"unterminated quoted string at or near ", "42601"},
	{"zero-length delimited identifier at or near ", "42601"},
	{"non-integer constant in order by", "42601"},
	{"non-integer constant in group by", "42601"},
	{"could not identify an equality operator for type ", "42883"},
	{"could not identify an ordering operator for type ", "42883"},
	{"select distinct on expressions must match initial order by expressions", "42P10"},
	{" in non-recursive term but type ", "42804"},
	{"full join is only supported with merge-joinable or hash-joinable join conditions", "0A000"},
	{"cannot get array length of a non-array", "22023"},
	{"cannot get array length of a scalar", "22023"},
	{"cannot deconstruct an array as an object", "22023"},
	{"cannot deconstruct a scalar", "22023"},
	{"cannot set path in scalar", "22023"},
	{"cannot delete from scalar", "22023"},
	// Set 158: nodeModifyTable.c's refusal of a batch that names one key
	// twice, "ON CONFLICT DO UPDATE command cannot affect row a second
	// time" and "MERGE command cannot affect row a second time" (21000,
	// HINT "Ensure that no rows proposed for insertion ... have duplicate
	// constrained values"), as psql and lib/pq print it without the
	// SQLSTATE: its HINT's "more than one source row matches" reads as
	// several matches; the batch is to be deduplicated.
	{" command cannot affect row a second time", "21000"},
	// Set 212 (model-written analytics SQL through pgx, and as lib/pq and
	// psql print it without the SQLSTATE): a column list longer than the
	// query or table it names, parse_cte.c's "WITH query %s has %d columns
	// available but %d columns specified" and parse_relation.c's "table %s
	// has ..." for an alias (42P10): the statement's own list is wrong.
	{" columns available but ", "42P10"},
	// Set 1196 (createdb and CREATE DATABASE through psql, captured live
	// on PostgreSQL 15): dbcommands.c's refusals of an encoding or locale
	// the new database's arguments pair wrongly, all 22023: "new encoding
	// (%s) is incompatible with the encoding of the template database
	// (%s)" (HINT "Use the same encoding as in the template database, or
	// use template0 as template."), the same of the collation and
	// LC_CTYPE, and check_encoding_locale_matches' "encoding \"%s\" does
	// not match locale \"%s\"" (in the switch below). The call's own
	// options are to change (sql-createdatabase.html: the encoding "must
	// be chosen to be compatible with the chosen locale settings").
	{" is incompatible with the encoding of the template database", "22023"},
	{" is incompatible with the collation of the template database", "22023"},
	{" is incompatible with the lc_ctype of the template database", "22023"},
}

// pgServerSentences are the administration sentences whose words alone
// mislead without the SQLSTATE, about the server's state rather than the
// statement (set 100, PostgreSQL 15 through pgx, and as lib/pq and psql
// print them): "in use" reads as a wait where the slots are persistent
// (53400, slot.c: free one or raise max_replication_slots), and "currently
// open database" (55006, dbcommands.c: connect to another database) and
// "not currently accepting connections" (55000, datallowconn) and the
// postmaster's "shutting down" and "starting up" (57P03) as nothing.
// Each is decided as its SQLSTATE is, with pgDecide's reading of the text.
var pgServerSentences = []struct{ text, state string }{
	{"all replication slots are in use", "53400"},
	// Set 1347 (vacuumdb --skip-locked and VACUUM/ANALYZE (SKIP_LOCKED)
	// through psql, captured live on PostgreSQL 15): vacuum.c's warning
	// "skipping vacuum of \"%s\" --- lock not available" (also "skipping
	// analyze of"), errcode 55P03, behind an exit 0: another session
	// holds the table's lock now and a later run vacuums it. And
	// dbcommands.c's "cannot drop a template database" (42809): the
	// database is marked IS_TEMPLATE and must be unmarked first, its
	// state, not the statement (pgDecide class 42).
	{" --- lock not available", "55P03"},
	// Set 1421 (reindexdb --concurrently, captured live on PostgreSQL
	// 15): REINDEX's warnings that it passed an index by, filed as
	// warnings and read by lockheld.go reindexSkipWords: ambiguous.
	{"concurrently, skipping", "01000"},
	{"skipping reindex of invalid index", "01000"},
	{"cannot drop a template database", "42809"},
	// Set 1440: the 42501 refusals of a statement inside a security-definer
	// function or security-restricted operation, as psql prints them
	// without the SQLSTATE; pgDecide reads them invalid
	// (securityContextRefusal).
	{"within security-definer function", "42501"},
	{"within security-restricted operation", "42501"},
	// Set 1162: an exported snapshot imported after its transaction
	// ended (snapmgr.c, 22023; pg_dump --snapshot prints it through psql's
	// "ERROR:  ...") and a driver's stale cached description of a query
	// (pquery.c, 08P01), as they read without the SQLSTATE; pgDecide
	// tells a well-formed snapshot id from a typo.
	{"invalid snapshot identifier: \"", "22023"},
	{" result formats but query has ", "08P01"},
	{"cannot drop the currently open database", "55006"},
	{"is being used by logical replication subscription", "55006"},
	{"is not currently accepting connections", "55000"},
	{"the database system is shutting down", "57P03"},
	{"the database system is starting up", "57P03"},
	{"the database system is not yet accepting connections", "57P03"},
	{"the database system is in recovery mode", "57P03"},
	{"the database system is not accepting connections", "57P03"},
	// Set 111: postinit.c's refusal when only the reserved slots are left
	// (PostgreSQL 15 "... for non-replication superuser connections", 16
	// "... for roles with the SUPERUSER attribute" and "... with privileges
	// of the pg_use_reserved_connections role"): the slots free as other
	// sessions end, though the words read as a privilege the role lacks.
	{"remaining connection slots are reserved for ", "53300"},
	// Set 1626: proc.c InitProcess's refusal of a walsender when every
	// walsender slot is taken, "number of requested standby connections
	// exceeds max_wal_senders (currently %d)", filed as 53300 (as "sorry,
	// too many clients already"), through pg_basebackup, pg_receivewal and
	// a standby's log: "exceeds" reads as a limit the call broke.
	{"number of requested standby connections exceeds max_wal_senders", "53300"},
	// Set 158: execPartition.c's "no partition of relation %s found for
	// row" (23514, DETAIL "Partition key of the failing row contains
	// ..."), as psql and lib/pq print it without the SQLSTATE: the row is
	// fine and the partition the load rests on is not there yet
	// (ddl-partitioning.html "an appropriate partition must be added
	// manually"), as pgDecide reads 23514 with these words.
	{"no partition of relation ", "23514"},
	// Set 215's migration sentences, as lib/pq, psql and node-postgres
	// print them without the SQLSTATE (checked live on PostgreSQL 15):
	// ALTER COLUMN TYPE without the USING clause its HINT asks for
	// (tablecmds.c, 42804), a system column named in ALTER (tablecmds.c,
	// 0A000), and a partition bound that overlaps another (partbounds.c,
	// 42P17), each read as pgDecide reads the state.
	{" cannot be cast automatically to type ", "42804"},
	{"cannot alter system column ", "0A000"},
	{" would overlap partition ", "42P17"},
	// lock.c's full lock table, "out of shared memory" with its HINT to
	// raise max_locks_per_transaction (53200), as psycopg and psql print
	// it: pgDecide reads the HINT (sets 405 and 992).
	{"out of shared memory", "53200"},
	// Set 1390: a PL/pgSQL routine whose own code fell off its end
	// (pl_exec.c, 2F005 "control reached end of function without RETURN",
	// "... of trigger procedure without RETURN"), as psql and lib/pq print
	// it without the SQLSTATE: the routine is to be fixed, as class 2F is.
	{"control reached end of function without return", "2F005"},
	{"control reached end of trigger procedure without return", "2F005"},
}

// pgDuringRecovery reports PostgreSQL's refusals of what only a primary can
// do, sent by a hot standby (set 111, PostgreSQL 15 through pgx and as
// lib/pq and psql print them): xlogfuncs.c's "recovery is in progress"
// (55000, HINT "WAL control functions cannot be executed during
// recovery.") and utility.c PreventCommandDuringRecovery's "cannot execute
// %s during recovery" (25006). "in progress" alone reads as a wait, but a
// standby stays in recovery until it is promoted: the session is on the
// wrong server, as 25006 "in a read-only transaction". The bare sentence
// counts only as PostgreSQL prints it, the whole message after a driver's
// or psql's prefix, so another program's "index recovery is in progress
// for shard 3" keeps the wording's reading. The converse, xlogfuncs.c's
// "recovery is not in progress" (55000, HINT "Recovery control functions
// can only be executed during recovery."), is a standby function called on
// a primary, pg_promote() on one already promoted: premise too. The same
// refusal raised with elog under XX000 (varsup.c's "cannot assign OIDs
// during recovery" from lo_create or any new OID, "cannot assign
// TransactionIds during recovery", xloginsert.c's "cannot make new WAL
// entries during recovery") and lock.c's 0A000 "cannot acquire lock mode
// ... while recovery is in progress" read as 25006 too (set 1379,
// pgCannotDuringRecovery).
func pgDuringRecovery(text string) string {
	if i := indexFold(text, "cannot execute "); i >= 0 && hasFold(text[i:], " during recovery") {
		return "25006"
	}
	if pgCannotDuringRecovery(text) {
		return "25006"
	}
	if pgWholeSentence(text, "recovery is in progress") || pgWholeSentence(text, "recovery is not in progress") {
		return "55000"
	}
	return ""
}

// pgCannotDuringRecovery reports a standby's "cannot <do it> during
// recovery" or "cannot <do it> while recovery is in progress" as
// PostgreSQL prints a message: the clause runs from the message's start or
// a prefix ending in a colon to the end, a new line or pgx's " (SQLSTATE".
// Another program's "cannot assign shard during recovery of node 3" inside
// a longer sentence keeps its own reading (a recovery that ends).
func pgCannotDuringRecovery(text string) bool {
	for _, tail := range [...]string{" during recovery", " while recovery is in progress"} {
		for j := range foldMatches(text, tail) {
			after := text[j+len(tail):]
			if after != "" && after[0] != '\n' && !hasPrefixFold(after, " (sqlstate") {
				continue
			}
			clause := text[:j]
			if k := strings.LastIndexAny(clause, ":\n"); k >= 0 {
				clause = clause[k+1:]
			}
			if hasPrefixFold(strings.TrimLeft(clause, " "), "cannot ") {
				return true
			}
		}
	}
	return false
}

// pgWholeSentence reports whether text holds s as PostgreSQL prints a
// message: at the start or after a prefix ending in a colon ("pq: ",
// "ERROR:  ", an exception's name), and then nothing, a new line (psql's
// HINT) or pgx's " (SQLSTATE ...)".
func pgWholeSentence(text, s string) bool {
	for i := range foldMatches(text, s) {
		before := strings.TrimRight(text[:i], " ")
		after := text[i+len(s):]
		if (before == "" || strings.HasSuffix(before, ":")) &&
			(after == "" || after[0] == '\n' || hasPrefixFold(after, " (sqlstate")) {
			return true
		}
	}
	return false
}

// pgStatementSentence returns the SQLSTATE of the PostgreSQL sentence about
// the statement (or, pgServerSentences, about the server's state) that text
// holds, or "".
func pgStatementSentence(text string) string {
	for _, s := range pgStatementSentences {
		if hasFold(text, s.text) {
			return s.state
		}
	}
	for _, s := range pgServerSentences {
		if hasFold(text, s.text) {
			return s.state
		}
	}
	if state := pgDuringRecovery(text); state != "" {
		return state
	}
	// PostgREST's schema-cache sentences (postgrest.go), as supabase-js,
	// supabase-py or postgrest-go print them without the PGRST code.
	if state := postgrestCacheState(text); state != "" {
		return state
	}
	if pgBouncerConsoleAnswer(text) {
		// PgBouncer's admin console answers, sent as 08P01 (admin.c) and
		// read there by poolerAdminWords (set 1670).
		return "08P01"
	}
	switch {
	case pgNamedThenSaid(text, "replication slot ", " is active for pid "):
		// slot.c ReplicationSlotAcquire: a consumer streams from it (55006).
		return "55006"
	case plpgsqlRecordUnassigned(text):
		// pl_exec.c: a record variable read before assignment (55000).
		return "55000"
	case pgNamedThenSaid(text, "extension ", " is not available"):
		// extension.c: the server lacks the extension's files (0A000,
		// HINT "must first be installed on the system").
		return "0A000"
	case pgNamedThenSaid(text, "column ", " does not exist"):
		return "42703"
	case pgNamedThenSaid(text, "column reference ", " is ambiguous"):
		return "42702"
	case pgSignatureThenSaid(text, "function ", " does not exist"):
		// Only a signature, "avg(text)", is PostgreSQL's: the name and
		// the argument types it was called with.
		return "42883"
	case pgNamedThenSaid(text, "function ", " is not unique"):
		return "42725"
	case pgNamedThenSaid(text, "encoding ", " does not match locale "):
		// dbcommands.c check_encoding_locale_matches (set 1196).
		return "22023"
	case pgNamedThenSaid(text, "time zone ", " not recognized"):
		return "22023"
	case hasFold(text, "position ") && hasFold(text, " is not in select list"):
		// "ORDER BY position 3 is not in select list" (42P10).
		return "42P10"
	case pgNamedThenSaid(text, "unit ", " not recognized for type"):
		return "22023"
	case pgTypesNotMatched(text):
		return "42804"
	case hasFold(text, "cannot call json") && (hasFold(text, " on an array") || hasFold(text, " on a scalar") || hasFold(text, " on a non-object") || hasFold(text, " on a non-array")):
		return "22023"
	}
	return ""
}

// pgTypesNotMatched reports parse_coerce.c select_common_type's "UNION
// types integer and text cannot be matched" (CASE, COALESCE, VALUES,
// INTERSECT, EXCEPT alike): "types " and, after it, " cannot be matched".
func pgTypesNotMatched(text string) bool {
	i := indexFold(text, "types ")
	return i >= 0 && hasFold(text[i:], " cannot be matched")
}

// pgNamedThenSaid reports whether text holds lead, one name as PostgreSQL
// prints it (a quoted identifier, a qualified one such as o.Status, or a
// function's signature such as round(double precision, integer)),
// optionally "of relation" and a second name, and then said. Requiring the
// name in between keeps other software's sentences out: "column family
// cf1 does not exist" names two words, not one.
func pgNamedThenSaid(text, lead, said string) bool {
	return pgNameThenSaid(text, lead, said, false)
}

// pgSignatureThenSaid is pgNamedThenSaid for a function's signature only.
func pgSignatureThenSaid(text, lead, said string) bool {
	return pgNameThenSaid(text, lead, said, true)
}

func pgNameThenSaid(text, lead, said string, signature bool) bool {
	for i := range foldMatches(text, lead) {
		j := i + len(lead)
		if k := pgNameEnd(text, j); k > j && (!signature || text[k-1] == ')') {
			rest := text[k:]
			if hasPrefixFold(rest, " of relation ") {
				if m := pgNameEnd(text, k+len(" of relation ")); m > k+len(" of relation ") {
					rest = text[m:]
				}
			}
			if hasPrefixFold(rest, said) {
				return true
			}
		}
	}
	return false
}

// pgNameEnd returns the end of the name that starts at text[i]: a double-
// quoted identifier (its quotes included), or a run without spaces, with a
// parenthesised argument list (a function's signature) taken whole.
func pgNameEnd(text string, i int) int {
	if i >= len(text) {
		return i
	}
	if text[i] == '"' {
		if k := strings.IndexByte(text[i+1:], '"'); k >= 0 {
			return i + 1 + k + 1
		}
		return i
	}
	j := i
	for j < len(text) && text[j] != ' ' && text[j] != '\n' && text[j] != '(' {
		j++
	}
	if j < len(text) && text[j] == '(' {
		if k := strings.IndexByte(text[j:], ')'); k >= 0 {
			return j + k + 1
		}
	}
	return j
}

// postgrestCacheState maps PostgREST's "Could not find the ... in the schema
// cache" sentences to the SQLSTATE of the same mistake: a function by that
// name and parameters (PGRST202, 42883), a column of the table (PGRST204,
// 42703), a table (PGRST205, 42P01). A relationship (PGRST200) has no
// SQLSTATE and is left to the other rules.
func postgrestCacheState(text string) string {
	if !hasFold(text, " in the schema cache") {
		return ""
	}
	switch {
	case hasFold(text, "could not find the function "):
		return "42883"
	case hasFold(text, "could not find the '") && hasFold(text, "' column of '"):
		return "42703"
	case hasFold(text, "could not find the table "):
		return "42P01"
	}
	return ""
}

// dblinkConnNotOpen reports dblink's words for a connection this session
// has not opened: "connection not available" (the unnamed one) and
// `connection "name" not available`. HikariCP's pool timeout ("Connection
// is not available, request timed out") has "is" between and a wait.
func dblinkConnNotOpen(text string) bool {
	if hasAny(text, "timed out", "timeout") {
		return false
	}
	if hasFold(text, "connection not available") {
		return true
	}
	for j := range foldMatches(text, `" not available`) {
		clause := text[:j]
		if k := strings.LastIndex(clause, `"`); k >= 0 && hasSuffixFold(strings.TrimRight(clause[:k], " "), "connection") {
			return true
		}
	}
	return false
}

// typeInputElog reports the elog texts of a contrib type's input parser
// for a malformed literal: hstore before PostgreSQL 16 ("Syntax error near
// \"x\" at position 3", "Unexpected end of string").
func typeInputElog(text string) bool {
	return hasAny(text, "unexpected end of string", "syntax error near ")
}

// pgBouncerConsoleAnswer reports PgBouncer's admin console answers (admin.c,
// all 08P01) as psql and lib/pq print them without the SQLSTATE: "SET
// failed" (a setting it does not have or a value it cannot take), "cannot
// kill admin db: x" and "cannot wait in admin db: x" (KILL or WAIT_CLOSE
// of the console itself), and RESUME of a running database, "database x
// is not paused". Read as the 08P01 they carry with pgx: the first three
// the call's fault (invalid), the last the state already made (conflict,
// poolerAdminWords). Each counts only as the whole sentence, so another
// program's "cannot kill admin db process" or "SET failed to apply" keeps
// its own reading (set 1670, captured live on PgBouncer 1.18).
func pgBouncerConsoleAnswer(text string) bool {
	if !strings.Contains(text, "admin db: ") && !strings.Contains(text, "SET failed") && !strings.Contains(text, " is not paused") {
		return false
	}
	for _, lead := range [...]string{"cannot kill admin db: ", "cannot wait in admin db: "} {
		for i := range foldMatches(text, lead) {
			before := strings.TrimRight(text[:i], " ")
			end := i + len(lead)
			if k := pgNameEnd(text, end); k > end && (before == "" || strings.HasSuffix(before, ":")) {
				after := text[k:]
				if after == "" || after[0] == '\n' || hasPrefixFold(after, " (sqlstate") {
					return true
				}
			}
		}
	}
	return pgWholeSentence(text, "set failed") || (pgNamedThenSaid(text, "database ", " is not paused") && pgWholeSentenceFrom(text, "database "))
}

// pgWholeSentenceFrom reports whether a sentence that begins with lead
// starts the text or follows a prefix ending in a colon.
func pgWholeSentenceFrom(text, lead string) bool {
	for i := range foldMatches(text, lead) {
		before := strings.TrimRight(text[:i], " ")
		if before == "" || strings.HasSuffix(before, ":") {
			return true
		}
	}
	return false
}
