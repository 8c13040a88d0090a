package runggenkit_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core"
	"github.com/firebase/genkit/go/genkit"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	runggenkit "github.com/rungkit/rung/contrib/genkit"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

// scriptedModel is a Genkit model that replays scripted responses and
// records every request it receives, as JSON (Genkit reuses the request's
// messages in the next turn).
type scriptedModel struct {
	mu       sync.Mutex
	turns    []*ai.ModelResponse
	requests []*ai.ModelRequest
}

func (m *scriptedModel) generate(_ context.Context, req *ai.ModelRequest, _ ai.ModelStreamCallback) (*ai.ModelResponse, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	var cp ai.ModelRequest
	if err := json.Unmarshal(b, &cp); err != nil {
		return nil, err
	}
	m.requests = append(m.requests, &cp)
	if len(m.turns) == 0 {
		return nil, errors.New("scripted model: no turns left")
	}
	resp := m.turns[0]
	m.turns = m.turns[1:]
	return resp, nil
}

func (m *scriptedModel) requestJSON(i int) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, _ := json.Marshal(m.requests[i])
	return string(b)
}

// callTurn asks for one call of tool with input.
func callTurn(tool string, input map[string]any) *ai.ModelResponse {
	return &ai.ModelResponse{
		Message:      ai.NewModelMessage(ai.NewToolRequestPart(&ai.ToolRequest{Name: tool, Input: input})),
		FinishReason: ai.FinishReasonStop,
		Usage:        &ai.GenerationUsage{InputTokens: 100, OutputTokens: 20},
	}
}

func textTurn(text string) *ai.ModelResponse {
	return &ai.ModelResponse{
		Message:      ai.NewModelTextMessage(text),
		FinishReason: ai.FinishReasonStop,
		Usage:        &ai.GenerationUsage{InputTokens: 100, OutputTokens: 20},
	}
}

func newGenkit(t *testing.T, m *scriptedModel) (*genkit.Genkit, ai.Model) {
	t.Helper()
	g := genkit.Init(context.Background())
	model := genkit.DefineModel(g, "test/scripted", &ai.ModelOptions{
		Supports: &ai.ModelSupports{Tools: true, Multiturn: true, SystemRole: true},
	}, m.generate)
	return g, model
}

// toolResponses returns the tool responses in the last message of req.
func toolResponses(t *testing.T, req *ai.ModelRequest) []*ai.ToolResponse {
	t.Helper()
	last := req.Messages[len(req.Messages)-1]
	if last.Role != ai.RoleTool {
		t.Fatalf("last message of the request is %q, want a tool message", last.Role)
	}
	var out []*ai.ToolResponse
	for _, p := range last.Content {
		if p.IsToolResponse() {
			out = append(out, p.ToolResponse)
		}
	}
	return out
}

func verdictOf(t *testing.T, r *ai.ToolResponse) map[string]any {
	t.Helper()
	m, ok := r.Output.(map[string]any)
	if !ok || m["kind"] == nil || m["next"] == nil {
		t.Fatalf("tool response of %s is %#v, want a verdict object", r.Name, r.Output)
	}
	return m
}

type reserveIn struct {
	Item string `json:"item"`
}

type reserveOut struct {
	Reservation string `json:"reservation"`
}

