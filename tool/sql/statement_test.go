package sql

import (
	"context"
	dbsql "database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
)

// TestStatementSplit holds the one-statement rule to each database's
// lexical rules: a ';' in a literal, a quoted identifier or a comment
// separates nothing, a trailing one is no second statement, and SQLite's
// trigger bodies and PostgreSQL's BEGIN ATOMIC bodies are one statement.
func TestStatementSplit(t *testing.T) {
	tests := []struct {
		dialect Dialect
		query   string
		n       int // statements; 2 means refused as stacked
	}{
		{SQLite, "SELECT 1", 1},
		{SQLite, "SELECT 1;", 1},
		{SQLite, "SELECT 1 ; ; -- done\n/* and */ ;", 1},
		{SQLite, "", 0},
		{SQLite, "-- only a comment", 0},
		{SQLite, "SELECT 1; SELECT 2", 2},
		{SQLite, "SELECT ';'", 1},
		{SQLite, "SELECT 'it''s; fine'", 1},
		{SQLite, `SELECT "a;b" FROM t`, 1},
		{SQLite, `SELECT "a"";b" FROM t`, 1},
		{SQLite, "SELECT `a;b` FROM t", 1},
		{SQLite, "SELECT [a;b] FROM t", 1},
		{SQLite, "SELECT 1 -- ; DROP TABLE t", 1},
		{SQLite, "SELECT 1 /* ; */; DROP TABLE t", 2},
		// SQLite reads a /* with nothing after it as a slash and a star.
		{SQLite, "SELECT 1; /*", 2},
		{SQLite, "SELECT 1; /* unterminated ; DROP TABLE t", 1},
		{SQLite, "SELECT '\\'; DROP TABLE t; --'", 2},
		{SQLite, "SELECT 1\x00; DROP TABLE t", 1},
		{SQLite, "SELECT $a, :b, @c, ?1; DROP TABLE t", 2},
		{SQLite, "CREATE TRIGGER g AFTER INSERT ON t BEGIN UPDATE t SET v = 1; DELETE FROM u; END", 1},
		{SQLite, "create temp trigger g after insert on t begin select 1; end; drop table t", 2},
		{SQLite, "EXPLAIN CREATE TRIGGER g AFTER INSERT ON t BEGIN SELECT 1; END", 1},
		{SQLite, "CREATE TABLE x (end INTEGER); SELECT 1", 2},
		{Postgres, "SELECT 1; SELECT 2", 2},
		{Postgres, "SELECT 1;  -- done", 1},
		{Postgres, "SELECT $$;$$", 1},
		{Postgres, "SELECT $tag$ ; $notag$ ; $tag$", 1},
		{Postgres, "SELECT $1; DROP TABLE t", 2},
		{Postgres, "SELECT a$b; DROP TABLE t", 2},
		{Postgres, "SELECT 1 /* a /* nested ; */ still ; */", 1},
		{Postgres, "SELECT 1 /* a /* nested */ ; DROP TABLE t", 1},
		{Postgres, `SELECT E'\';'`, 1},
		{Postgres, `SELECT e'\\'; DROP TABLE t`, 2},
		{Postgres, `SELECT U&'\0041;'`, 1},
		{Postgres, `SELECT U&"a;b"`, 1},
		// With standard_conforming_strings off the server reads \' as a
		// quote, and then sees two statements here; the check lexes both
		// ways and refuses.
		{Postgres, `SELECT 'a\'; DROP TABLE t; --'`, 2},
		{Postgres, `SELECT 'a\\'; DROP TABLE t`, 2},
		{Postgres, "SELECT '[;]'", 1},
		{Postgres, "SELECT ARRAY[1]; DROP TABLE t", 2},
		{Postgres, "CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT CASE WHEN true THEN 1 END; SELECT 2; END", 1},
		{Postgres, "CREATE OR REPLACE PROCEDURE p() BEGIN ATOMIC INSERT INTO t VALUES (1); END; DROP TABLE t", 2},
		{Postgres, "CREATE FUNCTION f(begin atomic) RETURNS int AS $$ SELECT 1 $$ LANGUAGE sql; DROP TABLE t", 2},
		{Postgres, "SELECT begin atomic; DROP TABLE t", 2},
	}
	for _, tt := range tests {
		d := &DB{dialect: tt.dialect, opts: Options{Name: "sql"}}
		views, f := d.statement(tt.query)
		n := 0
		if len(views) > 0 {
			n = 1
		}
		if f != nil {
			n = 2
			if f.Kind != rung.KindInvalid || !strings.Contains(f.Message, "one statement per call") {
				t.Errorf("%s %q: %+v", tt.dialect, tt.query, f)
			}
		}
		if n != tt.n {
			t.Errorf("%s %q: %d statements, want %d", tt.dialect, tt.query, n, tt.n)
		}
	}
}

