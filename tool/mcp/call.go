package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/schema"
	"github.com/rungkit/rung/tool/internal/verdict"
)

// MetaIdempotencyKey is the _meta key under which a call carries the
// idempotency key of rung.IdempotencyKey(ctx), when there is one.
const MetaIdempotencyKey = "rung/idempotency-key"

// Tools lists every tool the server offers (following pagination) and
// converts each to a rung.Tool whose Call goes through c.
func (c *Client) Tools(ctx context.Context) ([]rung.Tool, error) {
	s, err := c.sessionFor(ctx)
	if err != nil {
		return nil, c.failure(err, "", nil)
	}
	var tools []rung.Tool
	seen := map[string]known{}
	for t, err := range s.Tools(ctx, nil) {
		if err != nil {
			return nil, c.failure(err, "", nil)
		}
		rt := c.convert(t)
		// A proposed call is checked against the server's schema before
		// it is sent; a schema that cannot be checked is refused here, by
		// name, rather than let through unchecked.
		if err := schema.Bind(&rt); err != nil {
			return nil, fmt.Errorf("mcp: server %s: %w", c.cfg.describe(), err)
		}
		tools = append(tools, rt)
		seen[t.Name] = known{sideEffects: rt.SideEffects, rules: rt.Rules}
	}
	c.mu.Lock()
	c.known = seen
	c.mu.Unlock()
	return tools, nil
}

// ToolName is the rung name of the server's tool name: prefixed with the
// server's Name and a dot, when it has one.
func (c *Client) ToolName(name string) string {
	if c.cfg.Name == "" {
		return name
	}
	return c.cfg.Name + "." + name
}

func (c *Client) convert(t *mcp.Tool) rung.Tool {
	name := c.ToolName(t.Name)
	rt := rung.Tool{
		Name:        name,
		Description: t.Description,
		SideEffects: true,
	}
	if rt.Description == "" {
		rt.Description = t.Title
	}
	if t.InputSchema != nil {
		if b, err := json.Marshal(t.InputSchema); err == nil {
			rt.InputSchema = b
		}
	}
	if a := t.Annotations; a != nil && !c.cfg.IgnoreAnnotations {
		if a.ReadOnlyHint {
			rt.SideEffects = false
		} else if a.IdempotentHint {
			rt.AcceptsIdempotencyKey = true
		}
	}
	o := c.cfg.Tools[t.Name]
	if o.Identifying != nil {
		rt.Identifying = append([]string(nil), o.Identifying...)
	}
	if o.SideEffects != nil {
		rt.SideEffects = *o.SideEffects
	}
	if o.AcceptsIdempotencyKey != nil {
		rt.AcceptsIdempotencyKey = *o.AcceptsIdempotencyKey
	}
	if !rt.SideEffects {
		rt.AcceptsIdempotencyKey = false
	}
	rt.Probes = o.Probes
	rt.Alternatives = o.Alternatives
	rt.Rules = o.Rules
	rt.ExpectedDuration = o.ExpectedDuration
	rt.Timeout = o.Timeout
	if o.Description != "" {
		rt.Description = o.Description
	}
	mcpName, sideEffects, rules := t.Name, rt.SideEffects, rt.Rules
	rt.Call = func(ctx context.Context, args map[string]any) (any, error) {
		return c.call(ctx, mcpName, args, sideEffects, rules)
	}
	return rt
}

// Call calls the server's tool name (without the Name prefix) with args
// and returns the output or a *rung.Failure. It uses what the last Tools
// call learned of the tool (side effects, rules); a tool Tools has not
// listed is taken to have side effects, so a lost call is reported with a
// possible effect.
func (c *Client) Call(ctx context.Context, name string, args map[string]any) (any, error) {
	c.mu.Lock()
	k, ok := c.known[name]
	c.mu.Unlock()
	if !ok {
		k.sideEffects = true
	}
	return c.call(ctx, name, args, k.sideEffects, k.rules)
}

func (c *Client) call(ctx context.Context, name string, args map[string]any, sideEffects bool, rules []rung.Rule) (any, error) {
	res, err := c.callResult(ctx, name, args, sideEffects, rules)
	if err != nil {
		return nil, err
	}
	return output(res), nil
}

