package sql_test

import (
	"context"
	dbsql "database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/tool/sql"
)

func tools(t *testing.T, d *sql.DB) map[string]rung.Tool {
	t.Helper()
	m := map[string]rung.Tool{}
	for _, tl := range d.Tools() {
		m[tl.Name] = tl
	}
	return m
}

func call(t *testing.T, tl rung.Tool, query string, args ...any) (any, error) {
	t.Helper()
	a := map[string]any{"query": query}
	if args != nil {
		a["args"] = args
	}
	return tl.Call(context.Background(), a)
}

func mustCall(t *testing.T, tl rung.Tool, query string, args ...any) any {
	t.Helper()
	out, err := call(t, tl, query, args...)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return out
}

func sqliteDB(t *testing.T, opts *sql.Options) (*sql.DB, string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "t.db")
	d, err := sql.Open("sqlite", "file:"+file+"?_pragma=foreign_keys(1)&_pragma=busy_timeout(0)", opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d, file
}

const schema = `CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer INTEGER NOT NULL REFERENCES customers(id), total REAL CHECK (total >= 0))`

func TestDeclarations(t *testing.T) {
	d, _ := sqliteDB(t, nil)
	m := tools(t, d)
	if q := m["sql.query"]; q.SideEffects || !cmp.Equal(q.Identifying, []string{"query", "args"}) {
		t.Errorf("sql.query: side effects %v, identifying %v", q.SideEffects, q.Identifying)
	}
	if e := m["sql.exec"]; !e.SideEffects || e.AcceptsIdempotencyKey {
		t.Errorf("sql.exec: side effects %v, key %v", e.SideEffects, e.AcceptsIdempotencyKey)
	}
	ro, _ := sqliteDB(t, &sql.Options{ReadOnly: true, Name: "db"})
	if m := tools(t, ro); len(m) != 1 || m["db.query"].Call == nil {
		t.Errorf("read-only tools: %v", m)
	}
}

func TestSQLite(t *testing.T) {
	d, _ := sqliteDB(t, &sql.Options{MaxRows: 2})
	m := tools(t, d)
	q, x := m["sql.query"], m["sql.exec"]
	for _, stmt := range strings.Split(schema, ";\n") {
		mustCall(t, x, stmt)
	}
	got := mustCall(t, x, "INSERT INTO customers (name) VALUES (?), (?), (?)", "ada", "bob", "cy")
	if diff := cmp.Diff(map[string]any{"rows_affected": int64(3), "last_insert_id": int64(3)}, got); diff != "" {
		t.Errorf("insert (-want +got):\n%s", diff)
	}
	got = mustCall(t, q, "SELECT id, name FROM customers WHERE id >= ? ORDER BY id", 1)
	want := map[string]any{
		"columns":   []any{"id", "name"},
		"rows":      []any{map[string]any{"id": int64(1), "name": "ada"}, map[string]any{"id": int64(2), "name": "bob"}},
		"truncated": true,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("query (-want +got):\n%s", diff)
	}

	tests := []struct {
		name   string
		tool   rung.Tool
		query  string
		args   []any
		kind   rung.Kind
		code   string
		target string
		fact   map[string]any
	}{
		{"no such table", q, "SELECT * FROM invoices", nil, rung.KindPremise, "SQLITE_ERROR", "invoices", nil},
		{"unique", x, "INSERT INTO customers (name) VALUES (?)", []any{"ada"}, rung.KindConflict, "SQLITE_CONSTRAINT_UNIQUE", "customers", map[string]any{"constraint": "customers.name"}},
		{"primary key", x, "INSERT INTO customers (id, name) VALUES (1, 'zed')", nil, rung.KindConflict, "SQLITE_CONSTRAINT_PRIMARYKEY", "customers", map[string]any{"constraint": "customers.id"}},
		{"foreign key", x, "INSERT INTO orders (customer, total) VALUES (99, 1)", nil, rung.KindPremise, "SQLITE_CONSTRAINT_FOREIGNKEY", "", nil},
		{"not null", x, "INSERT INTO customers (name) VALUES (NULL)", nil, rung.KindInvalid, "SQLITE_CONSTRAINT_NOTNULL", "customers", nil},
		{"check", x, "INSERT INTO orders (customer, total) VALUES (1, -5)", nil, rung.KindInvalid, "SQLITE_CONSTRAINT_CHECK", "", nil},
		{"syntax", q, "SELEC 1", nil, rung.KindInvalid, "SQLITE_ERROR", "", nil},
		{"no such column", q, "SELECT nope FROM customers", nil, rung.KindInvalid, "SQLITE_ERROR", "", nil},
		{"table exists", x, "CREATE TABLE customers (id INTEGER)", nil, rung.KindConflict, "SQLITE_ERROR", "", nil},
		{"write through query", q, "INSERT INTO customers (name) VALUES ('eve')", nil, rung.KindInvalid, "SQLITE_READONLY", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := call(t, tt.tool, tt.query, tt.args...)
			f, ok := rung.AsFailure(err)
			if !ok {
				t.Fatalf("error %v is not a Failure", err)
			}
			if f.Kind != tt.kind || f.Code != tt.code || f.Target != tt.target || !cmp.Equal(f.Fact, tt.fact) || f.Protocol != "sqlite" {
				t.Errorf("got %s code %s target %q fact %v protocol %s (%s), want %s %s %q %v", f.Kind, f.Code, f.Target, f.Fact, f.Protocol, f.Message, tt.kind, tt.code, tt.target, tt.fact)
			}
		})
	}
	// The read-only query left no connection read-only behind it.
	for range 4 {
		mustCall(t, x, "UPDATE customers SET name = name")
	}
	if _, err := x.Call(context.Background(), map[string]any{"query": "SELECT 1", "args": "x"}); rung.KindOf(err) != rung.KindInvalid {
		t.Errorf("args not an array: %v", err)
	}
}

