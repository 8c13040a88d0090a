package rung_test

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// Seed 004's charge step: the provider accepts the charge, then the response
// is lost to a timeout. Whether the charge landed is unknown, so a plain
// retry could charge twice. The step was claimed in the ledger before the
// call, and the provider honours the idempotency key, so the engine replays
// behind the same key and gets the original charge back.
func Example_replay() {
	clock := rungtest.NewClock(rungtest.Epoch)
	var mu sync.Mutex
	charges := map[string]string{} // the provider's own idempotency store
	calls := 0
	charge := rung.Tool{
		Name: "payments.charge", Identifying: []string{"order"},
		SideEffects: true, AcceptsIdempotencyKey: true,
		Call: func(ctx context.Context, args map[string]any) (any, error) {
			mu.Lock()
			defer mu.Unlock()
			calls++
			key := rung.IdempotencyKey(ctx)
			if id, ok := charges[key]; ok {
				return map[string]any{"charge": id}, nil // the original outcome
			}
			charges[key] = fmt.Sprintf("ch_%d", len(charges)+1)
			return nil, rung.Timeout(errors.New("read tcp: i/o timeout after the request was sent"))
		},
	}
	engine := &rung.Engine{
		Tools:  []rung.Tool{charge},
		Ledger: ledger.NewMemory(clock),
		Clock:  clock, RunID: "run-17", Jitter: rungtest.Jitter(1),
	}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "bill order 1001", Steps: []rung.Step{
		{ID: "charge", Tool: "payments.charge", Args: map[string]any{"order": "1001", "amount": 4200}},
	}})
	if err != nil {
		panic(err)
	}
	for _, a := range report.Actions {
		fmt.Println(a.Action, a.Step, "-", a.Reason)
	}
	fmt.Println("calls:", calls, "charges:", len(charges), "output:", report.Steps[0].Output)
	fmt.Println(report.Outcome)
	// Output:
	// replay charge - side-effect: effect possible: replay from checkpoint ckpt-0 behind the same idempotency key
	// calls: 2 charges: 1 output: map[charge:ch_1]
	// completed
}
