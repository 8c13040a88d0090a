package dbosbench_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	mrand "math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/dbos-inc/dbos-transact-golang/dbos"
	"github.com/jackc/pgx/v5"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/durable"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/postgres"
	"github.com/rungkit/rung/ledger/sqlite"
)

// baseURL is the server both sides use: DBOSBENCH_DATABASE_URL when set
// (a cluster with fsync on, for the figures in docs/ledger.md), else
// TEST_DATABASE_URL (skipping without it).
func baseURL(tb testing.TB) string {
	if u := os.Getenv("DBOSBENCH_DATABASE_URL"); u != "" {
		return u
	}
	return pgtest.BaseURL(tb)
}

// effects counts the side effects each side applies, per durable step:
// a duplicate shows as a count above one.
type effects struct {
	mu sync.Mutex
	n  map[string]int
}

func (e *effects) apply(id string) {
	e.mu.Lock()
	e.n[id]++
	e.mu.Unlock()
}

// check reports anything but exactly want effects, each applied once.
func (e *effects) check(want int) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.n) != want {
		return fmt.Errorf("%d distinct effects, want %d", len(e.n), want)
	}
	for id, n := range e.n {
		if n != 1 {
			return fmt.Errorf("effect %s applied %d times", id, n)
		}
	}
	return nil
}

// sides is rung and DBOS set up alike: each run (workflow) makes steps
// durable side-effecting steps whose effect is counted; each side keeps
// its tables in a schema of its own on the same server.
type sides struct {
	steps      int
	engine     *rung.Engine // a keyed tool: one flushed commit a step
	keyless    *rung.Engine // the same tool without a key: two a step
	engineLite *rung.Engine // rung on SQLite with synchronous=FULL
	plan       *rung.Plan
	planBare   *rung.Plan // the same steps on the keyless tool
	dbos       dbos.Context
	wf         func(dbos.Context, int) (int, error)
	rungFx     *effects
	dbosFx     *effects
	dbosRunSeq int
	rungRunSeq int
}

