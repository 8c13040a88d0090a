package classify

import (
	"strings"
)

// SQLite result codes, https://www.sqlite.org/rescode.html. An extended
// code is the primary code in its low byte plus a refinement above it.
const (
	sqliteError      = 1
	sqlitePerm       = 3
	sqliteAbort      = 4
	sqliteBusy       = 5
	sqliteLocked     = 6
	sqliteNoMem      = 7
	sqliteReadOnly   = 8
	sqliteInterrupt  = 9
	sqliteIOErr      = 10
	sqliteCorrupt    = 11
	sqliteFull       = 13
	sqliteCantOpen   = 14
	sqliteProtocol   = 15
	sqliteSchema     = 17
	sqliteTooBig     = 18
	sqliteConstraint = 19
	sqliteMismatch   = 20
	sqliteMisuse     = 21
	sqliteNoLFS      = 22
	sqliteAuth       = 23
	sqliteRange      = 25
	sqliteNotADB     = 26

	sqliteBusySnapshot = sqliteBusy | 2<<8

	// The SQLITE_IOERR refinements whose rescode.html entries name a state
	// a retry finds unchanged: the -shm file could not grow ("may indicate
	// that the underlying filesystem volume is out of space"), a page's
	// checksum is wrong (the checksum VFS), a read fell outside the file
	// ("often indicates a corrupt filesystem"). Set 1380.
	sqliteIOErrShmSize   = sqliteIOErr | 19<<8
	sqliteIOErrData      = sqliteIOErr | 32<<8
	sqliteIOErrCorruptFS = sqliteIOErr | 33<<8

	sqliteReadOnlyRecovery  = sqliteReadOnly | 1<<8
	sqliteReadOnlyCantLock  = sqliteReadOnly | 2<<8
	sqliteReadOnlyRollback  = sqliteReadOnly | 3<<8
	sqliteReadOnlyDBMoved   = sqliteReadOnly | 4<<8
	sqliteReadOnlyCantInit  = sqliteReadOnly | 5<<8
	sqliteReadOnlyDirectory = sqliteReadOnly | 6<<8

	sqliteConstraintCheck      = sqliteConstraint | 1<<8
	sqliteConstraintForeignKey = sqliteConstraint | 3<<8
	sqliteConstraintFunction   = sqliteConstraint | 4<<8
	sqliteConstraintNotNull    = sqliteConstraint | 5<<8
	sqliteConstraintPrimaryKey = sqliteConstraint | 6<<8
	sqliteConstraintTrigger    = sqliteConstraint | 7<<8
	sqliteConstraintUnique     = sqliteConstraint | 8<<8
	sqliteConstraintRowID      = sqliteConstraint | 10<<8
	sqliteConstraintDataType   = sqliteConstraint | 12<<8
)