// TestGenerateSurvivesToolFailures runs Genkit's own generate loop with a
// tool that fails transiently, then with a conflict, then with a premise:
// the transient failure is retried in place and never shown to the model,
// the others reach the model as verdicts with their verbatim errors, the
// generation ends with the model's answer, every request carries the
// budget line and every turn's usage is charged.
func TestGenerateSurvivesToolFailures(t *testing.T) {
	const (
		transientMsg = "503 Service Unavailable: inventory upstream busy"
		conflictMsg  = "409 Conflict: reservation R-17 already holds item a"
		premiseMsg   = "404 Not Found: no item named b"
		answer       = "Item a is already reserved as R-17; item b does not exist."
	)
	var calls []string
	reserve := ai.NewTool("reserve", "Reserve an item.", func(tc *ai.ToolContext, in reserveIn) (reserveOut, error) {
		calls = append(calls, in.Item)
		switch len(calls) {
		case 1:
			return reserveOut{}, rung.Transient(errors.New(transientMsg))
		case 2:
			return reserveOut{}, rung.Conflict(errors.New(conflictMsg), map[string]any{"reservation": "R-17"})
		case 3:
			return reserveOut{}, rung.Premise(errors.New(premiseMsg))
		}
		return reserveOut{Reservation: "R-99"}, nil
	})
	m := &scriptedModel{turns: []*ai.ModelResponse{
		callTurn("reserve", map[string]any{"item": "a"}),
		callTurn("reserve", map[string]any{"item": "b"}),
		textTurn(answer),
	}}
	g, model := newGenkit(t, m)
	clock := rungtest.NewClock(rungtest.Epoch)
	session := rung.NewSession(rung.SessionOptions{
		Limits: rung.Limits{Tokens: 10_000, ToolCalls: 10},
		Clock:  clock, Jitter: rungtest.Jitter(1),
	})
	a, err := runggenkit.New(g, session, []ai.Tool{reserve}, runggenkit.Options{
		Tools: map[string]rung.Tool{"reserve": {Identifying: []string{"item"}}},
	})
	if err != nil {
		t.Fatal(err)
	}

	resp, err := genkit.Generate(context.Background(), g,
		ai.WithModel(model),
		ai.WithSystem("You reserve items."),
		ai.WithPrompt("Reserve items a and b."),
		ai.WithTools(a.Tools()...),
		ai.WithMiddleware(a.Middleware()),
		ai.WithMaxTurns(5),
	)
	if err != nil {
		t.Fatalf("the generation ended on a tool failure: %v", err)
	}
	if got := resp.Text(); got != answer {
		t.Fatalf("final text = %q, want %q", got, answer)
	}
	if got, want := strings.Join(calls, ","), "a,a,b"; got != want {
		t.Fatalf("tool calls = %s, want %s (the transient failure retried in place)", got, want)
	}
	if len(m.requests) != 3 {
		t.Fatalf("model requests = %d, want 3", len(m.requests))
	}

	conflict := verdictOf(t, toolResponses(t, m.requests[1])[0])
	if conflict["kind"] != "conflict" || conflict["error"] != conflictMsg || conflict["attempts"] != float64(2) {
		t.Errorf("second request's tool response = %v, want the conflict verdict with the verbatim error after 2 attempts", conflict)
	}
	if fact, _ := conflict["fact"].(map[string]any); fact["reservation"] != "R-17" {
		t.Errorf("conflict verdict's fact = %v, want the existing reservation", conflict["fact"])
	}
	premise := verdictOf(t, toolResponses(t, m.requests[2])[0])
	if premise["kind"] != "premise" || premise["error"] != premiseMsg {
		t.Errorf("third request's tool response = %v, want the premise verdict with the verbatim error", premise)
	}
	for i := range m.requests {
		js := m.requestJSON(i)
		// The status line, not a bare "503": Genkit's random tool-request
		// refs are UUIDs, which sometimes hold those digits.
		if strings.Contains(js, "503 Service Unavailable") || strings.Contains(js, "upstream busy") {
			t.Errorf("request %d shows the model the transient failure: %s", i, js)
		}
		sys := m.requests[i].Messages[0]
		if sys.Role != ai.RoleSystem || !strings.HasPrefix(sys.Text(), "You reserve items.") || !strings.Contains(sys.Text(), "Budget: ") {
			t.Errorf("request %d's system message = %q, want the user's system text and the budget line", i, sys.Text())
		}
	}
	if got := strings.Count(m.requests[2].Messages[0].Text(), "Budget: "); got != 1 {
		t.Errorf("third request's system message carries %d budget lines, want 1 (a line per turn must not pile up)", got)
	}
	if !strings.Contains(m.requests[2].Messages[0].Text(), "tool calls") {
		t.Errorf("third request's budget line = %q, want the tool calls left", m.requests[2].Messages[0].Text())
	}
	if st := session.Budget().State(); st.Spent.Tokens != 360 || st.Spent.ModelCalls != 3 {
		t.Errorf("charged %d tokens in %d model calls, want 360 in 3", st.Spent.Tokens, st.Spent.ModelCalls)
	}
	if !clock.Now().After(rungtest.Epoch) {
		t.Errorf("the retry did not wait on the virtual clock")
	}
}

