package mcpfault_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy/mcpfault"
)

func TestMain(m *testing.M) {
	mcpfault.RunIfChild()
	os.Exit(m.Run())
}

// A transport under test: it starts a server scripted by cfg, connects a
// go-sdk client, and reads the server's counts.
type transport struct {
	name  string
	start func(t testing.TB, cfg mcpfault.Config) (*mcp.ClientSession, func() mcpfault.Counts)
}

var transports = []transport{
	{"in-memory", startInMemory},
	{"streamable-http", startHTTP},
	{"stdio", startStdio},
}

func newClient() *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "mcpfault-test", Version: "1"}, nil)
}

func newServer(t testing.TB, cfg mcpfault.Config) *mcpfault.Server {
	t.Helper()
	s, err := mcpfault.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func startInMemory(t testing.TB, cfg mcpfault.Config) (*mcp.ClientSession, func() mcpfault.Counts) {
	s := newServer(t, cfg)
	return connectInMemory(t, s), s.Counts
}

func connectInMemory(t testing.TB, s *mcpfault.Server) *mcp.ClientSession {
	t.Helper()
	ct, err := s.InMemory(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	cs, err := newClient().Connect(t.Context(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func startHTTP(t testing.TB, cfg mcpfault.Config) (*mcp.ClientSession, func() mcpfault.Counts) {
	s := newServer(t, cfg)
	hs := httptest.NewServer(s.Handler(nil))
	t.Cleanup(hs.Close)
	return connectHTTP(t, hs.URL), s.Counts
}

func connectHTTP(t testing.TB, url string) *mcp.ClientSession {
	t.Helper()
	cs, err := newClient().Connect(t.Context(), &mcp.StreamableClientTransport{
		Endpoint: url,
		// The client must see the broken stream, not resume it.
		MaxRetries:           -1,
		DisableStandaloneSSE: true,
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// startStdio runs this test binary as the server (TestMain's RunIfChild),
// with a journal to read its counts from.
func startStdio(t testing.TB, cfg mcpfault.Config) (*mcp.ClientSession, func() mcpfault.Counts) {
	if cfg.Journal == "" {
		cfg.Journal = filepath.Join(t.TempDir(), "journal.jsonl")
	}
	cs := connectStdio(t, cfg)
	return cs, func() mcpfault.Counts {
		c, err := mcpfault.ReadJournal(cfg.Journal)
		if errors.Is(err, os.ErrNotExist) {
			return mcpfault.Counts{}
		}
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
}

func connectStdio(t testing.TB, cfg mcpfault.Config) *mcp.ClientSession {
	t.Helper()
	path, env, err := mcpfault.Subprocess(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path)
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	// The child's log is shown only when the test fails; this cleanup is
	// registered first, so it runs after the session's close has reaped
	// the child.
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("server stderr:\n%s", stderr.String())
		}
	})
	cs, err := newClient().Connect(t.Context(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func call(t *testing.T, cs *mcp.ClientSession, tool string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// structured decodes a result's structured content into a generic map.
func structured(t *testing.T, res *mcp.CallToolResult) map[string]any {
	t.Helper()
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("structured content %s: %v", b, err)
	}
	return m
}

func TestTransientBurst(t *testing.T) {
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs, counts := tr.start(t, mcpfault.Config{Transient: []mcpfault.Transient{
				mcpfault.Unavailable, mcpfault.Reset, mcpfault.GatewayTimeout, mcpfault.InternalError,
			}})
			args := map[string]any{"invoice": "in_1001"}
			for i, want := range []string{
				"Request failed with status code 503",
				"request to https://billing.example.com/v1/invoices/in_1001 failed, reason: read ECONNRESET",
				"Request failed with status code 504: upstream request timeout",
			} {
				res := call(t, cs, mcpfault.ToolGetInvoice, args)
				if !res.IsError || !strings.Contains(text(res), want) {
					t.Errorf("call %d: isError %v, text %q; want an error result with %q", i+1, res.IsError, text(res), want)
				}
			}
			_, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpfault.ToolGetInvoice, Arguments: args})
			var wire *jsonrpc.Error
			if !errors.As(err, &wire) || wire.Code != jsonrpc.CodeInternalError {
				t.Errorf("call 4: got %v, want JSON-RPC error -32603", err)
			}
			for i := 5; i <= 6; i++ {
				res := call(t, cs, mcpfault.ToolGetInvoice, args)
				if res.IsError || structured(t, res)["status"] != "paid" {
					t.Errorf("call %d after the burst: isError %v, %s", i, res.IsError, text(res))
				}
			}
			if got := counts().Calls[mcpfault.ToolGetInvoice]; got != 6 {
				t.Errorf("calls counted: %d, want 6", got)
			}
		})
	}
}

func TestBurstHelper(t *testing.T) {
	want := []mcpfault.Transient{mcpfault.Reset, mcpfault.Reset, mcpfault.Reset}
	if diff := cmp.Diff(want, mcpfault.Burst(3, mcpfault.Reset)); diff != "" {
		t.Error(diff)
	}
}

var charge = map[string]any{"customer": "cus_1001", "amount": 2000, "currency": "usd"}

// TestDropAfterApplyHTTP: the charge is applied, then the response is cut
// (before it starts, or in the middle of the answer, with SSE or JSON
// responses, stateful or stateless); the client's re-issue under a new id
// is applied again (the server does not dedupe: that is the proxy's job)
// and answered.
func TestDropAfterApplyHTTP(t *testing.T) {
	// What go-sdk's client says: an EOF before the response is -32005
	// "rejected by transport", as if nothing was sent; a cut SSE stream is
	// "request terminated without response"; a cut JSON body breaks the
	// whole session, so the re-issue needs a new one.
	tests := []struct {
		name      string
		midStream bool
		opts      mcp.StreamableHTTPOptions
		saw       string
		reconnect bool
	}{
		{"sse", false, mcp.StreamableHTTPOptions{}, "rejected by transport", false},
		{"json", false, mcp.StreamableHTTPOptions{JSONResponse: true}, "rejected by transport", false},
		{"stateless", false, mcp.StreamableHTTPOptions{Stateless: true}, "rejected by transport", false},
		{"sse mid-stream", true, mcp.StreamableHTTPOptions{}, "terminated without response", false},
		{"json mid-stream", true, mcp.StreamableHTTPOptions{JSONResponse: true}, "unexpected EOF", true},
	}
	// HTTP/2 cannot hijack: the handler aborts and the stream is reset.
	t.Run("http2", func(t *testing.T) {
		s := newServer(t, mcpfault.Config{DropAnswers: 1})
		hs := httptest.NewUnstartedServer(s.Handler(nil))
		hs.EnableHTTP2 = true
		hs.StartTLS()
		t.Cleanup(hs.Close)
		cs, err := newClient().Connect(t.Context(), &mcp.StreamableClientTransport{Endpoint: hs.URL, HTTPClient: hs.Client(), MaxRetries: -1, DisableStandaloneSSE: true}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		_, err = cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge})
		if err == nil || !strings.Contains(err.Error(), "stream error") {
			t.Fatalf("the dropped call: got %v, want a reset stream", err)
		}
		res := call(t, cs, mcpfault.ToolCreateCharge, charge)
		if res.IsError || s.Counts().Effects[mcpfault.ChargeKey("cus_1001", 2000, "usd")] != 2 {
			t.Errorf("re-issue: %s, counts %+v", text(res), s.Counts())
		}
	})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newServer(t, mcpfault.Config{DropAnswers: 1, CutMidStream: tt.midStream})
			hs := httptest.NewServer(s.Handler(&tt.opts))
			t.Cleanup(hs.Close)
			cs := connectHTTP(t, hs.URL)
			_, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge})
			if err == nil || !strings.Contains(err.Error(), tt.saw) {
				t.Fatalf("the dropped call: got %v, want a broken stream (%q)", err, tt.saw)
			}
			key := mcpfault.ChargeKey("cus_1001", 2000, "usd")
			if c := s.Counts(); c.Effects[key] != 1 || c.Dropped[mcpfault.ToolCreateCharge] != 1 {
				t.Fatalf("after the cut: %+v, want the charge applied once and one answer dropped", c)
			}
			if tt.reconnect {
				cs = connectHTTP(t, hs.URL)
			}
			res := call(t, cs, mcpfault.ToolCreateCharge, charge)
			if res.IsError || structured(t, res)["id"] != "ch_0002" {
				t.Fatalf("re-issue: %s", text(res))
			}
			if c := s.Counts(); c.Effects[key] != 2 || !cmp.Equal(c.Duplicates(), []string{key}) {
				t.Errorf("after the re-issue: %+v", c)
			}
		})
	}
}

