package mcp_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/mcp"
)

// A call past the SDK's session (PassThrough) gets from a stdio server
// what the session's call gets: the same result, byte for byte once
// decoded, and the same failures; the server (the SDK's own, on protocol
// 2026-07-28) accepts its requests, the _meta it must carry included.
func TestPassThroughMatchesSessionCall(t *testing.T) {
	c := connect(t, selfServer(t))
	listed, err := c.ListTools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	tools := map[string]mcp.Listed{}
	for _, l := range listed {
		tools[l.MCP.Name] = l
	}
	ctx := rung.WithIdempotencyKey(context.Background(), "k-1")
	for _, tc := range []struct {
		tool string
		args map[string]any
	}{
		{"echo", map[string]any{"a": 1, "s": "x \"y\" \u00e9", "n": nil, "l": []any{1, "2"}}},
		{"echo", nil},
		{"put", map[string]any{"v": 1}},
		{"image", nil},
		{"json_text", nil},
		{"rpc_error", nil},
		{"tool_error", nil},
	} {
		l := tools[tc.tool]
		want, werr := l.Tool.Call(ctx, tc.args)
		got, gerr := c.PassThrough(l).Call(ctx, tc.args)
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("%s: session %v, pass-through %v", tc.tool, werr, gerr)
		}
		if werr != nil {
			wf, gf := failureOf(t, werr), failureOf(t, gerr)
			if wf.Kind != gf.Kind || wf.Code != gf.Code || wf.Message != gf.Message || wf.Effect != gf.Effect {
				t.Errorf("%s: session failure %+v, pass-through %+v", tc.tool, wf, gf)
			}
			continue
		}
		raw, ok := got.(mcp.RawResult)
		if !ok {
			t.Fatalf("%s: %T, want the server's bytes", tc.tool, got)
		}
		var res sdk.CallToolResult
		if err := json.Unmarshal(raw, &res); err != nil {
			t.Fatal(err)
		}
		wb, _ := json.Marshal(want)
		gb, _ := json.Marshal(&res)
		if string(wb) != string(gb) {
			t.Errorf("%s:\n session      %s\n pass-through %s", tc.tool, wb, gb)
		}
	}
}

// A server that dies during a call, and a call whose context ends, fail
// past the session as through it: a possible effect for a write, a
// timeout, and the next call reconnects.
func TestPassThroughLostCalls(t *testing.T) {
	c := connect(t, selfServer(t))
	listed, err := c.ListTools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	tools := map[string]rung.Tool{}
	for _, l := range listed {
		tools[l.MCP.Name] = c.PassThrough(l)
	}
	_, err = tools["die"].Call(context.Background(), nil)
	if f := failureOf(t, err); f.Kind != rung.KindTransient || f.Effect != rung.EffectPossible {
		t.Errorf("a server that died mid-call: %+v, want transient with a possible effect", f)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err = tools["slow"].Call(ctx, nil)
	if f := failureOf(t, err); f.Kind != rung.KindTransient || !f.Timeout {
		t.Errorf("a call past its deadline: %+v, want a transient timeout", f)
	}
	if out, err := tools["pid"].Call(context.Background(), nil); err != nil {
		t.Errorf("the call after: %v", err)
	} else if _, ok := out.(mcp.RawResult); !ok {
		t.Errorf("the call after: %T, want the reconnected session's calls past it", out)
	}
}
