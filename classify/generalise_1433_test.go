package classify

import "testing"

// First run at f6f66ade: 33/34 overall, 12/13 tricky.
func TestIndependentCases1433(t *testing.T) {
	runIndependent(t, "testdata/independent1433.jsonl", true)
}

// TestGeneralise1433UnsafeUse: SQLite refuses a function or a virtual table
// reached from the schema (a view, a trigger, a CHECK, a generated column)
// when it is SQLITE_DIRECTONLY, or not SQLITE_INNOCUOUS while PRAGMA
// trusted_schema is OFF (resolve.c "unsafe use of %#T()", select.c "unsafe
// use of virtual table \"%s\"", pragma.html#pragma_trusted_schema). The
// statement is right and the function works when called directly: the
// connection's security policy refuses it, denied, in every binding's
// rendering. PostgreSQL's 55P04 enum text, a plain "no such function" and a
// linter's "unsafe use of eval()" keep their kinds.
func TestGeneralise1433UnsafeUse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"modernc, load_extension in a view", "sqlite", 0, "1", "SQL logic error: unsafe use of load_extension() (1)", denied},
		{"modernc, fts3_tokenizer in a trigger", "sqlite", 0, "1", "SQL logic error: unsafe use of fts3_tokenizer() (1)", denied},
		{"mattn, errmsg only", "sqlite", 0, "", "unsafe use of readfile()", denied},
		{"ncruces, name without number", "go", 0, "", "sqlite3: SQL logic error: unsafe use of writefile()", denied},
		{"virtual table, modernc", "sqlite", 0, "1", `SQL logic error: unsafe use of virtual table "fsdir" (1)`, denied},
		{"virtual table, python errmsg", "sqlite", 0, "", `unsafe use of virtual table "w1433_remote"`, denied},
		{"near: postgres enum value", "postgres", 0, "55P04", `ERROR: unsafe use of new value "queued" of enum type w1433_job_state (SQLSTATE 55P04)`, invalid},
		{"near: function missing", "sqlite", 0, "1", "SQL logic error: no such function: load_extension (1)", invalid},
		{"near: authorizer deny", "sqlite", 0, "1", "SQL logic error: not authorized (1)", denied},
		{"near: a linter's unsafe eval", "exec", 1, "", "src/app.js:12:5: error  Unsafe use of eval()  security/detect-eval", unk},
		{"near: non-deterministic in generated column DDL", "sqlite", 0, "1", "SQL logic error: non-deterministic functions prohibited in generated columns (1)", invalid},
	})
}
