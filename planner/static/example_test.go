package static_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/static"
)

// A declared repair halves the batch when the load says it is too large;
// nothing is declared for a missing table, so that failure is handed back.
func Example() {
	p, err := static.New(static.Config{Repairs: []static.Repair{
		{When: static.When{Tool: "bq_load", Kind: "invalid", Message: "too large"}, Halve: []string{"batch_size"}},
	}})
	if err != nil {
		panic(err)
	}
	step := rung.Step{ID: "load", Tool: "bq_load", Args: map[string]any{"table": "orders", "batch_size": 1000}}

	resp, _ := p.Repair(context.Background(), rung.RepairRequest{Step: step,
		Failure: rung.Invalid(errors.New("413 Payload Too Large"))})
	fmt.Println(resp.Args)

	_, err = p.Repair(context.Background(), rung.RepairRequest{Step: step,
		Failure: rung.Premise(errors.New("table orders not found"))})
	fmt.Println(rung.KindOf(err), errors.Is(err, static.ErrUndeclared))
	// Output:
	// map[batch_size:500 table:orders]
	// denied true
}
