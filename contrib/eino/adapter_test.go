package rungeino_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/compose"
	"github.com/cloudwego/eino/flow/agent/react"
	"github.com/cloudwego/eino/schema"
	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	rungeino "github.com/rungkit/rung/contrib/eino"
	"github.com/rungkit/rung/ledger"
	"github.com/rungkit/rung/rungtest"
)

func newSession(clock *rungtest.Clock, store rung.Ledger) *rung.Session {
	return rung.NewSession(rung.SessionOptions{
		ID:         "s1",
		Limits:     rung.Limits{Deadline: 2 * time.Minute, Tokens: 50_000},
		Ledger:     store,
		Classifier: &classify.Chain{},
		Clock:      clock,
		Jitter:     rungtest.Jitter(1),
	})
}

// TestADKRunSurvivesFailures runs an ADK ChatModelAgent under eino's runner
// through three failing tool calls on three model turns: a transient one,
// retried in place, that the model never sees, then a conflict and a
// premise failure that reach the model as verdicts, and the run goes on to
// a final answer.
func TestADKRunSurvivesFailures(t *testing.T) {
	for _, streaming := range []bool{false, true} {
		name := "generate"
		if streaming {
			name = "stream"
		}
		t.Run(name, func(t *testing.T) { testRunSurvivesFailures(t, streaming) })
	}
}