// sqliteDecide maps a SQLite result code (primary or extended), refined by
// the message where one code covers different causes. Each verdict follows
// the code's description in rescode.html.
func sqliteDecide(code int, text string) Result {
	r := func(k Result) Result { k.Code = "SQLITE_" + sqliteName(code); return k }
	switch code {
	case sqliteConstraintUnique, sqliteConstraintPrimaryKey, sqliteConstraintRowID:
		if buildsUniqueIndex(text) {
			return r(Result{Kind: premise, Reason: "sqlite: UNIQUE constraint failed while CREATE UNIQUE INDEX was built: rows already stored break the new rule"})
		}
		return r(Result{Kind: conflict, Reason: "sqlite: UNIQUE/PRIMARY KEY constraint failed: the row already exists"})
	case sqliteConstraintNotNull, sqliteConstraintDataType, sqliteConstraintFunction:
		return r(Result{Kind: invalid, Reason: "sqlite: NOT NULL/datatype constraint failed: the statement's values are wrong"})
	case sqliteConstraintCheck:
		if guardsState(text) {
			return r(Result{Kind: premise, Reason: "sqlite: CHECK constraint failed on a constraint that guards a state (a balance, stock or count): the state the step assumed is not there"})
		}
		return r(Result{Kind: invalid, Reason: "sqlite: CHECK constraint failed: the value breaks a rule of its format"})
	case sqliteConstraintForeignKey:
		// foreignkeys.html: an insert or update whose parent key does not
		// exist; a delete of a parent that children still reference fails
		// the same way. Either way the rows are not as the plan assumed.
		return r(Result{Kind: premise, Reason: "sqlite: FOREIGN KEY constraint failed: the referenced row does not exist (or children still reference it)"})
	case sqliteConstraintTrigger:
		// RAISE(ABORT|FAIL|ROLLBACK, msg): the message is the trigger
		// author's, read as any application's (appwords.go).
		if w, ok := appMessage(appCodeText(text)); ok {
			w.Reason = "sqlite: a trigger's RAISE: " + w.Reason
			return r(w)
		}
		return r(Result{Kind: unk, Reason: "sqlite: a trigger refused the change (RAISE)"})
	case sqliteBusySnapshot:
		// A WAL read transaction's snapshot went stale before it wrote:
		// no wait lets it through, a new transaction does.
		return r(Result{Kind: transient, Reason: "sqlite: SQLITE_BUSY_SNAPSHOT: another connection wrote since this transaction's snapshot; restart the transaction"})
	case sqliteIOErrShmSize:
		// Set 1380: a WAL write on a full volume (modernc "disk I/O error
		// (4874)"): out of space, as SQLITE_FULL; a wait frees nothing.
		return r(Result{Kind: premise, Reason: "sqlite: SQLITE_IOERR_SHMSIZE: the WAL's shared-memory file could not grow, the volume is out of space (as SQLITE_FULL)"})
	case sqliteIOErrData, sqliteIOErrCorruptFS:
		// The bytes (or the file system) are damaged, as SQLITE_CORRUPT.
		return r(Result{Kind: premise, Reason: "sqlite: SQLITE_IOERR_DATA/CORRUPTFS: a page's checksum is wrong or a read fell outside the file: the stored bytes are damaged, a retry reads the same"})
	case sqliteReadOnlyRecovery, sqliteReadOnlyCantLock:
		return r(Result{Kind: transient, Reason: "sqlite: read-only while another connection recovers the WAL or holds its lock: wait"})
	case sqliteReadOnlyDBMoved, sqliteReadOnlyRollback, sqliteReadOnlyCantInit:
		return r(Result{Kind: premise, Reason: "sqlite: the database file was moved, or its journal or shared memory cannot be used: reopen it"})
	}
	switch code & 0xff {
	case sqliteBusy:
		if ownStatementsOpen(text) { // raised.go
			return r(Result{Kind: invalid, Reason: "sqlite: SQLITE_BUSY from this connection's own unfinished statements (vdbe.c): close its rows, then commit"})
		}
		return r(Result{Kind: transient, Reason: "sqlite: SQLITE_BUSY: another connection holds the lock; it clears (raise busy_timeout)"})
	case sqliteLocked:
		return r(Result{Kind: transient, Reason: "sqlite: SQLITE_LOCKED: a conflicting statement on the same connection or shared cache; it clears when that statement ends"})
	case sqliteNoMem, sqliteIOErr, sqliteProtocol, sqliteAbort:
		return r(Result{Kind: transient, Reason: "sqlite: out of memory, an I/O error or a lock race: bounded retry"})
	case sqliteSchema:
		return r(Result{Kind: transient, Reason: "sqlite: SQLITE_SCHEMA: the schema changed under a prepared statement; it is re-prepared"})
	case sqliteReadOnly:
		// rescode.html: "the current database connection does not have
		// write permission": a file whose mode or owner refuses the
		// process, a directory that refuses the journal, a connection
		// opened read-only. The SQLite ruling, revised (the lead, after
		// sets 351, 352, 359 and 363, blind, against 360): SQLite's own
		// words name a permission the connection lacks, and no argument
		// or wait gives it, so it reads denied (reroute or hand back), as
		// EACCES does. The premise lines of sets 108 to 360, which read it
		// with PostgreSQL's 25006 (a replica's read-only transaction), are
		// tolerated by id. The extended codes that name a moved file or
		// an unusable journal keep their readings above.
		if code == sqliteReadOnlyDirectory {
			// "the process does not have permission to create a journal
			// file in the same directory": the process's rights.
			return r(Result{Kind: denied, Reason: "sqlite: SQLITE_READONLY_DIRECTORY: the process may not create the journal beside the database"})
		}
		return r(Result{Kind: denied, Reason: "sqlite: SQLITE_READONLY: this connection lacks write permission on the database (a read-only file or directory, or a read-only open): write elsewhere or hand back"})
	case sqlitePerm, sqliteAuth:
		return r(Result{Kind: denied, Reason: "sqlite: access denied (SQLITE_PERM/SQLITE_AUTH)"})
	case sqliteCantOpen:
		// No file, no directory, or a path that is a directory: the
		// database the plan names is not where it says.
		return r(Result{Kind: premise, Reason: "sqlite: SQLITE_CANTOPEN: the database file cannot be opened (missing file or directory)"})
	case sqliteNotADB, sqliteCorrupt:
		// The bytes on disk are the problem: a retry reads the same bytes.
		return r(Result{Kind: premise, Reason: "sqlite: the file is not a database or is corrupt: a retry reads the same bytes"})
	case sqliteFull, sqliteNoLFS:
		return r(Result{Kind: premise, Reason: "sqlite: the disk is full or the file too large for this host"})
	case sqliteTooBig, sqliteMismatch, sqliteMisuse, sqliteRange:
		return r(Result{Kind: invalid, Reason: "sqlite: the statement or its values are wrong (too big, type mismatch, misuse, bind range)"})
	case sqliteInterrupt:
		// modernc interrupts the statement when its context is cancelled.
		return r(Result{Kind: denied, Reason: "sqlite: SQLITE_INTERRUPT: " + cancelReason})
	case sqliteConstraint:
		// set 1238: integrity_check's finding (pragma.c "CHECK constraint
		// failed in %s", the table after "in") is rows already stored that
		// break the CHECK, as set 224's findings; a write refused by a
		// CHECK reads "CHECK constraint failed: NAME".
		if checkFinding(text) {
			return r(Result{Kind: premise, Reason: checkFindingReason})
		}
		if w, ok := sqliteWords.find(text); ok {
			p := sqliteWordTable[w]
			// The primary code says no more than "constraint": node
			// sqlite3's and better-sqlite3's err.code. Its CHECK reads
			// as the extended code's does.
			if p.text == "check constraint failed" && guardsState(text) {
				return r(Result{Kind: premise, Reason: "sqlite: CHECK constraint failed on a constraint that guards a state (a balance, stock or count): the state the step assumed is not there"})
			}
			return r(Result{Kind: p.kind, Reason: "sqlite: " + p.reason})
		}
		return r(Result{Kind: invalid, Reason: "sqlite: constraint failed"})
	case sqliteError:
		// SQLITE_ERROR is SQLite's generic code ("SQL logic error" is only
		// its name, sqlite3ErrStr(1)): the message after it decides, as
		// for any generic code. What the statement names that the schema
		// lacks or already holds is a fact about the world; a wrong word
		// is the statement's.
		// RENAME COLUMN onto a name the table already holds: alter.c
		// re-parses the renamed table itself, and its "duplicate column
		// name" is the table's own clash, not a dependent's: what the
		// step names is there already, as the plain duplicate column
		// (sets 316 and 1238).
		if hasFold(text, " after rename: duplicate column name") {
			return r(Result{Kind: conflict, Reason: "sqlite: SQLITE_ERROR: the renamed column's new name is one the table already holds"})
		}
		if schemaDependents(text) || sqliteDependentBroken(text) { // schemadeps.go
			return r(Result{Kind: premise, Reason: "sqlite: SQLITE_ERROR: another schema object (an index, a view, a trigger, a generated column) uses what the ALTER TABLE changes: change or drop it first"})
		}
		if foreignCollation(text) { // collseq.go
			return r(Result{Kind: invalid, Reason: "sqlite: SQLITE_ERROR: no such collation: the name is another engine's or a misspelt BINARY, NOCASE or RTRIM: fix the statement"})
		}
		if w, ok := unregisteredTokenizer(text); ok { // collseq.go
			w.Reason = "sqlite: SQLITE_ERROR: " + w.Reason
			return r(w)
		}
		if sqliteUnsafeUse(text) {
			return r(Result{Kind: denied, Reason: "sqlite: SQLITE_ERROR: unsafe use: a function or virtual table that the security policy (SQLITE_DIRECTONLY, or not SQLITE_INNOCUOUS under trusted_schema=OFF) keeps out of views, triggers and schema expressions: call it directly or hand back"})
		}
		if sqliteReservedSchema(text) {
			return r(Result{Kind: invalid, Reason: "sqlite: SQLITE_ERROR: main and temp are reserved schema names, always present and never attached: ATTACH cannot take them and DETACH cannot drop them; fix the alias"})
		}
		if sqliteDetachLocked(text) { // sqliteparser.go
			return r(Result{Kind: invalid, Reason: "sqlite: SQLITE_ERROR: DETACH refused while this connection holds a transaction on that schema (its own open rows or BEGIN): close them, then DETACH"})
		}
		if i, ok := sqliteErrorWords.find(text); ok {
			p := sqliteErrorTable[i]
			return r(Result{Kind: p.kind, Reason: "sqlite: SQLITE_ERROR: " + p.reason})
		}
		return r(Result{Kind: invalid, Reason: "sqlite: SQL logic error: the statement is wrong (syntax, a column, a function)"})
	}
	return r(Result{Kind: unk, Reason: "sqlite: result code " + itoa(code)})
}

