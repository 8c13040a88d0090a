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
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
