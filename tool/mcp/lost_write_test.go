package mcp_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/mcp"
)

// A write the server applied whose HTTP connection closed before the
// response began: the go-sdk reports it as -32005 "rejected by transport",
// as if the request never left, but the server ran it. The effect must be
// possible, so the engine never sends it again without a key.
func TestLostHTTPAnswerAfterApplyIsPossibleEffect(t *testing.T) {
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return newTestServer() }, &sdk.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	var applied atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		if !strings.Contains(string(body), `"tools/call"`) || !strings.Contains(string(body), `"put"`) {
			h.ServeHTTP(w, r)
			return
		}
		// Run the call to completion, then lose its answer.
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		applied.Add(1)
		conn, _, err := w.(http.Hijacker).Hijack()
		if err != nil {
			t.Error(err)
			return
		}
		conn.Close()
	}))
	defer srv.Close()
	c := connect(t, mcp.Server{URL: srv.URL})
	put := toolMap(t, c)[c.ToolName("put")]
	if !put.SideEffects {
		t.Fatal("put is not side-effecting; the test needs a write")
	}
	_, err := put.Call(context.Background(), map[string]any{"k": "v"})
	if applied.Load() != 1 {
		t.Fatalf("the server applied the write %d times, want 1", applied.Load())
	}
	f := failureOf(t, err)
	if f.Effect != rung.EffectPossible {
		t.Errorf("a write the server applied and whose answer was lost: effect %v (%s), want possible", f.Effect, f.Message)
	}
}

// A server that is gone (connection refused) never saw the request: the
// effect is none, so the call may be made again.
func TestRefusedConnectionIsNoEffect(t *testing.T) {
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return newTestServer() }, &sdk.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	srv := httptest.NewServer(h)
	c := connect(t, mcp.Server{URL: srv.URL})
	put := toolMap(t, c)[c.ToolName("put")]
	srv.Close()
	_, err := put.Call(context.Background(), map[string]any{"k": "v"})
	f := failureOf(t, err)
	if f.Effect != rung.EffectNone {
		t.Errorf("a refused connection: effect %v (%s), want none", f.Effect, f.Message)
	}
}
