package classify

import (
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// TestExecNotFoundConfident reads Go's exec.ErrNotFound inside an MCP
// client's error (go-sdk CommandTransport, mark3labs/mcp-go's stdio
// transport; set 239's captures) as the go preset reads it bare: premise,
// and not a low-confidence "not found".
func TestExecNotFoundConfident(t *testing.T) {
	for _, in := range []Input{
		{Protocol: "mcp", Message: `exec: "mcp-server-nope": executable file not found in $PATH`},
		{Protocol: "mcp", Message: `failed to start stdio transport: failed to start command: exec: "mcp-server-nope": executable file not found in $PATH`},
		{Message: `connect "files": exec: "npx": executable file not found in $PATH`},
		{Protocol: "go", Message: `exec: "rg": executable file not found in $PATH`},
	} {
		r := Classify(in)
		if r.Kind != rung.KindPremise || strings.HasPrefix(r.Reason, LowConfidence) {
			t.Errorf("%q (%s): got %s (%s), want a confident premise", in.Message, in.Protocol, r.Kind, r.Reason)
		}
	}
	// Near miss: Node's spawn ENOENT keeps its own (ENOENT) reading.
	if r := Classify(Input{Protocol: "mcp", Message: "spawn mcp-server-nope ENOENT"}); r.Kind != rung.KindPremise {
		t.Errorf("spawn ENOENT: got %s (%s), want premise", r.Kind, r.Reason)
	}
}
