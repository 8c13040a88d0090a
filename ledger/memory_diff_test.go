package ledger_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
	"github.com/rungkit/rung/rungtest"
)

// TestMemoryMatchesSQLite drives Memory and a SQLite store through the
// same random sequences of calls (claims, completions, releases, reaps,
// listings, checkpoints) on one virtual clock and requires the same answer
// from both to every call: Memory is a stand-in for a SQL store in tests,
// so a test that passes on one passes on the other.
func TestMemoryMatchesSQLite(t *testing.T) {
	for seed := range uint64(8) {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			ctx := context.Background()
			r := rand.New(rand.NewPCG(seed, 0x5eed))
			clock := rungtest.NewClock(time.Time{})
			opts := ledger.Options{Clock: clock, Retention: pick(r, []time.Duration{0, 30 * time.Hour})}
			sq, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "rung.db"), opts)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { sq.Close() })
			// Keys and runs include ones that sort differently by bytes and
			// by length, and a non-ASCII one: SQLite orders text by its
			// bytes, as Memory does.
			keys := []string{"a", "ab", "b", "b/1", "b0", "é", "B"}
			runs := []string{"r1", "r2", "r10", "R"}
			differential(t, r, clock, opts, ledger.NewMemoryStore(opts), sq, keys, runs, 400)
		})
	}
}

