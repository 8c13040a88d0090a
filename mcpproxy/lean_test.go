package mcpproxy_test

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/mcpproxy"
	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

// stdioUpstream returns the config lines of a failure-injecting server
// run as a stdio subprocess (this test binary), and its journal.
func stdioUpstream(t testing.TB, cfg mcpfault.Config) (yaml, journal string) {
	t.Helper()
	cfg.Journal = t.TempDir() + "/journal.jsonl"
	exe, env, err := mcpfault.Subprocess(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("servers:\n  - command: " + exe + "\n    env:\n")
	for k, v := range env {
		b.WriteString("      " + k + ": '" + strings.ReplaceAll(v, "'", "''") + "'\n")
	}
	return b.String(), cfg.Journal
}

// servePipes serves p on a pair of OS pipes, as a client that starts the
// proxy does, and returns the client's ends.
func servePipes(t testing.TB, p *mcpproxy.Proxy) (r io.ReadCloser, w io.WriteCloser) {
	t.Helper()
	cr, pw, err := os.Pipe() // proxy -> client
	if err != nil {
		t.Fatal(err)
	}
	pr, cw, err := os.Pipe() // client -> proxy
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan struct{})
	go func() {
		defer close(served)
		_ = p.Serve(ctx, mcpproxy.StdioTransport(pr, pw))
	}()
	t.Cleanup(func() {
		cw.Close()
		cancel()
		<-served
		cr.Close()
	})
	return cr, cw
}

// A go-sdk client, on the protocol it prefers (2026-07-28: discover, then
// the version and client in every request's _meta) and on the 2025-11-25
// handshake (initialize), is served over stdio with the upstream's result
// as it came plus rung's _meta.
func TestServeStdioSDKClients(t *testing.T) {
	up, _ := stdioUpstream(t, mcpfault.Config{})
	e := newEnv()
	p := e.proxy(t, up+"scope: bench\n")
	for _, version := range []string{"", "2025-11-25"} {
		t.Run("version="+version, func(t *testing.T) {
			r, w := servePipes(t, p)
			cs, err := mcp.NewClient(&mcp.Implementation{Name: "sdk", Version: "1"}, nil).Connect(context.Background(),
				&mcp.IOTransport{Reader: r, Writer: w}, &mcp.ClientSessionOptions{ProtocolVersion: version})
			if err != nil {
				t.Fatal(err)
			}
			defer cs.Close()
			want := "2026-07-28"
			if version != "" {
				want = version
			}
			if got := cs.InitializeResult().ProtocolVersion; got != want {
				t.Errorf("negotiated %s, want %s", got, want)
			}
			lt, err := cs.ListTools(context.Background(), nil)
			if err != nil || len(lt.Tools) != 6 {
				t.Fatalf("tools/list: %v, %d tools", err, len(lt.Tools))
			}
			res := call(t, cs, mcpfault.ToolGetInvoice, map[string]any{"invoice": "in_1001"})
			if res.IsError || !strings.Contains(text(res), `"status":"paid"`) {
				t.Fatalf("get_invoice: %s", text(res))
			}
			if b, _ := res.Meta[mcpproxy.MetaBudget].(string); b == "" {
				t.Errorf("no budget line in _meta: %v", res.Meta)
			}
			if _, ok := res.Meta[mcp.MetaKeyServerInfo]; !ok && version == "" {
				t.Errorf("no server info in a 2026-07-28 result's _meta: %v", res.Meta)
			}
			// A failure the proxy cannot fix is still a verdict.
			res = call(t, cs, mcpfault.ToolDeleteRepository, map[string]any{"repo": "acme/site"})
			if !res.IsError || res.Meta[mcpproxy.MetaKind] != "denied" {
				t.Errorf("delete_repository: %v: %s", res.Meta, text(res))
			}
			if _, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "no_such_tool"}); err == nil || !strings.Contains(err.Error(), "unknown tool") {
				t.Errorf("an unknown tool: %v, want the SDK's JSON-RPC error", err)
			}
		})
	}
}

// rawClient speaks newline-delimited JSON-RPC to the proxy by hand.
type rawClient struct {
	t  *testing.T
	w  io.Writer
	sc *bufio.Scanner
}

func (c *rawClient) send(line string) {
	c.t.Helper()
	if _, err := io.WriteString(c.w, line+"\n"); err != nil {
		c.t.Fatal(err)
	}
}