// TestReadOnlyCheck: the leading keyword decides, whatever the case,
// comments or a WITH prefix; a typo is invalid, a non-read denied.
func TestReadOnlyCheck(t *testing.T) {
	const (
		read    = "read"
		write   = "write"
		denied  = "denied"
		unknown = "unknown"
	)
	tests := []struct {
		dialect Dialect
		query   string
		want    string
	}{
		{SQLite, "select 1", read},
		{SQLite, "/* x */ SeLeCt 1", read},
		{SQLite, "VALUES (1)", read},
		{SQLite, "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 3) SELECT n FROM c", read},
		{SQLite, "WITH x AS MATERIALIZED (SELECT 1) DELETE FROM t", write},
		{SQLite, "WITH x AS (SELECT 1) UPDATE t SET v = 2", write},
		{SQLite, "WITH x AS (SELECT 1)", denied},
		{SQLite, "EXPLAIN QUERY PLAN SELECT 1", read},
		{SQLite, "EXPLAIN DELETE FROM t", write},
		{SQLite, "EXPLAIN ATTACH 'x' AS y", denied},
		{SQLite, "PRAGMA table_info(t)", read},
		{SQLite, "PRAGMA main.index_list('t')", read},
		{SQLite, "PRAGMA integrity_check", read},
		{SQLite, "PRAGMA user_version", read},
		{SQLite, "PRAGMA user_version = 1", denied},
		{SQLite, "PRAGMA user_version(1)", denied},
		{SQLite, "PRAGMA query_only", denied},
		{SQLite, `PRAGMA "table_info"(t)`, denied},
		{SQLite, "PRAGMA temp_store = MEMORY", denied},
		{SQLite, "ATTACH 'x' AS y", denied},
		{SQLite, "VACUUM INTO 'x'", denied},
		{SQLite, "ROLLBACK", denied},
		{SQLite, "INSERT INTO t VALUES (1)", write},
		{SQLite, "DROP TABLE t", write},
		{SQLite, "SELEC 1", unknown},
		{SQLite, "'SELECT'", unknown},
		{Postgres, "SELECT 1", read},
		{Postgres, "((SELECT 1))", read},
		{Postgres, "TABLE t", read},
		{Postgres, "SHOW ALL", read},
		{Postgres, "EXPLAIN (ANALYZE, COSTS OFF) SELECT 1", read},
		{Postgres, "EXPLAIN ANALYZE VERBOSE SELECT 1", read},
		{Postgres, "EXPLAIN ANALYZE INSERT INTO t VALUES (1)", write},
		{Postgres, "EXPLAIN SELECT pg_read_file('x')", denied},
		{Postgres, "WITH x AS (SELECT 1) MERGE INTO t USING x ON true WHEN MATCHED THEN DELETE", write},
		{Postgres, "SELECT * FROM pg_catalog.pg_ls_waldir()", denied},
		{Postgres, "SELECT pg_file_write('x', 'y', false)", denied},
		{Postgres, "SELECT dblink('dbname=x', 'SELECT 1')", denied},
		{Postgres, "SELECT pg_advisory_lock(1)", denied},
		{Postgres, "SELECT 'pg_read_file(''x'')'", read},
		{Postgres, "SELECT $$pg_read_file$$", read},
		{Postgres, `SELECT U&"\0070g_read_file"('x')`, denied},
		{Postgres, "COPY t TO STDOUT", denied},
		{Postgres, "SET search_path = x", denied},
		{Postgres, "START TRANSACTION READ WRITE", denied},
		{Postgres, "LOCK t", denied},
		{Postgres, "TRUNCATE t", write},
		{Postgres, "SELEC 1", unknown},
	}
	for _, tt := range tests {
		d := &DB{dialect: tt.dialect, opts: Options{Name: "sql"}}
		views, f := d.statement(tt.query)
		if f != nil {
			t.Fatalf("%q: %v", tt.query, f)
		}
		got := read
		for _, v := range views {
			if r := readOnlyRefusal(v, tt.dialect); r != nil {
				switch {
				case r.unknown:
					got = unknown
				case r.write:
					got = write
				default:
					got = denied
				}
				break
			}
		}
		if got != tt.want {
			t.Errorf("%s %q: %s, want %s", tt.dialect, tt.query, got, tt.want)
		}
	}
}