func sqliteName(code int) string {
	for _, e := range sqliteCodeNames {
		if e.code == code {
			return e.name
		}
	}
	switch code {
	case sqliteConstraintUnique:
		return "CONSTRAINT_UNIQUE"
	case sqliteConstraintPrimaryKey:
		return "CONSTRAINT_PRIMARYKEY"
	case sqliteConstraintNotNull:
		return "CONSTRAINT_NOTNULL"
	case sqliteConstraintCheck:
		return "CONSTRAINT_CHECK"
	case sqliteConstraintForeignKey:
		return "CONSTRAINT_FOREIGNKEY"
	}
	switch code & 0xff {
	case sqliteError:
		return "ERROR"
	case sqliteBusy:
		return "BUSY"
	case sqliteLocked:
		return "LOCKED"
	case sqliteReadOnly:
		return "READONLY"
	case sqliteInterrupt:
		return "INTERRUPT"
	case sqliteIOErr:
		return "IOERR"
	case sqliteCorrupt:
		return "CORRUPT"
	case sqliteFull:
		return "FULL"
	case sqliteCantOpen:
		return "CANTOPEN"
	case sqliteConstraint:
		return "CONSTRAINT"
	case sqliteNotADB:
		return "NOTADB"
	}
	return itoa(code)
}

