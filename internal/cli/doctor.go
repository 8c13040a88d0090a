package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/rungkit/rung/doctor"
)

func init() {
	register("doctor", "analyse traces: rung distribution, retry-to-recovery ratio, the tells (text, Markdown, JSON, HTML)", runDoctor)
}

func runDoctor(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("doctor", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	format := fs.String("format", "text", "output format: text, markdown, json or html")
	out := fs.String("out", "", "write the output to FILE instead of stdout")
	run := fs.String("run", "", "html: the run whose timeline to draw (default: the one with the most tells)")
	failOnTells := fs.Bool("fail-on-tells", false, "exit 1 when any tell is found")
	var opts doctor.Options
	fs.IntVar(&opts.WallCalls, "wall-calls", 3, "retried-wall: calls of one tool a failed run must exceed")
	fs.Float64Var(&opts.DeliberationShare, "deliberation-share", 0.5, "deliberation: share of a run's model tokens its replans must exceed")
	fs.IntVar(&opts.DeliberationReplans, "deliberation-replans", 2, "deliberation: replans a run must make")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, `Usage:
  rung doctor [flags] TRACE...   analyse rung JSONL traces and OTLP JSON files ("-" reads stdin)
  rung doctor [flags] RUNID...   analyse the traces rung run and rung resume wrote for a run

Prints the rung distribution and what it points to, the retry-to-recovery
ratio, tokens by purpose and the tells (docs/doctor.md). Exit status 1 when
a trace could not be read or had malformed lines (the rest is analysed),
2 for bad flags.

Flags:
`)
		fs.PrintDefaults()
	}
	// Flags may come before or after the traces.
	var files []string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			if err == flag.ErrHelp {
				return ExitOK
			}
			return ExitUsage
		}
		rest = fs.Args()
		if len(rest) == 0 {
			break
		}
		files = append(files, traceArg(rest[0])...)
		rest = rest[1:]
	}
	if len(files) == 0 {
		fmt.Fprintln(env.Stderr, "rung doctor: no traces given")
		fs.Usage()
		return ExitUsage
	}
	f := strings.ToLower(*format)
	switch f {
	case "text", "markdown", "md", "json", "html":
	default:
		fmt.Fprintf(env.Stderr, "rung doctor: unknown format %q (want text, markdown, json or html)\n", *format)
		return ExitUsage
	}
	if opts.WallCalls < 1 || opts.DeliberationShare <= 0 || opts.DeliberationShare >= 1 || opts.DeliberationReplans < 1 {
		fmt.Fprintln(env.Stderr, "rung doctor: --wall-calls and --deliberation-replans must be at least 1, --deliberation-share between 0 and 1")
		return ExitUsage
	}
	a, readErr := doctor.ReadFiles(files, env.Stdin, opts)
	if readErr != nil {
		fmt.Fprintf(env.Stderr, "rung doctor: %v\n", readErr)
		if errors.Is(readErr, doctor.ErrNotTrace) {
			hintTraceOf(env, files)
		}
		if len(a.Sources) == 0 {
			return ExitFailure // nothing was read: a report would be empty
		}
	}
	var w io.Writer = env.Stdout
	var file *os.File
	if *out != "" {
		var err error
		if file, err = os.Create(*out); err != nil {
			fmt.Fprintf(env.Stderr, "rung doctor: %v\n", err)
			return ExitFailure
		}
		w = file
	}
	var err error
	switch f {
	case "text":
		err = a.WriteText(w)
	case "markdown", "md":
		err = a.WriteMarkdown(w)
	case "json":
		err = a.WriteJSON(w)
	case "html":
		err = a.WriteHTML(w, *run)
	}
	if file != nil {
		if cerr := file.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			abs, _ := filepath.Abs(*out)
			fmt.Fprintf(env.Stderr, "rung doctor: wrote %s\n", abs)
		}
	}
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung doctor: %v\n", err)
		return ExitFailure
	}
	if readErr != nil || (*failOnTells && len(a.Tells) > 0) {
		return ExitFailure
	}
	return ExitOK
}

// hintTraceOf says, for a plan file or a scenario given in place of a
// trace, where that file's trace comes from.
func hintTraceOf(env *Env, files []string) {
	for _, f := range files {
		if f == "-" {
			continue
		}
		switch k, _ := fileKind(f); k {
		case kindPlan:
			fmt.Fprintf(env.Stderr, "rung doctor: %s is a plan file: give the id rung run printed for a run of it, or that run's trace under .rung/runs\n", f)
		case kindScenario:
			fmt.Fprintf(env.Stderr, "rung doctor: %s is a scenario: rung sim --trace OUT.jsonl %s writes a trace of it\n", f, f)
		}
	}
}

// traceArg is a file, or else the id of a run whose traces (its own and
// its resumes') are in .rung/runs.
func traceArg(arg string) []string {
	if arg == "-" {
		return []string{arg}
	}
	if _, err := os.Stat(arg); err == nil {
		return []string{arg}
	}
	if paths, ok := runTraces(arg); ok {
		return paths
	}
	return []string{arg} // reported as a file that cannot be opened
}
