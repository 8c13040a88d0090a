package mcpfault_test

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

// A read tool that fails twice, then answers; and a charge whose answer is
// lost after it was applied, re-issued under a new id.
func Example() {
	ctx := context.Background()
	s, err := mcpfault.New(mcpfault.Config{
		Transient:   mcpfault.Burst(2, mcpfault.Unavailable),
		DropAnswers: 1,
		Cut:         true, // in memory: close the connection instead of never answering
	})
	if err != nil {
		panic(err)
	}
	defer s.Close()
	client := mcp.NewClient(&mcp.Implementation{Name: "example", Version: "1"}, nil)
	connect := func() *mcp.ClientSession {
		t, err := s.InMemory(ctx)
		if err != nil {
			panic(err)
		}
		cs, err := client.Connect(ctx, t, nil)
		if err != nil {
			panic(err)
		}
		return cs
	}

	cs := connect()
	for range 3 {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpfault.ToolGetInvoice, Arguments: map[string]any{"invoice": "in_1001"}})
		fmt.Println("get_invoice: isError", res.IsError, err)
	}

	charge := &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: map[string]any{"customer": "cus_1001", "amount": 2000, "currency": "usd"}}
	_, err = cs.CallTool(ctx, charge)
	fmt.Println("create_charge answered:", err == nil)
	cs = connect()
	_, err = cs.CallTool(ctx, charge)
	fmt.Println("re-issued create_charge answered:", err == nil)
	cs.Close()

	c := s.Counts()
	fmt.Println("charges applied:", c.Effects[mcpfault.ChargeKey("cus_1001", 2000, "usd")], "answers dropped:", c.Dropped[mcpfault.ToolCreateCharge])
	// Output:
	// get_invoice: isError true <nil>
	// get_invoice: isError true <nil>
	// get_invoice: isError false <nil>
	// create_charge answered: false
	// re-issued create_charge answered: true
	// charges applied: 2 answers dropped: 1
}