// sqliteWordTable is SQLite's own wording (sqlite3ErrStr and the
// constraint messages of its VDBE), for text without a result code:
// mattn/go-sqlite3, Python's sqlite3, logs.
var sqliteWordTable = []pattern{
	{text: "unique constraint failed", kind: conflict, reason: "UNIQUE constraint failed: the row already exists"},
	{text: "not null constraint failed", kind: invalid, reason: "NOT NULL constraint failed: a required value is missing"},
	{text: "check constraint failed", kind: invalid, reason: "CHECK constraint failed"},
	{text: "foreign key constraint failed", kind: premise, reason: "FOREIGN KEY constraint failed: the referenced row does not exist"},
	{text: "database table is locked", kind: transient, reason: "SQLITE_LOCKED: it clears when the conflicting statement ends"},
	{text: "database schema is locked", kind: transient, reason: "SQLITE_LOCKED: it clears when the conflicting statement ends"},
	{text: "database is locked", kind: transient, reason: "SQLITE_BUSY: another connection holds the lock"},
	{text: "sqlite_busy", kind: transient, reason: "SQLITE_BUSY: another connection holds the lock"},
	{text: "attempt to write a readonly database", kind: denied, reason: "SQLITE_READONLY: this connection lacks write permission on the database: write elsewhere or hand back"},
	{text: "unable to open database file", kind: premise, reason: "SQLITE_CANTOPEN: the database file cannot be opened"},
	{text: "file is not a database", kind: premise, reason: "SQLITE_NOTADB: the file is not a database"},
	{text: "file is encrypted or is not a database", kind: premise, reason: "SQLITE_NOTADB: the file is not a database (or another key)"},
	{text: "database disk image is malformed", kind: premise, reason: "SQLITE_CORRUPT: the database is corrupt"},
	{text: "database or disk is full", kind: premise, reason: "SQLITE_FULL: the disk is full"},
	// modernc.org/sqlite's own words for what SQLite says with a code
	// (set 1480, sqlite.go of the driver): Conn.IsReadOnly(schema) given a
	// schema name that is not attached on the connection, "not a name of
	// a database on connection: 'x'", is attach.c's "unknown database x"
	// (premise); its allocator's "sqlite: cannot allocate N bytes of
	// memory" (and "... bytes for deserialize") is SQLITE_NOMEM, "out of
	// memory (7)": a bounded retry (transient).
	{text: "not a name of a database on connection", kind: premise, reason: "the schema name is not attached on this connection (modernc Conn.IsReadOnly)"},
	{text: "sqlite: cannot allocate ", kind: transient, reason: "SQLITE_NOMEM in the driver's allocator: out of memory, a bounded retry"},
	{text: "no such table", kind: premise, reason: "no such table: the schema is not as the plan assumed"},
	{text: "no such fts5 table", kind: premise, reason: "no such fts5 table: the full-text table an fts5vocab table reads is not there: the schema is not as the plan assumed"},
	{text: "() in a check constraint", kind: premise, reason: "a CHECK constraint of the table uses a non-deterministic function ('now'): every write fails whatever its values; the table's definition must change"},
	{text: "() in a generated column", kind: premise, reason: "a generated column of the table uses a non-deterministic function ('now'): every write fails whatever its values; the table's definition must change"},
	{text: "unable to identify the object to be reindexed", kind: premise, reason: "REINDEX names no collation, table or index of this schema: the schema is not as the plan assumed"},
	{text: "no such column", kind: invalid, reason: "no such column: fix the statement"},
	// insert.c "table %S has no column named %s": an INSERT's column list
	// names a column the table lacks, as "no such column" (42703). With
	// SQLITE_ERROR beside it the generic code already says invalid; a
	// binding that prints only sqlite3_errmsg (Python's sqlite3,
	// mattn/go-sqlite3) leaves the wording alone to say it (set 679).
	{text: "has no column named", kind: invalid, reason: "the INSERT names a column the table does not have: fix the statement"},
	{text: "no such function", kind: invalid, reason: "no such function: fix the statement"},
	{text: "no such collation sequence", kind: premise, reason: "no such collation: this connection has not registered it (an extension or the application)"},
	{text: "sql logic error", kind: invalid, reason: "SQL logic error: the statement is wrong"},
	// What the statement asks that no schema could give, in the words
	// that name a constraint: an upsert's conflict target must match a
	// UNIQUE or PRIMARY KEY index (lang_upsert.html), and a STRICT
	// column refuses a value of another type (stricttables.html, vdbe.c
	// "cannot store %s value in %s column %s.%s"). Neither is a row that
	// exists: fix the statement or the value (set 63).
	{text: "on conflict clause does not match any primary key or unique constraint", kind: invalid, reason: "the ON CONFLICT target matches no UNIQUE or PRIMARY KEY index: fix the statement"},
	{text: "cannot store text value in", kind: invalid, reason: "SQLITE_CONSTRAINT_DATATYPE: the value's type does not fit the STRICT column"},
	{text: "cannot store integer value in", kind: invalid, reason: "SQLITE_CONSTRAINT_DATATYPE: the value's type does not fit the STRICT column"},
	{text: "cannot store real value in", kind: invalid, reason: "SQLITE_CONSTRAINT_DATATYPE: the value's type does not fit the STRICT column"},
	{text: "cannot store blob value in", kind: invalid, reason: "SQLITE_CONSTRAINT_DATATYPE: the value's type does not fit the STRICT column"},
	// modernc's text for SQLITE_INTERRUPT, which it raises when the
	// query's context is cancelled.
	{text: "interrupted (9)", kind: denied, reason: "SQLITE_INTERRUPT: " + cancelReason},
}

var sqliteWords = newMatcher(sqliteWordTable)

