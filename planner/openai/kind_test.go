package openai_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify/modelclass"
	"github.com/rungkit/rung/rungtest"
)

func kindRequest(msg string) rung.KindRequest {
	req := rung.KindRequest{Tool: "frob", Failure: &rung.Failure{Message: msg}}
	req.Prompt = rung.KindPrompt(req)
	return req
}

func TestAskKindJSONSchema(t *testing.T) {
	s := newServer(t, answerSpec{body: completion(contentMessage(`{"kind":"premise","reason":"the unit needs re-arming"}`), "stop", 640, 18)})
	p := newPlanner(t, s, nil)
	req := kindRequest("frobnicator wedged: unit 7 will not accept work")
	ans, err := p.AskKind(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if ans.Kind != "premise" || ans.Reason != "the unit needs re-arming" {
		t.Errorf("answer = %+v", ans)
	}
	if ans.Usage.InputTokens != 640 || ans.Usage.OutputTokens != 18 || ans.Usage.ModelCalls() != 1 || ans.Usage.Model != "gpt-4.1-mini-2025-04-14" {
		t.Errorf("usage = %+v", ans.Usage)
	}
	body := s.body(0)
	msgs := body["messages"].([]any)
	if got := msgs[1].(map[string]any)["content"]; got != req.Prompt.User {
		t.Errorf("user message is not the rendered prompt:\n%v", got)
	}
	rf := body["response_format"].(map[string]any)
	js := rf["json_schema"].(map[string]any)
	if js["name"] != "rung_kind" || js["strict"] != true {
		t.Errorf("response_format = %v", rf)
	}
	enum := js["schema"].(map[string]any)["properties"].(map[string]any)["kind"].(map[string]any)["enum"].([]any)
	if len(enum) != len(rung.Kinds()) {
		t.Errorf("kind enum = %v, want every kind", enum)
	}
}

func TestAskKindToolOutput(t *testing.T) {
	s := newServer(t, answerSpec{body: completion(toolMessage("call_1", "rung_kind", `{"kind":"denied","reason":"403 in the body"}`), "tool_calls", 600, 20)})
	p := newPlanner(t, s, nil)
	ans, err := p.AskKind(context.Background(), kindRequest("gateway said no"))
	if err != nil || ans.Kind != "denied" {
		t.Fatalf("AskKind = %+v, %v", ans, err)
	}
}

// An unreadable answer is charged and is an error, and the model is not
// asked again: a classification is one turn.
func TestAskKindUnreadableIsOneTurn(t *testing.T) {
	s := newServer(t, answerSpec{body: completion(contentMessage(`the kind is premise`), "stop", 600, 5)})
	p := newPlanner(t, s, nil)
	ans, err := p.AskKind(context.Background(), kindRequest("frobnicator wedged"))
	var f *rung.Failure
	if !errors.As(err, &f) || f.Kind != rung.KindInvalid || f.Code != "invalid_answer" {
		t.Fatalf("err = %v, want an invalid_answer failure", err)
	}
	if ans == nil || ans.Usage.Tokens() != 605 {
		t.Errorf("answer %+v: want its 605 tokens returned for charging", ans)
	}
	if n := s.requests(); n != 1 {
		t.Errorf("%d requests, want 1", n)
	}
}

// Through the model classifier: the session charges the turn and the
// failure is marked as the model's; an API error leaves it unknown.
func TestAskKindThroughSession(t *testing.T) {
	s := newServer(t,
		answerSpec{body: completion(contentMessage(`{"kind":"premise","reason":"re-arm"}`), "stop", 640, 18)},
		answerSpec{status: 429, body: `{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","param":null,"code":"insufficient_quota"}}`},
	)
	p := newPlanner(t, s, nil)
	sess := rung.NewSession(rung.SessionOptions{Classifier: modelclass.New(nil, p, modelclass.Options{}), Clock: rungtest.NewClock(time.Time{})})
	tool := rungtest.Fails(errors.New("frobnicator wedged: unit 7")).Tool("frob")
	_, err := sess.Call(context.Background(), &tool, nil)
	if v, _ := rung.AsVerdict(err); v == nil || v.Kind != rung.KindPremise || v.ClassifiedBy != "model" {
		t.Fatalf("verdict = %v", err)
	}
	if sp := sess.Budget().State().Spent; sp.ModelCalls != 1 || sp.Tokens != 658 {
		t.Errorf("spent %+v, want 1 model call and 658 tokens", sp)
	}
	other := rungtest.Fails(errors.New("the widget melted")).Tool("melt")
	_, err = sess.Call(context.Background(), &other, map[string]any{"widget": "w2"})
	if v, _ := rung.AsVerdict(err); v == nil || v.Kind != rung.KindUnknown || v.ClassifiedBy != "" {
		t.Fatalf("after a quota error the verdict = %v, want unknown", err)
	}
	if !strings.Contains(err.Error(), "the widget melted") {
		t.Errorf("verdict lost the error: %v", err)
	}
}