type paymentIn struct {
	To     string  `json:"to"`
	Amount float64 `json:"amount"`
}

type paymentOut struct {
	PaymentID string `json:"payment_id"`
}

// TestKeyPreventsDoubleWrite: a model that makes the same payment twice
// gets the recorded outcome the second time; the payment is written once,
// under the key the tool read from its context.
func TestKeyPreventsDoubleWrite(t *testing.T) {
	clock := rungtest.NewClock(rungtest.Epoch)
	var (
		mu     sync.Mutex
		writes = map[string]int{} // the downstream, by idempotency key
		runs   int
	)
	pay := ai.NewTool("send_payment", "Send a payment.", func(tc *ai.ToolContext, in paymentIn) (paymentOut, error) {
		mu.Lock()
		defer mu.Unlock()
		runs++
		key := rung.IdempotencyKey(tc)
		if key == "" {
			return paymentOut{}, errors.New("no idempotency key in the tool's context")
		}
		writes[key]++
		return paymentOut{PaymentID: fmt.Sprintf("pay-%d", runs)}, nil
	})
	args := map[string]any{"to": "acme", "amount": 40}
	m := &scriptedModel{turns: []*ai.ModelResponse{
		callTurn("send_payment", args),
		callTurn("send_payment", args),
		textTurn("Paid acme 40."),
	}}
	g, model := newGenkit(t, m)
	session := rung.NewSession(rung.SessionOptions{
		ID: "s-pay", Limits: rung.Limits{Tokens: 10_000},
		Ledger: ledger.NewMemory(clock), Clock: clock, Jitter: rungtest.Jitter(1),
	})
	a, err := runggenkit.New(g, session, []ai.Tool{pay}, runggenkit.Options{
		Tools: map[string]rung.Tool{"send_payment": {SideEffects: true, AcceptsIdempotencyKey: true}},
	})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := genkit.Generate(context.Background(), g,
		ai.WithModel(model), ai.WithPrompt("Pay acme 40."),
		ai.WithTools(a.Tools()...), ai.WithMiddleware(a.Middleware()), ai.WithMaxTurns(5),
	)
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text() != "Paid acme 40." {
		t.Fatalf("final text = %q", resp.Text())
	}
	if runs != 1 || len(writes) != 1 {
		t.Fatalf("the payment ran %d times under %d keys (%v), want once", runs, len(writes), writes)
	}
	for key := range writes {
		if !strings.HasPrefix(key, "s-pay/send_payment/") {
			t.Errorf("key = %q, want the session's key for the call", key)
		}
	}
	first := toolResponses(t, m.requests[1])[0].Output
	second := toolResponses(t, m.requests[2])[0].Output
	if fmt.Sprint(first) != "map[payment_id:pay-1]" || fmt.Sprint(second) != fmt.Sprint(first) {
		t.Errorf("tool outputs = %v then %v, want the recorded payment both times", first, second)
	}
	// No system message was given: the budget line comes in one of its own.
	if sys := m.requests[0].Messages[0]; sys.Role != ai.RoleSystem || !strings.HasPrefix(sys.Text(), "Budget: ") {
		t.Errorf("first message = %s %q, want a system message with the budget line", sys.Role, sys.Text())
	}
}