// sqliteErrorTable reads the message of a SQLITE_ERROR (the texts of
// SQLite's parser, its ALTER TABLE and its authorizer). A schema object
// the statement assumes (a table, an index, a view, a trigger, an
// attached database) is the world's, as PostgreSQL's 42P01 and 42704 are:
// premise; one it would create that is there already is a conflict, as
// 42P07 and 42701; a column or a function is the statement's word, as
// 42703 and 42883: invalid; sqlite3_set_authorizer's SQLITE_DENY ("not
// authorized") is a refusal of this connection: denied.
var sqliteErrorTable = []pattern{
	// vacuum.c "cannot VACUUM - SQL statements in progress": another
	// statement of this connection is still stepping; it ends and the
	// VACUUM then runs (sets 274, 278 against 39).
	{text: "cannot vacuum - sql statements in progress", kind: transient, reason: "another statement of this connection is still running: finish or reset it, then VACUUM"},
	{text: "no such table", kind: premise, reason: "no such table: the schema is not as the plan assumed"},
	{text: "no such index", kind: premise, reason: "no such index: the schema is not as the plan assumed"},
	{text: "no such view", kind: premise, reason: "no such view: the schema is not as the plan assumed"},
	// set 1472: build.c sqlite3Reindex "unable to identify the object to
	// be reindexed": REINDEX names no collation, table or index the schema
	// holds, as "no such index".
	{text: "unable to identify the object to be reindexed", kind: premise, reason: "REINDEX names no collation, table or index of this schema: the schema is not as the plan assumed"},
	{text: "no such trigger", kind: premise, reason: "no such trigger: the schema is not as the plan assumed"},
	// fts5_vocab.c "no such fts5 table: %s.%s": an fts5vocab table (its
	// CREATE is lazy) over an FTS5 table that is not there; the table the
	// statement rests on is missing, as "no such table" (set 288).
	{text: "no such fts5 table", kind: premise, reason: "no such fts5 table: the full-text table an fts5vocab table reads is not there: the schema is not as the plan assumed"},
	{text: "unknown database", kind: premise, reason: "the schema name is not attached"},
	// attach.c's DETACH and the schema lookup word the same fact so.
	{text: "no such database", kind: premise, reason: "the schema name is not attached on this connection"},
	{text: "already exists", kind: conflict, reason: "the object already exists"},
	// vdbe.c's "cannot commit - no transaction is active" and "cannot
	// rollback - ...": the transaction the step relies on has already
	// ended (an OR ROLLBACK clause, a trigger's RAISE(ROLLBACK), an
	// interrupt or an earlier error ended it), as sql.ErrTxDone says of
	// database/sql's (the transaction ruling, wording.go). The labels tie
	// (premise in sets 107, 210, 241 and 248, invalid in 19, 36, 71 and
	// 82), and every writer since set 100 reads it premise.
	{text: "no transaction is active", kind: premise, reason: "the transaction has already ended: begin a new one and repeat the step from its start"},
	{text: "already another table or index with this name", kind: conflict, reason: "a table or index of that name exists (ALTER TABLE RENAME)"},
	// attach.c "database %s is already in use": the alias the call chose
	// for ATTACH is taken on this connection, a schema of that name exists
	// (the alias ruling: sets 87, 107, 110 and 150 label it conflict, set
	// 24 alone invalid).
	{text: "is already in use", kind: conflict, reason: "the ATTACH alias is already attached on this connection: the schema of that name exists"},
	// attach.c "too many attached databases - max %d": the connection holds
	// SQLITE_MAX_ATTACHED files already, and only a DETACH frees a slot: a
	// count the connection holds, not a statement too big (sets 87 and
	// 265 label it premise, set 24 alone invalid).
	{text: "too many attached databases", kind: premise, reason: "the connection has attached as many databases as SQLITE_MAX_ATTACHED allows: DETACH one first"},
	// What the statement is right about and the database or the build
	// is not: a parent key without a UNIQUE index (foreignkeys.html "foreign
	// key mismatch": the schema), a virtual table module this build lacks
	// (a loadable extension such as spellfix1).
	{text: "foreign key mismatch", kind: premise, reason: "foreign key mismatch: the parent key has no UNIQUE index (the schema is broken, not the row)"},
	// vdbe.c sqlite3NotPureFunc "non-deterministic use of %s() in %s": a
	// date function with 'now' (deterministic.html 3) that a CHECK or a
	// generated column of the table holds. Both are read only when a row
	// is written, so the CREATE succeeded and every INSERT or UPDATE fails
	// whatever its values: the table's definition is broken, not the row
	// (set 288). "in an index" stays the statement's: CREATE INDEX on a
	// table with rows raises it itself; and "non-deterministic functions
	// prohibited in ..." is the DDL refused as it is written.
	{text: "() in a check constraint", kind: premise, reason: "a CHECK constraint of the table uses a non-deterministic function ('now'): every write fails whatever its values; the table's definition must change"},
	{text: "() in a generated column", kind: premise, reason: "a generated column of the table uses a non-deterministic function ('now'): every write fails whatever its values; the table's definition must change"},
	// JSON that does not parse, which the text does not say is stored or
	// given (json1.html): the JSON ruling reads it as the statement's own,
	// fix the argument (sets 87, 107, 143 and 150 label it invalid, set 24
	// alone premise).
	{text: "malformed json", kind: invalid, reason: "malformed JSON given to a JSON function: fix the JSON the statement passes"},
	{text: "no such module", kind: premise, reason: "no such module: this SQLite build lacks the extension"},
	// set 1238: PRAGMA temp_store_directory naming a directory that is
	// missing or not writable (pragma.c "not a writable directory",
	// pragma.html: the directory must already exist): the host's setup,
	// not the statement, as a module the build lacks.
	{text: "not a writable directory", kind: premise, reason: "temp_store_directory: the directory is missing or not writable on this host"},
	// What the database file is, whatever the statement (set 77): a
	// schema format newer than this library reads (prepare.c
	// "unsupported file format", fileformat2.html schema format number),
	// an attached file in another text encoding (attach.c), a file ATTACH
	// cannot open: the bytes on disk, as SQLITE_NOTADB.
	{text: "unsupported file format", kind: premise, reason: "the database file's schema format is newer than this SQLite reads: the file, not the statement"},
	{text: "must use the same text encoding as main database", kind: premise, reason: "the attached file is in another text encoding: the file, not the statement"},
	{text: "unable to open database:", kind: premise, reason: "ATTACH cannot open the file"},
	{text: "no such collation sequence", kind: premise, reason: "no such collation: this connection has not registered it (an extension or the application)"},
	{text: "duplicate column name", kind: conflict, reason: "the column already exists (ALTER TABLE ADD COLUMN)"},
	{text: "not authorized", kind: denied, reason: "the authorizer denied the statement (sqlite3_set_authorizer SQLITE_DENY)"},
	{text: "access permission denied", kind: denied, reason: "access denied"},
}

var sqliteErrorWords = newMatcher(sqliteErrorTable)

// sqliteErrStrs are sqlite3ErrStr's names of the primary codes that
// sqliteWordTable does not hold. modernc writes an error as the name, the
// message and the extended code in parentheses ("constraint failed:
// cannot store TEXT value in INTEGER column t.n (3091)"): with one of
// these names, the trailing number is the code.
var sqliteErrStrs = [...]string{
	"constraint failed", "datatype mismatch", "disk i/o error", "string or blob too big",
	"bad parameter or other api misuse", "authorization denied", "column index out of range",
	"database schema has changed", "locking protocol", "query aborted", "large file support is disabled",
	// Set 110: SQLITE_NOMEM (7), as modernc writes it ("out of memory (7)").
	"out of memory",
}

