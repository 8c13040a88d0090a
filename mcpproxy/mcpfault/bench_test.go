package mcpfault_test

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

// BenchmarkCall is a successful get_invoice through the go-sdk client on
// each transport, without a journal: the direct-call baseline a proxy's
// added latency is measured against.
func BenchmarkCall(b *testing.B) {
	for _, tr := range []transport{
		{"in-memory", startInMemory},
		{"streamable-http", startHTTP},
		{"stdio", func(t testing.TB, cfg mcpfault.Config) (*mcp.ClientSession, func() mcpfault.Counts) {
			return connectStdio(t, cfg), nil
		}},
	} {
		b.Run(tr.name, func(b *testing.B) {
			cs, _ := tr.start(b, mcpfault.Config{})
			params := &mcp.CallToolParams{Name: mcpfault.ToolGetInvoice, Arguments: map[string]any{"invoice": "in_1001"}}
			b.ReportAllocs()
			for b.Loop() {
				res, err := cs.CallTool(b.Context(), params)
				if err != nil || res.IsError {
					b.Fatal(err, res)
				}
			}
		})
	}
}