// TestInvalidArgumentsReachModel: arguments that break the input schema,
// which Genkit's own validation turns into an error that ends the
// generation, come back to the model as an invalid verdict, and the tool
// is not called.
func TestInvalidArgumentsReachModel(t *testing.T) {
	called := 0
	reserve := ai.NewTool("reserve", "Reserve an item.", func(tc *ai.ToolContext, in reserveIn) (reserveOut, error) {
		called++
		return reserveOut{Reservation: "R-1"}, nil
	})
	m := &scriptedModel{turns: []*ai.ModelResponse{
		callTurn("reserve", map[string]any{"item": 5}),
		callTurn("reserve", map[string]any{"item": "5"}),
		textTurn("Reserved as R-1."),
	}}
	g, model := newGenkit(t, m)
	session := rung.NewSession(rung.SessionOptions{Clock: rungtest.NewClock(rungtest.Epoch), Jitter: rungtest.Jitter(1)})
	a, err := runggenkit.New(g, session, []ai.Tool{reserve}, runggenkit.Options{})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := genkit.Generate(context.Background(), g,
		ai.WithModel(model), ai.WithPrompt("Reserve item 5."),
		ai.WithTools(a.Tools()...), ai.WithMiddleware(a.Middleware()),
	)
	if err != nil {
		t.Fatalf("the generation ended on invalid arguments: %v", err)
	}
	if resp.Text() != "Reserved as R-1." || called != 1 {
		t.Fatalf("final text %q after %d calls, want the answer after 1 call", resp.Text(), called)
	}
	v := verdictOf(t, toolResponses(t, m.requests[1])[0])
	if v["kind"] != "invalid" || v["next"] != "repair_arguments" || !strings.Contains(v["error"].(string), "args.item") {
		t.Errorf("verdict = %v, want invalid, repair_arguments, naming args.item", v)
	}
	// The model saw the tool's real schema, not a permissive one.
	if tools := m.requests[0].Tools; len(tools) != 1 || tools[0].InputSchema["properties"] == nil {
		t.Errorf("tool definitions sent to the model = %v, want reserve's input schema", m.requests[0].Tools)
	}
}

