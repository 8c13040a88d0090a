package rungeino

import (
	"context"
	"errors"
	"io"

	"github.com/cloudwego/eino/components"
	"github.com/cloudwego/eino/components/model"
	"github.com/cloudwego/eino/schema"
	"github.com/rungkit/rung"
)

// Model wraps m so that every request carries the session's budget line in
// its system message, and every response's token usage is charged to the
// session (Session.ChargeModel), so the token ceiling holds and a turn that
// crosses it makes the session hand back. Pass the wrapper as the agent's
// model (adk.ChatModelAgentConfig.Model, react.AgentConfig.ToolCallingModel).
func (a *Adapter) Model(m model.ToolCallingChatModel) model.ToolCallingChatModel {
	return &chatModel{a: a, m: m}
}

type chatModel struct {
	a *Adapter
	m model.ToolCallingChatModel
}

var (
	_ model.ToolCallingChatModel = (*chatModel)(nil)
	_ components.Typer           = (*chatModel)(nil)
	_ components.Checker         = (*chatModel)(nil)
)

func (c *chatModel) Generate(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.Message, error) {
	out, err := c.m.Generate(ctx, c.withBudget(input), opts...)
	if err != nil {
		return nil, err
	}
	var u usage
	u.observe(out)
	c.a.session.ChargeModel(u.rung())
	return out, nil
}

// Stream passes the model's chunks on as they come and charges the turn
// when the stream ends (or its reader closes it), with the largest usage
// any chunk reported, as schema.ConcatMessages merges it.
func (c *chatModel) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	src, err := c.m.Stream(ctx, c.withBudget(input), opts...)
	if err != nil {
		return nil, err
	}
	out, w := schema.Pipe[*schema.Message](1)
	go func() {
		var u usage
		// Charged before the reader sees the end, so the agent's next
		// step meets the budget with this turn paid.
		defer func() {
			src.Close()
			c.a.session.ChargeModel(u.rung())
			w.Close()
		}()
		for {
			msg, err := src.Recv()
			if errors.Is(err, io.EOF) {
				return
			}
			if err == nil {
				u.observe(msg)
			}
			if closed := w.Send(msg, err); closed || err != nil {
				return
			}
		}
	}()
	return out, nil
}

func (c *chatModel) WithTools(tools []*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	m, err := c.m.WithTools(tools)
	if err != nil {
		return nil, err
	}
	return &chatModel{a: c.a, m: m}, nil
}

// GetType and IsCallbacksEnabled forward the wrapped model's, so eino's
// callbacks name it and run exactly once, as without the wrapper.
func (c *chatModel) GetType() string {
	t, _ := components.GetType(c.m)
	return t
}

func (c *chatModel) IsCallbacksEnabled() bool { return components.IsCallbacksEnabled(c.m) }

// withBudget returns input with the budget line at the end of its system
// message, or in a system message of its own ahead of the rest. It copies
// what it changes: the agent keeps its history, and the line is current at
// every turn instead of piling up.
func (c *chatModel) withBudget(input []*schema.Message) []*schema.Message {
	line := c.a.session.BudgetLine()
	if line == "no limits" {
		return input
	}
	text := "Budget: " + line + "."
	out := make([]*schema.Message, 0, len(input)+1)
	if len(input) > 0 && input[0] != nil && input[0].Role == schema.System {
		sys := *input[0]
		sys.Content += "\n\n" + text
		out = append(out, &sys)
		return append(out, input[1:]...)
	}
	out = append(out, schema.SystemMessage(text))
	return append(out, input...)
}

// usage is a turn's token usage, the largest each field reached.
type usage struct{ prompt, completion, total int }

func (u *usage) observe(m *schema.Message) {
	if m == nil || m.ResponseMeta == nil || m.ResponseMeta.Usage == nil {
		return
	}
	t := m.ResponseMeta.Usage
	u.prompt = max(u.prompt, t.PromptTokens)
	u.completion = max(u.completion, t.CompletionTokens)
	u.total = max(u.total, t.TotalTokens)
}

// rung converts the usage; a model that reports only a total is charged
// the total as input.
func (u usage) rung() rung.Usage {
	if u.prompt == 0 && u.completion == 0 {
		return rung.Usage{InputTokens: u.total}
	}
	return rung.Usage{InputTokens: u.prompt, OutputTokens: u.completion}
}
