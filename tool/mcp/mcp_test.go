package mcp_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/mcp"
)

// The test binary doubles as a stdio MCP server (the SDK's own server), so
// the tests can make a server die mid-call, answer with JSON-RPC errors and
// paginate its tool list.
const envServer = "RUNG_MCP_TEST_SERVER"

func TestMain(m *testing.M) {
	helperMain()
	if os.Getenv(envServer) == "1" {
		if err := newTestServer().Run(context.Background(), &sdk.StdioTransport{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func text(s string) *sdk.CallToolResult {
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: s}}}
}

func yes() *bool { b := true; return &b }
func no() *bool  { b := false; return &b }

func newTestServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "rung-test", Version: "v0"}, &sdk.ServerOptions{PageSize: 2})
	obj := map[string]any{"type": "object"}
	add := func(name string, a *sdk.ToolAnnotations, h sdk.ToolHandler) {
		s.AddTool(&sdk.Tool{Name: name, Description: "test tool " + name, InputSchema: obj, Annotations: a}, h)
	}
	add("echo", &sdk.ToolAnnotations{ReadOnlyHint: true}, func(_ context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return text(string(r.Params.Arguments)), nil
	})
	add("pid", &sdk.ToolAnnotations{ReadOnlyHint: true}, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return text(fmt.Sprint(os.Getpid())), nil
	})
	add("die", nil, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		os.Exit(3)
		return nil, nil
	})
	add("put", &sdk.ToolAnnotations{IdempotentHint: true, DestructiveHint: no()}, func(_ context.Context, r *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		key, _ := r.Params.Meta[mcp.MetaIdempotencyKey].(string)
		return &sdk.CallToolResult{StructuredContent: map[string]any{"key": key}}, nil
	})
	add("rpc_error", &sdk.ToolAnnotations{ReadOnlyHint: true}, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return nil, &jsonrpc.Error{Code: -32002, Message: "Resource not found: mem://x"}
	})
	add("tool_error", &sdk.ToolAnnotations{ReadOnlyHint: true}, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		r := text("Access denied - path outside allowed directories: /etc/passwd not in /tmp/x")
		r.IsError = true
		return r, nil
	})
	add("slow", &sdk.ToolAnnotations{DestructiveHint: yes()}, func(ctx context.Context, _ *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	})
	add("image", &sdk.ToolAnnotations{ReadOnlyHint: true}, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "a"}, &sdk.ImageContent{Data: []byte{1}, MIMEType: "image/png"}}}, nil
	})
	add("json_text", &sdk.ToolAnnotations{ReadOnlyHint: true}, func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		return text(`{"id": 7, "tags": ["a"]}`), nil
	})
	return s
}

func selfServer(t *testing.T) mcp.Server {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return mcp.Server{Name: "t", Command: exe, Args: []string{"-test.run=^$"}, Env: map[string]string{envServer: "1"}}
}

func connect(t *testing.T, s mcp.Server) *mcp.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := mcp.Connect(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func toolMap(t *testing.T, c *mcp.Client) map[string]rung.Tool {
	t.Helper()
	tools, err := c.Tools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]rung.Tool{}
	for _, tl := range tools {
		m[tl.Name] = tl
	}
	return m
}

func failureOf(t *testing.T, err error) *rung.Failure {
	t.Helper()
	f, ok := rung.AsFailure(err)
	if !ok {
		t.Fatalf("error %v (%T) is not a *rung.Failure", err, err)
	}
	return f
}

