// Package dsn opens a ledger store by its DSN, picking the driver from its
// form: a postgres:// or postgresql:// URL opens ledger/postgres; "memory:"
// opens a fresh ledger.Memory, which forgets everything when the process
// exits (for tests and dry runs: nothing can be resumed or inspected from
// another process); anything else is a SQLite file path (or a file: URI)
// for ledger/sqlite, and empty means sqlite.DefaultPath, .rung/rung.db
// under the working directory.
//
// It is its own package, not part of package ledger, because the drivers
// import ledger: an application that wants one driver imports that driver
// alone, and only the CLI and tools that take a --ledger flag import both
// through here.
package dsn

import (
	"context"
	"fmt"
	"strings"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
)

// Memory is the DSN of an in-process store (ledger.Memory): each Open of
// it returns a new, empty one.
const Memory = "memory:"

// Driver names the driver a DSN selects: "postgres", "memory" or "sqlite".
func Driver(dsn string) string {
	lower := strings.ToLower(dsn)
	switch {
	case strings.HasPrefix(lower, "postgres://") || strings.HasPrefix(lower, "postgresql://"):
		return "postgres"
	case strings.HasPrefix(lower, Memory):
		return "memory"
	}
	return "sqlite"
}

// Open opens the store dsn names, applying its migrations. The caller closes
// it. A "memory:" DSN takes nothing after the colon; its store lives as
// long as the value Open returns.
func Open(ctx context.Context, dsn string, opts ledger.Options) (ledger.Store, error) {
	switch Driver(dsn) {
	case "postgres":
		return postgres.Open(ctx, dsn, opts)
	case "memory":
		if len(dsn) > len(Memory) {
			return nil, fmt.Errorf("ledger DSN %q: %s takes nothing after the colon", dsn, Memory)
		}
		return ledger.NewMemoryStore(opts), nil
	}
	return sqlite.Open(ctx, dsn, opts)
}

// Redact returns dsn with any password replaced by "xxxxx", for messages.
func Redact(dsn string) string {
	if Driver(dsn) != "postgres" {
		return dsn
	}
	scheme, rest, _ := strings.Cut(dsn, "://")
	at := strings.LastIndex(rest, "@")
	if slash := strings.Index(rest, "/"); at < 0 || (slash >= 0 && slash < at) {
		return dsn
	}
	userinfo := rest[:at]
	if user, _, ok := strings.Cut(userinfo, ":"); ok {
		return scheme + "://" + user + ":xxxxx" + rest[at:]
	}
	return dsn
}
