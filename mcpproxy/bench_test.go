package mcpproxy_test

import (
	"context"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/mcpproxy"
	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

// stdioFault returns the command line of a failure-injecting server that
// always succeeds, as a stdio subprocess (this test binary).
func stdioFault(b *testing.B) (string, map[string]string) {
	b.Helper()
	exe, env, err := mcpfault.Subprocess(mcpfault.Config{})
	if err != nil {
		b.Fatal(err)
	}
	return exe, env
}

// pipeClient connects a go-sdk client to p over a pair of OS pipes: the
// stdio framing and syscalls a client that starts the proxy uses.
func pipeClient(b *testing.B, p *mcpproxy.Proxy) *mcp.ClientSession {
	b.Helper()
	cr, pw, err := os.Pipe() // proxy -> client
	if err != nil {
		b.Fatal(err)
	}
	pr, cw, err := os.Pipe() // client -> proxy
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = p.Serve(ctx, mcpproxy.StdioTransport(pr, pw))
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil).Connect(ctx, &mcp.IOTransport{Reader: cr, Writer: cw}, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		cs.Close()
		cancel()
		<-done
	})
	return cs
}

// BenchmarkProxyAddedLatency measures, side by side in one loop, a call
// made directly to a stdio server and the same call made through the
// proxy over stdio pipes (the proxy then calls the same server over
// stdio), and reports the medians and their difference: what the proxy
// adds to a successful call. "read" is a read-only tool; "write" a
// side-effecting one behind the in-memory ledger (claim, complete, the
// delivery generation).
func BenchmarkProxyAddedLatency(b *testing.B) {
	for _, tc := range []struct {
		name string
		tool string
		args map[string]any
	}{
		{"read", mcpfault.ToolGetInvoice, map[string]any{"invoice": "in_1001"}},
		{"write", mcpfault.ToolCreateCharge, map[string]any{"customer": "cus_1001", "amount": 2000, "currency": "usd"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			exe, env := stdioFault(b)
			cmd := exec.Command(exe)
			cmd.Env = append(os.Environ(), mcpfault.EnvConfig+"="+env[mcpfault.EnvConfig])
			direct, err := mcp.NewClient(&mcp.Implementation{Name: "direct", Version: "1"}, nil).Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer direct.Close()

			var envYAML strings.Builder
			for k, v := range env {
				envYAML.WriteString("      " + k + ": '" + strings.ReplaceAll(v, "'", "''") + "'\n")
			}
			cfg, err := mcpproxy.Parse("bench.yaml", []byte("servers:\n  - command: "+exe+"\n    env:\n"+envYAML.String()))
			if err != nil {
				b.Fatal(err)
			}
			p, err := mcpproxy.New(context.Background(), cfg, mcpproxy.Options{Ledger: ledger.NewMemory(nil)})
			if err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			proxied := pipeClient(b, p)

			params := &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args}
			ctx := context.Background()
			timed := func(cs *mcp.ClientSession) time.Duration {
				start := time.Now()
				res, err := cs.CallTool(ctx, params)
				d := time.Since(start)
				if err != nil || res.IsError {
					b.Fatalf("call: %v %v", err, res)
				}
				return d
			}
			for range 20 { // warm both paths
				timed(direct)
				timed(proxied)
			}
			ds := make([]time.Duration, 0, b.N)
			ps := make([]time.Duration, 0, b.N)
			var dcpu, pcpu int64 // this process's CPU time on each path
			b.ResetTimer()
			for range b.N {
				c0, _ := cpuTime()
				ds = append(ds, timed(direct))
				c1, _ := cpuTime()
				ps = append(ps, timed(proxied))
				c2, ok := cpuTime()
				if ok {
					dcpu += c1 - c0
					pcpu += c2 - c1
				}
			}
			b.StopTimer()
			md, mp := median(ds), median(ps)
			b.ReportMetric(float64(md.Nanoseconds())/1e3, "direct-µs")
			b.ReportMetric(float64(mp.Nanoseconds())/1e3, "proxied-µs")
			b.ReportMetric(float64((mp-md).Nanoseconds())/1e3, "added-µs")
			// The proxy's own work per call, free of the time other
			// processes hold the CPU: the client's and the proxy's CPU
			// time on the proxied path less the client's on the direct
			// one (the server subprocess is not counted on either).
			if pcpu > 0 {
				b.ReportMetric(float64(pcpu-dcpu)/float64(b.N)/1e3, "added-cpu-µs")
			}
		})
	}
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
