package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise49ClosedBeforeSession checks set 49's class of an MCP
// connection that ended before the server answered initialize: a server
// that cannot start as configured, premise, in each client's words; a
// connection that breaks once the session runs, an HTTP handshake and a
// handshake that ran out of time stay transient.
func TestGeneralise49ClosedBeforeSession(t *testing.T) {
	cases := []struct {
		name, proto, msg string
		want             rung.Kind
	}{
		// The set's line: server-filesystem given a root that does not
		// exist exits before serving ("None of the specified directories
		// are accessible"), through the go-sdk v1.8.0 client.
		{"go-sdk, filesystem root missing (set 49)", "mcp", `connection closed: calling "initialize": client is closing: EOF`, rung.KindPremise},
		// The same go-sdk text, captured live for a server command that
		// exits at once (a package that npm cannot install, `sh -c 'exit 3'`),
		// as an agent's tool wraps it.
		{"go-sdk, server command exits, wrapped", "mcp", `mcp connect crm (npx -y @acme/mcp-server-crm): connection closed: calling "initialize": client is closing: EOF`, rung.KindPremise},
		// Rust rmcp: ClientInitializeError::ConnectionClosed("initialize
		// response") when the transport ends before the answer
		// (crates/rmcp/src/service/client.rs).
		{"rmcp ClientInitializeError::ConnectionClosed", "mcp", "connection closed: initialize response", rung.KindPremise},
		// A TypeScript runner's stdio session: the child closed before the
		// initialize result ("MCP server exited before initialization
		// completed.").
		{"node runner, exited before initialization", "mcp", "MCP server exited before initialization completed.", rung.KindPremise},
		// A Rust host that renders rmcp's error with its transport.
		{"rust host, closed the transport before initialization", "mcp", "stdio MCP server closed the transport before initialization completed: initialize response", rung.KindPremise},
		// With no protocol, as a Go agent that passes err.Error() alone.
		{"go-sdk, no protocol", "", `connection closed: calling "initialize": client is closing: EOF`, rung.KindPremise},
		{"rmcp, no protocol", "", "connection closed: initialize response", rung.KindPremise},
		{"go-sdk, closed during tools/call, no protocol", "", `connection closed: calling "tools/call": client is closing: EOF`, rung.KindTransient},
		// After the session began the same break is the moment's: set 21's
		// server killed during a tools/call.
		{"go-sdk, closed during tools/call", "mcp", `connection closed: calling "tools/call": client is closing: EOF`, rung.KindTransient},
		// A handshake that ran out of time is a wait, not a dead server.
		{"go-sdk, initialize deadline", "mcp", `calling "initialize": context deadline exceeded`, rung.KindTransient},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := Classify(Input{Protocol: tc.proto, Message: tc.msg})
			if got.Kind != tc.want {
				t.Errorf("Classify(%q) = %v (%s), want %v", tc.msg, got.Kind, got.Reason, tc.want)
			}
		})
	}
}
