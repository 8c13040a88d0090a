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
		if w, ok := matchWords(strongWords, text); ok {
			w.Reason = "sqlite: a trigger's RAISE: " + w.Reason
			return r(w)
		}
		return r(Result{Kind: unk, Reason: "sqlite: a trigger refused the change (RAISE)"})
	case sqliteReadOnlyRecovery, sqliteReadOnlyCantLock:
		return r(Result{Kind: transient, Reason: "sqlite: read-only while another connection recovers the WAL or holds its lock: wait"})
	case sqliteReadOnlyDBMoved, sqliteReadOnlyRollback, sqliteReadOnlyCantInit:
		return r(Result{Kind: premise, Reason: "sqlite: the database file was moved, or its journal or shared memory cannot be used: reopen it"})
	}
	switch code & 0xff {
	case sqliteBusy:
		return r(Result{Kind: transient, Reason: "sqlite: SQLITE_BUSY: another connection holds the lock; it clears (raise busy_timeout)"})
	case sqliteLocked:
		return r(Result{Kind: transient, Reason: "sqlite: SQLITE_LOCKED: a conflicting statement on the same connection or shared cache; it clears when that statement ends"})
	case sqliteNoMem, sqliteIOErr, sqliteProtocol, sqliteAbort:
		return r(Result{Kind: transient, Reason: "sqlite: out of memory, an I/O error or a lock race: bounded retry"})
	case sqliteSchema:
		return r(Result{Kind: transient, Reason: "sqlite: SQLITE_SCHEMA: the schema changed under a prepared statement; it is re-prepared"})
	case sqliteReadOnly:
		// rescode.html: "the current database connection does not have
		// write permission": the file or the open mode refuses writes.
		return r(Result{Kind: denied, Reason: "sqlite: SQLITE_READONLY: this connection may not write the database"})
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
		if w, ok := sqliteWords.find(text); ok {
			p := sqliteWordTable[w]
			return r(Result{Kind: p.kind, Reason: "sqlite: " + p.reason})
		}
		return r(Result{Kind: invalid, Reason: "sqlite: constraint failed"})
	case sqliteError:
		if hasFold(text, "no such table") {
			return r(Result{Kind: premise, Reason: "sqlite: no such table: the schema is not as the plan assumed"})
		}
		if hasFold(text, "already exists") {
			return r(Result{Kind: conflict, Reason: "sqlite: the object already exists"})
		}
		return r(Result{Kind: invalid, Reason: "sqlite: SQL logic error: the statement is wrong (syntax, a column, a function)"})
	}
	return r(Result{Kind: unk, Reason: "sqlite: result code " + itoa(code)})
}

func sqliteName(code int) string {
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
	{text: "attempt to write a readonly database", kind: denied, reason: "SQLITE_READONLY: this connection may not write the database"},
	{text: "unable to open database file", kind: premise, reason: "SQLITE_CANTOPEN: the database file cannot be opened"},
	{text: "file is not a database", kind: premise, reason: "SQLITE_NOTADB: the file is not a database"},
	{text: "file is encrypted or is not a database", kind: premise, reason: "SQLITE_NOTADB: the file is not a database (or another key)"},
	{text: "database disk image is malformed", kind: premise, reason: "SQLITE_CORRUPT: the database is corrupt"},
	{text: "database or disk is full", kind: premise, reason: "SQLITE_FULL: the disk is full"},
	{text: "no such table", kind: premise, reason: "no such table: the schema is not as the plan assumed"},
	{text: "no such column", kind: invalid, reason: "no such column: fix the statement"},
	{text: "no such function", kind: invalid, reason: "no such function: fix the statement"},
	{text: "sql logic error", kind: invalid, reason: "SQL logic error: the statement is wrong"},
	// modernc's text for SQLITE_INTERRUPT, which it raises when the
	// query's context is cancelled.
	{text: "interrupted (9)", kind: denied, reason: "SQLITE_INTERRUPT: " + cancelReason},
}

var sqliteWords = newMatcher(sqliteWordTable)

// sqlitePreset reads SQLite's text, with the result code modernc appends
// ("database is locked (5) (SQLITE_BUSY)", "constraint failed: UNIQUE
// constraint failed: t.a (2067)") when there is one.
func sqlitePreset(c *ctx) (Result, bool) {
	t := c.text
	code := ""
	if strings.HasPrefix(strings.ToLower(c.proto), "sqlite") {
		code = c.code
	}
	if code, ok := sqliteCodeIn(code, t); ok {
		return sqliteDecide(code, t), true
	}
	i, ok := sqliteWords.find(t)
	if !ok {
		return Result{}, false
	}
	p := sqliteWordTable[i]
	if p.text == "check constraint failed" && guardsState(t) {
		return verdict(premise, "sqlite: CHECK constraint failed on a constraint that guards a state: the state the step assumed is not there")
	}
	return verdict(p.kind, "sqlite: "+p.reason)
}

// sqliteCodeIn finds a result code: Code as a number or SQLITE_ name, else
// modernc's trailing "(N)" after SQLite wording.
func sqliteCodeIn(code, text string) (int, bool) {
	if n, ok := atoi(code); ok && n > 0 && n < 1<<16 {
		return n, true
	}
	if _, ok := sqliteWords.find(text); !ok {
		return 0, false
	}
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
	return n, ok && n > 0 && n < 1<<16
}
