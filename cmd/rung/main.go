// Command rung classifies agent failures, simulates recovery policies and
// runs plans. See `rung help`.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/rungkit/rung/internal/cli"
)

func main() {
	// Two slots: the second Ctrl-C must arrive even while the first is
	// still being handled.
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt)
	con := cli.NewConsole(os.Stdout, os.Stderr)
	ctx, stop := cli.Interrupts(context.Background(), sigs, con, os.Exit)
	code := cli.Main(ctx, os.Args[1:], os.Stdin, con.Stdout(), con.Stderr())
	stop()
	os.Exit(code)
}
