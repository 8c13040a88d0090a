package mcpproxy_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy"
)

// An upstream that adds a tool and then removes one says so
// (notifications/tools/list_changed): the proxy lists it again, serves
// the new tool, drops the gone one, and tells its connected clients, on
// both protocols.
func TestUpstreamListChangedReachesClients(t *testing.T) {
	up := mcp.NewServer(&mcp.Implementation{Name: "up", Version: "1"}, &mcp.ServerOptions{
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}}})
	echo := func(text string) mcp.ToolHandler {
		return func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
		}
	}
	obj := map[string]any{"type": "object"}
	ro := &mcp.ToolAnnotations{ReadOnlyHint: true}
	up.AddTool(&mcp.Tool{Name: "alpha", InputSchema: obj, Annotations: ro}, echo("alpha here"))
	hs := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return up }, nil))
	// Closed after the proxy (cleanups run last first): the proxy's
	// client holds the stream the server's messages come on.
	t.Cleanup(hs.Close)

	e := newEnv()
	p := e.proxy(t, "servers:\n  - url: "+hs.URL+"\n")
	type client struct {
		cs      *mcp.ClientSession
		changed chan struct{}
	}
	var clients []client
	for _, version := range []string{"", "2025-11-25"} {
		changed := make(chan struct{}, 8)
		r, w := servePipes(t, p)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "c" + version, Version: "1"}, &mcp.ClientOptions{
			ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) { changed <- struct{}{} },
		}).Connect(context.Background(), &mcp.IOTransport{Reader: r, Writer: w}, &mcp.ClientSessionOptions{ProtocolVersion: version})
		if err != nil {
			t.Fatal(err)
		}
		defer cs.Close()
		if caps := cs.InitializeResult().Capabilities; caps.Tools == nil || !caps.Tools.ListChanged {
			t.Errorf("protocol %q: the proxy does not say its tool list can change: %+v", version, caps.Tools)
		}
		clients = append(clients, client{cs, changed})
	}
	names := func(cs *mcp.ClientSession) []string {
		t.Helper()
		res, err := cs.ListTools(context.Background(), nil)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, tl := range res.Tools {
			out = append(out, tl.Name)
		}
		slices.Sort(out)
		return out
	}
	awaitList := func(want []string) {
		t.Helper()
		for i, c := range clients {
			select {
			case <-c.changed:
			case <-time.After(20 * time.Second):
				t.Fatalf("client %d: no notifications/tools/list_changed", i)
			}
			if got := names(c.cs); !slices.Equal(got, want) {
				t.Errorf("client %d: tools %v, want %v", i, got, want)
			}
		}
		if got := p.Tools(); !slices.Equal(got, want) {
			t.Errorf("the proxy serves %v, want %v", got, want)
		}
	}

	up.AddTool(&mcp.Tool{Name: "beta", InputSchema: obj, Annotations: ro}, echo("beta here"))
	awaitList([]string{"alpha", "beta"})
	for _, c := range clients {
		res := call(t, c.cs, "beta", nil)
		if res.IsError || !strings.Contains(text(res), "beta here") || res.Meta[mcpproxy.MetaBudget] == nil {
			t.Errorf("the new tool through the proxy: %v %s", res.Meta, text(res))
		}
	}
	up.RemoveTools("alpha")
	awaitList([]string{"beta"})
	if _, err := clients[0].cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "alpha"}); err == nil || !strings.Contains(err.Error(), "unknown tool") {
		t.Errorf("the removed tool: %v, want unknown", err)
	}
}
