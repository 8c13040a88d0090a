package mcp

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/schema"
)

// Listed is one tool as the server described it, with the rung.Tool made
// of it.
type Listed struct {
	// MCP is the server's description, as it came.
	MCP *mcp.Tool
	// Tool is what Tools makes of it (annotations, overrides, schema
	// check), except that its Call returns the server's
	// *mcp.CallToolResult as it came instead of a converted output.
	Tool rung.Tool
}

// ListTools lists the server's tools (every page) for a proxy that passes
// them on unchanged: each with its rung.Tool, whose successful Call returns
// the *mcp.CallToolResult. Failures are what Call's are (an isError result
// is a *rung.Failure with the result's text).
func (c *Client) ListTools(ctx context.Context) ([]Listed, error) {
	s, err := c.sessionFor(ctx)
	if err != nil {
		return nil, c.failure(err, "", nil)
	}
	var out []Listed
	seen := map[string]known{}
	for t, err := range s.Tools(ctx, nil) {
		if err != nil {
			return nil, c.failure(err, "", nil)
		}
		rt := c.convert(t)
		if err := schema.Bind(&rt); err != nil {
			return nil, fmt.Errorf("mcp: server %s: %w", c.cfg.describe(), err)
		}
		name, sideEffects, rules := t.Name, rt.SideEffects, rt.Rules
		rt.Call = func(ctx context.Context, args map[string]any) (any, error) {
			res, err := c.callResult(ctx, name, args, sideEffects, rules)
			if err != nil {
				return nil, err
			}
			return res, nil
		}
		out = append(out, Listed{MCP: t, Tool: rt})
		seen[t.Name] = known{sideEffects: rt.SideEffects, rules: rt.Rules}
	}
	c.mu.Lock()
	c.known = seen
	c.mu.Unlock()
	return out, nil
}