// sqliteCodeNames are the result code names of rescode.html, primary and
// the extended ones that sqliteDecide reads apart from their primary.
var sqliteCodeNames = [...]struct {
	name string
	code int
}{
	{"ERROR", sqliteError}, {"PERM", sqlitePerm}, {"ABORT", sqliteAbort}, {"BUSY", sqliteBusy},
	{"BUSY_SNAPSHOT", sqliteBusySnapshot}, {"LOCKED", sqliteLocked}, {"NOMEM", sqliteNoMem}, {"READONLY", sqliteReadOnly}, {"INTERRUPT", sqliteInterrupt},
	{"IOERR", sqliteIOErr}, {"CORRUPT", sqliteCorrupt}, {"FULL", sqliteFull}, {"CANTOPEN", sqliteCantOpen},
	{"PROTOCOL", sqliteProtocol}, {"SCHEMA", sqliteSchema}, {"TOOBIG", sqliteTooBig}, {"CONSTRAINT", sqliteConstraint},
	{"MISMATCH", sqliteMismatch}, {"MISUSE", sqliteMisuse}, {"NOLFS", sqliteNoLFS}, {"AUTH", sqliteAuth},
	{"RANGE", sqliteRange}, {"NOTADB", sqliteNotADB},
	{"READONLY_RECOVERY", sqliteReadOnlyRecovery}, {"READONLY_CANTLOCK", sqliteReadOnlyCantLock},
	{"READONLY_ROLLBACK", sqliteReadOnlyRollback}, {"READONLY_DBMOVED", sqliteReadOnlyDBMoved},
	{"READONLY_CANTINIT", sqliteReadOnlyCantInit}, {"READONLY_DIRECTORY", sqliteReadOnlyDirectory},
	{"CONSTRAINT_CHECK", sqliteConstraintCheck}, {"CONSTRAINT_FOREIGNKEY", sqliteConstraintForeignKey},
	{"CONSTRAINT_FUNCTION", sqliteConstraintFunction}, {"CONSTRAINT_NOTNULL", sqliteConstraintNotNull},
	{"CONSTRAINT_PRIMARYKEY", sqliteConstraintPrimaryKey}, {"CONSTRAINT_TRIGGER", sqliteConstraintTrigger},
	{"CONSTRAINT_UNIQUE", sqliteConstraintUnique}, {"CONSTRAINT_ROWID", sqliteConstraintRowID},
	{"CONSTRAINT_DATATYPE", sqliteConstraintDataType},
	{"IOERR_SHMSIZE", sqliteIOErrShmSize}, {"IOERR_DATA", sqliteIOErrData}, {"IOERR_CORRUPTFS", sqliteIOErrCorruptFS},
}

// sqliteCodeName reads a result code name ("SQLITE_CONSTRAINT_DATATYPE",
// "SQLITE_IOERR_SHORT_READ"): an extended name sqliteDecide knows, else
// its primary part.
func sqliteCodeName(s string) (int, bool) {
	if len(s) < 8 || !strings.EqualFold(s[:7], "sqlite_") {
		return 0, false
	}
	name := s[7:]
	primary := name
	if i := strings.IndexByte(name, '_'); i >= 0 {
		primary = name[:i]
	}
	p := 0
	for _, e := range sqliteCodeNames {
		if strings.EqualFold(e.name, name) {
			return e.code, true
		}
		if strings.EqualFold(e.name, primary) {
			p = e.code
		}
	}
	return p, p != 0
}

