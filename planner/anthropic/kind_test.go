package anthropic_test

import (
	"context"
	"errors"
	"testing"

	"github.com/rungkit/rung"
)

func kindRequest(msg string) rung.KindRequest {
	req := rung.KindRequest{Tool: "frob", Failure: &rung.Failure{Message: msg}}
	req.Prompt = rung.KindPrompt(req)
	return req
}

func TestAskKind(t *testing.T) {
	s := newServer(t, answerSpec{body: message(toolUse("toolu_01", "rung_kind", `{"kind":"conflict","reason":"already exists"}`), "tool_use", 700, 25)})
	p := newPlanner(t, s, nil)
	req := kindRequest("widget W-9 already provisioned")
	ans, err := p.AskKind(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if ans.Kind != "conflict" || ans.Reason != "already exists" || ans.Usage.Tokens() != 725 || ans.Usage.ModelCalls() != 1 {
		t.Errorf("answer = %+v", ans)
	}
	body := s.body(0)
	if tc := body["tool_choice"].(map[string]any); tc["name"] != "rung_kind" {
		t.Errorf("tool_choice = %v", tc)
	}
	if sys := body["system"].([]any)[0].(map[string]any)["text"]; sys != req.Prompt.System {
		t.Errorf("system = %v", sys)
	}
}

func TestAskKindUnreadableIsOneTurn(t *testing.T) {
	s := newServer(t, answerSpec{body: message(toolUse("toolu_01", "rung_kind", `{"reason":"no kind"}`), "tool_use", 700, 10)})
	p := newPlanner(t, s, nil)
	ans, err := p.AskKind(context.Background(), kindRequest("frobnicator wedged"))
	var f *rung.Failure
	if !errors.As(err, &f) || f.Code != "invalid_answer" {
		t.Fatalf("err = %v, want an invalid_answer failure", err)
	}
	if ans == nil || ans.Usage.Tokens() != 710 {
		t.Errorf("answer %+v: want its tokens returned for charging", ans)
	}
	if n := s.requests(); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}

func TestAskKindAPIError(t *testing.T) {
	s := newServer(t, answerSpec{status: 529, body: errorBody("overloaded_error", "Overloaded")})
	p := newPlanner(t, s, nil)
	_, err := p.AskKind(context.Background(), kindRequest("frobnicator wedged"))
	if rung.KindOf(err) != rung.KindTransient {
		t.Fatalf("err = %v, want a transient failure", err)
	}
}