// TestMemoryMatchesPostgres is TestMemoryMatchesSQLite on PostgreSQL
// (skipped without TEST_DATABASE_URL). Its keys and run names sort alike
// by bytes and under any common collation: PostgreSQL orders text by the
// database's collation, which only the C collations make byte order.
func TestMemoryMatchesPostgres(t *testing.T) {
	for seed := range uint64(4) {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			ctx := context.Background()
			r := rand.New(rand.NewPCG(seed, 0x5eed))
			clock := rungtest.NewClock(time.Time{})
			opts := ledger.Options{Clock: clock, Retention: pick(r, []time.Duration{0, 30 * time.Hour})}
			pg, err := postgres.Open(ctx, pgtest.URL(t), opts)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { pg.Close() })
			keys := []string{"a", "ab", "b", "b0", "b1", "c"}
			runs := []string{"r1", "r2", "r3"}
			differential(t, r, clock, opts, ledger.NewMemoryStore(opts), pg, keys, runs, 400)
		})
	}
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// differential runs n random calls on mem and ref and fails on the first
// call whose answers differ.
func differential(t *testing.T, r *rand.Rand, clock *rungtest.Clock, refOpts ledger.Options, mem, ref ledger.Store, keys, runs []string, n int) {
	ctx := context.Background()
	fps := []string{"fp1", "fp2"}
	prefixes, afters := []string{""}, []string{""}
	for _, k := range keys {
		_, n := utf8.DecodeRuneInString(k)
		prefixes = append(prefixes, k[:n], k)
		afters = append(afters, k)
	}
	outputs := []json.RawMessage{nil, json.RawMessage(`{ "z": 1,  "a": [true, null, "é"] }`), json.RawMessage(`"ok"`), json.RawMessage(`[]`)}
	failures := []*rung.Failure{
		nil,
		rung.Denied(errors.New("403 forbidden")),
		rung.Conflict(errors.New("409 exists"), map[string]any{"id": "PO-9"}),
		{Kind: rung.KindInvalid, Message: "402 card declined", Status: 402, Protocol: "http", Invalidates: []string{"pay"}},
	}
	zone := time.FixedZone("UTC-3", -3*3600)
	// Tokens differ between stores (PostgreSQL's sequence skips numbers;
	// only never reusing one is promised), so each new claim pairs the
	// token Memory gave with the one ref gave; ref's are shown as Memory's.
	type pair struct{ m, r uint64 }
	current := map[string]pair{} // the last tokens each key was claimed with
	var issued []pair
	asMem := map[uint64]uint64{}
	memToken := func(rt uint64) uint64 {
		if rt == 0 {
			return 0
		}
		if mt, ok := asMem[rt]; ok {
			return mt
		}
		return rt + 1<<50 // a token Memory never gave: the diff shows it
	}
	opts := cmp.Options{
		// A failure is compared as stored: its JSON form.
		cmp.Comparer(func(a, b *rung.Failure) bool {
			if a == nil || b == nil {
				return a == b
			}
			ja, erra := json.Marshal(a)
			jb, errb := json.Marshal(b)
			return erra == nil && errb == nil && bytes.Equal(ja, jb)
		}),
		cmp.Comparer(func(a, b json.RawMessage) bool { return bytes.Equal(a, b) && (a == nil) == (b == nil) }),
	}
	sameErr := func(a, b error) bool {
		for _, sentinel := range []error{rung.ErrStaleToken, ledger.ErrNotFound, ledger.ErrNoRun} {
			if errors.Is(a, sentinel) || errors.Is(b, sentinel) {
				return errors.Is(a, sentinel) && errors.Is(b, sentinel)
			}
		}
		return (a == nil) == (b == nil)
	}
	check := func(i int, call string, gotM, gotR any, errM, errR error) {
		t.Helper()
		if !sameErr(errM, errR) {
			t.Fatalf("call %d, %s: memory err %v, ref err %v", i, call, errM, errR)
		}
		if diff := cmp.Diff(gotR, gotM, opts); diff != "" {
			t.Fatalf("call %d, %s (-ref +memory):\n%s", i, call, diff)
		}
	}
	token := func(key string) pair {
		switch r.IntN(8) {
		case 0:
			x := uint64(1<<40 + r.IntN(100)) // made up
			return pair{x, x}
		case 1:
			if len(issued) > 0 {
				return pick(r, issued) // likely stale
			}
		}
		return current[key]
	}
	ensureNewer := func(p pair) {
		for _, q := range issued {
			if q.m >= p.m || q.r >= p.r {
				t.Fatalf("token %v issued after %v: a token was reused or went back", p, q)
			}
		}
	}
	memEntries := func(es []ledger.Entry) []ledger.Entry {
		for i := range es {
			es[i].Token = memToken(es[i].Token)
		}
		return es
	}

	for i := range n {
		switch op := r.IntN(15); op {
		case 0, 1, 2:
			key, fp, lease := pick(r, keys), pick(r, fps), pick(r, []time.Duration{time.Second, 30 * time.Second, time.Minute, 5 * time.Minute})
			cm, errM := mem.Claim(ctx, key, fp, lease)
			cr, errR := ref.Claim(ctx, key, fp, lease)
			if cm.State == rung.ClaimNew && cr.State == rung.ClaimNew {
				p := pair{cm.Token, cr.Token}
				ensureNewer(p)
				current[key], issued, asMem[cr.Token] = p, append(issued, p), cm.Token
			}
			cr.Token = memToken(cr.Token)
			check(i, fmt.Sprintf("Claim(%q, %q, %v)", key, fp, lease), cm, cr, errM, errR)
		case 3, 4:
			key := pick(r, keys)
			tok := token(key)
			o := rung.Outcome{Output: pick(r, outputs), Failure: pick(r, failures)}
			if r.IntN(2) == 0 {
				o.At = clock.Now().In(zone).Add(time.Duration(r.IntN(5000)))
			}
			call := fmt.Sprintf("Complete(%q, %v)", key, tok)
			check(i, call, nil, nil, mem.Complete(ctx, key, tok.m, o), ref.Complete(ctx, key, tok.r, o))
		case 5:
			key := pick(r, keys)
			tok := token(key)
			check(i, fmt.Sprintf("MarkUnknown(%q, %v)", key, tok), nil, nil, mem.MarkUnknown(ctx, key, tok.m), ref.MarkUnknown(ctx, key, tok.r))
		case 6:
			key := pick(r, keys)
			tok := token(key)
			check(i, fmt.Sprintf("Release(%q, %v)", key, tok), nil, nil, mem.Release(ctx, key, tok.m), ref.Release(ctx, key, tok.r))
		case 7:
			clock.Advance(pick(r, []time.Duration{time.Second, 30 * time.Second, 2 * time.Minute, time.Hour, 20 * time.Hour}))
		case 8:
			older := pick(r, []time.Duration{0, time.Hour, 25 * time.Hour, 48 * time.Hour})
			nm, errM := mem.Reap(ctx, older)
			nr, errR := ref.Reap(ctx, older)
			check(i, fmt.Sprintf("Reap(%v)", older), nm, nr, errM, errR)
		case 14:
			// Reap exactly at a done entry's age: the retention boundary,
			// where an entry is kept.
			done, err := ref.List(ctx, ledger.ListOptions{State: ledger.EntryDone})
			if err != nil {
				t.Fatal(err)
			}
			if len(done) == 0 {
				continue
			}
			age := clock.Now().Sub(pick(r, done).UpdatedAt)
			if floor := refOpts.RetentionFloor(); age < floor {
				clock.Advance(floor - age)
				age = floor
			}
			nm, errM := mem.Reap(ctx, age)
			nr, errR := ref.Reap(ctx, age)
			check(i, fmt.Sprintf("Reap(%v) at an entry's age", age), nm, nr, errM, errR)
		case 9:
			lo := ledger.ListOptions{
				State:  pick(r, []ledger.EntryState{"", ledger.EntryPending, ledger.EntryUnknown, ledger.EntryDone}),
				Prefix: pick(r, prefixes),
				After:  pick(r, afters),
				Limit:  pick(r, []int{0, -1, 1, 2, 3}),
			}
			lm, errM := mem.List(ctx, lo)
			lr, errR := ref.List(ctx, lo)
			check(i, fmt.Sprintf("List(%+v)", lo), lm, memEntries(lr), errM, errR)
			key := pick(r, keys)
			em, errM := mem.Get(ctx, key)
			er, errR := ref.Get(ctx, key)
			er.Token = memToken(er.Token)
			check(i, fmt.Sprintf("Get(%q)", key), em, er, errM, errR)
		case 10, 11:
			run := pick(r, runs)
			rec := ledger.StepRecord{
				Plan: r.IntN(3), Index: r.IntN(4), StepID: pick(r, []string{"a", "b"}), Tool: pick(r, []string{"t1", "t2"}),
				ArgsHash: pick(r, []string{"", "h1"}), State: pick(r, []rung.StepState{rung.StepDone, rung.StepSkipped, rung.StepFailed}),
				Output: pick(r, outputs), Failure: pick(r, failures),
			}
			if r.IntN(2) == 0 {
				rec.At = clock.Now().In(zone).Add(time.Duration(r.IntN(5000)) - 2500)
			}
			call := fmt.Sprintf("SaveStep(%q, %d/%d)", run, rec.Plan, rec.Index)
			check(i, call, nil, nil, mem.SaveStep(ctx, run, rec), ref.SaveStep(ctx, run, rec))
		case 12:
			run := pick(r, runs)
			rm, errM := mem.LoadRun(ctx, run)
			rr, errR := ref.LoadRun(ctx, run)
			check(i, fmt.Sprintf("LoadRun(%q)", run), rm, rr, errM, errR)
		case 13:
			limit := pick(r, []int{0, -1, 1, 2})
			sm, errM := mem.ListRuns(ctx, limit)
			sr, errR := ref.ListRuns(ctx, limit)
			check(i, fmt.Sprintf("ListRuns(%d)", limit), sm, sr, errM, errR)
		}
	}
	// The two end holding the same entries and runs.
	lm, errM := mem.List(ctx, ledger.ListOptions{})
	lr, errR := ref.List(ctx, ledger.ListOptions{})
	check(n, "final List", lm, memEntries(lr), errM, errR)
	sm, errM := mem.ListRuns(ctx, 0)
	sr, errR := ref.ListRuns(ctx, 0)
	check(n, "final ListRuns", sm, sr, errM, errR)
	if len(lm) == 0 || len(sm) == 0 {
		t.Errorf("the sequence left %d entries and %d runs: too few calls to compare", len(lm), len(sm))
	}
}
