package sim_test

import (
	"context"
	"fmt"

	"github.com/rungkit/rung/sim"
)

// A payment provider applies a charge, then the response is lost. rung
// replays the call behind the same idempotency key, the provider answers
// with the original charge, and the world holds exactly one.
func ExampleRun() {
	sc, err := sim.Parse("lost-response.yaml", []byte(`
goal: Charge order A-1.
tools:
  - name: payments.charge
    identifying: [order]
    side_effects: true
    accepts_idempotency_key: true
    latency: 1s
    outcomes:
      - call: 1
        latency: 10s
        effect_applied: true
        result: {charge: ch_1}
        fail: {protocol: go, message: "context deadline exceeded"}
plan:
  steps:
    - {id: charge, tool: payments.charge, args: {order: A-1}}
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := sim.Run(context.Background(), sc, sim.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Outcome, res.ActionKinds())
	fmt.Println("tool calls:", res.ToolCalls, "duplicates:", res.DuplicateEffects)
	for _, c := range res.Calls {
		fmt.Printf("%s #%d: %s\n", c.Tool, c.Call, c.Result)
	}
	// Output:
	// completed [replay]
	// tool calls: 2 duplicates: 0
	// payments.charge #1: failed: transient: context deadline exceeded (effect applied downstream)
	// payments.charge #2: deduplicated by the idempotency key: the original outcome
}

// A malformed scenario names the file, the line and the field.
func ExampleParse_error() {
	_, err := sim.Parse("bad.yaml", []byte("goal: g\ntools:\n  - name: s3.get\n    latency: soon\n"))
	fmt.Println(err)
	// Output:
	// bad.yaml:4: latency: invalid duration "soon" (want a Go duration such as 250ms, 2s or 1m30s)
}
