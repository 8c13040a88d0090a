package cli

import (
	"context"
	"flag"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/yamlfile"
	"github.com/rungkit/rung/planfile"
	"github.com/rungkit/rung/sim"
)

func init() {
	register("lint", "check a plan file's or a scenario's tools and plans (identifying args, keys, unknown tools)", runLint)
}

// runLint reads plan files and scenario files and reports what rung.Lint
// finds in their tool declarations and plans. Warnings are printed and exit
// 0; a malformed file or a plan that cannot run (an unknown tool in a step)
// exits 1.
func runLint(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("lint", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	connect := fs.Bool("connect", false, "start a plan file's MCP servers (as rung run does) to check their tools too, then stop them")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, `Usage: rung lint [--connect] FILE...

Checks the tools and plans of plan files (rung run) and scenario files
(rung sim). A file whose tools: is a mapping of tool sources is a plan file,
one whose tools: is a list is a scenario. Warnings exit 0; errors exit 1.

`)
		fs.PrintDefaults()
	}
	files, err := parseAnywhere(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if len(files) == 0 {
		fs.Usage()
		return ExitUsage
	}
	code := ExitOK
	for _, file := range files {
		if lintFile(ctx, env, file, *connect) != ExitOK {
			code = ExitFailure
		}
	}
	return code
}

// lintFile lints one file and returns its exit status.
func lintFile(ctx context.Context, env *Env, file string, connect bool) int {
	if isProxyConfig(file) {
		return lintProxyConfig(env, file)
	}
	var warnings, errs []rung.Warning
	var notes []string
	plan, err := isPlanFile(file)
	switch {
	case err != nil:
	case plan:
		var pf *planfile.File
		if pf, err = planfile.Load(file); err == nil {
			var rep *planfile.LintReport
			if rep, err = pf.Lint(ctx, planfile.LintOptions{Connect: connect}); err == nil {
				warnings, errs, notes = rep.Warnings, rep.Errors, rep.Notes
			}
		}
	default:
		var sc *sim.Scenario
		if sc, err = sim.Load(file); err == nil {
			warnings, errs = sc.Lint()
		}
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung lint: error: %v\n", err)
		return ExitFailure
	}
	for _, w := range errs {
		fmt.Fprintf(env.Stdout, "%s: error: %s\n", file, w)
	}
	for _, w := range warnings {
		fmt.Fprintf(env.Stdout, "%s: warning: %s\n", file, w)
	}
	for _, n := range notes {
		fmt.Fprintf(env.Stdout, "%s: note: %s\n", file, n)
	}
	if len(errs) > 0 {
		return ExitFailure
	}
	if len(warnings) == 0 {
		fmt.Fprintf(env.Stdout, "%s: ok\n", file)
	}
	return ExitOK
}

// isPlanFile tells a plan file from a scenario (fileKind). A file that is
// not YAML is left to the scenario parser, which reports where it breaks;
// one that is neither is an error naming it.
func isPlanFile(file string) (bool, error) {
	kind, err := fileKind(file)
	switch {
	case err != nil:
		return false, err
	case kind == kindNeither:
		return false, fmt.Errorf("%s: neither a plan file (tools: a mapping of tool sources) nor a scenario (tools: a list of tools)", file)
	}
	return kind == kindPlan, nil
}

type kind int

const (
	kindNotYAML kind = iota
	kindNeither
	kindPlan
	kindScenario
)

// fileKind tells a plan file from a scenario by its top-level keys: tools
// is a mapping of tool sources in a plan file and a list of tools in a
// scenario; without tools, annotations or planner make a plan file, and
// model, seed, start, jobs, inject or naive a scenario.
func fileKind(file string) (kind, error) {
	data, err := yamlfile.ReadFile(file)
	if err != nil {
		return kindNotYAML, err
	}
	// Decoded under the same limits as the load that follows: a file past
	// one is left to that load, which names it.
	var doc any
	if _, err := yamlfile.Decode(file, data, &doc); err != nil {
		return kindNotYAML, nil
	}
	top, ok := doc.(map[string]any)
	if !ok {
		return kindNeither, nil
	}
	switch top["tools"].(type) {
	case map[string]any:
		return kindPlan, nil
	case []any:
		return kindScenario, nil
	}
	for _, k := range []string{"annotations", "planner"} {
		if _, ok := top[k]; ok {
			return kindPlan, nil
		}
	}
	for _, k := range []string{"model", "seed", "start", "jobs", "inject", "naive"} {
		if _, ok := top[k]; ok {
			return kindScenario, nil
		}
	}
	return kindNeither, nil
}
