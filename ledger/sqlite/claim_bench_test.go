package sqlite_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
)

// barePair is the floor a claim and a completion are measured against: an
// INSERT of a pending row and an UPDATE that completes it, each its own
// autocommit statement, prepared, on a table shaped like rung_ledger in the
// same file, so under the same pragmas. It has no fencing token, no
// fingerprint check and no lease logic: what rung adds is the difference.
type barePair struct {
	ins, upd *sql.Stmt
}

func newBarePair(b *testing.B, l *sqlite.Ledger) *barePair {
	b.Helper()
	db := l.DB()
	if _, err := db.Exec(`CREATE TABLE IF NOT EXISTS bare_ledger (
		key TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, state TEXT NOT NULL, token INTEGER NOT NULL,
		landed INTEGER NOT NULL DEFAULT 0, lease_until INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
		output BLOB, failure TEXT, outcome_at INTEGER,
		holder_host TEXT NOT NULL DEFAULT '', holder_pid INTEGER NOT NULL DEFAULT 0, holder_started INTEGER NOT NULL DEFAULT 0
	) WITHOUT ROWID;
	CREATE INDEX IF NOT EXISTS bare_ledger_done_updated ON bare_ledger (updated_at) WHERE state = 'done'`); err != nil {
		b.Fatal(err)
	}
	ins, err := db.Prepare(`INSERT INTO bare_ledger (key, fingerprint, state, token, landed, lease_until, created_at, updated_at, holder_host, holder_pid, holder_started)
		VALUES (?, ?, 'pending', ?, 0, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		b.Fatal(err)
	}
	upd, err := db.Prepare(`UPDATE bare_ledger SET state = 'done', output = ?, failure = ?, outcome_at = ?, updated_at = ? WHERE key = ? AND token = ?`)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { ins.Close(); upd.Close() })
	return &barePair{ins: ins, upd: upd}
}

func (p *barePair) do(b *testing.B, key string, token int64, out []byte) {
	now := time.Now().UnixMicro()
	if _, err := p.ins.Exec(key, "fp", token, now+60e6, now, now, "host", 1, now); err != nil {
		b.Fatal(err)
	}
	if _, err := p.upd.Exec(out, nil, now, now, key, token); err != nil {
		b.Fatal(err)
	}
}

var benchOut = rung.Outcome{Output: json.RawMessage(`{"id":"ch_3MmlLrLkdIwHu7ix0snN0B15","status":"succeeded"}`)}

type claimFunc func(ctx context.Context, key, fp string, lease time.Duration) (rung.Claim, error)
type completeFunc func(ctx context.Context, key string, token uint64, o rung.Outcome) error

func claimPair(b *testing.B, claim claimFunc, complete completeFunc, key string) {
	ctx := context.Background()
	c, err := claim(ctx, key, "fp", time.Minute)
	if err != nil || c.State != rung.ClaimNew {
		b.Fatalf("claim %s = %+v, %v", key, c, err)
	}
	if err := complete(ctx, key, c.Token, benchOut); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkClaimPair: one claim of a fresh key and its completion, one
// goroutine, against the floor (barePair) on the same file:
//
//   - before: the claim as three statements (read the row, advance the
//     token counter, insert) in an immediate transaction, the completion
//     in a transaction of its own, as Claim and Complete were;
//   - after: the claim as one INSERT ... ON CONFLICT DO NOTHING with a
//     token from the ledger's reserved block, the completion one
//     autocommit UPDATE, as they are.
//
// Each iteration runs the variant's pair and the bare pair, alternating
// which goes first, and times each apart, so the machine's load falls on
// both alike. The figures are medians (a loaded machine's stalls land on
// one pair, not on a variant); x-of-bare is the variant's throughput
// relative to the bare pair's (1.0 = as fast as the floor).
//
//	go test -run '^$' -bench ClaimPair -count 6 ./ledger/sqlite/
func BenchmarkClaimPair(b *testing.B) {
	for _, variant := range []string{"before", "after"} {
		b.Run(variant, func(b *testing.B) {
			l := open(b, ledger.Options{})
			bare := newBarePair(b, l)
			claim, complete := claimFunc(l.Claim), completeFunc(l.Complete)
			if variant == "before" {
				claim, complete = l.ClaimTx, l.CompleteTx
			}
			out := []byte(benchOut.Output)
			spent := [2][]time.Duration{make([]time.Duration, 0, b.N), make([]time.Duration, 0, b.N)}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for j := range 2 {
					k := (i + j) % 2
					key := "bench-" + strconv.Itoa(i)
					t0 := time.Now()
					if k == 0 {
						bare.do(b, key, int64(i+1), out)
					} else {
						claimPair(b, claim, complete, key)
					}
					spent[k] = append(spent[k], time.Since(t0))
				}
			}
			b.StopTimer()
			var med [2]float64
			for k := range spent {
				slices.Sort(spent[k])
				med[k] = float64(spent[k][len(spent[k])/2].Nanoseconds())
			}
			b.ReportMetric(med[0], "bare-ns/pair")
			b.ReportMetric(med[1], "ns/pair")
			b.ReportMetric(med[0]/med[1], "x-of-bare")
			b.ReportMetric(0, "ns/op")
		})
	}
}