// TestEchoedMarkerIsNotDropped: a result that echoes the marker's key is
// delivered; only the server's own token drops an answer.
func TestEchoedMarkerIsNotDropped(t *testing.T) {
	for _, tr := range transports[:2] {
		t.Run(tr.name, func(t *testing.T) {
			cs, _ := tr.start(t, mcpfault.Config{})
			for _, id := range []string{"mcpfault/drop", `"mcpfault/drop":true`} {
				res := call(t, cs, mcpfault.ToolGetInvoice, map[string]any{"invoice": id})
				if res.IsError || structured(t, res)["id"] != id {
					t.Errorf("invoice %q: %s", id, text(res))
				}
			}
		})
	}
}

// TestDropAfterApplyInMemory: the server never answers the dropped id; the
// test learns of the drop from OnCall and gives up on the call.
func TestDropAfterApplyInMemory(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	s := newServer(t, mcpfault.Config{DropAnswers: 1, OnCall: func(c mcpfault.Call) {
		if c.Dropped {
			cancel()
		}
	}})
	cs := connectInMemory(t, s)
	_, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("dropped call: got %v, want it to wait until cancelled", err)
	}
	res := call(t, cs, mcpfault.ToolCreateCharge, charge)
	if res.IsError || structured(t, res)["id"] != "ch_0002" {
		t.Fatalf("re-issue on the same session: %s", text(res))
	}
	c := s.Counts()
	if c.Effects[mcpfault.ChargeKey("cus_1001", 2000, "USD")] != 2 || c.Dropped[mcpfault.ToolCreateCharge] != 1 || c.Calls[mcpfault.ToolCreateCharge] != 2 {
		t.Errorf("counts %+v", c)
	}
}

