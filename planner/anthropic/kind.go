package anthropic

import (
	"context"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
)

var _ rung.KindAsker = (*Planner)(nil)

// AskKind asks the model which kind a failure is, from req.Prompt
// (rung.KindPrompt), as a forced call of the rung_kind tool. The model is
// asked once: an answer that does not parse is an invalid failure,
// returned with the tokens it cost, never shown back to the model, since
// the model classifier then leaves the kind unknown anyway.
func (p *Planner) AskKind(ctx context.Context, req rung.KindRequest) (*rung.KindAnswer, error) {
	ans := &rung.KindAnswer{}
	var bad error
	t := task{
		name: answer.KindName, description: answer.KindDescription, prompt: req.Prompt,
		schema: answer.KindSchema(),
		parse: func(text string, _ bool) error {
			ans.Kind, ans.Reason, bad = answer.ParseKind(text)
			return nil
		},
	}
	u, err := p.run(ctx, &t)
	ans.Usage = u
	if err == nil && bad != nil {
		err = answer.KindInvalid(Protocol, bad)
	}
	return ans, err
}
