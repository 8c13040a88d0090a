//go:build otel

package cli

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// lockedBuilder is a strings.Builder the exporters and the test share.
type lockedBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuilder) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuilder) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestMCPProxyOTel runs the proxy with --otel and the console exporters:
// a proxied call becomes an execute_tool span under the session's
// invoke_agent span, written to stderr (stdout carries the protocol).
func TestMCPProxyOTel(t *testing.T) {
	t.Setenv("OTEL_TRACES_EXPORTER", "console")
	t.Setenv("OTEL_METRICS_EXPORTER", "none")
	config := proxyConfig(t)
	inR, inW, _ := os.Pipe()
	outR, outW, _ := os.Pipe()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var errb lockedBuilder
	exit := make(chan int, 1)
	go func() {
		exit <- Main(ctx, []string{"mcp-proxy", "--config", config, "--otel"}, inR, outW, &errb)
		outW.Close()
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "goose", Version: "1"}, nil).Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_invoice", Arguments: map[string]any{"invoice": "in_1"}}); err != nil || res.IsError {
		t.Fatalf("get_invoice: %v %+v", err, res)
	}
	cs.Close()
	if code := <-exit; code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if out := errb.String(); !strings.Contains(out, `"execute_tool get_invoice"`) {
		t.Errorf("no execute_tool span for the proxied call on stderr:\n%s", out)
	}
}