// callResult is call with the server's result as it came.
func (c *Client) callResult(ctx context.Context, name string, args map[string]any, sideEffects bool, rules []rung.Rule) (*mcp.CallToolResult, error) {
	if args == nil {
		args = map[string]any{}
	}
	s, err := c.sessionFor(ctx)
	if err != nil {
		return nil, c.failure(err, c.ToolName(name), args)
	}
	params := &mcp.CallToolParams{Name: name, Arguments: args}
	if key := rung.IdempotencyKey(ctx); key != "" {
		params.Meta = mcp.Meta{MetaIdempotencyKey: key}
	}
	res, err := s.CallTool(ctx, params)
	if err != nil {
		return nil, c.callFailure(ctx, s, err, name, args, sideEffects, rules)
	}
	if f := c.resultFailure(res, name, args, rules); f != nil {
		return nil, f
	}
	return res, nil
}

// callFailure classifies a call of the server's tool name that got no
// result; a session that broke is dropped, so the next call reconnects.
func (c *Client) callFailure(ctx context.Context, s *mcp.ClientSession, err error, name string, args map[string]any, sideEffects bool, rules []rung.Rule) *rung.Failure {
	if isTransportError(ctx, err) {
		c.forget(s)
	}
	f := c.failureWithRules(err, c.ToolName(name), args, rules)
	if sideEffects && f.Effect == rung.EffectNone && sentAndLost(ctx, err) {
		f.Effect = rung.EffectPossible
	}
	return f
}

// resultFailure is the failure a result stands for (input required, or
// isError), nil for a success.
func (c *Client) resultFailure(res *mcp.CallToolResult, name string, args map[string]any, rules []rung.Rule) *rung.Failure {
	if res.NeedsInput() {
		// The server wants the client to answer elicitation or sampling
		// requests before it runs the tool; an unattended run cannot.
		r := classify.Result{Kind: rung.KindDenied, Reason: "mcp: the tool asks for user input (input_required) that the run cannot give"}
		msg := "the tool asked for input before running"
		if len(res.InputRequests) == 0 {
			r = classify.Result{Kind: rung.KindTransient, Reason: "mcp: input_required with no requests: the server is shedding load"}
			msg = "the server deferred the call (input_required with no requests)"
		}
		f := verdict.Failure(r, "mcp", 0, msg, &ToolError{Tool: c.ToolName(name), Text: msg})
		f.Target = target(args)
		return f
	}
	if res.IsError {
		full := c.redact(ResultText(res))
		msg := verdict.Truncate(full)
		r := verdict.Chain(c.ToolName(name), rules).ClassifyInput(classify.Input{
			Protocol: "mcp",
			Code:     "isError",
			Message:  full,
			Tool:     c.ToolName(name),
		})
		if r.Code == "" || strings.EqualFold(r.Code, "isError") {
			r.Code = resultCode(msg)
		}
		f := verdict.Failure(r, "mcp", 0, msg, &ToolError{Tool: c.ToolName(name), Text: msg})
		f.Target = target(args)
		return f
	}
	return nil
}

var codeInText = regexp.MustCompile(`^(?:MCP error (-?\d+):|(E[A-Z]{2,}):)`)

// resultCode finds the code an error result's text starts with: the
// TypeScript SDK's "MCP error -32602:" or a Node errno such as "ENOENT:".
// The failure's signature uses it, so it stays "" rather than a constant.
func resultCode(text string) string {
	m := codeInText.FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	return m[1] + m[2]
}

// ToolError is the cause of a Failure built from a tool result with
// isError set: the server's own words.
type ToolError struct {
	Tool string
	Text string
}

func (e *ToolError) Error() string { return e.Text }

func (c *Client) failure(err error, tool string, args map[string]any) *rung.Failure {
	return c.failureWithRules(err, tool, args, nil)
}