func sqliteFixture(t *testing.T, readOnly bool) (*DB, string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "t.db")
	w, err := Open("sqlite", file, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"CREATE TABLE t (v INTEGER)", "INSERT INTO t VALUES (1)"} {
		if _, err := w.db.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	w.Close()
	d, err := Open("sqlite", file, &Options{ReadOnly: readOnly})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d, file
}

func dirAndRows(t *testing.T, file string) []string {
	t.Helper()
	db, err := dbsql.Open("sqlite", "file:"+file+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var out []string
	rows, err := db.Query("SELECT 'row ' || v FROM t UNION ALL SELECT type || ' ' || name FROM sqlite_master UNION ALL SELECT 'user_version ' || user_version FROM pragma_user_version")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var s string
		rows.Scan(&s)
		out = append(out, s)
	}
	rows.Close()
	ents, _ := os.ReadDir(filepath.Dir(file))
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), filepath.Base(file)) {
			out = append(out, "file "+e.Name())
		}
	}
	return out
}

// TestSQLiteAuthorizerAlone sends hostile statements, stacked ones too,
// past the statement check straight to the SQLite layers (query_only and
// the authorizer): they alone refuse each, and nothing changes.
func TestSQLiteAuthorizerAlone(t *testing.T) {
	for _, q := range []string{
		"PRAGMA query_only = OFF; INSERT INTO t VALUES (2)",
		"PRAGMA query_only = 0",
		"SELECT 1; DROP TABLE t",
		"ATTACH 'DIR/evil.db' AS e",
		"ATTACH 'file:DIR/evil.db?mode=rwc' AS e",
		"VACUUM INTO 'DIR/copy.db'",
		"VACUUM",
		"PRAGMA writable_schema = ON",
		"PRAGMA journal_mode = WAL",
		"PRAGMA user_version = 9",
		"SELECT load_extension('DIR/x.so')",
		"BEGIN IMMEDIATE",
		"CREATE TEMP TABLE x (y)",
		"WITH x AS (SELECT 2) INSERT INTO t SELECT * FROM x",
		"SELECT * FROM pragma_user_version(5)",
	} {
		for _, readOnly := range []bool{false, true} {
			d, file := sqliteFixture(t, readOnly)
			q := strings.ReplaceAll(q, "DIR", filepath.Dir(file))
			before := dirAndRows(t, file)
			_, err := d.readOnly(context.Background(), q, nil)
			if k := rung.KindOf(err); k != rung.KindDenied && k != rung.KindInvalid {
				t.Errorf("%q (ReadOnly %v): %v", q, readOnly, err)
			}
			if diff := cmp.Diff(before, dirAndRows(t, file)); diff != "" {
				t.Errorf("%q (ReadOnly %v) changed the database (-before +after):\n%s", q, readOnly, diff)
			}
			// The connection went back to the pool writable and unguarded.
			if !readOnly {
				if _, err := d.db.Exec("UPDATE t SET v = v"); err != nil {
					t.Errorf("%q: a later write on the pool: %v", q, err)
				}
			}
		}
	}
}

