package rungtest

import (
	"context"

	"github.com/rungkit/rung"
)

var _ rung.KindAsker = (*Planner)(nil)

// AskKind implements rung.KindAsker: the next of Kinds, or KindFunc's
// answer. Its usage is estimated from the prompt and the answer unless
// the answer or Usage sets one.
func (p *Planner) AskKind(ctx context.Context, req rung.KindRequest) (*rung.KindAnswer, error) {
	p.mu.Lock()
	p.kindRequests = append(p.kindRequests, req)
	fn := p.KindFunc
	var ans *rung.KindAnswer
	if fn == nil && p.kinds < len(p.Kinds) {
		a := p.Kinds[p.kinds]
		ans = &a
		p.kinds++
	}
	p.mu.Unlock()
	if fn != nil {
		return fn(ctx, req)
	}
	if ans == nil {
		return nil, ErrNoAnswer
	}
	if ans.Usage == (rung.Usage{}) {
		ans.Usage = p.usage(req.Prompt, map[string]string{"kind": ans.Kind, "reason": ans.Reason})
	}
	return ans, nil
}

// KindRequests returns the classification requests received so far.
func (p *Planner) KindRequests() []rung.KindRequest {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]rung.KindRequest(nil), p.kindRequests...)
}
