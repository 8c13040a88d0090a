package dsn_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
)

func TestDriver(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u@h/db":        "postgres",
		"POSTGRESQL://u@h/db":      "postgres",
		".rung/rung.db":            "sqlite",
		"":                         "sqlite",
		"file:x.db?_pragma=foo(1)": "sqlite",
		"/var/lib/postgres.db":     "sqlite",
	} {
		if got := dsn.Driver(in); got != want {
			t.Errorf("Driver(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u:secret@h:5432/db?sslmode=disable": "postgres://u:xxxxx@h:5432/db?sslmode=disable",
		"postgres://u@h/db":                             "postgres://u@h/db",
		"postgres://h/db?x=a@b":                         "postgres://h/db?x=a@b",
		"a/b.db":                                        "a/b.db",
	} {
		if got := dsn.Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestOpen(t *testing.T) {
	ctx := context.Background()
	s, err := dsn.Open(ctx, filepath.Join(t.TempDir(), "sub", "rung.db"), ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, ok := s.(*sqlite.Ledger); !ok {
		t.Errorf("Open(path) = %T, want *sqlite.Ledger", s)
	}
	p, err := dsn.Open(ctx, pgtest.URL(t), ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if _, ok := p.(*postgres.Ledger); !ok {
		t.Errorf("Open(url) = %T, want *postgres.Ledger", p)
	}
}
