package mcp_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/tool/mcp"
)

// schemaServer serves one tool, load, with inputSchema; calls counts the
// calls that reached it.
func schemaServer(t *testing.T, inputSchema map[string]any, calls *atomic.Int32) mcp.Server {
	t.Helper()
	h := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server {
		s := sdk.NewServer(&sdk.Implementation{Name: "rung-schema-test", Version: "v0"}, nil)
		s.AddTool(&sdk.Tool{Name: "load", InputSchema: inputSchema, Annotations: &sdk.ToolAnnotations{ReadOnlyHint: true}},
			func(context.Context, *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
				calls.Add(1)
				return text("loaded"), nil
			})
		return s
	}, nil)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return mcp.Server{URL: srv.URL}
}

// TestToolsAreBoundToTheirSchema: a tool listed by a server gets a Validate
// from its inputSchema, and a step whose arguments break it never reaches
// the server.
func TestToolsAreBoundToTheirSchema(t *testing.T) {
	var calls atomic.Int32
	c := connect(t, schemaServer(t, map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"table": map[string]any{"type": "string"}, "limit": map[string]any{"type": "integer", "maximum": 100}},
		"required":             []any{"table"},
		"additionalProperties": false,
	}, &calls))
	tools, err := c.Tools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(tools) != 1 || tools[0].Validate == nil {
		t.Fatalf("tools %+v: want load with a Validate", tools)
	}
	if err := tools[0].Validate(map[string]any{"table": "t", "limit": 500}); err == nil || !strings.Contains(err.Error(), "args.limit") {
		t.Errorf("Validate = %v, want an error on args.limit", err)
	}
	e := &rung.Engine{Tools: tools, Clock: rungtest.NewClock(rungtest.Epoch), Limits: rung.Limits{Deadline: time.Minute}}
	rep, err := e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "a", Tool: "load", Args: map[string]any{"table": "t", "limit": 500}}}})
	if err != nil {
		t.Fatal(err)
	}
	if calls.Load() != 0 || rep.Outcome != rung.OutcomeHandback || rep.Rule != rung.RuleSchema {
		t.Errorf("server calls %d, outcome %s, rule %q (%s); want no call and a schema hand-back", calls.Load(), rep.Outcome, rep.Rule, rep.Reason)
	}
	rep, err = e.Run(context.Background(), &rung.Plan{Goal: "g", Steps: []rung.Step{{ID: "a", Tool: "load", Args: map[string]any{"table": "t", "limit": 50}}}})
	if err != nil || rep.Outcome != rung.OutcomeCompleted || calls.Load() != 1 {
		t.Errorf("valid call: err %v, outcome %s (%s), server calls %d", err, rep.Outcome, rep.Reason, calls.Load())
	}
}

// TestToolsRefuseASchemaThatDoesNotCompile: a listed tool whose schema
// cannot be checked is an error naming it, not a tool let through
// unchecked.
func TestToolsRefuseASchemaThatDoesNotCompile(t *testing.T) {
	var calls atomic.Int32
	c := connect(t, schemaServer(t, map[string]any{
		"type":       "object",
		"properties": map[string]any{"path": map[string]any{"type": "string", "pattern": "(["}},
	}, &calls))
	_, err := c.Tools(context.Background())
	if err == nil || !strings.Contains(err.Error(), "tool load: input schema does not compile") {
		t.Errorf("Tools error = %v, want one naming tool load", err)
	}
}
