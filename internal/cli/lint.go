package cli

import (
	"context"
	"flag"
	"fmt"

	"github.com/rungkit/rung/sim"
)

func init() {
	register("lint", "check a scenario's tools and plans (identifying args, keys, unknown tools)", runLint)
}

// runLint reads a scenario file and reports what rung.Lint finds in its tool
// declarations and plans. Warnings are printed and exit 0; a malformed file
// or a plan that cannot run (an unknown tool in a step) exits 1.
func runLint(_ context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("lint", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, "Usage: rung lint FILE\n\nChecks a scenario file's tools and plans. Warnings exit 0; errors exit 1.\n")
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
		fmt.Fprintf(env.Stderr, "rung lint: error: %v\n", err)
		return ExitFailure
	}
	warnings, errs := sc.Lint()
	for _, w := range errs {
		fmt.Fprintf(env.Stdout, "%s: error: %s\n", file, w)
	}
	for _, w := range warnings {
		fmt.Fprintf(env.Stdout, "%s: warning: %s\n", file, w)
	}
	if len(errs) > 0 {
		return ExitFailure
	}
	if len(warnings) == 0 {
		fmt.Fprintf(env.Stdout, "%s: ok\n", file)
	}
	return ExitOK
}