// sqlitePreset reads SQLite's text, with the result code modernc appends
// ("database is locked (5) (SQLITE_BUSY)", "constraint failed: UNIQUE
// constraint failed: t.a (2067)") when there is one.
func sqlitePreset(c *ctx) (Result, bool) {
	t := c.text
	code := ""
	if strings.HasPrefix(strings.ToLower(c.proto), "sqlite") {
		code = c.code
	} else if _, ok := sqliteCodeName(c.code); ok {
		// A result code name is SQLite's whatever the protocol field
		// says (better-sqlite3's and node-sqlite3's err.code).
		code = c.code
	}
	if code == "" && strings.HasPrefix(strings.ToLower(c.proto), "sqlite") && fkCheckRows(t) { // fkcheckrows.go (set 274)
		return verdict(premise, "sqlite: PRAGMA foreign_key_check returned rows: stored rows break a foreign key, the data is not as the plan believes")
	}
	if code == "" {
		// A rolled-back transaction's frame quotes the earlier
		// statement's failure ("Original exception was: ... UNIQUE
		// constraint failed"): the frame is this call's (sqlclient.go).
		if r, ok := rolledBackCommit(t); ok {
			return r, true
		}
	}
	if code, ok := sqliteCodeIn(code, t); ok {
		return sqliteDecide(code, t), true
	}
	// "SQL logic error" is sqlite3ErrStr's name of SQLITE_ERROR (every
	// extended code of it included): a binding that writes the name and
	// the message without the number (ncruces/go-sqlite3's "sqlite3: SQL
	// logic error: no such index: x") says the code all the same.
	if hasFold(t, "sql logic error: ") {
		return sqliteDecide(sqliteError, t), true
	}
	// SQLite's compiler phrases without the code (sqliteparser.go), and
	// sqlite3ErrStr(17) without its number: SQLITE_SCHEMA all the same.
	if _, ok := sqliteStatementWords.find(t); ok {
		return sqliteDecide(sqliteError, t), true
	}
	// DETACH's "database X is locked" without its code (mattn, Python's
	// sqlite3, better-sqlite3): SQLITE_ERROR all the same (sqliteparser.go).
	if sqliteDetachLocked(t) && (strings.HasPrefix(strings.ToLower(c.proto), "sqlite") || hasFold(t, "sqlite")) {
		return sqliteDecide(sqliteError, t), true
	}
	if strings.HasPrefix(strings.ToLower(c.proto), "sqlite") && (sqliteProtoStatement(t) || sqliteUnsafeUse(t)) {
		return sqliteDecide(sqliteError, t), true
	}
	if strings.HasPrefix(strings.ToLower(c.proto), "sqlite") && sqliteReservedSchema(t) {
		return sqliteDecide(sqliteError, t), true
	}
	if code == "" && strings.HasPrefix(strings.ToLower(c.proto), "sqlite") {
		if r, ok := walCheckpointRow(t); ok { // walcheckpoint.go (set 1472)
			return r, true
		}
	}
	if code == "" && strings.HasPrefix(strings.ToLower(c.proto), "sqlite") && integrityNullFinding(t) {
		return verdict(premise, checkFindingReason)
	}
	if hasFold(t, "database schema has changed") {
		return sqliteDecide(sqliteSchema, t), true
	}
	i, ok := sqliteWords.find(t)
	if !ok {
		return Result{}, false
	}
	p := sqliteWordTable[i]
	if p.text == "unique constraint failed" && buildsUniqueIndex(t) {
		return verdict(premise, "sqlite: UNIQUE constraint failed while CREATE UNIQUE INDEX was built: rows already stored break the new rule")
	}
	if p.text == "no such column" && (schemaDependents(t) || sqliteDependentBroken(t)) { // schemadeps.go
		return verdict(premise, "sqlite: a dependent (an index, a view, a trigger) no longer compiles after the ALTER TABLE: change or drop it first")
	}
	if p.text == "no such collation sequence" && foreignCollation(t) { // collseq.go
		return verdict(invalid, "sqlite: no such collation: the name is another engine's or a misspelt BINARY, NOCASE or RTRIM: fix the statement")
	}
	if p.text == "check constraint failed" && checkFinding(t) {
		return verdict(premise, checkFindingReason)
	}
	if p.text == "check constraint failed" && guardsState(t) {
		return verdict(premise, "sqlite: CHECK constraint failed on a constraint that guards a state: the state the step assumed is not there")
	}
	return verdict(p.kind, "sqlite: "+p.reason)
}

// sqliteCodeIn finds a result code: Code as a number or SQLITE_ name, else
// modernc's trailing "(N)" after SQLite wording. A Code that holds a name
// and its number ("SQLITE_READONLY_DIRECTORY (1544)", set 352) is read as
// one; a primary Code beside an extended "(N)" of the same primary in the
// text takes the extended one, which says more (1544 from 8).
func sqliteCodeIn(code, text string) (int, bool) {
	if n, ok := sqliteCodeOwn(code); ok {
		if n < 1<<8 {
			if x, ok := sqliteTrailingCode(text); ok && x&0xff == n {
				return x, true
			}
		}
		return n, true
	}
	if n, ok := sqliteCodeField(text); ok && (hasErrStr(text) || sqliteWordsIn(text)) {
		return n, true
	}
	return sqliteTrailingCode(text)
}

