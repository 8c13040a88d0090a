// Command mcpfault is the failure-injecting MCP server of package
// mcpproxy/mcpfault, over stdio, for tests and demos outside Go:
//
//	mcpfault '{"transient": ["unavailable", "reset"], "drop_answers": 1}'
//	MCPFAULT_CONFIG='{"rate_limited": 2}' mcpfault
//	mcpfault faults.json
package main

import (
	"os"

	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

func main() { os.Exit(mcpfault.Main(os.Args[1:])) }
