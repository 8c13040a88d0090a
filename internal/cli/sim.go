package cli

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/rungkit/rung/sim"
	"github.com/rungkit/rung/trace"
)

func init() {
	register("sim", "replay a scenario on a virtual clock and report outcome, calls, tokens, time, duplicates", runSim)
}

// runSim runs one scenario file and prints its report: text by default, the
// JSON contract of docs/scenarios.md with --json. The exit status is the
// run's outcome: 0 completed, 3 handback, 4 abort.
func runSim(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	asJSON := fs.Bool("json", false, "print one JSON report (docs/scenarios.md) instead of text")
	seed := fs.Int64("seed", 0, "override the scenario's seed")
	naive := fs.Bool("compare-naive", false, "also run the naive retry loop baseline and report its counts")
	check := fs.Bool("check", false, "compare the run with the scenario's expect: block; exit 1 if it differs")
	prompts := fs.Bool("prompts", false, "text output: also print the prompt rung rendered for every model request")
	tracePath := fs.String("trace", "", "also write the engine's JSONL trace (docs/trace.md) to this file, for rung doctor")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: rung sim [--json] [--seed N] [--compare-naive] [--prompts] [--trace OUT.jsonl] [--check] FILE\n\nReplays a scenario (docs/scenarios.md) against scripted tools and a scripted model on a\nvirtual clock. Exit status: 0 completed, 3 handback, 4 abort, 1 error, 2 usage;\nwith --check, 0 when the run matches the scenario's expect: block, 1 when not.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	files, err := parseAnywhere(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if len(files) != 1 {
		fs.Usage()
		return ExitUsage
	}
	file := files[0]
	sc, err := sim.Load(file)
	if err != nil {
		if why := wrongKind(file, false); why != "" {
			fmt.Fprintf(env.Stderr, "rung sim: %s\n", why)
			return ExitUsage
		}
		fmt.Fprintf(env.Stderr, "rung sim: %v\n", err)
		return ExitFailure
	}
	opts := sim.Options{CompareNaive: *naive}
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "seed" {
			opts.Seed = seed
		}
	})
	var tw *trace.Writer
	if *tracePath != "" {
		f, err := os.Create(*tracePath)
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung sim: %v\n", err)
			return ExitFailure
		}
		defer f.Close()
		tw = trace.NewWriter(f)
		opts.Observers = append(opts.Observers, tw)
	}
	res, err := sim.Run(ctx, sc, opts)
	if tw != nil {
		if cerr := tw.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("writing the trace: %w", cerr)
		}
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung sim: %s: %v\n", file, err)
		return ExitFailure
	}
	switch {
	case *asJSON:
		err = res.WriteJSON(env.Stdout)
	case *prompts:
		err = res.WriteTextPrompts(env.Stdout)
	default:
		err = res.WriteText(env.Stdout)
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung sim: %v\n", err)
		return ExitFailure
	}
	if *check {
		if sc.Expect == nil {
			fmt.Fprintf(env.Stderr, "rung sim: %s: --check: the scenario has no expect: block\n", file)
			return ExitFailure
		}
		if diffs := res.Check(sc); len(diffs) > 0 {
			for _, d := range diffs {
				fmt.Fprintf(env.Stderr, "rung sim: %s: %s\n", file, d)
			}
			return ExitFailure
		}
		return ExitOK
	}
	switch res.Outcome {
	case "completed":
		return ExitOK
	case "handback":
		return ExitHandback
	case "abort":
		return ExitAbort
	}
	return ExitFailure
}

// parseAnywhere parses flags given before or after the positional
// arguments (`rung sim FILE --json` as well as `rung sim --json FILE`) and
// returns the positional ones. "--" ends the flags.
func parseAnywhere(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if len(args) > len(rest) && args[len(args)-len(rest)-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}
