package sql_test

import (
	"crypto/rand"
	dbsql "database/sql"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/tool/sql"
)

// sqliteState is what a hostile statement could change: the rows and
// schema of the database, its header fields, and the files beside it (an
// ATTACH or VACUUM INTO target).
type sqliteState struct {
	Rows        []int64
	Schema      []string
	UserVersion int64
	Journal     string
	Files       []string
}

func sqliteSnapshot(t *testing.T, file string) sqliteState {
	t.Helper()
	db, err := dbsql.Open("sqlite", "file:"+file+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var s sqliteState
	rows, err := db.Query("SELECT v FROM t ORDER BY v")
	if err == nil {
		for rows.Next() {
			var v int64
			rows.Scan(&v)
			s.Rows = append(s.Rows, v)
		}
		rows.Close()
	}
	rows, err = db.Query("SELECT type || ' ' || name FROM sqlite_master ORDER BY 1")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n string
		rows.Scan(&n)
		s.Schema = append(s.Schema, n)
	}
	rows.Close()
	db.QueryRow("PRAGMA user_version").Scan(&s.UserVersion)
	db.QueryRow("PRAGMA journal_mode").Scan(&s.Journal)
	ents, err := os.ReadDir(filepath.Dir(file))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		// The journal SQLite keeps beside the file comes and goes with
		// transactions; anything else is a file a statement made.
		if n := e.Name(); !strings.HasPrefix(n, filepath.Base(file)) {
			s.Files = append(s.Files, n)
		}
	}
	return s
}

// seededSQLiteDB opens a fresh database holding t (v) = {1} in a fresh
// directory, through Open with the given ReadOnly.
func seededSQLiteDB(t *testing.T, readOnly bool) (*sql.DB, rung.Tool, string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "t.db")
	seed, err := sql.Open("sqlite", "file:"+file, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"CREATE TABLE t (v INTEGER)", "INSERT INTO t VALUES (1)"} {
		mustCall(t, tools(t, seed)["sql.exec"], s)
	}
	seed.Close()
	d, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(0)", &sql.Options{ReadOnly: readOnly})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d, tools(t, d)["sql.query"], file
}

