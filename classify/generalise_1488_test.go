package classify

import "testing"

// First run at 21422cfa: 14/24 overall, 11/21 tricky.
// Tolerated: i1488-annotated-error-disguise: unknown vs ambiguous (one-off): the line is my description of a success whose text says "Error: Operation failed"; no stable marker separates it from a tool that prints such text as content.
// Tolerated: i1488-gzip-content-length-over-max: invalid vs premise (ruling: generic.go "exceeds" reads a limit the call passed as invalid): choosing a smaller source is a repair of the argument; my premise reads the server's configured limit as the false belief.
// Tolerated: i1488-gzip-stream-over-max: invalid vs premise (same "exceeds" ruling).
// Tolerated: i1488-gzip-404-compressed: premise vs ambiguous (one-off): a described success whose bytes are a 404 page; the classifier reads the quoted 404 as the missing source, a defensible reading.
// Tolerated: i1488-gzip-503-compressed: transient vs ambiguous (one-off): the same described success over a 503 body; the quoted 503 reads as a wait.
// Tolerated: i1488-read-https-uri-mcpgo: premise vs invalid (ruling: docs/taxonomy.md -32602 row, "Resource not found" wording is premise): I read a URI outside every scheme the server serves as a wrong argument.
// Tolerated: i1488-links-fractional-count-mcpgo: unknown vs ambiguous (one-off): a described success that claims "2.5 resource links"; nothing stable marks it.
func TestIndependentCases1488(t *testing.T) {
	runIndependent(t, "testdata/independent1488.jsonl", true, "i1488-annotated-error-disguise", "i1488-gzip-content-length-over-max", "i1488-gzip-stream-over-max", "i1488-gzip-404-compressed", "i1488-gzip-503-compressed", "i1488-read-https-uri-mcpgo", "i1488-links-fractional-count-mcpgo")
}

// TestGeneralise1488MCPGoSentinel: the mcp-go client renders a JSON-RPC
// error as its code's sentinel and the message (mcp/errors.go AsError:
// "internal error: ...", "invalid params: ...", "invalid request: ...",
// "parse error: ..."), so the sentinel stands for the code and the
// message is read as under that code: a -32603 whose text is an argument
// check is invalid, an opaque one stays a bounded retry.
func TestGeneralise1488MCPGoSentinel(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcpgo internal range check", "mcp", 0, "", "internal error: Invalid resourceId: 0. Must be a finite positive integer.", invalid},
		{"mcpgo internal enum check", "mcp", 0, "", "internal error: Invalid resourceType: Video. Must be Text or Blob.", invalid},
		{"mcpgo invalid params", "mcp", 0, "", "invalid params: Invalid arguments for prompt args-prompt: Invalid input: expected string, received undefined at city", invalid},
		// Near misses: an opaque internal error stays a bounded retry, a
		// network failure a wait, a missing resource premise.
		{"mcpgo opaque internal", "mcp", 0, "", "internal error: something went wrong", transient},
		{"mcpgo internal refused", "mcp", 0, "", "internal error: dial tcp 127.0.0.1:5432: connect: connection refused", transient},
		{"mcpgo missing resource", "mcp", 0, "", "invalid params: MCP error -32602: Resource demo://resource/static/document/gone.md not found", premise},
	})
}

// TestGeneralise1488RefusedByUser: a person who refuses a sampling or
// elicitation request ("sampling refused by user", thrown by a client's
// handler and passed on as -32603 by the TypeScript SDK) withholds consent,
// denied, as "declined by user" and "rejected by the user" already read.
func TestGeneralise1488RefusedByUser(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ts sampling refused", "mcp", 0, "isError", "MCP error -32603: sampling refused by user", denied},
		{"refused by the user", "mcp", 0, "-32603", "Elicitation refused by the user", denied},
		{"go refused by user", "go", 0, "", "calling \"tools/call\": sampling request refused by user", denied},
		// Near misses: a refusal by a machine is not a person's.
		{"connection refused", "mcp", 0, "-32603", "MCP error -32603: connect ECONNREFUSED 127.0.0.1:8080", transient},
		{"user not found", "mcp", 0, "-32602", "MCP error -32602: user not found", premise},
	})
}

// TestGeneralise1488NoRoots: a client that declares the roots capability
// but exposes no root (MCP roots/list answers an empty list, which
// server-everything's get-roots-list reports as "no roots are currently
// configured") leaves every step that needs a root on a false belief until
// the host configures one: premise. A missing roots handler keeps its own
// reading (set 909, premise) and a root that is merely not allowed its own.
func TestGeneralise1488NoRoots(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"everything no roots", "mcp", 0, "", "The client supports roots but no roots are currently configured.\n\nThis could mean:\n1. The client hasn't provided any roots yet", premise},
		{"no roots provided", "mcp", 0, "isError", "No roots provided by the client; cannot determine allowed directories", premise},
		{"go no roots configured", "go", 0, "", "list workspace: no roots configured", premise},
		// Near misses.
		{"no roots handler", "mcp", 0, "-32603", "internal error: no roots handler available", premise},
		{"path outside roots", "mcp", 0, "isError", "Access denied - path outside allowed directories: /etc/passwd not in /home/user", denied},
	})
}