// TestDropAfterApplyStdio: over stdio the answer is never written; the
// child's stderr line says when, and the test gives up on the call then.
func TestDropAfterApplyStdio(t *testing.T) {
	cfg := mcpfault.Config{DropAnswers: 1, Journal: filepath.Join(t.TempDir(), "j.jsonl")}
	path, env, err := mcpfault.Subprocess(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path)
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	var lines []string
	scanned := make(chan struct{})
	go func() {
		defer close(scanned)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines = append(lines, sc.Text())
			if strings.HasSuffix(sc.Text(), "answer dropped") {
				cancel()
			}
		}
	}()
	cs, err := newClient().Connect(t.Context(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge}); !errors.Is(err, context.Canceled) {
		t.Fatalf("dropped call: got %v, want it to wait until cancelled", err)
	}
	res := call(t, cs, mcpfault.ToolCreateCharge, charge)
	if res.IsError || structured(t, res)["id"] != "ch_0002" {
		t.Fatalf("re-issue on the same session: %s", text(res))
	}
	cs.Close()
	<-scanned
	want := []string{
		`mcpfault: create_charge #1: ok, applied ["create_charge customer=cus_1001 amount=2000 currency=usd"], answer dropped`,
		`mcpfault: create_charge #2: ok, applied ["create_charge customer=cus_1001 amount=2000 currency=usd"]`,
	}
	if diff := cmp.Diff(want, lines); diff != "" {
		t.Errorf("stderr (-want +got):\n%s", diff)
	}
	c, err := mcpfault.ReadJournal(cfg.Journal)
	if err != nil {
		t.Fatal(err)
	}
	if c.Effects[mcpfault.ChargeKey("cus_1001", 2000, "usd")] != 2 || c.Dropped[mcpfault.ToolCreateCharge] != 1 {
		t.Errorf("journal counts %+v", c)
	}
}