// failureWithRules classifies an error that is not a tool result:
// JSON-RPC errors by code, context errors as timeouts, the rest as the Go
// preset sees them (transport errors are transient).
func (c *Client) failureWithRules(err error, tool string, args map[string]any, rules []rung.Rule) *rung.Failure {
	chain := verdict.Chain(tool, rules)
	msg := verdict.Truncate(c.redact(err.Error()))
	var (
		wire *jsonrpc.Error
		r    classify.Result
	)
	switch {
	case errors.Is(err, errClosed):
		r = classify.Result{Kind: rung.KindPremise, Reason: "mcp: the client was closed"}
	case errors.As(err, &wire) && !isClosing(wire):
		r = chain.ClassifyInput(classify.Input{
			Protocol: "mcp",
			Code:     strconv.FormatInt(wire.Code, 10),
			Message:  c.redact(wire.Message + dataText(wire.Data)),
			Tool:     tool,
		})
	case errors.Is(err, context.DeadlineExceeded):
		r = classify.Result{Kind: rung.KindTransient, Timeout: true, Reason: "mcp: the call's deadline passed"}
	case errors.Is(err, context.Canceled):
		r = classify.Result{Kind: rung.KindTransient, Reason: "mcp: the call was cancelled"}
	default:
		var ce *connectError
		if errors.As(err, &ce) {
			// Starting the server failed: the Go preset tells a missing
			// executable (premise) from a refused connection (transient).
			r = classify.Error(err)
			if ce.exited {
				r = classify.Result{Kind: rung.KindPremise, Reason: "mcp: the server exited during startup (see its stderr in the message): fix its command or arguments"}
			}
		}
		if r.Kind == rung.KindUnknown || !errors.As(err, &ce) {
			// A session that broke mid-call proves nothing about the
			// call: the server is gone, and the next call reconnects.
			r = classify.Result{Kind: rung.KindTransient, Reason: "mcp: transport error (the server died or the connection broke; the next call reconnects)"}
		}
	}
	f := verdict.Failure(r, "mcp", 0, msg, err)
	f.Target = target(args)
	return f
}

func isClosing(w *jsonrpc.Error) bool {
	// jsonrpc2's ErrClientClosing and ErrServerClosing.
	return w.Code == -32003 || w.Code == -32004
}

func dataText(d json.RawMessage) string {
	if len(d) == 0 || string(d) == "null" {
		return ""
	}
	return " " + string(d)
}

// isTransportError reports whether err means the session is unusable.
func isTransportError(ctx context.Context, err error) bool {
	if ctx.Err() != nil {
		return false
	}
	var wire *jsonrpc.Error
	if errors.As(err, &wire) && !isClosing(wire) {
		return false
	}
	return true
}

// sentAndLost reports whether a side-effecting call may have reached the
// server and run: the request went out and no definitive answer came back.
func sentAndLost(ctx context.Context, err error) bool {
	var wire *jsonrpc.Error
	if errors.As(err, &wire) && !isClosing(wire) {
		switch wire.Code {
		case -32603:
			// Internal error: the tool may have failed halfway.
			return true
		case codeRejectedByTransport:
			// The go-sdk wraps every failed HTTP round trip in -32005 as
			// if the request never left, but an EOF or reset after the
			// body was written reaches a server that may have run it.
			// Only a refusal at connect proves it did not.
			return rung.EffectOf(&rung.Failure{Kind: rung.KindTransient}, err) == rung.EffectPossible
		}
		// Any other JSON-RPC error is the server's answer.
		return false
	}
	var ce *connectError
	return !errors.As(err, &ce)
}

// codeRejectedByTransport is the go-sdk's jsonrpc2.ErrRejected.
const codeRejectedByTransport = -32005

// target is what the call touched, from its conventional arguments.
func target(args map[string]any) string {
	for _, k := range []string{"path", "uri", "url", "name", "source", "destination"} {
		if v, ok := args[k].(string); ok && v != "" {
			return v
		}
	}
	return ""
}

// ResultText joins a result's text content, or is its structured
// content's JSON when it has no text.
func ResultText(res *mcp.CallToolResult) string {
	var parts []string
	for _, ct := range res.Content {
		if t, ok := ct.(*mcp.TextContent); ok {
			parts = append(parts, t.Text)
		}
	}
	if len(parts) == 0 && res.StructuredContent != nil {
		if b, err := json.Marshal(res.StructuredContent); err == nil {
			return string(b)
		}
	}
	return strings.Join(parts, "\n")
}

// output is a successful result as a step output: the structured content
// when there is some; else the text content, parsed when it is a JSON
// object or array; else every content block as its JSON form.
func output(res *mcp.CallToolResult) any {
	if res.StructuredContent != nil {
		return res.StructuredContent
	}
	allText := true
	for _, ct := range res.Content {
		if _, ok := ct.(*mcp.TextContent); !ok {
			allText = false
			break
		}
	}
	if allText {
		text := ResultText(res)
		if t := strings.TrimSpace(text); t != "" && (t[0] == '{' || t[0] == '[') {
			var v any
			if json.Unmarshal([]byte(t), &v) == nil {
				return v
			}
		}
		return text
	}
	out := make([]any, 0, len(res.Content))
	for _, ct := range res.Content {
		b, err := json.Marshal(ct)
		if err != nil {
			out = append(out, fmt.Sprintf("%v", ct))
			continue
		}
		var v any
		if json.Unmarshal(b, &v) != nil {
			v = string(b)
		}
		out = append(out, v)
	}
	return out
}
