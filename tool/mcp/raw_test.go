package mcp_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/mcp/mcptest"
)

func TestListToolsKeepsServerResults(t *testing.T) {
	c, dir := mcptest.Filesystem(t)
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	listed, err := c.ListTools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var read rung.Tool
	for _, l := range listed {
		if l.MCP.Name == "read_text_file" {
			read = l.Tool
			if l.MCP.InputSchema == nil || l.MCP.Annotations == nil || !l.MCP.Annotations.ReadOnlyHint || read.SideEffects || read.Validate == nil {
				t.Errorf("read_text_file: %+v / %+v", l.MCP, read)
			}
		}
	}
	if read.Call == nil {
		t.Fatal("read_text_file not listed")
	}
	out, err := read.Call(context.Background(), map[string]any{"path": filepath.Join(dir, "a.txt")})
	if err != nil {
		t.Fatal(err)
	}
	res, ok := out.(*sdk.CallToolResult)
	if !ok || res.IsError || len(res.Content) == 0 {
		t.Fatalf("got %T %+v, want the server's result", out, out)
	}
	if _, err := read.Call(context.Background(), map[string]any{"path": filepath.Join(dir, "missing.txt")}); rung.KindOf(err) != rung.KindPremise {
		t.Errorf("a missing file: %v, want a premise failure", err)
	}
}