func TestToolsPaginatedAndAnnotated(t *testing.T) {
	c := connect(t, selfServer(t))
	type flags struct{ SideEffects, Key bool }
	got := map[string]flags{}
	for name, tl := range toolMap(t, c) {
		got[name] = flags{tl.SideEffects, tl.AcceptsIdempotencyKey}
		if len(tl.InputSchema) == 0 || tl.Description == "" || tl.Call == nil {
			t.Errorf("%s: schema %q, description %q, call set %v", name, tl.InputSchema, tl.Description, tl.Call != nil)
		}
	}
	// Nine tools in pages of two: every page was read.
	want := map[string]flags{
		"t.echo":       {false, false},
		"t.pid":        {false, false},
		"t.die":        {true, false}, // no annotations: side effects
		"t.put":        {true, true},  // idempotentHint: replay-safe
		"t.rpc_error":  {false, false},
		"t.tool_error": {false, false},
		"t.slow":       {true, false}, // destructive
		"t.image":      {false, false},
		"t.json_text":  {false, false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("tools (-want +got):\n%s", diff)
	}
}

func TestOverridesWin(t *testing.T) {
	s := selfServer(t)
	s.Tools = map[string]mcp.Override{
		"put":  {SideEffects: no(), Identifying: []string{"key"}, Alternatives: []string{"t.echo"}},
		"echo": {SideEffects: yes(), Rules: []rung.Rule{{Message: "x", Kind: rung.KindDenied}}, Timeout: time.Second, Description: "mine"},
	}
	m := toolMap(t, connect(t, s))
	put, echo := m["t.put"], m["t.echo"]
	if put.SideEffects || put.AcceptsIdempotencyKey || !cmp.Equal(put.Identifying, []string{"key"}) || !cmp.Equal(put.Alternatives, []string{"t.echo"}) {
		t.Errorf("put = side effects %v, key %v, identifying %v, alternatives %v", put.SideEffects, put.AcceptsIdempotencyKey, put.Identifying, put.Alternatives)
	}
	if !echo.SideEffects || len(echo.Rules) != 1 || echo.Timeout != time.Second || echo.Description != "mine" {
		t.Errorf("echo = side effects %v, rules %v, timeout %v, description %q", echo.SideEffects, echo.Rules, echo.Timeout, echo.Description)
	}

	s.IgnoreAnnotations = true
	s.Tools = nil
	m = toolMap(t, connect(t, s))
	if tl := m["t.echo"]; !tl.SideEffects || tl.AcceptsIdempotencyKey {
		t.Errorf("ignored annotations: echo side effects %v, key %v", tl.SideEffects, tl.AcceptsIdempotencyKey)
	}
}

func TestOutputs(t *testing.T) {
	m := toolMap(t, connect(t, selfServer(t)))
	ctx := rung.WithIdempotencyKey(context.Background(), "run1/step2")
	tests := []struct {
		tool string
		args map[string]any
		want any
	}{
		{"t.echo", map[string]any{"a": "b"}, map[string]any{"a": "b"}}, // JSON text is parsed
		{"t.json_text", nil, map[string]any{"id": float64(7), "tags": []any{"a"}}},
		{"t.put", nil, map[string]any{"key": "run1/step2"}}, // structured content; the key travels in _meta
		{"t.image", nil, []any{
			map[string]any{"type": "text", "text": "a"},
			map[string]any{"type": "image", "data": "AQ==", "mimeType": "image/png"},
		}},
	}
	for _, tt := range tests {
		got, err := m[tt.tool].Call(ctx, tt.args)
		if err != nil {
			t.Errorf("%s: %v", tt.tool, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.tool, diff)
		}
	}
}

func TestFailures(t *testing.T) {
	m := toolMap(t, connect(t, selfServer(t)))
	ctx := context.Background()

	_, err := m["t.tool_error"].Call(ctx, map[string]any{"path": "/etc/passwd"})
	f := failureOf(t, err)
	if f.Kind != rung.KindDenied || f.Target != "/etc/passwd" || f.Protocol != "mcp" || !strings.HasPrefix(f.Message, "Access denied") {
		t.Errorf("isError result: %+v", f)
	}
	var te *mcp.ToolError
	if !errors.As(err, &te) {
		t.Errorf("isError result does not unwrap to a *mcp.ToolError: %v", err)
	}

	_, err = m["t.rpc_error"].Call(ctx, nil)
	f = failureOf(t, err)
	if f.Kind != rung.KindPremise || f.Code != "-32002" || f.Effect != rung.EffectNone {
		t.Errorf("JSON-RPC -32002: %+v", f)
	}

	tctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	_, err = m["t.slow"].Call(tctx, nil)
	f = failureOf(t, err)
	if f.Kind != rung.KindTransient || !f.Timeout || f.Effect != rung.EffectPossible {
		t.Errorf("deadline on a side-effecting tool: %+v", f)
	}
	// The session survives a call's deadline.
	if _, err := m["t.echo"].Call(ctx, nil); err != nil {
		t.Errorf("after a timeout: %v", err)
	}
}

func TestRulesApplyAheadOfPresets(t *testing.T) {
	s := selfServer(t)
	s.Tools = map[string]mcp.Override{"tool_error": {Rules: []rung.Rule{{Message: "outside allowed", Kind: rung.KindPremise, Reason: "sandbox moved"}}}}
	m := toolMap(t, connect(t, s))
	_, err := m["t.tool_error"].Call(context.Background(), nil)
	if f := failureOf(t, err); f.Kind != rung.KindPremise || f.Reason != "sandbox moved" {
		t.Errorf("rule: %+v", f)
	}
}

// A server that dies mid-call fails that call as transient (with a possible
// effect: the tool may have run), and the next call reconnects to a new
// process.
func TestDeadServerReconnects(t *testing.T) {
	c := connect(t, selfServer(t))
	m := toolMap(t, c)
	ctx := context.Background()
	pid1, err := m["t.pid"].Call(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = m["t.die"].Call(ctx, nil)
	f := failureOf(t, err)
	if f.Kind != rung.KindTransient || f.Effect != rung.EffectPossible {
		t.Fatalf("server died mid-call: %+v", f)
	}
	pid2, err := m["t.pid"].Call(ctx, nil)
	if err != nil {
		t.Fatalf("call after the server died: %v", err)
	}
	if pid1 == pid2 {
		t.Errorf("pid %v after reconnect, want a new process", pid2)
	}
}

func TestConnectErrors(t *testing.T) {
	ctx := context.Background()
	_, err := mcp.Connect(ctx, mcp.Server{Command: "/nonexistent/mcp-server"})
	if f := failureOf(t, err); f.Kind != rung.KindPremise {
		t.Errorf("missing executable: %+v", f)
	}
	for _, s := range []mcp.Server{{}, {Command: "x", URL: "http://x"}} {
		if _, err := mcp.Connect(ctx, s); err == nil {
			t.Errorf("Connect(%+v) = nil error", s)
		}
	}

	// Credentials in the configured headers never reach a failure.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "bad token "+r.Header.Get("Authorization"), http.StatusUnauthorized)
	}))
	defer srv.Close()
	_, err = mcp.Connect(ctx, mcp.Server{URL: srv.URL, Header: map[string]string{"Authorization": "Bearer s3cr3t-t0ken-value"}})
	if err == nil {
		t.Fatal("connect to a 401 endpoint succeeded")
	}
	if strings.Contains(err.Error(), "s3cr3t") {
		t.Errorf("failure leaks the token: %v", err)
	}
}