// TestGenkitStatusReachesClassifier: a Genkit error's status reaches the
// session's classifier, so classify.Chain's gRPC preset reads it.
func TestGenkitStatusReachesClassifier(t *testing.T) {
	lookup := ai.NewTool("lookup", "Look an order up.", func(tc *ai.ToolContext, in reserveIn) (reserveOut, error) {
		return reserveOut{}, core.NewError(core.NOT_FOUND, "order %s does not exist", in.Item)
	})
	m := &scriptedModel{turns: []*ai.ModelResponse{
		callTurn("lookup", map[string]any{"item": "o-9"}),
		textTurn("Order o-9 does not exist."),
	}}
	g, model := newGenkit(t, m)
	session := rung.NewSession(rung.SessionOptions{Classifier: &classify.Chain{}, Clock: rungtest.NewClock(rungtest.Epoch), Jitter: rungtest.Jitter(1)})
	a, err := runggenkit.New(g, session, []ai.Tool{lookup}, runggenkit.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := genkit.Generate(context.Background(), g,
		ai.WithModel(model), ai.WithPrompt("Find order o-9."),
		ai.WithTools(a.Tools()...), ai.WithMiddleware(a.Middleware()),
	); err != nil {
		t.Fatal(err)
	}
	v := verdictOf(t, toolResponses(t, m.requests[1])[0])
	if v["kind"] != "premise" || v["code"] == nil || !strings.Contains(v["code"].(string), "NOT_FOUND") || v["error"] != "order o-9 does not exist" {
		t.Errorf("verdict = %v, want premise with the NOT_FOUND code and the verbatim error", v)
	}
}

// TestInterruptPassesThrough: a tool's interrupt is Genkit's hand-back to
// its caller, not a failure: the generation stops interrupted, as without
// the adapter.
func TestInterruptPassesThrough(t *testing.T) {
	confirm := ai.NewTool("confirm", "Ask the user to confirm.", func(tc *ai.ToolContext, in reserveIn) (reserveOut, error) {
		return reserveOut{}, tc.Interrupt(&ai.InterruptOptions{Metadata: map[string]any{"question": "reserve " + in.Item + "?"}})
	})
	m := &scriptedModel{turns: []*ai.ModelResponse{callTurn("confirm", map[string]any{"item": "a"})}}
	g, model := newGenkit(t, m)
	session := rung.NewSession(rung.SessionOptions{Clock: rungtest.NewClock(rungtest.Epoch)})
	a, err := runggenkit.New(g, session, []ai.Tool{confirm}, runggenkit.Options{})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := genkit.Generate(context.Background(), g,
		ai.WithModel(model), ai.WithPrompt("Reserve a."),
		ai.WithTools(a.Tools()...), ai.WithMiddleware(a.Middleware()),
	)
	if err != nil {
		t.Fatal(err)
	}
	if resp.FinishReason != ai.FinishReasonInterrupted || len(resp.Interrupts()) != 1 {
		t.Fatalf("finish reason %q with %d interrupts, want interrupted with 1", resp.FinishReason, len(resp.Interrupts()))
	}
}

// TestNewRefusesBadInput: a tool registered in Genkit's registry (which
// Generate would run instead of the wrapper) and annotations for a tool not
// given are refused, named.
func TestNewRefusesBadInput(t *testing.T) {
	g := genkit.Init(context.Background())
	registered := genkit.DefineTool(g, "reserve", "Reserve an item.", func(tc *ai.ToolContext, in reserveIn) (reserveOut, error) {
		return reserveOut{}, nil
	})
	session := rung.NewSession(rung.SessionOptions{})
	if _, err := runggenkit.New(g, session, []ai.Tool{registered}, runggenkit.Options{}); err == nil || !strings.Contains(err.Error(), `"reserve" is registered`) {
		t.Errorf("New with a registered tool: err = %v, want it refused as registered", err)
	}
	free := ai.NewTool("lookup", "Look up.", func(tc *ai.ToolContext, in reserveIn) (reserveOut, error) { return reserveOut{}, nil })
	_, err := runggenkit.New(g, session, []ai.Tool{free}, runggenkit.Options{Tools: map[string]rung.Tool{"lokup": {}}})
	if err == nil || !strings.Contains(err.Error(), `Options.Tools["lokup"]: no such tool`) {
		t.Errorf("New with annotations for an unknown tool: err = %v, want it named", err)
	}
	_, err = runggenkit.New(g, session, []ai.Tool{free}, runggenkit.Options{Tools: map[string]rung.Tool{"lookup": {Call: func(context.Context, map[string]any) (any, error) { return nil, nil }}}})
	if err == nil || !strings.Contains(err.Error(), `Options.Tools["lookup"]`) {
		t.Errorf("New with a Call in the annotations: err = %v, want it refused", err)
	}
}

// TestInterruptBehindKeyIsDenied: behind a ledger key an interrupt cannot
// be handed to a person and restarted under the same key, so it reaches
// the model as a denied verdict instead.
func TestInterruptBehindKeyIsDenied(t *testing.T) {
	clock := rungtest.NewClock(rungtest.Epoch)
	pay := ai.NewTool("send_payment", "Send a payment.", func(tc *ai.ToolContext, in paymentIn) (paymentOut, error) {
		return paymentOut{}, tc.Interrupt(&ai.InterruptOptions{Metadata: map[string]any{"question": "pay?"}})
	})
	m := &scriptedModel{turns: []*ai.ModelResponse{
		callTurn("send_payment", map[string]any{"to": "acme", "amount": 40}),
		textTurn("I need your confirmation to pay acme."),
	}}
	g, model := newGenkit(t, m)
	session := rung.NewSession(rung.SessionOptions{Ledger: ledger.NewMemory(clock), Clock: clock})
	a, err := runggenkit.New(g, session, []ai.Tool{pay}, runggenkit.Options{
		Tools: map[string]rung.Tool{"send_payment": {SideEffects: true, AcceptsIdempotencyKey: true}},
	})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := genkit.Generate(context.Background(), g,
		ai.WithModel(model), ai.WithPrompt("Pay acme 40."),
		ai.WithTools(a.Tools()...), ai.WithMiddleware(a.Middleware()),
	)
	if err != nil {
		t.Fatal(err)
	}
	if resp.FinishReason == ai.FinishReasonInterrupted {
		t.Fatal("a keyed call's interrupt reached Genkit")
	}
	v := verdictOf(t, toolResponses(t, m.requests[1])[0])
	if v["kind"] != "denied" || v["next"] != "ask_user" || !strings.Contains(v["error"].(string), "interrupted") {
		t.Errorf("verdict = %v, want denied, ask_user, saying the tool interrupted", v)
	}
}
