package cli

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os/signal"
	"syscall"
	"time"

	"github.com/rungkit/rung/jobs"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/sqlite"
)

func init() {
	register("worker", "execute queued runs as River jobs until stopped (docs/scale.md)", runWorker)
}

const workerUsage = `Usage: rung worker [--ledger DSN] [--concurrency N] [--max-inline-wait D]
                   [--job-timeout D] [--rescue-after D] [--traces DIR]

Executes the runs rung submit queued in the ledger's database, N at a time,
until Ctrl-C or SIGTERM; start as many workers, on as many machines, as the
database serves. Each run goes through the engine, the ledger and the
checkpoints as with rung run. A worker killed mid-run loses nothing: after
--rescue-after, River's rescuer (run by one worker, the elected leader)
delivers its runs again and they resume from their checkpoints, without
sending a recorded side effect again. A run whose next retry must wait
longer than --max-inline-wait snoozes its job and frees the slot. On stop,
runs in progress get 10s to finish, then stop cleanly and are delivered
again to resume. Exit status: 0 stopped, 1 error, 2 usage.

Flags:
`

func runWorker(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	where := fs.String("ledger", "", "the ledger, and the queue in its database: a SQLite file path (default "+sqlite.DefaultPath+") or a postgres:// URL")
	concurrency := fs.Int("concurrency", 10, "runs executed at once")
	inline := fs.Duration("max-inline-wait", 30*time.Second, "the longest retry wait slept in place; a longer one snoozes the job")
	timeout := fs.Duration("job-timeout", 5*time.Minute, "the longest one delivery of a run may take before it stops and is retried")
	rescue := fs.Duration("rescue-after", 0, "how long a run may stay marked running before its worker is taken for dead (default --job-timeout plus 1m)")
	traces := fs.String("traces", runsDir, "write each run's JSONL trace here as RUNID.jsonl (\"\" for none)")
	quiet := fs.Bool("quiet", false, "no start and stop lines on standard error")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, workerUsage)
		fs.PrintDefaults()
	}
	pos, err := parseAnywhere(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if len(pos) != 0 || *concurrency < 1 {
		if *concurrency < 1 {
			fmt.Fprintf(env.Stderr, "rung worker: --concurrency %d: want 1 or more\n", *concurrency)
		}
		fs.Usage()
		return ExitUsage
	}
	cfg := jobs.Config{
		Concurrency: *concurrency, MaxInlineWait: *inline, JobTimeout: *timeout, RescueAfter: *rescue, TraceDir: *traces,
		Logger: slog.New(slog.NewTextHandler(env.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
	}
	q, closeQ, code := openQueue(ctx, env, "rung worker", *where, cfg)
	if q == nil {
		return code
	}
	defer closeQ()
	// SIGTERM is how schedulers stop a worker; it stops as Ctrl-C does.
	ctx, stop := signal.NotifyContext(ctx, syscall.SIGTERM)
	defer stop()
	if !*quiet {
		fmt.Fprintf(env.Stderr, "rung worker: working runs from %s, %d at a time\n", dsn.Redact(orDefaultLedger(*where)), *concurrency)
	}
	if err := q.Work(ctx); err != nil {
		fmt.Fprintf(env.Stderr, "rung worker: %v\n", err)
		return ExitFailure
	}
	if !*quiet {
		fmt.Fprintln(env.Stderr, "rung worker: stopped")
	}
	return ExitOK
}

func orDefaultLedger(where string) string {
	if where == "" {
		return sqlite.DefaultPath
	}
	return where
}