// TestCut: with Cut the connection closes after the charge was applied
// (in memory, and over stdio where the server process exits); a new
// connection (a restarted process resuming from the journal) answers the
// re-issue.
func TestCut(t *testing.T) {
	key := mcpfault.ChargeKey("cus_1001", 2000, "usd")
	t.Run("in-memory", func(t *testing.T) {
		s := newServer(t, mcpfault.Config{DropAnswers: 1, Cut: true})
		cs := connectInMemory(t, s)
		if _, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge}); err == nil {
			t.Fatal("the cut call returned an answer")
		}
		res := call(t, connectInMemory(t, s), mcpfault.ToolCreateCharge, charge)
		if res.IsError {
			t.Fatal(text(res))
		}
		if got := s.Counts().Effects[key]; got != 2 {
			t.Errorf("effects %d, want 2", got)
		}
	})
	t.Run("stdio", func(t *testing.T) {
		cfg := mcpfault.Config{DropAnswers: 1, Cut: true, Journal: filepath.Join(t.TempDir(), "j.jsonl")}
		cs := connectStdio(t, cfg)
		if _, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: charge}); err == nil {
			t.Fatal("the cut call returned an answer")
		}
		if err := cs.Wait(); err != nil && !errors.Is(err, mcp.ErrConnectionClosed) {
			t.Logf("session ended: %v", err)
		}
		res := call(t, connectStdio(t, cfg), mcpfault.ToolCreateCharge, charge)
		if res.IsError || structured(t, res)["id"] != "ch_0002" {
			t.Fatalf("re-issue to the restarted server: %s", text(res))
		}
		c, err := mcpfault.ReadJournal(cfg.Journal)
		if err != nil {
			t.Fatal(err)
		}
		if c.Effects[key] != 2 || c.Dropped[mcpfault.ToolCreateCharge] != 1 {
			t.Errorf("journal counts %+v", c)
		}
	})
}

func TestRateLimit(t *testing.T) {
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs, counts := tr.start(t, mcpfault.Config{RateLimited: 2, RetryAfter: 7})
			args := map[string]any{"query": "in_1001"}
			for i := 1; i <= 2; i++ {
				res := call(t, cs, mcpfault.ToolSearchMessages, args)
				if !res.IsError || !strings.HasPrefix(text(res), "HTTP 429, retry-after: 7\n") {
					t.Errorf("call %d: isError %v, text %q", i, res.IsError, text(res))
				}
				if got := res.Meta[mcpfault.MetaRetryAfter]; got != 7.0 {
					t.Errorf("call %d: _meta %v", i, res.Meta)
				}
				if got := structured(t, res)["retry_after"]; got != 7.0 {
					t.Errorf("call %d: structured retry_after %v", i, got)
				}
			}
			res := call(t, cs, mcpfault.ToolSearchMessages, args)
			if res.IsError || structured(t, res)["ok"] != true {
				t.Errorf("after the limit: %s", text(res))
			}
			if got := counts().Calls[mcpfault.ToolSearchMessages]; got != 3 {
				t.Errorf("calls %d, want 3", got)
			}
		})
	}
}

func TestRetryAfterDefault(t *testing.T) {
	cs, _ := startInMemory(t, mcpfault.Config{RateLimited: 1})
	res := call(t, cs, mcpfault.ToolSearchMessages, map[string]any{"query": "x"})
	if !strings.Contains(text(res), "retry-after: 30") {
		t.Errorf("default wait: %q", text(res))
	}
}

