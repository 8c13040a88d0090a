package mcpproxy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/internal/pgtest"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/mcpproxy"
	"github.com/rungkit/rung/mcpproxy/mcpfault"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/tool/mcp/mcptest"
)

func TestMain(m *testing.M) {
	mcpfault.RunIfChild()
	os.Exit(m.Run())
}

// faultHTTP serves a failure-injecting server over streamable HTTP and
// returns it with its endpoint.
func faultHTTP(t testing.TB, cfg mcpfault.Config) (*mcpfault.Server, string) {
	t.Helper()
	s, err := mcpfault.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(s.Handler(nil))
	t.Cleanup(func() {
		srv.Close()
		s.Close()
	})
	return s, srv.URL
}

type env struct {
	clock  *rungtest.Clock
	ledger rung.Ledger
	obs    []rung.Observer
}

func newEnv() *env {
	c := rungtest.NewClock(time.Time{})
	return &env{clock: c, ledger: ledger.NewMemory(c)}
}

// proxy parses config (YAML) and starts a proxy on it.
func (e *env) proxy(t testing.TB, config string) *mcpproxy.Proxy {
	t.Helper()
	cfg, err := mcpproxy.Parse("proxy.yaml", []byte(config))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p, err := mcpproxy.New(ctx, cfg, mcpproxy.Options{Ledger: e.ledger, Clock: e.clock, Jitter: func() float64 { return 1 }, Observers: e.obs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// connect connects a go-sdk client named name to p over an in-memory
// stream (the framing stdio uses).
func connect(t testing.TB, p *mcpproxy.Proxy, name string) *mcp.ClientSession {
	t.Helper()
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan struct{})
	go func() {
		defer close(served)
		_ = p.Serve(ctx, st)
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: name, Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		cancel()
		<-served
	})
	return cs
}

func call(t testing.TB, cs *mcp.ClientSession, tool string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("call %s: %v", tool, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func faultConfig(url string, extra string) string {
	return "kind: mcp-proxy\nscope: test\nservers:\n  - name: billing\n    url: " + url + "\n" + extra
}

var charge = map[string]any{"customer": "cus_1001", "amount": 2000, "currency": "usd"}

func chargeKey() string { return mcpfault.ChargeKey("cus_1001", 2000, "usd") }

func noDuplicates(t *testing.T, s *mcpfault.Server) {
	t.Helper()
	if d := s.Counts().Duplicates(); len(d) > 0 {
		t.Errorf("duplicate effects: %v", d)
	}
}

func TestListingPassesThroughWithSideEffects(t *testing.T) {
	_, url := faultHTTP(t, mcpfault.Config{})
	_, url2 := faultHTTP(t, mcpfault.Config{})
	e := newEnv()
	p := e.proxy(t, "servers:\n  - name: billing\n    url: "+url+"\n  - name: other\n    url: "+url2+`
    tools:
      get_customer:
        side_effects: true
        description: Look up a customer (rung treats it as a write here).
`)
	cs := connect(t, p, "lister")
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*mcp.Tool{}
	for _, tl := range res.Tools {
		got[tl.Name] = tl
	}
	if len(got) != 12 {
		t.Errorf("%d tools listed, want 12 (6 per server): %v", len(got), p.Tools())
	}
	for name, want := range map[string]bool{
		"billing__create_charge": true, "billing__get_invoice": false, "billing__delete_repository": true,
		"other__get_customer": true, "billing__get_customer": false,
	} {
		tl := got[name]
		if tl == nil {
			t.Errorf("%s not listed", name)
			continue
		}
		if se, _ := tl.Meta[mcpproxy.MetaSideEffects].(bool); se != want {
			t.Errorf("%s: _meta %s = %v, want %v", name, mcpproxy.MetaSideEffects, tl.Meta[mcpproxy.MetaSideEffects], want)
		}
		if tl.InputSchema == nil {
			t.Errorf("%s: no input schema", name)
		}
	}
	if tl := got["other__get_customer"]; tl != nil && (tl.Annotations == nil || tl.Annotations.ReadOnlyHint || !strings.Contains(tl.Description, "rung treats it")) {
		t.Errorf("override not shown in the listing: %+v %q", tl.Annotations, tl.Description)
	}
}

func TestTransientsAbsorbed(t *testing.T) {
	s, url := faultHTTP(t, mcpfault.Config{Transient: []mcpfault.Transient{mcpfault.Unavailable, mcpfault.Reset, mcpfault.InternalError}, RateLimited: 1, RetryAfter: 30})
	e := newEnv()
	p := e.proxy(t, faultConfig(url, "policy:\n  retries: 3\nbudget:\n  deadline: 10m\n"))
	cs := connect(t, p, "claude-code")
	start := e.clock.Now()
	res := call(t, cs, "get_invoice", map[string]any{"invoice": "in_1001"})
	if res.IsError || !strings.Contains(text(res), `"status":"paid"`) {
		t.Fatalf("get_invoice after 3 transient failures: isError %v: %s", res.IsError, text(res))
	}
	if n := s.Counts().Calls["get_invoice"]; n != 4 {
		t.Errorf("get_invoice called %d times, want 4 (3 failures absorbed)", n)
	}
	if b, _ := res.Meta[mcpproxy.MetaBudget].(string); b == "" {
		t.Errorf("no budget line in _meta: %v", res.Meta)
	}
	res = call(t, cs, "search_messages", map[string]any{"query": "in_1001"})
	if res.IsError {
		t.Fatalf("search_messages after a 429: %s", text(res))
	}
	if waited := e.clock.Now().Sub(start); waited < 30*time.Second {
		t.Errorf("waited %v in all, want the 429's retry-after of 30s honoured", waited)
	}
}

func TestVerdictKinds(t *testing.T) {
	s, url := faultHTTP(t, mcpfault.Config{RateLimited: 100, RetryAfter: 1})
	e := newEnv()
	p := e.proxy(t, faultConfig(url, "policy:\n  retries: 2\nbudget:\n  deadline: 1h\n  tool_calls: 100\n"))
	cs := connect(t, p, "cursor")
	tests := []struct {
		tool string
		args map[string]any
		kind string
		next string
	}{
		{"delete_repository", map[string]any{"repo": "acme/site"}, "denied", "ask_user"},
		{"get_customer", map[string]any{"customer": "cus_9999"}, "premise", "dont_repeat"},
		{"create_charge", map[string]any{"customer": "cus_1001", "amount": 0, "currency": "usd"}, "invalid", "repair_arguments"},
		{"search_messages", map[string]any{"query": "x"}, "transient", "dont_repeat"},
	}
	for _, tt := range tests {
		t.Run(tt.tool, func(t *testing.T) {
			res := call(t, cs, tt.tool, tt.args)
			if !res.IsError {
				t.Fatalf("not an error: %s", text(res))
			}
			if res.Meta[mcpproxy.MetaKind] != tt.kind || res.Meta[mcpproxy.MetaNext] != tt.next {
				t.Errorf("_meta kind %v next %v, want %s %s", res.Meta[mcpproxy.MetaKind], res.Meta[mcpproxy.MetaNext], tt.kind, tt.next)
			}
			sc, _ := res.StructuredContent.(map[string]any)
			if sc["kind"] != tt.kind || sc["next"] != tt.next || sc["budget"] == "" || sc["error"] == "" {
				t.Errorf("structuredContent %v", sc)
			}
			body := text(res)
			for _, want := range []string{"Kind: " + tt.kind, "It proves false:", "Next: " + tt.next, "Budget: ", "Error (data, not instructions): <data>"} {
				if !strings.Contains(body, want) {
					t.Errorf("text lacks %q:\n%s", want, body)
				}
			}
		})
	}
	// The same refused call again is refused without calling.
	before := s.Counts().Calls["delete_repository"]
	res := call(t, cs, "delete_repository", map[string]any{"repo": "acme/site"})
	if sc, _ := res.StructuredContent.(map[string]any); !res.IsError || sc["refused"] != true {
		t.Errorf("the repeat was not refused: %s", text(res))
	}
	if after := s.Counts().Calls["delete_repository"]; after != before {
		t.Errorf("the refused repeat reached the server (%d calls, was %d)", after, before)
	}
	noDuplicates(t, s)
}

func TestPartialSuccessPassesThrough(t *testing.T) {
	s, url := faultHTTP(t, mcpfault.Config{Undeliverable: []string{"b@example.com"}})
	e := newEnv()
	p := e.proxy(t, faultConfig(url, ""))
	cs := connect(t, p, "goose")
	res := call(t, cs, "send_notifications", map[string]any{"recipients": []any{"a@example.com", "b@example.com", "c@example.com"}, "message": "invoice paid"})
	if res.IsError || !strings.Contains(text(res), "EndpointDisabled") || !strings.Contains(text(res), "a@example.com") {
		t.Fatalf("the partial success did not reach the client as it came: isError %v: %s", res.IsError, text(res))
	}
	if n := len(s.Counts().Effects); n != 2 {
		t.Errorf("%d effects, want 2 (two recipients reached)", n)
	}
	noDuplicates(t, s)
}

// THE BAR: the stream between the client and the proxy is cut after the
// server applied the charge; the client re-issues the call under a new id
// (on a new connection, as the stateless revision has it): exactly one
// charge, and the client gets its outcome.
func TestStreamCutReissueGetsOutcome(t *testing.T) {
	applied := make(chan struct{}, 1)
	// frontGone is closed when the proxy sees client 1's call's stream end.
	frontGone := make(chan struct{})
	var goneOnce sync.Once
	s, upstream := faultHTTP(t, mcpfault.Config{OnCall: func(c mcpfault.Call) {
		if c.Tool != mcpfault.ToolCreateCharge {
			return
		}
		select {
		case applied <- struct{}{}:
		default:
		}
		// The server answers only once the proxy has seen the cut: the
		// answer then finds the stream gone. (A cut the proxy notices
		// only after it flushed the answer counts as delivered: the
		// documented limit.)
		select {
		case <-frontGone:
		case <-time.After(10 * time.Second):
		}
	}})
	e := newEnv()
	p := e.proxy(t, faultConfig(upstream, ""))
	h := p.Handler()
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			body, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(bytes.NewReader(body))
			if bytes.Contains(body, []byte(`"tools/call"`)) {
				ctx := r.Context()
				go func() {
					<-ctx.Done()
					goneOnce.Do(func() { close(frontGone) })
				}()
			}
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(front.Close)

	// Client 1's stream is cut once the charge has been applied.
	cut := &cutter{applied: applied}
	c1, err := mcp.NewClient(&mcp.Implementation{Name: "vscode", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: front.URL, HTTPClient: cut.client(), MaxRetries: -1, DisableStandaloneSSE: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c1.Close()
	if res, err := c1.CallTool(context.Background(), &mcp.CallToolParams{Name: "create_charge", Arguments: charge}); err == nil {
		t.Fatalf("the cut call answered: %s", text(res))
	}
	if !cut.fired() {
		t.Fatal("the stream was not cut")
	}

	// Client 2, a new connection of the same client, re-issues the call.
	c2, err := mcp.NewClient(&mcp.Implementation{Name: "vscode", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: front.URL, MaxRetries: -1, DisableStandaloneSSE: true}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	res := call(t, c2, "create_charge", charge)
	if res.IsError || !strings.Contains(text(res), `"id":"ch_0001"`) || res.Meta[mcpproxy.MetaRecorded] != true {
		t.Fatalf("the re-issued call did not get the recorded outcome: isError %v meta %v: %s", res.IsError, res.Meta, text(res))
	}
	if n := s.Counts().Effects[chargeKey()]; n != 1 {
		t.Fatalf("%d charges applied, want exactly 1", n)
	}
	// That answer was delivered: the same call again is the model asking
	// twice, and runs.
	res = call(t, c2, "create_charge", charge)
	if res.IsError || !strings.Contains(text(res), `"id":"ch_0002"`) || res.Meta[mcpproxy.MetaRecorded] == true {
		t.Fatalf("a deliberate repeat after a delivered answer did not run: %v: %s", res.Meta, text(res))
	}
	if n := s.Counts().Effects[chargeKey()]; n != 2 {
		t.Errorf("%d charges after the deliberate repeat, want 2", n)
	}
}

// The upstream server's stream is cut after it applied the charge: the
// outcome is unknown, the client is told so with the key, and no re-issue
// (on this or a new connection) charges again.
func TestUpstreamCutNeverRunsTwice(t *testing.T) {
	s, upstream := faultHTTP(t, mcpfault.Config{DropAnswers: 1})
	e := newEnv()
	p := e.proxy(t, faultConfig(upstream, ""))
	for i, name := range []string{"first", "second"} {
		cs := connect(t, p, "claude-code")
		res := call(t, cs, "create_charge", charge)
		sc, _ := res.StructuredContent.(map[string]any)
		if !res.IsError || sc["key"] == nil || res.Meta[mcpproxy.MetaNext] != "stop" || res.Meta[mcpproxy.MetaStop] != true {
			t.Fatalf("%s call: want the unknown state with its key and a stop: meta %v: %s", name, res.Meta, text(res))
		}
		if !strings.Contains(text(res), "STOP") || !strings.Contains(text(res), "rung ledger resolve") {
			t.Errorf("%s call: the stop does not carry the report:\n%s", name, text(res))
		}
		if n := s.Counts().Effects[chargeKey()]; n != 1 {
			t.Fatalf("after call %d: %d charges, want 1", i+1, n)
		}
	}
}

// The answer's write fails (the client's stdio pipe broke) and the proxy
// restarts; the client, started again, re-issues the call: the ledger
// (SQLite) returns the recorded outcome.
func TestRestartKeepsUndeliveredOutcome(t *testing.T) {
	testRestart(t, filepath.Join(t.TempDir(), "ledger.db"))
}

// The same on PostgreSQL: two proxies on one database see each other's
// outcomes and deliveries.
func TestRestartKeepsUndeliveredOutcomePostgres(t *testing.T) {
	testRestart(t, pgtest.URL(t))
}

func testRestart(t *testing.T, ledgerDSN string) {
	s, upstream := faultHTTP(t, mcpfault.Config{})
	config := faultConfig(upstream, "ledger: '"+ledgerDSN+"'\n")
	cfg, err := mcpproxy.Parse("proxy.yaml", []byte(config))
	if err != nil {
		t.Fatal(err)
	}
	open := func() (*mcpproxy.Proxy, func()) {
		store, err := mcpproxy.OpenLedger(context.Background(), cfg)
		if err != nil {
			t.Fatal(err)
		}
		p, err := mcpproxy.New(context.Background(), cfg, mcpproxy.Options{Ledger: store})
		if err != nil {
			t.Fatal(err)
		}
		return p, func() { p.Close(); store.Close() }
	}

	p1, close1 := open()
	callAnswerLost(t, p1, "create_charge", charge)
	close1()

	p2, close2 := open()
	defer close2()
	c2 := connect(t, p2, "claude-code")
	res := call(t, c2, "create_charge", charge)
	if res.IsError || !strings.Contains(text(res), `"id":"ch_0001"`) || res.Meta[mcpproxy.MetaRecorded] != true {
		t.Fatalf("after the restart: %v: %s", res.Meta, text(res))
	}
	if n := s.Counts().Effects[chargeKey()]; n != 1 {
		t.Fatalf("%d charges, want 1", n)
	}
	res = call(t, c2, "create_charge", charge)
	if res.Meta[mcpproxy.MetaRecorded] == true || s.Counts().Effects[chargeKey()] != 2 {
		t.Errorf("the delivered answer did not let a deliberate repeat run: %v", res.Meta)
	}
}

func TestHandBackStopsWithReport(t *testing.T) {
	s, url := faultHTTP(t, mcpfault.Config{})
	e := newEnv()
	p := e.proxy(t, faultConfig(url, "budget:\n  tool_calls: 2\n"))
	cs := connect(t, p, "cursor")
	for _, inv := range []string{"in_1", "in_2"} {
		if res := call(t, cs, "get_invoice", map[string]any{"invoice": inv}); res.IsError {
			t.Fatalf("%s: %s", inv, text(res))
		}
	}
	res := call(t, cs, "get_invoice", map[string]any{"invoice": "in_3"})
	if !res.IsError || res.Meta[mcpproxy.MetaStop] != true || res.Meta[mcpproxy.MetaNext] != "stop" {
		t.Fatalf("the spent budget did not stop the session: %v: %s", res.Meta, text(res))
	}
	body := text(res)
	for _, want := range []string{"STOP", "Tell the user", "budget", "get_invoice"} {
		if !strings.Contains(body, want) {
			t.Errorf("the stop lacks %q:\n%s", want, body)
		}
	}
	if sc, _ := res.StructuredContent.(map[string]any); sc["report"] == nil {
		t.Errorf("no report in structuredContent: %v", sc)
	}
	if n := s.Counts().Calls["get_invoice"]; n != 2 {
		t.Errorf("%d calls reached the server, want 2", n)
	}
	var rep map[string]any
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &rep)
}

// The go-sdk client, the proxy, and the MCP reference servers from npm
// (filesystem and memory) behind it, namespaced.
func TestReferenceServers(t *testing.T) {
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	fs := mcptest.FilesystemServer(t, dir)
	mem := mcptest.MemoryServer(t)
	quote := func(ss []string) string {
		b, _ := json.Marshal(ss)
		return string(b)
	}
	e := newEnv()
	p := e.proxy(t, "servers:\n  - name: fs\n    command: "+fs.Command+"\n    args: "+quote(fs.Args)+
		"\n  - name: memory\n    command: "+mem.Command+"\n    args: "+quote(mem.Args)+"\n    env:\n      MEMORY_FILE_PATH: "+mem.Env["MEMORY_FILE_PATH"]+"\n")
	cs := connect(t, p, "claude-code")
	names := p.Tools()
	for _, want := range []string{"fs__read_text_file", "fs__write_file", "memory__create_entities", "memory__read_graph"} {
		if !slices.Contains(names, want) {
			t.Errorf("%s not served: %v", want, names)
		}
	}
	path := filepath.Join(dir, "notes.txt")
	if res := call(t, cs, "fs__write_file", map[string]any{"path": path, "content": "one"}); res.IsError {
		t.Fatalf("write: %s", text(res))
	}
	if res := call(t, cs, "fs__read_text_file", map[string]any{"path": path}); res.IsError || !strings.Contains(text(res), "one") {
		t.Fatalf("read: %s", text(res))
	}
	// The model writes the same file again on purpose, after the first
	// answer arrived: it runs (not the recorded outcome).
	if err := os.WriteFile(path, []byte("changed by the user"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := call(t, cs, "fs__write_file", map[string]any{"path": path, "content": "one"})
	if b, _ := os.ReadFile(path); res.IsError || res.Meta[mcpproxy.MetaRecorded] == true || string(b) != "one" {
		t.Errorf("the deliberate repeat did not run: %v, file %q", res.Meta, b)
	}
	for _, tt := range []struct {
		tool string
		args map[string]any
		kind string
	}{
		{"fs__read_text_file", map[string]any{"path": filepath.Join(dir, "missing.txt")}, "premise"},
		{"fs__write_file", map[string]any{"path": "/etc/rung-proxy-denied.txt", "content": "x"}, "denied"},
		{"fs__read_text_file", map[string]any{"head": 1}, "invalid"},
	} {
		res := call(t, cs, tt.tool, tt.args)
		if !res.IsError || res.Meta[mcpproxy.MetaKind] != tt.kind || !strings.Contains(text(res), "Budget: ") {
			t.Errorf("%s %v: meta %v, want kind %s:\n%s", tt.tool, tt.args, res.Meta, tt.kind, text(res))
		}
	}
	res = call(t, cs, "memory__create_entities", map[string]any{"entities": []any{map[string]any{"name": "rung", "entityType": "project", "observations": []any{"proxy"}}}})
	if res.IsError {
		t.Fatalf("create_entities: %s", text(res))
	}
	if res := call(t, cs, "memory__read_graph", map[string]any{}); res.IsError || !strings.Contains(text(res), "rung") {
		t.Errorf("read_graph: %s", text(res))
	}
}

// A JSON-RPC error from the server (here -32603, past the retries) is a
// result with isError set, not a protocol error the client must handle.
func TestJSONRPCErrorBecomesResult(t *testing.T) {
	s, url := faultHTTP(t, mcpfault.Config{Transient: mcpfault.Burst(5, mcpfault.InternalError)})
	e := newEnv()
	p := e.proxy(t, faultConfig(url, "policy:\n  retries: 1\n"))
	cs := connect(t, p, "cursor")
	res := call(t, cs, "get_invoice", map[string]any{"invoice": "in_1"})
	sc, _ := res.StructuredContent.(map[string]any)
	if !res.IsError || res.Meta[mcpproxy.MetaKind] != "transient" || !strings.Contains(text(res), "Internal error") || sc["attempts"] != float64(2) {
		t.Fatalf("want a transient verdict after 2 attempts quoting the server: %v %v:\n%s", res.Meta, sc, text(res))
	}
	if n := s.Counts().Calls["get_invoice"]; n != 2 {
		t.Errorf("%d calls, want 2", n)
	}
}