// next reads the next message the proxy sends.
func (c *rawClient) next() map[string]any {
	c.t.Helper()
	done := make(chan bool, 1)
	go func() { done <- c.sc.Scan() }()
	select {
	case ok := <-done:
		if !ok {
			c.t.Fatalf("the proxy closed the stream: %v", c.sc.Err())
		}
	case <-time.After(20 * time.Second):
		c.t.Fatal("no answer")
	}
	var m map[string]any
	if err := json.Unmarshal(c.sc.Bytes(), &m); err != nil {
		c.t.Fatalf("not JSON: %s", c.sc.Bytes())
	}
	return m
}

func errCode(m map[string]any) float64 {
	e, _ := m["error"].(map[string]any)
	c, _ := e["code"].(float64)
	return c
}

// A client that writes JSON-RPC by hand: a malformed line gets a parse
// error and the connection reads on, an unknown method -32601, a
// notification no answer, a call before initialize the SDK's refusal, and
// tools/call answers with its own id.
func TestServeStdioRawClient(t *testing.T) {
	up, _ := stdioUpstream(t, mcpfault.Config{})
	e := newEnv()
	p := e.proxy(t, up)
	r, w := servePipes(t, p)
	c := &rawClient{t: t, w: w, sc: bufio.NewScanner(r)}
	c.sc.Buffer(nil, 1<<20)

	c.send(`{"jsonrpc":"2.0","id":"early","method":"tools/call","params":{"name":"get_invoice","arguments":{"invoice":"in_1"}}}`)
	if m := c.next(); m["id"] != "early" || m["error"] == nil || !strings.Contains(m["error"].(map[string]any)["message"].(string), "initialization") {
		t.Errorf("a call before initialize: %v", m)
	}
	c.send(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`)
	m := c.next()
	res, _ := m["result"].(map[string]any)
	if m["id"] != float64(1) || res["protocolVersion"] != "2025-06-18" || res["capabilities"].(map[string]any)["tools"] == nil {
		t.Fatalf("initialize: %v", m)
	}
	c.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	c.send(`this is not json`)
	if m := c.next(); m["id"] != nil || errCode(m) != -32700 {
		t.Errorf("a malformed line: %v, want a parse error with a null id", m)
	}
	c.send(`{"jsonrpc":"2.0","id":2,"method":"no/such/method"}`)
	if m := c.next(); m["id"] != float64(2) || errCode(m) != -32601 {
		t.Errorf("an unknown method: %v, want -32601", m)
	}
	// The notification got no answer: the next message is the ping's.
	c.send(`{"jsonrpc":"2.0","id":3,"method":"ping"}`)
	if m := c.next(); m["id"] != float64(3) || m["error"] != nil {
		t.Errorf("ping: %v", m)
	}
	c.send(`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"get_invoice","arguments":{"invoice":"in_1001"}}}`)
	m = c.next()
	res, _ = m["result"].(map[string]any)
	meta, _ := res["_meta"].(map[string]any)
	if m["id"] != float64(4) || res["isError"] == true || meta[mcpproxy.MetaBudget] == nil || !strings.Contains(mustJSON(res["content"]), "paid") {
		t.Errorf("tools/call: %v", m)
	}
	c.send(`{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"nope","arguments":{}}}`)
	if m := c.next(); m["id"] != float64(5) || errCode(m) != -32602 {
		t.Errorf("an unknown tool: %v, want -32602", m)
	}
	c.send(`{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"get_invoice","arguments":"in_1001"}}`)
	if m := c.next(); m["id"] != float64(6) || m["result"].(map[string]any)["isError"] != true {
		t.Errorf("arguments that are not an object: %v, want an isError verdict", m)
	}
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// A stdio upstream that exits after it applied a charge, before it
// answered: the call went out past the SDK's session, and its loss is
// still an unknown outcome, never sent again.
func TestServeStdioUpstreamCutNeverRunsTwice(t *testing.T) {
	up, journal := stdioUpstream(t, mcpfault.Config{DropAnswers: 1, Cut: true})
	e := newEnv()
	p := e.proxy(t, up+"scope: test\n")
	for i := range 2 {
		r, w := servePipes(t, p)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "sdk", Version: "1"}, nil).Connect(context.Background(), &mcp.IOTransport{Reader: r, Writer: w}, nil)
		if err != nil {
			t.Fatal(err)
		}
		res := call(t, cs, mcpfault.ToolCreateCharge, charge)
		sc, _ := res.StructuredContent.(map[string]any)
		if !res.IsError || sc["key"] == nil || res.Meta[mcpproxy.MetaStop] != true {
			t.Fatalf("call %d: want the unknown state with its key and a stop: %v: %s", i+1, res.Meta, text(res))
		}
		cs.Close()
		counts, err := mcpfault.ReadJournal(journal)
		if err != nil {
			t.Fatal(err)
		}
		if n := counts.Effects[chargeKey()]; n != 1 {
			t.Fatalf("after call %d: %d charges, want 1", i+1, n)
		}
	}
}

// With no scope configured, a write's key is scoped by the client's name,
// from initialize or (protocol 2026-07-28) from the request's _meta, plus
// the trace id of a traceparent the call carries.
func TestServeStdioScopeFromClient(t *testing.T) {
	up, _ := stdioUpstream(t, mcpfault.Config{})
	e := newEnv()
	p := e.proxy(t, up)
	const trace = "4bf92f3577b34da6a3ce929d0e0e4736"
	for _, tc := range []struct{ client, version, prefix string }{
		{"alpha", "", "alpha/trace-" + trace + "/create_charge/"},
		{"beta", "2025-11-25", "beta/trace-" + trace + "/create_charge/"},
	} {
		r, w := servePipes(t, p)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: tc.client, Version: "1"}, nil).Connect(context.Background(),
			&mcp.IOTransport{Reader: r, Writer: w}, &mcp.ClientSessionOptions{ProtocolVersion: tc.version})
		if err != nil {
			t.Fatal(err)
		}
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge,
			Meta: mcp.Meta{"traceparent": "00-" + trace + "-00f067aa0ba902b7-01"}})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %v", tc.client, err, res)
		}
		cs.Close()
		entries, err := e.ledger.(*ledger.Memory).List(context.Background(), ledger.ListOptions{Prefix: tc.prefix})
		if err != nil || len(entries) == 0 {
			t.Errorf("%s: no ledger key under %s (%v)", tc.client, tc.prefix, err)
		}
	}
}

// A success that is a partial one (a batch whose Failed list is not empty)
// passes through as it came, marked ambiguous with a note; the same call
// again gets the recorded result, and no recipient is sent it twice. Over
// stdio (the server's bytes spliced) and streamable HTTP (the SDK's
// server).
func TestPartialSuccessMarkedAndNotResent(t *testing.T) {
	cfg := mcpfault.Config{Undeliverable: []string{"b@example.com"}}
	args := map[string]any{"recipients": []any{"a@example.com", "b@example.com", "c@example.com"}, "message": "invoice paid"}
	check := func(t *testing.T, cs *mcp.ClientSession, effects func() map[string]int) {
		t.Helper()
		res := call(t, cs, mcpfault.ToolSendNotifications, args)
		note, _ := res.Meta[mcpproxy.MetaNote].(string)
		if res.IsError || !strings.Contains(text(res), "EndpointDisabled") || res.Meta[mcpproxy.MetaKind] != "ambiguous" || !strings.Contains(note, "partial success") {
			t.Fatalf("the partial success: isError %v, meta %v: %s", res.IsError, res.Meta, text(res))
		}
		again := call(t, cs, mcpfault.ToolSendNotifications, args)
		if again.Meta[mcpproxy.MetaRecorded] != true || again.Meta[mcpproxy.MetaKind] != "ambiguous" || text(again) != text(res) {
			t.Errorf("the same call again: meta %v: %s", again.Meta, text(again))
		}
		if got := effects(); len(got) != 2 {
			t.Errorf("effects %v, want 2 recipients reached once each", got)
		} else {
			for k, n := range got {
				if n != 1 {
					t.Errorf("%s reached %d times", k, n)
				}
			}
		}
		if res := call(t, cs, mcpfault.ToolGetInvoice, map[string]any{"invoice": "in_1001"}); res.Meta[mcpproxy.MetaKind] != nil {
			t.Errorf("a plain success is marked: %v", res.Meta)
		}
	}
	t.Run("stdio", func(t *testing.T) {
		up, journal := stdioUpstream(t, cfg)
		e := newEnv()
		p := e.proxy(t, up+"scope: test\n")
		r, w := servePipes(t, p)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "sdk", Version: "1"}, nil).Connect(context.Background(), &mcp.IOTransport{Reader: r, Writer: w}, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		check(t, cs, func() map[string]int {
			c, err := mcpfault.ReadJournal(journal)
			if err != nil {
				t.Fatal(err)
			}
			return c.Effects
		})
	})
	t.Run("http", func(t *testing.T) {
		s, url := faultHTTP(t, cfg)
		e := newEnv()
		p := e.proxy(t, faultConfig(url, ""))
		front := httptest.NewServer(p.Handler())
		defer front.Close()
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "sdk", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: front.URL}, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		check(t, cs, func() map[string]int { return s.Counts().Effects })
	})
}