func setup(tb testing.TB, steps int) *sides {
	tb.Helper()
	ctx := context.Background()
	base := baseURL(tb)
	s := &sides{steps: steps, rungFx: &effects{n: map[string]int{}}, dbosFx: &effects{n: map[string]int{}}}

	// rung: the ledger and the checkpoints in one PostgreSQL store, so a
	// step commits twice (its claim; its outcome with its checkpoint). The
	// charge takes an idempotency key, so its claim commits without waiting
	// for the flush (rung.KeyedClaimer) and a step waits for one flush; the
	// same effect through a tool without a key waits for two.
	st, err := postgres.Open(ctx, pgtest.URLOn(tb, base), ledger.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	charge := rung.Tool{
		Name: "pay.charge", SideEffects: true, AcceptsIdempotencyKey: true, Identifying: []string{"n"},
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			s.rungFx.apply(rung.IdempotencyKey(ctx))
			return map[string]any{"charged": args["n"]}, nil
		},
	}
	bare := charge
	bare.Name, bare.AcceptsIdempotencyKey = "pay.charge_keyless", false
	s.plan, s.planBare = &rung.Plan{Goal: "charge"}, &rung.Plan{Goal: "charge"}
	for j := range steps {
		s.plan.Steps = append(s.plan.Steps, rung.Step{ID: "charge" + strconv.Itoa(j), Tool: "pay.charge", Args: map[string]any{"n": j}})
		s.planBare.Steps = append(s.planBare.Steps, rung.Step{ID: "charge" + strconv.Itoa(j), Tool: bare.Name, Args: map[string]any{"n": j}})
	}
	s.engine = &rung.Engine{Tools: []rung.Tool{charge}, Ledger: st, Checkpoints: durable.New(st)}
	s.keyless = &rung.Engine{Tools: []rung.Tool{bare}, Ledger: st, Checkpoints: durable.New(st)}
	// rung's default store, fsync on every commit (synchronous=FULL), for
	// reference: not like for like with DBOS, which needs PostgreSQL.
	lite, err := sqlite.Open(ctx, "file:"+filepath.Join(tb.TempDir(), "rung.db")+"?_pragma=synchronous(FULL)", ledger.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { lite.Close() })
	s.engineLite = &rung.Engine{Tools: []rung.Tool{charge}, Ledger: lite, Checkpoints: durable.New(lite)}

	// DBOS: a workflow of the same steps, each a RunAsStep whose output
	// DBOS checkpoints.
	b := make([]byte, 6)
	rand.Read(b)
	schema := "dbos_bench_" + hex.EncodeToString(b)
	dctx, err := dbos.NewContext(ctx, dbos.Config{
		AppName: "rung-dbosbench", DatabaseURL: base, DatabaseSchema: schema,
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		tb.Fatal(err)
	}
	s.wf = func(ctx dbos.Context, n int) (int, error) {
		id, err := dbos.GetWorkflowID(ctx)
		if err != nil {
			return 0, err
		}
		for j := range steps {
			if _, err := dbos.RunAsStep(ctx, func(context.Context) (int, error) {
				s.dbosFx.apply(id + "/" + strconv.Itoa(j))
				return n, nil
			}); err != nil {
				return 0, err
			}
		}
		return n, nil
	}
	dbos.RegisterWorkflow(dctx, s.wf)
	if err := dbos.Launch(dctx); err != nil {
		tb.Fatal(err)
	}
	s.dbos = dctx
	tb.Cleanup(func() {
		dbos.Shutdown(dctx, 10*time.Second)
		conn, err := pgx.Connect(context.Background(), base)
		if err != nil {
			tb.Error(err)
			return
		}
		defer conn.Close(context.Background())
		if _, err := conn.Exec(context.Background(), `DROP SCHEMA IF EXISTS `+schema+` CASCADE`); err != nil {
			tb.Error(err)
		}
	})
	return s
}

func (s *sides) runRung(ctx context.Context, e *rung.Engine) error {
	// Two engines share the ledger: each run gets an id of its own (an
	// engine's default id is unique only among its own runs).
	s.rungRunSeq++
	e.RunID = "run-" + strconv.Itoa(s.rungRunSeq)
	plan := s.plan
	if e == s.keyless {
		plan = s.planBare
	}
	rep, err := e.Run(ctx, plan)
	if err != nil {
		return err
	}
	if rep.Outcome != rung.OutcomeCompleted {
		return fmt.Errorf("rung run %s: %s (%s)", rep.RunID, rep.Outcome, rep.Reason)
	}
	return nil
}

func (s *sides) runDBOS() error {
	s.dbosRunSeq++
	h, err := dbos.RunWorkflow(s.dbos, s.wf, s.dbosRunSeq)
	if err != nil {
		return err
	}
	n, err := h.GetResult()
	if err != nil {
		return err
	}
	if n != s.dbosRunSeq {
		return fmt.Errorf("dbos workflow returned %d, want %d", n, s.dbosRunSeq)
	}
	return nil
}

// TestBothSidesDurable is the benchmark's smoke test, run in CI (skipped
// without TEST_DATABASE_URL): both sides make N runs of 3 side-effecting
// steps, and each applies exactly 3N effects, each once (rung through the
// keyed and the keyless tool, 6N).
func TestBothSidesDurable(t *testing.T) {
	const runs, steps = 20, 3
	s := setup(t, steps)
	ctx := context.Background()
	for range runs {
		if err := s.runRung(ctx, s.engine); err != nil {
			t.Fatal(err)
		}
		if err := s.runRung(ctx, s.keyless); err != nil {
			t.Fatal(err)
		}
		if err := s.runDBOS(); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.rungFx.check(2 * runs * steps); err != nil {
		t.Errorf("rung: %v", err)
	}
	if err := s.dbosFx.check(runs * steps); err != nil {
		t.Errorf("dbos: %v", err)
	}
}

// BenchmarkDurableStep: rung's durable side-effecting step beside DBOS
// Transact's, on the same PostgreSQL server, one run (workflow) at a time,
// of 1 and of 10 steps: rung (a keyed tool: its claim, unflushed; its
// outcome with its checkpoint, flushed), keyless (the same step through a
// tool that takes no key: both commits flushed), dbos, and, for reference,
// sqlite (rung on its default store with synchronous=FULL, an fsync a
// commit). Each iteration runs all four, in an
// order drawn anew, and times each apart, so the machine's load falls on
// all alike; the figures are medians. rung/dbos, keyless/dbos and sqlite/dbos
// are step rates over DBOS's (above 1: rung is faster).
//
//	TEST_DATABASE_URL=postgres://... go test -run '^$' -bench DurableStep -count 6 .
//
// DBOSBENCH_DATABASE_URL names another server for the figures (the test
// server runs with fsync off; docs/ledger.md has figures with it on).
func BenchmarkDurableStep(b *testing.B) {
	for _, steps := range []int{1, 10} {
		b.Run("steps="+strconv.Itoa(steps), func(b *testing.B) {
			s := setup(b, steps)
			ctx := context.Background()
			run := [4]func() error{
				func() error { return s.runRung(ctx, s.engine) },
				func() error { return s.runRung(ctx, s.keyless) },
				s.runDBOS,
				func() error { return s.runRung(ctx, s.engineLite) },
			}
			// One of each first: connections, prepared statements.
			for _, f := range run {
				if err := f(); err != nil {
					b.Fatal(err)
				}
			}
			rng := mrand.New(mrand.NewPCG(1, 2))
			var spent [4][]time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, k := range rng.Perm(len(run)) {
					t0 := time.Now()
					if err := run[k](); err != nil {
						b.Fatal(err)
					}
					spent[k] = append(spent[k], time.Since(t0))
				}
			}
			b.StopTimer()
			if err := s.rungFx.check(3 * (b.N + 1) * steps); err != nil {
				b.Errorf("rung: %v", err)
			}
			if err := s.dbosFx.check((b.N + 1) * steps); err != nil {
				b.Errorf("dbos: %v", err)
			}
			var med [4]float64
			for k := range spent {
				slices.Sort(spent[k])
				med[k] = spent[k][len(spent[k])/2].Seconds()
			}
			b.ReportMetric(float64(steps)/med[0], "rung-steps/s")
			b.ReportMetric(float64(steps)/med[1], "keyless-steps/s")
			b.ReportMetric(float64(steps)/med[2], "dbos-steps/s")
			b.ReportMetric(med[2]/med[0], "rung/dbos")
			b.ReportMetric(med[2]/med[1], "keyless/dbos")
			b.ReportMetric(float64(steps)/med[3], "sqlite-steps/s")
			b.ReportMetric(med[2]/med[3], "sqlite/dbos")
			b.ReportMetric(0, "ns/op")
		})
	}
}
