package mcpproxy_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung/mcpproxy"
)

// cutter is an HTTP client transport that cuts a tools/call request's
// stream once applied says the server acted on it.
type cutter struct {
	applied chan struct{}
	mu      sync.Mutex
	done    bool
}

func (c *cutter) client() *http.Client { return &http.Client{Transport: c} }

func (c *cutter) fired() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.done
}

func (c *cutter) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method != http.MethodPost || r.Body == nil {
		return http.DefaultTransport.RoundTrip(r)
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, err
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	if !bytes.Contains(body, []byte(`"tools/call"`)) {
		return http.DefaultTransport.RoundTrip(r)
	}
	ctx, cancel := context.WithCancel(r.Context())
	go func() {
		select {
		case <-c.applied:
			c.mu.Lock()
			c.done = true
			c.mu.Unlock()
			cancel()
		case <-ctx.Done():
		}
	}()
	resp, err := http.DefaultTransport.RoundTrip(r.WithContext(ctx))
	if err != nil {
		return nil, err
	}
	// Reading the answer waits for the cut, as a client whose network
	// drops mid-response does.
	resp.Body = &cutBody{ReadCloser: resp.Body, ctx: ctx}
	return resp, nil
}

type cutBody struct {
	io.ReadCloser
	ctx context.Context
}

func (b *cutBody) Read(p []byte) (int, error) {
	if err := b.ctx.Err(); err != nil {
		return 0, err
	}
	return b.ReadCloser.Read(p)
}

// brokenWrites is a stream transport whose writes of tool results fail,
// as a stdio pipe whose reader died does.
// callAnswerLost makes a tools/call through p whose answer never reaches
// the client (the write fails, as a cut stream does), and returns once
// the proxy has stopped serving that client.
func callAnswerLost(t *testing.T, p *mcpproxy.Proxy, tool string, args map[string]any) {
	t.Helper()
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan struct{})
	go func() {
		defer close(served)
		_ = p.Serve(ctx, &brokenWrites{Transport: st})
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "claude-code", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	callCtx, stop := context.WithTimeout(ctx, 2*time.Second)
	if res, err := cs.CallTool(callCtx, &mcp.CallToolParams{Name: tool, Arguments: args}); err == nil {
		t.Fatalf("the broken write answered: %s", text(res))
	}
	stop()
	cs.Close()
	cancel()
	<-served
}

type brokenWrites struct {
	mcp.Transport
}

func (b *brokenWrites) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := b.Transport.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &brokenConn{Connection: c}, nil
}

type brokenConn struct {
	mcp.Connection
}

func (c *brokenConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if r, ok := msg.(*jsonrpc.Response); ok && bytes.Contains(r.Result, []byte(`"content"`)) {
		c.Connection.Close()
		return errors.New("write |1: broken pipe")
	}
	return c.Connection.Write(ctx, msg)
}
