package mcpproxy_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
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