// TestSQLiteReadOnlyRefusesHostileStatements sends sql.query the
// statements issue 11 lists, on a database that also has sql.exec and on a
// ReadOnly one: each is refused with the kind that fits, and the database,
// its header and its directory are as they were.
func TestSQLiteReadOnlyRefusesHostileStatements(t *testing.T) {
	for _, readOnly := range []bool{false, true} {
		t.Run(map[bool]string{false: "beside exec", true: "ReadOnly"}[readOnly], func(t *testing.T) {
			// A write is invalid beside sql.exec (the fix is to call it)
			// and denied on a ReadOnly database, which has no sql.exec.
			write := rung.KindInvalid
			if readOnly {
				write = rung.KindDenied
			}
			evil := filepath.Join("DIR", "evil.db")
			copied := filepath.Join("DIR", "copy.db")
			tests := []struct {
				name  string
				query string
				kind  rung.Kind
			}{
				{"query_only off then insert", "PRAGMA query_only = OFF; INSERT INTO t VALUES (2)", rung.KindInvalid},
				{"query_only off then drop", "PRAGMA query_only = OFF; DROP TABLE t", rung.KindInvalid},
				{"query_only off then attach and create", "PRAGMA query_only = OFF; ATTACH '" + evil + "' AS e; CREATE TABLE e.x (y)", rung.KindInvalid},
				{"query_only off then vacuum into", "PRAGMA query_only = OFF; VACUUM INTO '" + copied + "'", rung.KindInvalid},
				{"select then delete", "SELECT ';'; DELETE FROM t", rung.KindInvalid},
				{"two selects", "SELECT 1; SELECT 2", rung.KindInvalid},
				{"stacked after a comment holding a semicolon", "SELECT 1 /* ; */; -- x\n DELETE FROM t", rung.KindInvalid},
				{"query_only off", "PRAGMA query_only = OFF", rung.KindDenied},
				{"query_only off, function form", "pragma QUERY_ONLY(0)", rung.KindDenied},
				{"query_only off, quoted name", "PRAGMA 'query_only' = 0", rung.KindDenied},
				{"writable_schema", "PRAGMA writable_schema = ON", rung.KindDenied},
				{"journal_mode", "PRAGMA journal_mode = DELETE", rung.KindDenied},
				{"journal_mode read", "PRAGMA journal_mode", rung.KindDenied},
				{"user_version", "PRAGMA user_version = 7", rung.KindDenied},
				{"user_version, function form", "PRAGMA main.user_version(7)", rung.KindDenied},
				{"attach", "ATTACH '" + evil + "' AS e", rung.KindDenied},
				{"attach behind a comment", "/* read */ attach DATABASE '" + evil + "' AS e", rung.KindDenied},
				{"detach", "DETACH e", rung.KindDenied},
				{"vacuum into", "VACUUM INTO '" + copied + "'", rung.KindDenied},
				{"vacuum", "vacuum", rung.KindDenied},
				{"load_extension", "SELECT load_extension('" + filepath.Join("DIR", "x.so") + "')", rung.KindDenied},
				{"begin", "BEGIN IMMEDIATE", rung.KindDenied},
				{"savepoint", "SAVEPOINT s", rung.KindDenied},
				{"insert", "  insert\tINTO t VALUES (2)", write},
				{"replace", "REPLACE INTO t VALUES (2)", write},
				{"cte then insert", "WITH x AS (SELECT 2) INSERT INTO t SELECT * FROM x", write},
				{"cte then delete, lower case behind a comment", "-- a read\nwith x(v) as (select 1), y as (select ';') delete from t where v in (select v from x)", write},
				{"create temp table", "CREATE TEMP TABLE x (y)", write},
				{"explain of a write", "EXPLAIN INSERT INTO t VALUES (2)", write},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					// A database of its own, so that each case shows its own
					// damage.
					_, q, file := seededSQLiteDB(t, readOnly)
					before := sqliteSnapshot(t, file)
					_, err := call(t, q, strings.ReplaceAll(tt.query, "DIR", filepath.Dir(file)))
					f, ok := rung.AsFailure(err)
					if !ok {
						t.Fatalf("got %v, want a %s failure", err, tt.kind)
					}
					if f.Kind != tt.kind || f.Protocol != "sqlite" {
						t.Errorf("got %s (%s: %s), want %s", f.Kind, f.Reason, f.Message, tt.kind)
					}
					if diff := cmp.Diff(before, sqliteSnapshot(t, file)); diff != "" {
						t.Errorf("the statement changed the database (-before +after):\n%s", diff)
					}
				})
			}

			// One pool takes every hostile statement in turn; then reads
			// still work on it, including the ones a naive split would
			// break.
			d, q, file := seededSQLiteDB(t, readOnly)
			for _, tt := range tests {
				call(t, q, strings.ReplaceAll(tt.query, "DIR", filepath.Dir(file)))
			}
			reads := []string{
				"SELECT ';' AS s",
				"SELECT v FROM t; -- done",
				"SELECT v FROM t ;  /* trailing */ ;\n",
				`SELECT "v" FROM [t] WHERE 'a;b' <> ` + "`v`",
				"with x as (select 1 as v) select v from x",
				"VALUES (1)",
				"PRAGMA table_info(t)",
				"PRAGMA main.table_info('t')",
				"PRAGMA user_version",
				"SELECT name FROM pragma_table_info('t')",
				"EXPLAIN QUERY PLAN SELECT * FROM t",
			}
			for _, r := range reads {
				if _, err := call(t, q, r); err != nil {
					t.Errorf("%q: %v", r, err)
				}
			}
			// The pool the refused statements ran on is still read-only to
			// sql.query and, beside sql.exec, writable to it.
			for range 4 {
				if _, err := call(t, q, "INSERT INTO t VALUES (3)"); rung.KindOf(err) != write {
					t.Fatalf("a later write through sql.query: %v", err)
				}
				if !readOnly {
					mustCall(t, tools(t, d)["sql.exec"], "UPDATE t SET v = v")
				}
			}
		})
	}
}

// TestSQLiteExecOneStatement: sql.exec refuses stacked statements too, and
// runs nothing of them; a trigger, whose body holds semicolons, is one
// statement.
func TestSQLiteExecOneStatement(t *testing.T) {
	d, file := sqliteDB(t, nil)
	x := tools(t, d)["sql.exec"]
	mustCall(t, x, "CREATE TABLE t (v INTEGER);")
	mustCall(t, x, "INSERT INTO t VALUES (1)")
	before := sqliteSnapshot(t, file)
	for _, s := range []string{
		"INSERT INTO t VALUES (5); DROP TABLE t",
		"INSERT INTO t VALUES ('a;b'); INSERT INTO t VALUES (6)",
		"CREATE TRIGGER g AFTER INSERT ON t BEGIN UPDATE t SET v = v; END; DROP TABLE t",
	} {
		_, err := call(t, x, s)
		if f, ok := rung.AsFailure(err); !ok || f.Kind != rung.KindInvalid || !strings.Contains(f.Message, "one statement") {
			t.Errorf("%q: got %v, want invalid: one statement per call", s, err)
		}
		if diff := cmp.Diff(before, sqliteSnapshot(t, file)); diff != "" {
			t.Errorf("%q changed the database (-before +after):\n%s", s, diff)
		}
	}
	mustCall(t, x, "CREATE TRIGGER g AFTER INSERT ON t BEGIN UPDATE t SET v = v + 1 WHERE v = NEW.v; SELECT 'END;'; END; -- one statement")
	mustCall(t, x, "INSERT INTO t VALUES (10);")
	got := mustCall(t, tools(t, d)["sql.query"], "SELECT v FROM t ORDER BY v")
	want := map[string]any{"columns": []any{"v"}, "rows": []any{map[string]any{"v": int64(1)}, map[string]any{"v": int64(11)}}, "truncated": false}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("after the trigger (-want +got):\n%s", diff)
	}
}

