package rung_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
)

// A side-effecting step whose downstream takes no idempotency key times out
// after the request was sent. The charge may have landed and a replay could
// charge twice, so the engine aborts: the world may be inconsistent, and a
// person reconciles before anything is resubmitted.
func Example_abort() {
	clock := rungtest.NewClock(rungtest.Epoch)
	send := rungtest.Fails(rung.Timeout(errors.New("POST /v1/transfers: context deadline exceeded")))
	tool := send.Tool("bank.transfer", "account", "amount")
	tool.SideEffects = true // and no AcceptsIdempotencyKey: `rung lint` warns
	engine := &rung.Engine{Tools: []rung.Tool{
		rungtest.Returns(map[string]any{"balance": 12000}).Tool("bank.balance", "account"),
		tool,
	}, Clock: clock, RunID: "run-abort"}
	report, err := engine.Run(context.Background(), &rung.Plan{Goal: "pay the supplier", Steps: []rung.Step{
		{ID: "check_balance", Tool: "bank.balance", Args: map[string]any{"account": "NL01-OPS"}},
		{ID: "transfer", Tool: "bank.transfer", Args: map[string]any{"account": "NL01-OPS", "amount": 4200}},
		{ID: "notify", Tool: "bank.balance", Args: map[string]any{"account": "NL01-OPS"}},
	}})
	if err != nil {
		panic(err)
	}
	fmt.Print(report.Text())
	// Output:
	// ABORT after 1 plan, 0 tokens, 2 tool calls, 0 model calls, 0s.
	// reason: side-effect: effect possible on bank.transfer and no checkpoint: reconcile by hand before any resubmission
	// failed: transfer (bank.transfer) transient: POST /v1/transfers: context deadline exceeded
	// steps:
	//   1 check_balance (bank.balance) DONE
	//   2 transfer (bank.transfer) FAILED: 1 attempt; POST /v1/transfers: context deadline exceeded
	//   3 notify (bank.balance) NEVER_RAN
	// options:
	//   1. reconcile bank.transfer on NL01-OPS/4200 by hand: read what the downstream holds
	//   2. if the effect landed, mark transfer done and rerun from the next step; if not, rerun from transfer
	// budget: no limits
}
