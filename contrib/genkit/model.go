package runggenkit

import (
	"context"
	"slices"

	"github.com/firebase/genkit/go/ai"
	"github.com/rungkit/rung"
)

// Middleware returns a model middleware for ai.WithMiddleware. Genkit runs
// it around every model request of the generation loop, once per turn: it
// puts the session's budget line at the end of the system message (or in a
// system message of its own ahead of the rest), and charges the response's
// token usage to the session (Session.ChargeModel), so the token ceiling
// holds and a turn that crosses it makes the session hand back.
//
// Genkit takes ai.WithMiddleware once per generation: pass any other
// middleware in the same option.
func (a *Adapter) Middleware() ai.ModelMiddleware {
	return func(next ai.ModelFunc) ai.ModelFunc {
		return func(ctx context.Context, req *ai.ModelRequest, cb ai.ModelStreamCallback) (*ai.ModelResponse, error) {
			resp, err := next(ctx, a.withBudget(req), cb)
			if err != nil {
				return nil, err
			}
			a.session.ChargeModel(usage(resp))
			return resp, nil
		}
	}
}

// withBudget returns req with the budget line in its system message. It
// copies what it changes: Genkit builds the next turn's request from its
// own, so the line is current at every turn instead of piling up.
func (a *Adapter) withBudget(req *ai.ModelRequest) *ai.ModelRequest {
	line := a.session.BudgetLine()
	if req == nil || line == "no limits" {
		return req
	}
	text := "Budget: " + line + "."
	out := *req
	out.Messages = make([]*ai.Message, 0, len(req.Messages)+1)
	if len(req.Messages) > 0 && req.Messages[0] != nil && req.Messages[0].Role == ai.RoleSystem {
		sys := *req.Messages[0]
		// A part of its own, set apart: plugins that join a message's text
		// parts join them with nothing between.
		sys.Content = append(slices.Clip(sys.Content), ai.NewTextPart("\n\n"+text))
		out.Messages = append(out.Messages, &sys)
		out.Messages = append(out.Messages, req.Messages[1:]...)
		return &out
	}
	out.Messages = append(out.Messages, ai.NewSystemTextMessage(text))
	out.Messages = append(out.Messages, req.Messages...)
	return &out
}

// usage converts a response's usage; a model that reports only a total is
// charged the total as input, and one that reports none is charged the
// call.
func usage(resp *ai.ModelResponse) rung.Usage {
	if resp == nil || resp.Usage == nil {
		return rung.Usage{}
	}
	u := resp.Usage
	if u.InputTokens == 0 && u.OutputTokens == 0 {
		return rung.Usage{InputTokens: u.TotalTokens}
	}
	return rung.Usage{InputTokens: u.InputTokens, OutputTokens: u.OutputTokens}
}