func testRunSurvivesFailures(t *testing.T, streaming bool) {
	clock := rungtest.NewClock(time.Time{})
	rates := &fakeTool{name: "fetch_rates"}
	rates.run = func(context.Context, string) (string, error) {
		if rates.count() == 1 {
			return "", errors.New("rates service unavailable, try again")
		}
		return "EUR 1.08", nil
	}
	invoice := &fakeTool{name: "create_invoice", run: func(context.Context, string) (string, error) {
		return "", errors.New("invoice INV-7 already exists for acme")
	}}
	files := &fakeTool{name: "read_file", run: func(context.Context, string) (string, error) {
		return "", errors.New("open vendor/export.csv: no such file or directory")
	}}
	tools := []tool.BaseTool{rates, invoice, files}
	session := newSession(clock, nil)
	a, err := rungeino.New(context.Background(), session, tools, rungeino.Options{Tools: map[string]rung.Tool{
		"fetch_rates":    {Rules: []rung.Rule{{Message: "unavailable", Kind: rung.KindTransient}}},
		"create_invoice": {Rules: []rung.Rule{{Message: "already exists", Kind: rung.KindConflict}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	m := script(
		callTool("c1", "fetch_rates", `{"id":"EUR"}`),
		callTool("c2", "create_invoice", `{"id":"acme"}`),
		callTool("c3", "read_file", `{"id":"vendor/export.csv"}`),
		schema.AssistantMessage("INV-7 already exists; the export file is missing, please send it.", nil),
	)

	final := runADK(t, a, m, tools, streaming)

	if !strings.Contains(final, "INV-7 already exists") {
		t.Fatalf("final answer = %q; want the scripted answer (the run did not survive)", final)
	}
	if got := rates.count(); got != 2 {
		t.Errorf("fetch_rates calls = %d; want 2 (the transient failure retried in place)", got)
	}
	msgs := m.toolMessages()
	if msgs["c1"] != "EUR 1.08" {
		t.Errorf("the model saw fetch_rates as %q; want its output only", msgs["c1"])
	}
	for _, want := range []string{"Kind: conflict", "invoice INV-7 already exists for acme", "Next: dont_repeat"} {
		if !strings.Contains(msgs["c2"], want) {
			t.Errorf("the model saw create_invoice as:\n%s\nwant it to contain %q", msgs["c2"], want)
		}
	}
	for _, want := range []string{"Kind: premise", "open vendor/export.csv: no such file or directory"} {
		if !strings.Contains(msgs["c3"], want) {
			t.Errorf("the model saw read_file as:\n%s\nwant it to contain %q", msgs["c3"], want)
		}
	}
	reqs := m.seen()
	if len(reqs) != 4 {
		t.Fatalf("model requests = %d; want 4", len(reqs))
	}
	for i, req := range reqs {
		for _, msg := range req {
			if strings.Contains(msg.Content, "unavailable") {
				t.Errorf("request %d shows the model the transient failure: %q", i+1, msg.Content)
			}
		}
		if req[0].Role != schema.System || !strings.Contains(req[0].Content, "You are a careful clerk.") || !strings.Contains(req[0].Content, "tokens left") {
			t.Errorf("request %d starts with %s %q; want the instruction with the budget line", i+1, req[0].Role, req[0].Content)
		}
		if n := strings.Count(req[0].Content, "Budget:"); n != 1 {
			t.Errorf("request %d has %d budget lines; want 1", i+1, n)
		}
	}
	// Each turn was charged: 4 turns of 120 tokens, and the line the last
	// request carried already counts three of them.
	rep := session.Report()
	if rep.Counters.ModelCalls != 4 || rep.Counters.Tokens != 480 {
		t.Errorf("charged %d model calls and %d tokens; want 4 and 480", rep.Counters.ModelCalls, rep.Counters.Tokens)
	}
	if !strings.Contains(reqs[3][0].Content, "49,640 tokens left") {
		t.Errorf("the last request's budget line is %q; want 49,640 tokens left", reqs[3][0].Content)
	}
	if clock.Now().Equal(rungtest.Epoch) {
		t.Error("the virtual clock did not move: the retry did not back off")
	}
}

// TestKeyPreventsDoubleWrite runs eino's ReAct agent (flow/agent/react) with a
// side-effecting tool that the model calls twice with the same arguments:
// behind the ledger's key it writes once, both calls return the same output
// and the key reaches the tool's context.
func TestKeyPreventsDoubleWrite(t *testing.T) {
	clock := rungtest.NewClock(time.Time{})
	var (
		mu     sync.Mutex
		writes []string // the keys of the writes made
	)
	pay := &fakeTool{name: "send_payment", run: func(ctx context.Context, args string) (string, error) {
		mu.Lock()
		defer mu.Unlock()
		writes = append(writes, rung.IdempotencyKey(ctx))
		return "payment pay-1 sent: " + args, nil
	}}
	tools := []tool.BaseTool{pay}
	a, err := rungeino.New(context.Background(), newSession(clock, ledger.NewMemory(clock)), tools, rungeino.Options{
		Tools: map[string]rung.Tool{"send_payment": {SideEffects: true, AcceptsIdempotencyKey: true}},
	})
	if err != nil {
		t.Fatal(err)
	}
	m := script(
		callTool("p1", "send_payment", `{"id":"acme-100"}`),
		callTool("p2", "send_payment", `{"id":"acme-100"}`),
		schema.AssistantMessage("Paid.", nil),
	)
	agent, err := react.NewAgent(context.Background(), &react.AgentConfig{
		ToolCallingModel: a.Model(m),
		ToolsConfig:      compose.ToolsNodeConfig{Tools: tools, ToolCallMiddlewares: []compose.ToolMiddleware{a.Middleware()}},
	})
	if err != nil {
		t.Fatal(err)
	}
	out, err := agent.Generate(context.Background(), []*schema.Message{schema.UserMessage("Pay acme 100.")})
	if err != nil {
		t.Fatalf("the run ended with an error: %v", err)
	}
	if out.Content != "Paid." {
		t.Errorf("final answer = %q; want Paid.", out.Content)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(writes) != 1 {
		t.Fatalf("send_payment wrote %d times; want once", len(writes))
	}
	if !strings.HasPrefix(writes[0], "s1/send_payment/") {
		t.Errorf("the tool's context carried key %q; want s1/send_payment/<fingerprint>", writes[0])
	}
	msgs := m.toolMessages()
	if msgs["p1"] != `payment pay-1 sent: {"id":"acme-100"}` || msgs["p2"] != msgs["p1"] {
		t.Errorf("the model saw %q then %q; want the one write's output twice", msgs["p1"], msgs["p2"])
	}
	// The ReAct agent sends no system message of its own: the adapter adds
	// one with the budget line.
	for i, req := range m.seen() {
		if req[0].Role != schema.System || !strings.Contains(req[0].Content, "tokens left") {
			t.Errorf("request %d starts with %s %q; want a system message with the budget line", i+1, req[0].Role, req[0].Content)
		}
	}
}

// invoke calls the adapter's middleware around next directly, as eino's
// tools node does.
func invoke(a *rungeino.Adapter, ctx context.Context, name, args string, next compose.InvokableToolEndpoint) (*compose.ToolOutput, error) {
	return a.Middleware().Invokable(next)(ctx, &compose.ToolInput{Name: name, Arguments: args, CallID: "c1"})
}

func newAdapter(t *testing.T, opts rungeino.Options, names ...string) *rungeino.Adapter {
	t.Helper()
	var tools []tool.BaseTool
	for _, n := range names {
		tools = append(tools, &fakeTool{name: n})
	}
	a, err := rungeino.New(context.Background(), newSession(rungtest.NewClock(time.Time{}), nil), tools, opts)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestCanceledRunIsAnError: an error that is not a verdict (the run's
// context ended while the session waited to retry) still ends the run.
func TestCanceledRunIsAnError(t *testing.T) {
	a := newAdapter(t, rungeino.Options{Tools: map[string]rung.Tool{
		"fetch": {Rules: []rung.Rule{{Message: "unavailable", Kind: rung.KindTransient}}},
	}}, "fetch")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err := invoke(a, ctx, "fetch", `{}`, func(context.Context, *compose.ToolInput) (*compose.ToolOutput, error) {
		cancel()
		return nil, errors.New("service unavailable")
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v; want context.Canceled", err)
	}
	if _, ok := rung.AsVerdict(err); ok {
		t.Fatal("a canceled run came back as a verdict")
	}
}

// TestMalformedArgumentsAskForRepair: arguments that are not a JSON object
// reach the model as an invalid verdict, and the tool is not called.
func TestMalformedArgumentsAskForRepair(t *testing.T) {
	a := newAdapter(t, rungeino.Options{}, "fetch")
	called := false
	out, err := invoke(a, context.Background(), "fetch", `{"id": `, func(context.Context, *compose.ToolInput) (*compose.ToolOutput, error) {
		called = true
		return &compose.ToolOutput{Result: "ok"}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if called {
		t.Error("the tool ran with arguments that are not JSON")
	}
	for _, want := range []string{"Kind: invalid", "Next: repair_arguments", "not a JSON object"} {
		if !strings.Contains(out.Result, want) {
			t.Errorf("result:\n%s\nwant it to contain %q", out.Result, want)
		}
	}
}

// TestStreamableToolFailureIsAVerdict: a streamable tool whose stream fails
// midway is read inside the call, so its failure becomes a verdict too.
func TestStreamableToolFailureIsAVerdict(t *testing.T) {
	a := newAdapter(t, rungeino.Options{}, "search")
	next := func(context.Context, *compose.ToolInput) (*compose.StreamToolOutput, error) {
		r, w := schema.Pipe[string](2)
		w.Send("first hit, ", nil)
		w.Send("", errors.New("open index/shard-3: no such file or directory"))
		w.Close()
		return &compose.StreamToolOutput{Result: r}, nil
	}
	out, err := a.Middleware().Streamable(next)(context.Background(), &compose.ToolInput{Name: "search", Arguments: `{"id":"q"}`})
	if err != nil {
		t.Fatal(err)
	}
	got, err := schema.ConcatMessageStream(schema.StreamReaderWithConvert(out.Result, func(s string) (*schema.Message, error) {
		return schema.ToolMessage(s, "c1"), nil
	}))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got.Content, "Kind: premise") || !strings.Contains(got.Content, "shard-3: no such file") {
		t.Errorf("result:\n%s\nwant a premise verdict with the verbatim error", got.Content)
	}
}

// TestInterrupts: a Direct tool's interrupt reaches eino as it is; a tool
// that interrupts without being listed fails with an error that says to
// list it, rather than a resume that the session would refuse.
func TestInterrupts(t *testing.T) {
	a := newAdapter(t, rungeino.Options{Direct: []string{"approve"}}, "approve", "pay")
	interrupt := func(ctx context.Context, _ *compose.ToolInput) (*compose.ToolOutput, error) {
		return nil, compose.NewInterruptAndRerunErr("needs approval")
	}
	_, err := invoke(a, context.Background(), "approve", `{}`, interrupt)
	if _, ok := compose.IsInterruptRerunError(err); !ok {
		t.Errorf("a Direct tool's interrupt came back as %v", err)
	}
	_, err = invoke(a, context.Background(), "pay", `{}`, interrupt)
	if err == nil || !strings.Contains(err.Error(), `tool "pay" interrupted`) || !strings.Contains(err.Error(), "Options.Direct") {
		t.Errorf("err = %v; want one naming the tool and Options.Direct", err)
	}
}

// TestNewRefusesBadOptions: an option that names no tool, or a template
// that would be ignored, is refused with the field named.
func TestNewRefusesBadOptions(t *testing.T) {
	tools := []tool.BaseTool{&fakeTool{name: "send_payment"}}
	s := newSession(rungtest.NewClock(time.Time{}), nil)
	for _, tc := range []struct {
		opts rungeino.Options
		want string
	}{
		{rungeino.Options{Tools: map[string]rung.Tool{"send_paymnt": {SideEffects: true}}}, `Options.Tools["send_paymnt"] names no tool in tools (send_payment)`},
		{rungeino.Options{Tools: map[string]rung.Tool{"send_payment": {Call: func(context.Context, map[string]any) (any, error) { return nil, nil }}}}, `Options.Tools["send_payment"].Call is set`},
		{rungeino.Options{Tools: map[string]rung.Tool{"send_payment": {Name: "pay"}}}, `Options.Tools["send_payment"].Name is "pay"`},
		{rungeino.Options{Direct: []string{"approve"}}, `Options.Direct names "approve"`},
	} {
		_, err := rungeino.New(context.Background(), s, tools, tc.opts)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%+v) = %v; want an error containing %q", tc.opts, err, tc.want)
		}
	}
	if _, err := rungeino.New(context.Background(), nil, tools, rungeino.Options{}); err == nil {
		t.Error("New accepted a nil session")
	}
}

var _ tool.InvokableTool = (*fakeTool)(nil)