// serverPath is a path in the shared temporary directory, where the
// PostgreSQL server (another OS user on the same machine in CI) could write.
func serverPath(t *testing.T, name string) string {
	t.Helper()
	b := make([]byte, 6)
	rand.Read(b)
	p := filepath.Join(os.TempDir(), "rung-sql-"+hex.EncodeToString(b)+"-"+name)
	t.Cleanup(func() { os.Remove(p) })
	return p
}

func pgCount(t *testing.T, q rung.Tool) any {
	t.Helper()
	return mustCall(t, q, "SELECT count(*) AS n, coalesce(sum(v), 0) AS s FROM t")
}

// TestPostgresReadOnlyRefusesHostileStatements sends sql.query the
// statements issue 11 lists against a real PostgreSQL (as its superuser in
// CI, so the file functions and COPY would work if let through).
func TestPostgresReadOnlyRefusesHostileStatements(t *testing.T) {
	url := pgtest.URL(t)
	d, err := sql.Open("pgx", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	// The simple protocol runs every statement of a string; the extended
	// one (pgx's default) refuses a second, so stacking is tried on both.
	simple, err := sql.Open("pgx", url+"&default_query_exec_mode=simple_protocol", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer simple.Close()
	m, sm := tools(t, d), tools(t, simple)
	q, x := m["sql.query"], m["sql.exec"]
	mustCall(t, x, "CREATE TABLE t (v integer)")
	mustCall(t, x, "INSERT INTO t VALUES (1)")
	before := pgCount(t, q)
	written := serverPath(t, "copy")
	ran := serverPath(t, "program")
	tests := []struct {
		name  string
		tool  rung.Tool
		query string
		kind  rung.Kind
	}{
		{"copy to a file", q, "COPY (SELECT 1) TO '" + written + "'", rung.KindDenied},
		{"copy table to a file", q, "copy t to '" + written + "'", rung.KindDenied},
		{"copy from a program", q, "COPY t FROM PROGRAM 'touch " + ran + "'", rung.KindDenied},
		{"copy to a program", q, "COPY t TO PROGRAM 'touch " + ran + "'", rung.KindDenied},
		{"copy to stdout", q, "COPY t TO STDOUT", rung.KindDenied},
		{"pg_read_file", q, "SELECT pg_read_file('PG_VERSION')", rung.KindDenied},
		{"pg_read_file qualified, upper case", q, "SELECT PG_CATALOG.PG_READ_FILE('PG_VERSION')", rung.KindDenied},
		{"pg_read_file quoted", q, `SELECT "pg_read_file"('PG_VERSION')`, rung.KindDenied},
		{"pg_read_file unicode-escaped", q, `SELECT U&"\0070g_read_file"('PG_VERSION')`, rung.KindDenied},
		{"pg_read_binary_file", q, "SELECT pg_read_binary_file('PG_VERSION')", rung.KindDenied},
		{"pg_ls_dir", q, "SELECT * FROM pg_ls_dir('.')", rung.KindDenied},
		{"pg_stat_file", q, "SELECT pg_stat_file('PG_VERSION')", rung.KindDenied},
		{"lo_import", q, "SELECT lo_import('/etc/hostname')", rung.KindDenied},
		{"lo_export", q, "SELECT lo_export(0, '" + written + "')", rung.KindDenied},
		{"dblink", q, "SELECT dblink_exec('dbname=postgres', 'DROP TABLE t')", rung.KindDenied},
		{"query_to_xml", q, "SELECT query_to_xml('SELECT 1', true, false, '')", rung.KindDenied},
		{"set_config", q, "SELECT set_config('default_transaction_read_only', 'off', false)", rung.KindDenied},
		{"set default_transaction_read_only", q, "SET default_transaction_read_only = off", rung.KindDenied},
		{"set session characteristics", q, "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE", rung.KindDenied},
		{"set transaction read write", q, "set transaction read write", rung.KindDenied},
		{"reset", q, "RESET ALL", rung.KindDenied},
		{"commit", q, "COMMIT", rung.KindDenied},
		{"do block", q, "DO $$BEGIN INSERT INTO t VALUES (9); END$$", rung.KindDenied},
		{"insert", q, "INSERT INTO t VALUES (2)", rung.KindInvalid},
		{"cte then delete", q, "/* read */ WITH x AS (SELECT 1) DELETE FROM t", rung.KindInvalid},
		{"data-modifying cte under a select", q, "WITH d AS (DELETE FROM t RETURNING v) SELECT * FROM d", rung.KindInvalid},
		{"select into", q, "SELECT * INTO t2 FROM t", rung.KindInvalid},
		{"stacked, extended protocol", q, "SELECT 1; INSERT INTO t VALUES (3)", rung.KindInvalid},
		{"commit then insert", sm["sql.query"], "COMMIT; INSERT INTO t VALUES (4)", rung.KindInvalid},
		{"read write then insert", sm["sql.query"], "SET TRANSACTION READ WRITE; INSERT INTO t VALUES (5)", rung.KindInvalid},
		{"stacked behind a dollar quote", sm["sql.query"], "SELECT $x$;$x$; COMMIT; INSERT INTO t VALUES (6)", rung.KindInvalid},
		{"stacked behind an escape string", sm["sql.query"], `SELECT E'\';'; COMMIT; INSERT INTO t VALUES (7)`, rung.KindInvalid},
		{"exec, stacked", sm["sql.exec"], "INSERT INTO t VALUES (8); DROP TABLE t", rung.KindInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := call(t, tt.tool, tt.query)
			f, ok := rung.AsFailure(err)
			if !ok {
				t.Fatalf("got %v, want a %s failure", err, tt.kind)
			}
			if f.Kind != tt.kind || f.Protocol != "postgres" {
				t.Errorf("got %s (%s: %s), want %s", f.Kind, f.Reason, f.Message, tt.kind)
			}
			if diff := cmp.Diff(before, pgCount(t, q)); diff != "" {
				t.Errorf("the statement changed table t (-before +after):\n%s", diff)
			}
			for _, p := range []string{written, ran} {
				if _, err := os.Stat(p); err == nil {
					t.Errorf("the statement wrote %s", p)
				}
			}
		})
	}
	for _, r := range []string{
		"SELECT ';' AS s",
		"SELECT $$;$$ AS s, $tag$ ; $tag$ AS u",
		`SELECT E'\';' AS s`,
		"SELECT v FROM t /* a ; /* nested ; */ b */;  -- done",
		"(SELECT 1)",
		"TABLE t",
		"VALUES (1)",
		"SHOW search_path",
		"EXPLAIN (COSTS OFF) SELECT * FROM t",
		"WITH x AS (SELECT 1 AS v) SELECT v FROM x",
		"SELECT lo_price FROM (SELECT 1 AS lo_price) p",
	} {
		if _, err := call(t, q, r); err != nil {
			t.Errorf("%q: %v", r, err)
		}
	}
	mustCall(t, sm["sql.exec"], "CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; SELECT CASE WHEN true THEN 2 END; END")
	if got := mustCall(t, q, "SELECT f() AS f"); !cmp.Equal(got.(map[string]any)["rows"], []any{map[string]any{"f": int64(2)}}) {
		t.Errorf("f() = %v", got)
	}
}

// TestPostgresReadOnlySurvivesAFlippedSession: sql.exec (one pooled
// connection, shared with sql.query) makes the session read-write by
// default; sql.query's own READ ONLY transaction still refuses a write.
func TestPostgresReadOnlySurvivesAFlippedSession(t *testing.T) {
	db, err := dbsql.Open("pgx", pgtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	d, err := sql.New(db, sql.Postgres, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := tools(t, d)
	q, x := m["sql.query"], m["sql.exec"]
	mustCall(t, x, "CREATE TABLE t (v integer)")
	mustCall(t, x, "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE")
	mustCall(t, x, "SET default_transaction_read_only = off")
	_, err = call(t, q, "WITH d AS (INSERT INTO t VALUES (1) RETURNING v) SELECT * FROM d")
	if f, ok := rung.AsFailure(err); !ok || f.Kind != rung.KindInvalid || f.Code != "25006" {
		t.Errorf("write through sql.query on a read-write session: %v", err)
	}
	if got := mustCall(t, q, "SELECT count(*) AS n FROM t"); !cmp.Equal(got.(map[string]any)["rows"], []any{map[string]any{"n": int64(0)}}) {
		t.Errorf("t: %v", got)
	}
}