func TestDenied(t *testing.T) {
	tests := []struct {
		denial mcpfault.Denial
		want   string
	}{
		{"", "failed to delete repository: DELETE https://api.github.com/repos/octo/hello: 403 Resource not accessible by personal access token []"},
		{mcpfault.EACCES, "EACCES: permission denied, rmdir '/srv/git/octo/hello.git'"},
	}
	for _, tr := range transports {
		for _, tt := range tests {
			t.Run(tr.name+"/"+string(tt.denial), func(t *testing.T) {
				cs, counts := tr.start(t, mcpfault.Config{Denial: tt.denial})
				for range 2 {
					res := call(t, cs, mcpfault.ToolDeleteRepository, map[string]any{"repo": "octo/hello"})
					if !res.IsError || text(res) != tt.want {
						t.Errorf("isError %v, text %q, want %q", res.IsError, text(res), tt.want)
					}
				}
				if c := counts(); c.Calls[mcpfault.ToolDeleteRepository] != 2 || len(c.Effects) != 0 {
					t.Errorf("counts %+v", c)
				}
			})
		}
	}
}

func TestPartialSuccess(t *testing.T) {
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs, counts := tr.start(t, mcpfault.Config{Undeliverable: []string{"bob@example.com"}})
			res := call(t, cs, mcpfault.ToolSendNotifications, map[string]any{
				"recipients": []string{"ann@example.com", "bob@example.com", "cy@example.com"},
				"message":    "Your invoice is paid",
			})
			if res.IsError {
				t.Fatalf("a batch with failed entries is accepted, not an error: %s", text(res))
			}
			want := map[string]any{
				"Successful": []any{
					map[string]any{"Id": "0", "Recipient": "ann@example.com", "MessageId": "msg-0001-0"},
					map[string]any{"Id": "2", "Recipient": "cy@example.com", "MessageId": "msg-0001-2"},
				},
				"Failed": []any{
					map[string]any{"Id": "1", "Recipient": "bob@example.com", "Code": "EndpointDisabled", "Message": "Endpoint is disabled", "SenderFault": true},
				},
			}
			if diff := cmp.Diff(want, structured(t, res)); diff != "" {
				t.Errorf("structured (-want +got):\n%s", diff)
			}
			var fromText map[string]any
			if err := json.Unmarshal([]byte(text(res)), &fromText); err != nil || !cmp.Equal(want, fromText) {
				t.Errorf("text content %q is not the same JSON (%v)", text(res), err)
			}
			wantEffects := map[string]int{
				mcpfault.NotificationKey("ann@example.com", "Your invoice is paid"): 1,
				mcpfault.NotificationKey("cy@example.com", "Your invoice is paid"):  1,
			}
			if diff := cmp.Diff(wantEffects, counts().Effects); diff != "" {
				t.Errorf("effects (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNotFound(t *testing.T) {
	for _, tr := range transports {
		t.Run(tr.name, func(t *testing.T) {
			cs, _ := tr.start(t, mcpfault.Config{Customers: []string{"cus_7"}})
			res := call(t, cs, mcpfault.ToolGetCustomer, map[string]any{"customer": "cus_1001"})
			if !res.IsError || text(res) != "No such customer: 'cus_1001'" {
				t.Errorf("unknown customer: isError %v, %q", res.IsError, text(res))
			}
			if e, _ := structured(t, res)["error"].(map[string]any); e["code"] != "resource_missing" {
				t.Errorf("structured %v", res.StructuredContent)
			}
			if res := call(t, cs, mcpfault.ToolGetCustomer, map[string]any{"customer": "cus_7"}); res.IsError {
				t.Errorf("known customer: %s", text(res))
			}
		})
	}
	cs, _ := startInMemory(t, mcpfault.Config{})
	if res := call(t, cs, mcpfault.ToolGetCustomer, map[string]any{"customer": mcpfault.DefaultCustomer}); res.IsError {
		t.Errorf("default customer: %s", text(res))
	}
}

func TestAnnotations(t *testing.T) {
	cs, _ := startInMemory(t, mcpfault.Config{})
	type hints struct {
		ReadOnly, Destructive, Idempotent bool
	}
	got := map[string]hints{}
	for tool, err := range cs.Tools(t.Context(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		a := tool.Annotations
		got[tool.Name] = hints{a.ReadOnlyHint, a.DestructiveHint != nil && *a.DestructiveHint, a.IdempotentHint}
	}
	want := map[string]hints{
		mcpfault.ToolGetInvoice:        {ReadOnly: true},
		mcpfault.ToolGetCustomer:       {ReadOnly: true},
		mcpfault.ToolSearchMessages:    {ReadOnly: true},
		mcpfault.ToolCreateCharge:      {},
		mcpfault.ToolSendNotifications: {},
		mcpfault.ToolDeleteRepository:  {Destructive: true, Idempotent: true},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("annotations (-want +got):\n%s", diff)
	}
}

func TestInvalidArguments(t *testing.T) {
	cs, counts := startInMemory(t, mcpfault.Config{})
	tests := []struct {
		tool string
		args map[string]any
		want string
	}{
		{mcpfault.ToolCreateCharge, map[string]any{"customer": "cus_1", "currency": "usd"}, `"amount" is required`},
		{mcpfault.ToolCreateCharge, map[string]any{"customer": "cus_1", "amount": "20", "currency": "usd"}, "amount"},
		{mcpfault.ToolGetInvoice, map[string]any{"invoice": "in_1", "expand": true}, `unknown field "expand"`},
	}
	for _, tt := range tests {
		_, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: tt.tool, Arguments: tt.args})
		var wire *jsonrpc.Error
		if !errors.As(err, &wire) || wire.Code != jsonrpc.CodeInvalidParams || !strings.Contains(wire.Message, tt.want) {
			t.Errorf("%s %v: got %v, want -32602 naming %s", tt.tool, tt.args, err, tt.want)
		}
	}
	res := call(t, cs, mcpfault.ToolCreateCharge, map[string]any{"customer": "cus_1", "amount": 0, "currency": "usd"})
	if !res.IsError || !strings.Contains(text(res), "amount must be at least 1") {
		t.Errorf("zero amount: %s", text(res))
	}
	if c := counts(); len(c.Effects) != 0 || c.Calls[mcpfault.ToolCreateCharge] != 3 {
		t.Errorf("invalid calls applied something: %+v", c)
	}
}

// TestConcurrentCharges: effects are counted exactly under concurrent
// sessions (run with -race).
func TestConcurrentCharges(t *testing.T) {
	journal := filepath.Join(t.TempDir(), "j.jsonl")
	s := newServer(t, mcpfault.Config{Journal: journal})
	const sessions, each = 4, 25
	var wg sync.WaitGroup
	for i := range sessions {
		cs := connectInMemory(t, s)
		wg.Go(func() {
			for j := range each {
				args := map[string]any{"customer": "cus_1001", "amount": 100 + j%5, "currency": "usd"}
				if _, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpfault.ToolCreateCharge, Arguments: args}); err != nil {
					t.Errorf("session %d call %d: %v", i, j, err)
				}
			}
		})
	}
	wg.Wait()
	c := s.Counts()
	for j := range 5 {
		if got := c.Effects[mcpfault.ChargeKey("cus_1001", int64(100+j), "usd")]; got != sessions*each/5 {
			t.Errorf("amount %d applied %d times, want %d", 100+j, got, sessions*each/5)
		}
	}
	s.Close()
	fromJournal, err := mcpfault.ReadJournal(journal)
	if err != nil {
		t.Fatal(err)
	}
	if !cmp.Equal(c, fromJournal) {
		t.Errorf("journal %+v, server %+v", fromJournal, c)
	}
}
