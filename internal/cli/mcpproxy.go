package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/yamlfile"
	"github.com/rungkit/rung/ledger/dsn"
	"github.com/rungkit/rung/mcpproxy"
	"github.com/rungkit/rung/trace"
)

func init() {
	register("mcp-proxy", "serve MCP servers' tools to any MCP client with rung's recovery: retries, verdicts, at-most-once writes (docs/mcp-proxy.md)", runMCPProxy)
}

const mcpProxyUsage = `Usage: rung mcp-proxy --config FILE [--listen 127.0.0.1:PORT] [--ledger DSN] [--trace FILE] [--otel]

Serves the tools of the MCP servers FILE names to an MCP client, through
one rung session per client connection (docs/mcp-proxy.md). Without
--listen it speaks MCP over stdin and stdout (what a client that starts it
expects); with --listen, streamable HTTP at http://ADDR/mcp. Logs go to
stderr.

`

// runMCPProxy serves until the client hangs up (stdio) or ctx ends.
func runMCPProxy(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("mcp-proxy", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	config := fs.String("config", "", "the proxy config file (YAML)")
	listen := fs.String("listen", "", "serve streamable HTTP on this address (127.0.0.1:PORT) instead of stdio")
	ledgerDSN := fs.String("ledger", "", "the ledger, overriding the config's: a SQLite file path or a postgres:// URL")
	tracePath := fs.String("trace", "", "the JSONL trace to append to, overriding the config's (default .rung/mcp-proxy.jsonl next to the config)")
	withOtel := fs.Bool("otel", false, "export OpenTelemetry spans and metrics, with exporters from the OTEL_* environment variables")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, mcpProxyUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	if *config == "" || fs.NArg() > 0 {
		fs.Usage()
		return ExitUsage
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(env.Stderr, "rung mcp-proxy: "+format+"\n", a...)
		return ExitFailure
	}
	cfg, err := mcpproxy.Load(*config)
	if err != nil {
		return fail("%v", err)
	}
	if *ledgerDSN != "" {
		cfg.Ledger = *ledgerDSN
	}
	store, err := mcpproxy.OpenLedger(ctx, cfg)
	if err != nil {
		return fail("%v", err)
	}
	defer store.Close()

	path := *tracePath
	if path == "" {
		path = cfg.Trace
		if path == "" {
			path = filepath.Join(".rung", "mcp-proxy.jsonl")
		}
		if !filepath.IsAbs(path) {
			path = filepath.Join(filepath.Dir(cfg.Path()), path)
		}
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fail("trace %s: %v", path, err)
	}
	tf, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return fail("trace %s: %v", path, err)
	}
	defer tf.Close()
	tw := trace.NewWriter(tf)
	defer tw.Close()
	observers := []rung.Observer{tw}
	if *withOtel {
		obs, shutdown, err := startOTel(ctx, env, "rung-mcp-proxy")
		if err != nil {
			return fail("otel: %v", err)
		}
		defer shutdown()
		observers = append(observers, obs)
	}

	logger := slog.New(slog.NewTextHandler(env.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	p, err := mcpproxy.New(ctx, cfg, mcpproxy.Options{Ledger: store, Observers: observers, Logger: logger})
	if err != nil {
		return fail("%v", err)
	}
	defer p.Close()
	fmt.Fprintf(env.Stderr, "rung mcp-proxy: %d tools from %d servers (ledger %s, trace %s)\n", len(p.Tools()), len(cfg.Servers), dsn.Redact(cfg.LedgerDSN()), path)

	if *listen == "" {
		t := mcpproxy.StdioTransport(env.Stdin, struct{ io.Writer }{env.Stdout})
		if err := p.Serve(ctx, t); err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, mcp.ErrConnectionClosed) && !errors.Is(err, io.EOF) {
			return fail("%v", err)
		}
		return ExitOK
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return fail("listen: %v", err)
	}
	if host, _, _ := net.SplitHostPort(ln.Addr().String()); !net.ParseIP(host).IsLoopback() {
		fmt.Fprintf(env.Stderr, "rung mcp-proxy: warning: %s is not a loopback address; the proxy has no authentication of its own\n", ln.Addr())
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", p.Handler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(env.Stderr, "rung mcp-proxy: serving streamable HTTP at http://%s/mcp\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
		return ExitOK
	case err := <-errc:
		return fail("%v", err)
	}
}

// isProxyConfig tells a proxy config by its top-level keys: kind:
// mcp-proxy, or servers: (which plan files and scenarios do not have).
func isProxyConfig(file string) bool {
	data, err := yamlfile.ReadFile(file)
	if err != nil {
		return false
	}
	var top map[string]any
	if _, err := yamlfile.Decode(file, data, &top); err != nil {
		return false
	}
	if k, ok := top["kind"].(string); ok {
		return k == mcpproxy.Kind
	}
	_, ok := top["servers"]
	return ok
}

// lintProxyConfig checks a proxy config as rung mcp-proxy loads it,
// without starting its servers.
func lintProxyConfig(env *Env, file string) int {
	cfg, err := mcpproxy.Load(file)
	if err != nil {
		fmt.Fprintf(env.Stderr, "rung lint: error: %v\n", err)
		return ExitFailure
	}
	warnings := cfg.Lint()
	for _, w := range warnings {
		fmt.Fprintf(env.Stdout, "%s: warning: %s\n", file, w)
	}
	if len(warnings) == 0 {
		fmt.Fprintf(env.Stdout, "%s: ok\n", file)
	}
	return ExitOK
}
