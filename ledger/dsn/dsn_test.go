package dsn_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/rungtest"
)

func TestDriver(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u@h/db":        "postgres",
		"POSTGRESQL://u@h/db":      "postgres",
		".rung/rung.db":            "sqlite",
		"":                         "sqlite",
		"file:x.db?_pragma=foo(1)": "sqlite",
		"/var/lib/postgres.db":     "sqlite",
		"memory:":                  "memory",
		"MEMORY:":                  "memory",
		"memory:x":                 "memory",
		"file:memory:":             "sqlite",
		"./memory:":                "sqlite",
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
		"memory:":                                       "memory:",
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

// TestOpenMemory: "memory:" opens a fresh ledger.Memory on the options'
// clock, each Open a new, empty one; anything after the colon is refused.
func TestOpenMemory(t *testing.T) {
	ctx := context.Background()
	clock := rungtest.NewClock(time.Time{})
	s, err := dsn.Open(ctx, "memory:", ledger.Options{Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, ok := s.(*ledger.Memory); !ok {
		t.Fatalf("Open(memory:) = %T, want *ledger.Memory", s)
	}
	if _, err := s.Claim(ctx, "k", "fp", time.Minute); err != nil {
		t.Fatal(err)
	}
	e, err := s.Get(ctx, "k")
	if err != nil || !e.CreatedAt.Equal(clock.Now()) {
		t.Errorf("Get(k) = %+v, %v; want an entry created at %v", e, err, clock.Now())
	}
	other, err := dsn.Open(ctx, "memory:", ledger.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.Get(ctx, "k"); !errors.Is(err, ledger.ErrNotFound) {
		t.Errorf("a second memory: store holds k (%v): want a fresh store", err)
	}
	if _, err := dsn.Open(ctx, "memory:shared", ledger.Options{}); err == nil {
		t.Error("Open(memory:shared) succeeded, want an error")
	}
}

// TestOpenRegistersPassword: the password of a PostgreSQL DSN is a
// registered secret from the moment the ledger is opened, whether the
// connection works or not, so that no error, trace or report shows it,
// even where it appears outside the URL.
func TestOpenRegistersPassword(t *testing.T) {
	const password = "dsn-pass-Xy71qR"
	_, err := dsn.Open(context.Background(), "postgres://app:"+password+"@127.0.0.1:1/rung?connect_timeout=2", ledger.Options{})
	if err == nil {
		t.Fatal("Open of a refused port succeeded")
	}
	if got := rung.Redact("auth failed for " + password); got != "auth failed for [REDACTED]" {
		t.Errorf("the DSN's password is not a registered secret: %q", got)
	}
}
