package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/jobs"
	"github.com/rungkit/rung/ledger/sqlite"
)

func init() {
	register("runs", "list queued, running, stopped and finished runs with their outcomes", runRuns)
}

const runsUsage = `Usage: rung runs [--ledger DSN] [--json] [-n N]

Lists the runs rung submit queued in the ledger's database, the most
recently submitted first: queued, running, waiting (snoozed on a long
Retry-After until NEXT), retrying (a delivery failed or its worker died;
it resumes at NEXT), finished (completed), stopped (handed back or
aborted: the reason says what a person must decide) and failed (the job
was given up). --json prints one JSON object per run (docs/scale.md).

Flags:
`

func runRuns(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("runs", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	where := fs.String("ledger", "", "the ledger, and the queue in its database: a SQLite file path (default "+sqlite.DefaultPath+") or a postgres:// URL")
	asJSON := fs.Bool("json", false, "print one JSON object per run")
	n := fs.Int("n", 100, "list at most this many runs")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, runsUsage)
		fs.PrintDefaults()
	}
	pos, err := parseAnywhere(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if len(pos) != 0 || *n < 1 {
		fs.Usage()
		return ExitUsage
	}
	q, closeQ, code := openQueue(ctx, env, "rung runs", *where, jobs.Config{})
	if q == nil {
		return code
	}
	defer closeQ()
	runs, err := q.Runs(ctx, *n)
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung runs: %v\n", err)
		return ExitFailure
	}
	if *asJSON {
		for _, r := range runs {
			b, err := json.Marshal(r)
			if err != nil {
				fmt.Fprintf(env.Stderr, "rung runs: %v\n", err)
				return ExitFailure
			}
			fmt.Fprintf(env.Stdout, "%s\n", b)
		}
		return ExitOK
	}
	if len(runs) == 0 {
		fmt.Fprintln(env.Stdout, "no runs queued")
		return ExitOK
	}
	now := time.Now()
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "RUN\tSTATE\tOUTCOME\tTRIES\tSUBMITTED\tNEXT\tREASON")
	for _, r := range runs {
		outcome, reason := "-", ""
		if r.Result != nil && r.State != jobs.RunQueued {
			outcome = string(r.Result.Outcome)
			if r.Result.Outcome != rung.OutcomeCompleted {
				reason = r.Result.Reason
			}
		}
		if r.State == jobs.RunRetrying || r.State == jobs.RunFailed {
			outcome, reason = "-", r.Error
		}
		next := "-"
		if !r.Next.IsZero() && r.State != jobs.RunQueued {
			next = rung.DurationText(max(r.Next.Sub(now), 0))
			if r.Next.After(now) {
				next = "in " + next
			} else {
				next = "due"
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\n", r.RunID, r.State, outcome, r.Attempt,
			r.Submitted.Local().Format("2006-01-02 15:04:05"), next, oneLine(strings.TrimSpace(reason)))
	}
	tw.Flush()
	return ExitOK
}
