// Package pgtest gives each test its own PostgreSQL schema, in the manner
// of river's test databases: TEST_DATABASE_URL names the server; a test
// skips when it is unset, unless RUNG_REQUIRE_POSTGRES is set (CI sets it,
// so there nothing skips).
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// BaseURL returns TEST_DATABASE_URL, skipping (or, under
// RUNG_REQUIRE_POSTGRES, failing) the test when it is unset.
func BaseURL(t testing.TB) string {
	t.Helper()
	u := os.Getenv("TEST_DATABASE_URL")
	if u == "" {
		if os.Getenv("RUNG_REQUIRE_POSTGRES") != "" {
			t.Fatal("TEST_DATABASE_URL is unset and RUNG_REQUIRE_POSTGRES is set")
		}
		t.Skip("TEST_DATABASE_URL is unset")
	}
	return u
}

// URL creates a fresh schema, drops it when the test ends, and returns a URL
// whose search_path is that schema.
func URL(t testing.TB) string {
	t.Helper()
	return URLOn(t, BaseURL(t))
}

// URLOn is URL on the server at base.
func URLOn(t testing.TB, base string) string {
	t.Helper()
	b := make([]byte, 6)
	rand.Read(b)
	schema := "rung_test_" + hex.EncodeToString(b)
	admin := withoutPoolParams(base)
	exec(t, admin, `CREATE SCHEMA `+schema)
	t.Cleanup(func() { exec(t, admin, `DROP SCHEMA IF EXISTS `+schema+` CASCADE`) })
	return WithSchema(t, base, schema)
}

// WithSchema returns base with its search_path set to schema.
func WithSchema(t testing.TB, base, schema string) string {
	t.Helper()
	if strings.HasPrefix(base, "postgres://") || strings.HasPrefix(base, "postgresql://") {
		u, err := url.Parse(base)
		if err != nil {
			t.Fatal(err)
		}
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return base + " search_path=" + schema
}

// withoutPoolParams drops pgxpool's pool_* parameters (a benchmark may set
// pool_max_conns), which a plain connection would send to the server.
func withoutPoolParams(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil || u.Scheme == "" {
		return dsn
	}
	q := u.Query()
	for k := range q {
		if strings.HasPrefix(k, "pool_") {
			q.Del(k)
		}
	}
	u.RawQuery = q.Encode()
	return u.String()
}

func exec(t testing.TB, dsn, sql string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var err error
	for i := 0; i < 50; i++ { // the restart test may have the server down briefly
		var conn *pgx.Conn
		conn, err = pgx.Connect(ctx, dsn)
		if err == nil {
			_, err = conn.Exec(ctx, sql)
			conn.Close(ctx)
			if err == nil {
				return
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("%s: %v", sql, err)
}