func TestSQLiteBusyAndCancel(t *testing.T) {
	d, file := sqliteDB(t, nil)
	x := tools(t, d)["sql.exec"]
	mustCall(t, x, "CREATE TABLE t (v INTEGER)")

	other, err := dbsql.Open("sqlite", "file:"+file)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, err := other.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(context.Background(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	_, err = call(t, x, "INSERT INTO t VALUES (1)")
	if f, ok := rung.AsFailure(err); !ok || f.Kind != rung.KindTransient || f.Code != "SQLITE_BUSY" || f.Effect != rung.EffectNone {
		t.Errorf("busy: %+v", f)
	}
	conn.ExecContext(context.Background(), "ROLLBACK")

	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	_, err = x.Call(ctx, map[string]any{"query": "INSERT INTO t VALUES (2)"})
	if f, ok := rung.AsFailure(err); !ok || f.Kind != rung.KindTransient || !f.Timeout || f.Effect != rung.EffectNone {
		t.Errorf("expired before sending: %+v", f)
	}
}

// TestPostgres runs against TEST_DATABASE_URL (.ci/postgres.sh starts one),
// in a schema of its own; it skips when the variable is unset, unless
// RUNG_REQUIRE_POSTGRES is set.
func TestPostgres(t *testing.T) {
	d, err := sql.Open("pgx", pgtest.URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	m := tools(t, d)
	q, x := m["sql.query"], m["sql.exec"]
	mustCall(t, x, "CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL UNIQUE)")
	got := mustCall(t, x, "INSERT INTO customers (name) VALUES ($1), ($2)", "ada", "bob")
	if diff := cmp.Diff(map[string]any{"rows_affected": int64(2)}, got); diff != "" {
		t.Errorf("insert (-want +got):\n%s", diff)
	}
	got = mustCall(t, q, "SELECT id, name FROM customers ORDER BY id")
	want := map[string]any{
		"columns":   []any{"id", "name"},
		"rows":      []any{map[string]any{"id": int64(1), "name": "ada"}, map[string]any{"id": int64(2), "name": "bob"}},
		"truncated": false,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("query (-want +got):\n%s", diff)
	}
	tests := []struct {
		name   string
		tool   rung.Tool
		query  string
		kind   rung.Kind
		code   string
		target string
	}{
		{"undefined table", q, "SELECT * FROM invoices", rung.KindPremise, "42P01", "invoices"},
		{"unique", x, "INSERT INTO customers (name) VALUES ('ada')", rung.KindConflict, "23505", "customers"},
		{"syntax", q, "SELEC 1", rung.KindInvalid, "42601", ""},
		{"undefined column", q, "SELECT nope FROM customers", rung.KindInvalid, "42703", ""},
		{"write through query", q, "INSERT INTO customers (name) VALUES ('eve')", rung.KindInvalid, "25006", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := call(t, tt.tool, tt.query)
			f, ok := rung.AsFailure(err)
			if !ok {
				t.Fatalf("error %v is not a Failure", err)
			}
			if f.Kind != tt.kind || f.Code != tt.code || f.Target != tt.target || f.Protocol != "postgres" {
				t.Errorf("got %s code %s target %q protocol %s (%s: %s), want %s %s %q", f.Kind, f.Code, f.Target, f.Protocol, f.Reason, f.Message, tt.kind, tt.code, tt.target)
			}
		})
	}
}
