package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"

	"github.com/rungkit/rung/jobs"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/ledger/sqlite"
)

func init() {
	register("submit", "queue plan files as runs for rung worker (docs/scale.md)", runSubmit)
}

const submitUsage = `Usage: rung submit [--ledger DSN] [--json] PLAN.yaml...

Queues each plan file as a run, for rung worker to execute: the queue is a
River job queue in the ledger's database (SQLite at .rung/rung.db by
default; a postgres:// URL for workers on many machines). The job carries
the plan's content and its SHA-256, so a worker needs no shared disk and
runs the plan as submitted. Prints one line per run: its id and job.
Exit status: 0 queued, 1 a plan was refused or the queue failed, 2 usage.

Flags:
`

func runSubmit(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("submit", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	where := fs.String("ledger", "", "the ledger, and the queue in its database: a SQLite file path (default "+sqlite.DefaultPath+") or a postgres:// URL")
	asJSON := fs.Bool("json", false, "print one JSON object per run: run_id, job_id, plan, plan_hash")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, submitUsage)
		fs.PrintDefaults()
	}
	pos, err := parseAnywhere(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if len(pos) == 0 {
		fs.Usage()
		return ExitUsage
	}
	q, closeQ, code := openQueue(ctx, env, "rung submit", *where, jobs.Config{})
	if q == nil {
		return code
	}
	defer closeQ()
	for _, path := range pos {
		sub, err := q.Submit(ctx, path, nil)
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung submit: %v\n", err)
			return ExitFailure
		}
		if *asJSON {
			b, _ := json.Marshal(map[string]any{"run_id": sub.RunID, "job_id": sub.JobID, "plan": path, "plan_hash": sub.Hash})
			fmt.Fprintf(env.Stdout, "%s\n", b)
		} else {
			fmt.Fprintf(env.Stdout, "queued run %s (job %d): %s\n", sub.RunID, sub.JobID, path)
		}
	}
	return ExitOK
}

// openQueue opens the ledger at where and the queue in its database; on
// failure it has written the error and returns a nil queue and the exit
// status.
func openQueue(ctx context.Context, env *Env, name, where string, cfg jobs.Config) (*jobs.Queue, func(), int) {
	if where == "" {
		where = sqlite.DefaultPath
	}
	if dsn.Driver(where) == "memory" {
		fmt.Fprintf(env.Stderr, "%s: the memory: ledger lives in one process: a queue needs a SQLite file or a postgres:// URL\n", name)
		return nil, nil, ExitUsage
	}
	store, err := dsn.Open(ctx, where, ledger.Options{})
	if err != nil {
		fmt.Fprintf(env.Stderr, "%s: opening the ledger %s: %v\n", name, dsn.Redact(where), err)
		return nil, nil, ExitFailure
	}
	q, err := jobs.Open(ctx, store, cfg)
	if err != nil {
		store.Close()
		fmt.Fprintf(env.Stderr, "%s: %s: %v\n", name, dsn.Redact(where), err)
		return nil, nil, ExitFailure
	}
	return q, func() { q.Close(); store.Close() }, ExitOK
}