func TestClosedClient(t *testing.T) {
	c := connect(t, selfServer(t))
	m := toolMap(t, c)
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	_, err := m["t.echo"].Call(context.Background(), nil)
	if f := failureOf(t, err); f.Kind == rung.KindTransient {
		t.Errorf("call on a closed client is transient (would retry forever): %+v", f)
	}
}

// The SDK's streamable HTTP handler serves the same test server over HTTP.
func TestStreamableHTTP(t *testing.T) {
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return newTestServer() }, nil)
	var sawAuth atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == "Bearer k" {
			sawAuth.Store(true)
		}
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	c := connect(t, mcp.Server{URL: srv.URL, Header: map[string]string{"Authorization": "Bearer k"}})
	m := toolMap(t, c)
	got, err := m["echo"].Call(context.Background(), map[string]any{"x": 1.0})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(map[string]any{"x": 1.0}, got); diff != "" {
		t.Errorf("echo over HTTP (-want +got):\n%s", diff)
	}
	if !sawAuth.Load() {
		t.Error("the configured Authorization header was not sent")
	}
}

// A streamable HTTP server that restarts (losing its sessions) fails the
// next call as transient; the call after it runs on a new session.
func TestHTTPServerRestartReconnects(t *testing.T) {
	var h atomic.Pointer[sdk.StreamableHTTPHandler]
	restart := func() {
		h.Store(sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return newTestServer() }, nil))
	}
	restart()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.Load().ServeHTTP(w, r) }))
	defer srv.Close()
	c := connect(t, mcp.Server{URL: srv.URL})
	ctx := context.Background()
	if _, err := c.Call(ctx, "echo", nil); err != nil {
		t.Fatal(err)
	}
	restart()
	_, err := c.Call(ctx, "echo", nil)
	if f := failureOf(t, err); f.Kind != rung.KindTransient {
		t.Fatalf("call on a lost session: %+v", f)
	}
	if _, err := c.Call(ctx, "echo", map[string]any{"n": 1.0}); err != nil {
		t.Fatalf("call after reconnecting: %v", err)
	}
}

func TestBadRulesRejected(t *testing.T) {
	s := selfServer(t)
	s.Tools = map[string]mcp.Override{"echo": {Rules: []rung.Rule{{Message: "(", Kind: rung.KindDenied}}}}
	_, err := mcp.Connect(context.Background(), s)
	if err == nil || !strings.Contains(err.Error(), "tools.echo.rules") {
		t.Errorf("Connect with a bad rule: %v", err)
	}
}
