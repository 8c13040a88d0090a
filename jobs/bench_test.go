package jobs_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/jobs"
	"github.com/rungkit/rung/ledger/postgres"
)

// BenchmarkWorkersPostgres measures worker throughput: b.N two-step runs (a
// read, then a side-effecting POST behind an idempotency key) queued on
// PostgreSQL, worked by two workers (two Queues, each with its own
// connection pool, as two processes would have), from the first delivery
// to the last completion. Queueing is not timed. It reports runs/s.
//
//	go test -run '^$' -bench BenchmarkWorkersPostgres -benchtime 2000x ./jobs/
func BenchmarkWorkersPostgres(b *testing.B) {
	url := pgtest.URL(b)
	ship, srv := newShipper(b)
	dir := b.TempDir()
	ctx := context.Background()
	submitter := openQueue(b, openStore(b, url), jobs.Config{})
	b.StopTimer()
	for i := range b.N {
		order := fmt.Sprintf("b%d", i)
		if _, err := submitter.Submit(ctx, writePlan(b, dir, srv.URL, order), nil); err != nil {
			b.Fatal(err)
		}
	}
	store := openStore(b, url)
	pool := store.(*postgres.Ledger).Pool()
	var workers []*jobs.Queue
	for range 2 {
		workers = append(workers, openQueue(b, openStore(b, url), jobs.Config{Concurrency: benchConcurrency(), FetchCooldown: 5 * time.Millisecond, Health: benchHealth()}))
	}
	b.StartTimer()
	start := time.Now()
	for _, q := range workers {
		work(b, q)
	}
	for {
		var done int
		if err := pool.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE state = 'completed'`).Scan(&done); err != nil {
			b.Fatal(err)
		}
		if done == b.N {
			break
		}
		if time.Since(start) > 10*time.Minute {
			b.Fatalf("%d of %d runs done after 10m", done, b.N)
		}
		time.Sleep(10 * time.Millisecond)
	}
	elapsed := time.Since(start)
	b.StopTimer()
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "runs/s")
	ship.mu.Lock()
	defer ship.mu.Unlock()
	for order, n := range ship.shipped {
		if n != 1 {
			b.Fatalf("order %s shipped %d times", order, n)
		}
	}
	if len(ship.shipped) != b.N {
		b.Fatalf("%d of %d orders shipped", len(ship.shipped), b.N)
	}
}

func benchHealth() rung.Health {
	if os.Getenv("BENCH_MEMORY_HEALTH") != "" {
		return rung.NewMemoryHealth()
	}
	return nil
}

func benchConcurrency() int {
	if n, err := strconv.Atoi(os.Getenv("BENCH_CONCURRENCY")); err == nil && n > 0 {
		return n
	}
	return 25
}
