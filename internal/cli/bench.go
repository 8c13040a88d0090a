package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/bench"
)

func init() {
	register("bench", "measure recovery policies against each other on generated failure workloads", runBench)
}

// runBench generates a workload, runs every policy on every scenario and
// prints the comparison: a table by default, the JSON report with --json,
// and an SVG chart with --svg. Exit status: 0 when it ran, 1 on an error,
// 2 on bad flags; the targets' verdicts are in the output, not the status.
func runBench(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	n := fs.Int("n", 1000, "number of scenarios to generate")
	seed := fs.Int64("seed", 1, "workload seed: the same seed gives the same scenarios")
	mixSpec := fs.String("mix", "default", "workload mix: a preset ("+strings.Join(bench.Presets(), ", ")+") or a JSON file")
	asJSON := fs.Bool("json", false, "print the JSON report instead of the table")
	svgPath := fs.String("svg", "", "also write a self-contained SVG chart to this file")
	dump := fs.String("dump", "", "also write every generated scenario as a scenario file into this directory, for rung sim")
	fleet := fs.Int("fleet", 0, "run the fleet bench instead: R concurrent runs over shared tools with an outage and rate limits, rung with and without fleet health against the baselines (docs/bench.md)")
	policyList := fs.String("policies", "all", "comma-separated policies to compare (rung, rung-interactive, naive, backoff, replan, oracle, floor); the oracle always runs")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: rung bench [-n N] [--seed N] [--mix PRESET|FILE] [--json] [--svg FILE] [--policies LIST] [--dump DIR]\n       rung bench --fleet R [--seed N] [--json]\n\nGenerates N failure scenarios (docs/bench.md) and runs each recovery policy on every one of\nthem on a virtual clock, then compares success, tokens, calls, wasted calls, time, duplicate\nside effects and wrong hand-backs. Progress goes to standard error.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	rest, err := parseAnywhere(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	var bad string
	switch {
	case len(rest) > 0:
		bad = fmt.Sprintf("unexpected argument %q: rung bench takes only flags", rest[0])
	case *n < 1:
		bad = fmt.Sprintf("-n %d: the number of scenarios must be at least 1", *n)
	case *fleet < 0:
		bad = fmt.Sprintf("--fleet %d: the number of concurrent runs must be at least 1 (0 runs the scenario bench)", *fleet)
	}
	if bad != "" {
		fmt.Fprintf(env.Stderr, "rung bench: %s\n\n", bad)
		fs.Usage()
		return ExitUsage
	}
	if *fleet > 0 {
		return runFleetBench(ctx, env, *fleet, *seed, *asJSON)
	}
	policies, err := bench.ParsePolicies(*policyList)
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
		return ExitUsage
	}
	mix, err := bench.LoadMix(*mixSpec)
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
		return ExitFailure
	}
	start := time.Now()
	// The workload makes each scenario when it is run, so -n 100000 needs
	// no more memory than -n 1000.
	work, err := bench.NewWorkload(*seed, *n, mix)
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
		return ExitFailure
	}
	if *dump != "" {
		if err := dumpCases(*dump, work); err != nil {
			fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
			return ExitFailure
		}
	}
	bar := newBenchBar(env.Stderr)
	rep, err := bench.RunSource(ctx, work, bench.Options{Policies: policies, Mix: mix, Progress: bar.update})
	bar.finish(time.Since(start))
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
		return ExitFailure
	}
	if *svgPath != "" {
		f, err := os.Create(*svgPath)
		if err == nil {
			err = rep.WriteSVG(f)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung bench: %v\n", err)
			return ExitFailure
		}
	}
	if *asJSON {
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

// dumpCases writes each case as DIR/NAME.yaml, its ground truth in a
// comment at the top.
func dumpCases(dir string, work *bench.Workload) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for c := range work.All() {
		b, err := c.YAML()
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, c.Scenario.Name+".yaml"), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// benchBar draws a bar on a terminal and, elsewhere, a plain line at every
// tenth of the work, so logs stay readable.
type benchBar struct {
	w        io.Writer
	terminal bool
	last     int
	total    int
}

func newBenchBar(w io.Writer) *benchBar {
	return &benchBar{w: w, last: -1, terminal: isTerminal(w)}
}

func (p *benchBar) update(done, total int) {
	p.total = total
	if p.terminal {
		// Redraw only when the percentage moves: a thousand redraws a
		// second would flood a slow terminal.
		pct := done * 100 / total
		if pct == p.last {
			return
		}
		p.last = pct
		const width = 30
		filled := done * width / total
		fmt.Fprintf(p.w, "\r[%s%s] %d/%d scenarios", strings.Repeat("#", filled), strings.Repeat(" ", width-filled), done, total)
		return
	}
	tenth := done * 10 / total
	if tenth != p.last && (tenth > 0 || done == total) {
		p.last = tenth
		fmt.Fprintf(p.w, "bench: %d/%d scenarios\n", done, total)
	}
}

func (p *benchBar) finish(took time.Duration) {
	if p.terminal && p.total > 0 {
		fmt.Fprint(p.w, "\n")
	}
	fmt.Fprintf(p.w, "bench: done in %s\n", rung.DurationText(took))
}