// TestSQLiteReadOnlyOpen: a ReadOnly database is opened with mode=ro, so
// even a statement sent on its pool with no check and no per-call layer
// cannot write.
func TestSQLiteReadOnlyOpen(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"t.db", "file:t.db?mode=ro"},
		{"/var/db/t.db?_pragma=busy_timeout(5000)", "file:///var/db/t.db?_pragma=busy_timeout(5000)&mode=ro"},
		{"odd%#name.db", "file:odd%25%23name.db?mode=ro"},
		{"file:t.db?mode=rwc&cache=shared", "file:t.db?cache=shared&mode=ro"},
		{"file:/var/db/t.db", "file:/var/db/t.db?mode=ro"},
		{":memory:", ":memory:"},
		{"file::memory:?cache=shared", "file::memory:?cache=shared"},
		{"file:m?mode=memory&cache=shared", "file:m?mode=memory&cache=shared"},
		{"", ""},
	} {
		if got := readOnlyDSN(tt.in); got != tt.want {
			t.Errorf("readOnlyDSN(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, form := range []string{"plain", "uri"} {
		file := filepath.Join(t.TempDir(), "t.db")
		w, err := Open("sqlite", file, nil)
		if err != nil {
			t.Fatal(err)
		}
		w.db.Exec("CREATE TABLE t (v INTEGER)")
		w.Close()
		dsn := file + "?_pragma=busy_timeout(0)"
		if form == "uri" {
			dsn = "file:" + dsn + "&mode=rwc"
		}
		d, err := Open("sqlite", dsn, &Options{ReadOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		_, err = d.db.Exec("PRAGMA query_only = OFF; INSERT INTO t VALUES (1)")
		if f := d.failure(context.Background(), err, true, false); err == nil || f.Code != "SQLITE_READONLY" {
			t.Errorf("%s: a write on the pool: %v", form, err)
		}
		d.Close()
	}
}

// TestPostgresReadOnlyLayers: the READ ONLY transaction alone refuses a
// write that the statement check would have let through (a data-modifying
// CTE under a SELECT), and a ReadOnly database's sessions start read-only
// even outside the tools.
func TestPostgresReadOnlyLayers(t *testing.T) {
	url := pgtest.URL(t)
	rw, err := Open("pgx", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer rw.Close()
	if _, err := rw.db.Exec("CREATE TABLE t (v integer)"); err != nil {
		t.Fatal(err)
	}
	_, err = rw.readOnly(context.Background(), "WITH d AS (INSERT INTO t VALUES (1) RETURNING v) SELECT * FROM d", nil)
	if f, ok := rung.AsFailure(err); !ok || f.Code != "25006" {
		t.Errorf("a write in the READ ONLY transaction: %v", err)
	}
	ro, err := Open("pgx", url, &Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	_, err = ro.db.Exec("INSERT INTO t VALUES (1)")
	if f := ro.failure(context.Background(), err, true, false); err == nil || f.Code != "25006" {
		t.Errorf("a write on a ReadOnly pool: %v", err)
	}
	var n int
	rw.db.QueryRow("SELECT count(*) FROM t").Scan(&n)
	if n != 0 {
		t.Errorf("t has %d rows", n)
	}
}

// FuzzStatement: the check never panics, and what it accepts as one
// statement lexes the same with a trailing "; SELECT 1" refused.
func FuzzStatement(f *testing.F) {
	for _, s := range []string{
		"SELECT 1", "SELECT ';'", "SELECT $$;$$", `SELECT E'\';'`, "SELECT 1 /* /* */ */",
		"CREATE TRIGGER g AFTER INSERT ON t BEGIN SELECT 1; END", "PRAGMA table_info(t)",
		"WITH x AS (SELECT 1) SELECT * FROM x", "SELECT [a;b]", "SELECT `a;b`", "U&\"x\"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		for _, dialect := range []Dialect{SQLite, Postgres} {
			d := &DB{dialect: dialect, opts: Options{Name: "sql"}}
			views, fl := d.statement(q)
			for _, v := range views {
				readOnlyRefusal(v, dialect)
				for _, tok := range v {
					if tok.pos < 0 || tok.pos >= len(q) {
						t.Fatalf("%s %q: token at %d", dialect, q, tok.pos)
					}
				}
			}
			if fl != nil || len(views) == 0 || strings.ContainsRune(q, 0) {
				continue
			}
			// q is one complete statement unless it leaves a literal,
			// comment or body open; closed, a second statement after it
			// must be seen.
			if _, fl := d.statement(q + "\n; SELECT 1"); fl == nil && closed(q, dialect) {
				t.Errorf("%s %q: a statement appended after it went unseen", dialect, q)
			}
		}
	})
}

// closed reports whether q ends outside any literal, comment or
// multi-statement body: appending to it starts new tokens.
func closed(q string, d Dialect) bool {
	toks := lex(q+" x", d, false)
	toks2 := lex(q+" x", d, true)
	if len(toks) == 0 || !toks[len(toks)-1].is(tokWord, "X") || len(toks2) == 0 || !toks2[len(toks2)-1].is(tokWord, "X") {
		return false
	}
	// A trigger or atomic body still open swallows the ';'.
	return len(split(lex(q+";", d, false), d)) <= 1 && !strings.Contains(strings.ToUpper(q), "TRIGGER") && !strings.Contains(strings.ToUpper(q), "ATOMIC")
}
