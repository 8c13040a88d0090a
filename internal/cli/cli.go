// Package cli implements the rung command. Every command reads and writes
// only the streams it is given, so tests drive it like a user would.
package cli

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Exit statuses shared by every command; docs/cli.md documents them.
const (
	ExitOK       = 0 // completed; every input line answered
	ExitFailure  = 1 // a bad input line, or an error while running
	ExitUsage    = 2 // bad flags or arguments
	ExitHandback = 3 // the run stopped and handed back to a person
	ExitAbort    = 4 // the run aborted: the world may be inconsistent
)

// Env is what a command may touch: its streams, and nothing global.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
}

type command struct {
	summary string
	run     func(ctx context.Context, env *Env, args []string) int
}

// commands is filled by each command's file in init, so adding a command
// touches only its own file.
var commands = map[string]command{}

func register(name, summary string, run func(ctx context.Context, env *Env, args []string) int) {
	commands[name] = command{summary: summary, run: run}
}

// Main runs the command named by args[0] and returns its exit status.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	env := &Env{Stdin: stdin, Stdout: stdout, Stderr: stderr}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		if len(args) == 0 {
			return ExitUsage
		}
		return ExitOK
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "rung: unknown command %q\n\n", args[0])
		usage(stderr)
		return ExitUsage
	}
	return cmd.run(ctx, env, args[1:])
}

func usage(w io.Writer) {
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("rung: recover from failed agent steps in proportion to what broke.\n\nUsage: rung COMMAND [flags] [args]\n\nCommands:\n")
	for _, name := range names {
		fmt.Fprintf(&b, "  %-8s %s\n", name, commands[name].summary)
	}
	b.WriteString("\nRun `rung COMMAND -h` for a command's flags.\n")
	io.WriteString(w, b.String())
}