// sqliteCodeOwn reads the Code field: a number, a SQLITE_ name, or both
// side by side ("SQLITE_CONSTRAINT_FOREIGNKEY (787)", "787
// SQLITE_CONSTRAINT_FOREIGNKEY", "SQLITE_IOERR_WRITE: 778"), where the
// number, when it belongs to the name's primary code, is the extended code.
func sqliteCodeOwn(code string) (int, bool) {
	if n, ok := atoi(code); ok && n > 0 && n < 1<<16 {
		return n, true
	}
	if n, ok := sqliteCodeName(code); ok && !strings.ContainsAny(code, " (:=") {
		return n, true
	}
	fields := strings.FieldsFunc(code, func(r rune) bool {
		return !(r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	})
	name, num := 0, 0
	for _, f := range fields {
		if n, ok := atoi(f); ok && n > 0 && n < 1<<16 && num == 0 {
			num = n
		} else if n, ok := sqliteCodeName(f); ok && name == 0 {
			name = n
		}
	}
	switch {
	case name != 0 && num != 0 && num&0xff == name&0xff:
		return num, true
	case name != 0:
		return name, true
	}
	return 0, false
}

// sqliteTrailingCode reads modernc's trailing "(N)" after SQLite's wording.
func sqliteTrailingCode(text string) (int, bool) {
	t := strings.TrimSpace(text)
	t = strings.TrimSuffix(t, " (SQLITE_BUSY)")
	if !strings.HasSuffix(t, ")") {
		return 0, false
	}
	open := strings.LastIndexByte(t, '(')
	if open < 0 {
		return 0, false
	}
	n, ok := atoi(t[open+1 : len(t)-1])
	if !ok || n <= 0 || n >= 1<<16 {
		return 0, false
	}
	// The number is a result code only after SQLite's own wording.
	if _, ok := sqliteWords.find(text); !ok && !hasErrStr(text) {
		return 0, false
	}
	return n, true
}

// sqliteCodeField reads an extended result code a binding prints as a
// named field, as modernc prints it in parentheses: rusqlite's Debug
// ("Error { code: ReadOnly, extended_code: 1032 }"), mattn/go-sqlite3's
// %+v ("ExtendedCode:1032"), Python 3.11's sqlite_errorcode. The primary
// name beside it (ReadOnly, Code:8) cannot tell a file moved under the
// connection (1032, premise) from a read-only one (denied); the number can.
func sqliteCodeField(text string) (int, bool) {
	for _, f := range [...]string{"extended_code", "extendedcode", "sqlite_errorcode"} {
		i := indexFold(text, f)
		if i < 0 {
			continue
		}
		j := i + len(f)
		for j < len(text) && (text[j] == ' ' || text[j] == ':' || text[j] == '=' || text[j] == '\'' || text[j] == '"') {
			j++
		}
		k := j
		for k < len(text) && text[k] >= '0' && text[k] <= '9' {
			k++
		}
		if n, ok := atoi(text[j:k]); ok && n > 0 && n < 1<<16 {
			return n, true
		}
	}
	return 0, false
}

func sqliteWordsIn(text string) bool {
	_, ok := sqliteWords.find(text)
	return ok
}

func hasErrStr(text string) bool {
	for _, e := range sqliteErrStrs {
		if hasFold(text, e) {
			return true
		}
	}
	return false
}

// buildsUniqueIndex reports a UNIQUE failure whose text quotes the statement
// that raised it, CREATE UNIQUE INDEX (golang-migrate's "in line N: <query>",
// goose's "failed to execute SQL query"). SQLite words it as an INSERT's
// duplicate, but no row of the call exists yet: the rows already stored
// break the new rule and must change first, as PostgreSQL's 23505 "could
// not create unique index" (lang_createindex.html). Without the statement
// the text cannot tell the two apart and stays conflict.
func buildsUniqueIndex(t string) bool {
	return hasFold(t, "create unique index")
}

// checkFinding reports integrity_check's constraint finding (pragma.c
// "CHECK constraint failed in %s", the table after "in"): rows already
// stored that break the CHECK, as set 224's findings; a write refused by a
// CHECK reads "CHECK constraint failed: NAME" (set 1238).
func checkFinding(t string) bool {
	return hasFold(t, "check constraint failed in ")
}

const checkFindingReason = "sqlite: integrity_check: stored rows break the table's CHECK constraint: the data is not what the schema promises"

// sqliteUnsafeUse reports SQLite's refusal of a function or a virtual table
// reached from the schema (a view, a trigger, a CHECK, a DEFAULT, a
// generated column or an index): resolve.c sqlite3ExprFunctionUsable
// "unsafe use of %#T()" for a function flagged SQLITE_DIRECTONLY, or not
// SQLITE_INNOCUOUS while PRAGMA trusted_schema is OFF, and select.c
// "unsafe use of virtual table \"%s\"" for SQLITE_VTAB_DIRECTONLY or a
// non-innocuous table (pragma.html#pragma_trusted_schema,
// c3ref/c_deterministic.html). The statement is right and the function
// works when called directly: the security policy of the connection keeps
// it out of the schema, a refusal, denied (set 1433). PostgreSQL's 55P04
// "unsafe use of new value ... of enum type" has neither shape; a linter's
// "unsafe use of eval()" has the function's, so without SQLite's code or
// its "SQL logic error" name it is read only under the protocol sqlite.
func sqliteUnsafeUse(t string) bool {
	i := indexFold(t, "unsafe use of ")
	if i < 0 {
		return false
	}
	rest := t[i+len("unsafe use of "):]
	if hasPrefixFold(rest, "virtual table ") {
		return true
	}
	// A function name, then "()": load_extension(), fts3_tokenizer().
	n := 0
	for n < len(rest) && (rest[n] == '_' || rest[n] == '.' || isAlnum(rest[n])) {
		n++
	}
	return n > 0 && strings.HasPrefix(rest[n:], "()")
}

// sqliteReservedSchema: attach.c's refusals that name main or temp, the
// schemas every connection holds and never attaches (lang_attach.html,
// lang_detach.html): "database main is already in use" (ATTACH ... AS
// main or temp) and "no such database: temp" (DETACH temp; main gets
// "cannot detach database main"). The alias argument is not allowed, so
// no skip (conflict) or replan (premise) helps: fix the alias (set 1472).
// Another alias ("database x is already in use", "no such database:
// temp_archive") keeps its reading.
func sqliteReservedSchema(t string) bool {
	for _, name := range [...]string{"main", "temp"} {
		if schemaNamed(t, "database "+name, " is already in use") || schemaNamed(t, "no such database: "+name, "") {
			return true
		}
	}
	return false
}

// schemaNamed reports whether t holds head ending at a word boundary and,
// when tail is not empty, followed at once by tail.
func schemaNamed(t, head, tail string) bool {
	i := indexFold(t, head)
	if i < 0 {
		return false
	}
	rest := t[i+len(head):]
	if tail != "" {
		return len(rest) >= len(tail) && strings.EqualFold(rest[:len(tail)], tail)
	}
	return rest == "" || !isWordByte(rest[0])
}

// integrityNullFinding: pragma.c's integrity_check finding "NULL value in
// %s.%s" (a NOT NULL column of stored rows holding NULL, set 1472), the
// table and column joined by a dot. A write refused for a NULL reads
// "NOT NULL constraint failed: t.c" in SQLite and PostgreSQL's 23502
// "null value in column ..." names the column word, and both keep their
// readings.
func integrityNullFinding(t string) bool {
	const head = "null value in "
	i := indexFold(t, head)
	if i < 0 {
		return false
	}
	rest := t[i+len(head):]
	j := 0
	for j < len(rest) && (isWordByte(rest[j]) || rest[j] == '.') {
		j++
	}
	name := rest[:j]
	dot := strings.IndexByte(name, '.')
	return dot > 0 && dot < len(name)-1 && !strings.EqualFold(name, "column")
}
