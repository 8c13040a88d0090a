package rung_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rungkit/rung"
)

func TestReconcileRead(t *testing.T) {
	var sent map[string]any
	read := func(out any, err error) *rung.Tool {
		return &rung.Tool{Name: "get_order", Call: func(_ context.Context, args map[string]any) (any, error) {
			sent = args
			return out, err
		}}
	}
	call := map[string]any{"order_id": "A-17", "qty": 3}
	args := map[string]any{"id": "${args.order_id}", "path": "/orders/${args.order_id}?qty=${args.qty}"}
	cases := []struct {
		name    string
		out     any
		err     error
		found   string
		applied bool
		fails   bool
	}{
		{"found record", map[string]any{"id": "A-17"}, nil, "", true, false},
		{"count above zero", map[string]any{"rows": []any{map[string]any{"n": 1}}}, nil, "rows.0.n", true, false},
		{"count zero", map[string]any{"rows": []any{map[string]any{"n": 0}}}, nil, "rows.0.n", false, false},
		{"no rows", map[string]any{"rows": []any{}}, nil, "rows", false, false},
		{"not found", nil, rung.Premise(errors.New("404 order not found")), "", false, false},
		{"cannot tell", nil, rung.Transient(errors.New("503")), "", false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			applied, _, err := rung.ReconcileRead(read(c.out, c.err), args, c.found)(context.Background(), call)
			if applied != c.applied || (err != nil) != c.fails {
				t.Fatalf("applied %v, err %v; want %v, fails %v", applied, err, c.applied, c.fails)
			}
			if sent["id"] != "A-17" || sent["path"] != "/orders/A-17?qty=3" {
				t.Errorf("the read was sent %v", sent)
			}
		})
	}
	if _, _, err := rung.ReconcileRead(read(nil, nil), map[string]any{"id": "${args.nope}"}, "")(context.Background(), call); err == nil {
		t.Error("a reference to an argument the call did not have is not an error")
	}
}
