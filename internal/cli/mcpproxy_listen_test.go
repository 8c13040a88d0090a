package cli

import (
	"bufio"
	"context"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

// proxyConfig writes a proxy config in front of a failure-injecting server
// and returns its path.
func proxyConfig(t *testing.T) string {
	t.Helper()
	s, err := mcpfault.New(mcpfault.Config{Transient: mcpfault.Burst(1, mcpfault.Unavailable)})
	if err != nil {
		t.Fatal(err)
	}
	up := httptest.NewServer(s.Handler(nil))
	t.Cleanup(up.Close)
	config := filepath.Join(t.TempDir(), "proxy.yaml")
	if err := os.WriteFile(config, []byte("servers:\n  - url: "+up.URL+"\npolicy:\n  backoff: 1ms\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return config
}

// TestMCPProxyListen serves streamable HTTP on a port the system picks,
// found in the line the command prints, and stops cleanly when its context
// ends.
func TestMCPProxyListen(t *testing.T) {
	config := proxyConfig(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	errR, errW := io.Pipe()
	exit := make(chan int, 1)
	go func() {
		exit <- Main(ctx, []string{"mcp-proxy", "--config", config, "--listen", "127.0.0.1:0"}, strings.NewReader(""), io.Discard, errW)
		errW.Close()
	}()
	var url string
	lines := bufio.NewScanner(errR)
	for lines.Scan() {
		if _, after, ok := strings.Cut(lines.Text(), "serving streamable HTTP at "); ok {
			url = after
			break
		}
	}
	go io.Copy(io.Discard, errR)
	if url == "" {
		t.Fatalf("the command printed no address (exit %d)", <-exit)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "cursor", Version: "1"}, nil).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_invoice", Arguments: map[string]any{"invoice": "in_1"}})
	if err != nil || res.IsError {
		t.Fatalf("get_invoice through --listen (the burst should be absorbed): %v %+v", err, res)
	}
	cs.Close()
	cancel()
	if code := <-exit; code != ExitOK {
		t.Fatalf("exit %d after the context ended", code)
	}
}

// The default build leaves the OTLP exporters out; --otel says how to get
// them instead of running without the telemetry it was asked for.
func TestMCPProxyOTelNeedsTag(t *testing.T) {
	if startOTelBuilt {
		t.Skip("built with -tags otel")
	}
	config := proxyConfig(t)
	code, _, errOut := runCLI("mcp-proxy", "--config", config, "--otel")
	if code != ExitFailure || !strings.Contains(errOut, "-tags otel") {
		t.Errorf("--otel in the default build: exit %d\n%s", code, errOut)
	}
}
