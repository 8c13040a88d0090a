package cli

import (
	"context"
	"fmt"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/bench"
)

// runFleetBench is `rung bench --fleet R`: the fleet workload on the
// virtual clock, its table or (--json) its report on standard output.
func runFleetBench(ctx context.Context, env *Env, runs int, seed int64, asJSON bool) int {
	start := time.Now()
	rep, err := bench.RunFleet(ctx, bench.DefaultFleetWorkload(runs, seed))
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
		return ExitFailure
	}
	fmt.Fprintf(env.Stderr, "bench: fleet of %d runs done in %s\n", runs, rung.DurationText(time.Since(start)))
	if asJSON {
		err = rep.WriteJSON(env.Stdout)
	} else {
		err = rep.WriteTable(env.Stdout)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
		return ExitFailure
	}
	return ExitOK
}
