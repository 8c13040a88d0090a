package runggenkit_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/rungkit/rung"
	runggenkit "github.com/rungkit/rung/contrib/genkit"
	"github.com/rungkit/rung/rungtest"
)

// A Genkit generation whose tool first fails transiently (retried in place,
// unseen by the model), then with a conflict: the model reads rung's
// verdict as the tool's output and answers, instead of the generation
// ending with "tool failed". The model is scripted so the example runs
// without a network; with a real one, only genkit.Init's plugins and the
// model name change.
func Example() {
	ctx := context.Background()
	g := genkit.Init(ctx)

	// The scripted model: ask for the tool, then answer from what it said.
	turn := 0
	model := genkit.DefineModel(g, "example/scripted", &ai.ModelOptions{
		Supports: &ai.ModelSupports{Tools: true, Multiturn: true, SystemRole: true},
	}, func(ctx context.Context, req *ai.ModelRequest, _ ai.ModelStreamCallback) (*ai.ModelResponse, error) {
		turn++
		if turn == 1 {
			fmt.Printf("system: %q\n", req.Messages[0].Text())
			return &ai.ModelResponse{Message: ai.NewModelMessage(ai.NewToolRequestPart(&ai.ToolRequest{
				Name: "create_order", Input: map[string]any{"sku": "A-1", "qty": 2},
			}))}, nil
		}
		out := req.Messages[len(req.Messages)-1].Content[0].ToolResponse.Output.(map[string]any)
		fmt.Println("tool output:", out["kind"], out["next"], out["fact"], "after", out["attempts"], "attempts")
		return &ai.ModelResponse{Message: ai.NewModelTextMessage("Order PO-7 already exists; using it.")}, nil
	})

	calls := 0
	createOrder := ai.NewTool("create_order", "Create a purchase order.",
		func(tc *ai.ToolContext, in struct {
			SKU string `json:"sku"`
			Qty int    `json:"qty"`
		}) (map[string]any, error) {
			calls++
			if calls == 1 {
				return nil, rung.Transient(errors.New("503 Service Unavailable"))
			}
			return nil, rung.Conflict(errors.New("409 Conflict: order PO-7 exists for A-1"), map[string]any{"order": "PO-7"})
		})

	session := rung.NewSession(rung.SessionOptions{
		Limits: rung.Limits{ToolCalls: 5},
		Clock:  rungtest.NewClock(rungtest.Epoch), Jitter: rungtest.Jitter(1), // no real waiting
	})
	a, err := runggenkit.New(g, session, []ai.Tool{createOrder}, runggenkit.Options{
		Tools: map[string]rung.Tool{"create_order": {Identifying: []string{"sku"}}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	resp, err := genkit.Generate(ctx, g,
		ai.WithModel(model),
		ai.WithSystem("You place orders."),
		ai.WithPrompt("Order two A-1."),
		ai.WithTools(a.Tools()...),
		ai.WithMiddleware(a.Middleware()),
		ai.WithMaxTurns(5),
	)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("answer:", resp.Text())
	// Output:
	// system: "You place orders.\n\nBudget: 5 tool calls left."
	// tool output: conflict dont_repeat map[order:PO-7] after 2 attempts
	// answer: Order PO-7 already exists; using it.
}
