package rungtemporal_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/rungkit/rung"
	rungtemporal "github.com/rungkit/rung/contrib/temporal"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/ledger/sqlite"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
)

// bookWorkflow quotes a price (a rate-limited service) and reserves a
// room (that no longer exists), with an ordinary RetryPolicy.
func bookWorkflow(ctx workflow.Context) (string, error) {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: time.Minute,
		RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second, MaximumAttempts: 5},
	})
	var price int
	if err := workflow.ExecuteActivity(ctx, "Quote").Get(ctx, &price); err != nil {
		return "", err
	}
	err := workflow.ExecuteActivity(ctx, "Reserve", "room-12").Get(ctx, nil)
	f, v, _ := rungtemporal.FailureOf(err)
	return fmt.Sprintf("quoted %d; Reserve failed as %s, next: %s", price, f.Kind, v.Next), nil
}

// Example adds rung to a worker: one interceptor in worker.Options (or
// rt.Plugin() in worker.Options.Plugins). The quote's 429 is retried
// after the 3 s the service asked for; the reservation's missing room is
// not retried at all.
func Example() {
	dir, _ := os.MkdirTemp("", "rung-temporal")
	defer os.RemoveAll(dir)
	store, err := sqlite.Open(context.Background(), filepath.Join(dir, "rung.db"), ledger.Options{})
	if err != nil {
		panic(err)
	}
	defer store.Close()

	rt, err := rungtemporal.New(rungtemporal.Options{
		Ledger:     store,
		Activities: map[string]rungtemporal.Activity{"Reserve": {SideEffects: true, AcceptsIdempotencyKey: true}},
	})
	if err != nil {
		panic(err)
	}

	var ts testsuite.WorkflowTestSuite
	ts.SetLogger(log.NewStructuredLogger(slog.New(slog.DiscardHandler)))
	env := ts.NewTestWorkflowEnvironment()
	env.SetWorkerOptions(worker.Options{Interceptors: []interceptor.WorkerInterceptor{rt}, DeadlockDetectionTimeout: time.Minute})
	var quotes []time.Time
	env.RegisterActivityWithOptions(func(ctx context.Context) (int, error) {
		quotes = append(quotes, env.Now())
		if len(quotes) == 1 {
			return 0, errors.New("HTTP/1.1 429 Too Many Requests\nRetry-After: 3\n\n{\"error\":{\"code\":\"rate_limit_exceeded\",\"message\":\"Rate limit reached\"}}")
		}
		return 120, nil
	}, activity.RegisterOptions{Name: "Quote"})
	reserves := 0
	env.RegisterActivityWithOptions(func(ctx context.Context, room string) error {
		reserves++
		return rung.Premise(fmt.Errorf("room %s does not exist (key %s)", room, rungtemporal.IdempotencyKey(ctx)))
	}, activity.RegisterOptions{Name: "Reserve"})
	env.RegisterWorkflow(bookWorkflow)

	env.ExecuteWorkflow(bookWorkflow)
	var out string
	if err := env.GetWorkflowResult(&out); err != nil {
		panic(err)
	}
	fmt.Println(out)
	fmt.Printf("Quote: %d attempts, %v apart; Reserve: %d attempt\n", len(quotes), quotes[1].Sub(quotes[0]), reserves)
	// Output:
	// quoted 120; Reserve failed as premise, next: dont_repeat
	// Quote: 2 attempts, 3s apart; Reserve: 1 attempt
}
