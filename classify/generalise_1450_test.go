package classify

import "testing"

// First run at e419004b: 28/34 overall, 13/18 tricky.
// Tolerated: i1450-update-zero-rows: ambiguous vs premise (ruling): docs/taxonomy.md's pgx "UPDATE 0" row and affectedzero.go (set 486) read a write whose affected count is 0 ambiguous; the label reads the missing row it proves (SQLite counts matched rows for an UPDATE) as premise.
// Tolerated: i1450-uuid-function-missing: invalid vs premise (ruling): sqlite.go's sqliteErrorTable and set 1423's toleration read "no such function" invalid whatever the name; uuid() is ext/misc/uuid.c's, an extension this build lacks, as "no such module" is premise.
// Tolerated: i1450-udf-bad-value: invalid vs premise (one-off): modernc's "function did not return a valid driver.Value" says the registered Go function is defective, which no change to the statement repairs; one phrase of one driver, and the SQL logic error code beside it reads invalid.
func TestIndependentCases1450(t *testing.T) {
	runIndependent(t, "testdata/independent1450.jsonl", true, "i1450-update-zero-rows", "i1450-uuid-function-missing", "i1450-udf-bad-value")
}

// TestGeneralise1450ZeroAffectedText: a success whose own count of the
// rows its write affected is 0, in words (database/sql's
// Result.RowsAffected() printed, a log's "rows affected: 0", the mysql
// client's "Query OK, 0 rows affected", sqlcmd's "(0 rows affected)"),
// reads as the command tags do: an UPDATE or DELETE that matched nothing
// is ambiguous ("UPDATE 0", set 486), an INSERT that added nothing is
// conflict ("INSERT 0 0", set 1187: OR IGNORE / ON CONFLICT DO NOTHING /
// INSERT IGNORE skipped a row already there). Near misses: a count above
// zero, a MySQL no-op update whose "Rows matched" is above zero, a schema
// change's "Query OK, 0 rows affected", and an error beside the count.
// Source: live captures through modernc.org/sqlite v1.63.0 and
// database/sql (sqlite.org/c3ref/changes.html, lang_conflict.html,
// lang_upsert.html; dev.mysql.com mysql_affected_rows()).
func TestGeneralise1450ZeroAffectedText(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"database/sql update", "go", 0, "", "UPDATE accounts SET plan='pro' WHERE id=42: RowsAffected() = 0", ambiguous},
		{"database/sql delete", "go", 0, "", "delete stale sessions: RowsAffected() = 0", ambiguous},
		{"log rows affected", "", 0, "", "exec update orders set status='shipped' where id=7 (rows affected: 0)", ambiguous},
		{"sqlcmd", "", 0, "", "(0 rows affected)", ambiguous},
		{"mysql update matched none", "", 0, "", "mysql> UPDATE t SET a=1 WHERE id=9;\nQuery OK, 0 rows affected (0.00 sec)\nRows matched: 0  Changed: 0  Warnings: 0", ambiguous},
		{"insert or ignore", "go", 0, "", "INSERT OR IGNORE INTO tags(name) VALUES('go') succeeded: RowsAffected() = 0", conflict},
		{"on conflict do nothing", "sqlite", 0, "", "INSERT INTO kv(k, v) VALUES('a', '2') ON CONFLICT(k) DO NOTHING: rows affected: 0", conflict},
		{"mysql insert ignore", "", 0, "", "mysql> INSERT IGNORE INTO t VALUES (1);\nQuery OK, 0 rows affected, 1 warning (0.00 sec)", conflict},
		// near misses
		{"near: count above zero", "go", 0, "", "RowsAffected() = 10", unk},
		{"near: mysql ten rows", "", 0, "", "Query OK, 10 rows affected (0.00 sec)", unk},
		{"near: mysql no-op update of a matched row", "", 0, "", "mysql> UPDATE t SET a=1 WHERE id=1;\nQuery OK, 0 rows affected (0.00 sec)\nRows matched: 1  Changed: 0  Warnings: 0", unk},
		{"near: mysql DDL success", "", 0, "", "mysql> CREATE TABLE t (id int);\nQuery OK, 0 rows affected (0.02 sec)", unk},
		{"near: mysql line alone", "", 0, "", "Query OK, 0 rows affected (0.02 sec)", unk},
		{"near: error beside the count", "go", 0, "", "context deadline exceeded (rows affected: 0)", transient},
		{"near: a 500 with the count", "http", 500, "", "internal error after update: rows affected: 0", transient},
	})
}

// TestGeneralise1450NameFirstLetter: a name that breaks an identifier's
// rule for its first character is the call's spelling, invalid:
// database/sql's validateNamedValueName ("name \"@age\" does not begin
// with a letter": sql.Named takes the bare name) and the same rule in
// other validators' words. Near misses keep the kinds of their own words.
// Source: live capture through database/sql (Go 1.26) and modernc.org/sqlite
// v1.63.0; pkg.go.dev/database/sql#Named.
func TestGeneralise1450NameFirstLetter(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"database/sql named arg", "go", 0, "", `name "@age" does not begin with a letter`, invalid},
		{"database/sql digit", "go", 0, "", `name "1st" does not begin with a letter`, invalid},
		{"must start", "", 0, "", "Table name must start with a letter", invalid},
		{"doesn't start", "", 0, "", "identifier '_tmp' doesn't start with a letter", invalid},
		{"should begin", "", 0, "", "Label keys should begin with a letter", invalid},
		// near misses
		{"near: name taken", "", 0, "", `name "age" already exists`, conflict},
		{"near: name missing", "", 0, "", `user "age" does not exist`, premise},
	})
}
