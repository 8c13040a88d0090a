package cli

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

func TestLintProxyConfig(t *testing.T) {
	for _, file := range []string{"../../examples/mcp-proxy/proxy.yaml"} {
		code, out, errOut := runCLI("lint", file)
		if code != ExitOK || !strings.Contains(out, file+": ok") {
			t.Errorf("rung lint %s: exit %d\n%s%s", file, code, out, errOut)
		}
	}
	warned := writeScenario(t, "warned.yaml", "servers:\n  - command: srv\n    tools:\n      pay:\n        side_effects: true\n")
	if code, out, _ := runCLI("lint", warned); code != ExitOK || !strings.Contains(out, "servers[0].tools.pay: side_effects without identifying") {
		t.Errorf("want a warning for a write without identifying arguments: exit %d\n%s", code, out)
	}
	bad := writeScenario(t, "bad.yaml", "kind: mcp-proxy\nservers:\n  - name: a\n    command: srv\n    url: http://x\n")
	if code, _, errOut := runCLI("lint", bad); code != ExitFailure || !strings.Contains(errOut, "bad.yaml:3: servers[0]: set exactly one of command") {
		t.Errorf("want the file:line error: exit %d\n%s", code, errOut)
	}
}

// TestMCPProxyStdio runs rung mcp-proxy over stdio (pipes) in front of a
// failure-injecting server, with a go-sdk client, then reads the trace it
// wrote with rung doctor.
func TestMCPProxyStdio(t *testing.T) {
	s, err := mcpfault.New(mcpfault.Config{Transient: mcpfault.Burst(1, mcpfault.Unavailable)})
	if err != nil {
		t.Fatal(err)
	}
	up := httptest.NewServer(s.Handler(nil))
	defer up.Close()
	dir := t.TempDir()
	config := filepath.Join(dir, "proxy.yaml")
	if err := os.WriteFile(config, []byte("servers:\n  - url: "+up.URL+"\npolicy:\n  backoff: 1ms\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	inR, inW, _ := os.Pipe()
	outR, outW, _ := os.Pipe()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var errb strings.Builder
	exit := make(chan int, 1)
	go func() {
		exit <- Main(ctx, []string{"mcp-proxy", "--config", config}, inR, outW, &errb)
		outW.Close()
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "claude-code", Version: "1"}, nil).Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_invoice", Arguments: map[string]any{"invoice": "in_1"}})
	if err != nil || res.IsError {
		t.Fatalf("get_invoice: %v %+v", err, res)
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "delete_repository", Arguments: map[string]any{"repo": "acme/site"}})
	if err != nil || !res.IsError || res.Meta["rung/kind"] != "denied" {
		t.Fatalf("delete_repository: %v %+v", err, res)
	}
	cs.Close()
	if code := <-exit; code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	trace := filepath.Join(dir, ".rung", "mcp-proxy.jsonl")
	if _, err := os.Stat(filepath.Join(dir, ".rung", "rung.db")); err != nil {
		t.Errorf("no default ledger next to the config: %v", err)
	}
	code, out, errOut := runCLI("doctor", "--format", "json", trace)
	if code != ExitOK || !strings.Contains(out, `"retry"`) || !strings.Contains(out, "mcp-") {
		t.Errorf("rung doctor on the proxy's trace: exit %d\n%s\n%s", code, out, errOut)
	}
}
