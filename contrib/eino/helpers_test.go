package rungeino_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/cloudwego/eino/adk"
	"github.com/cloudwego/eino/components/model"
	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/compose"
	"github.com/cloudwego/eino/schema"
	rungeino "github.com/rungkit/rung/contrib/eino"
)

// scriptedModel is an eino chat model that answers from a script, one
// message per request, and records every request it receives, so a test can
// read what the model saw. Each answer reports 100 prompt and 20 completion
// tokens.
type scriptedModel struct {
	mu       sync.Mutex
	answers  []*schema.Message
	requests [][]*schema.Message
}

func script(answers ...*schema.Message) *scriptedModel { return &scriptedModel{answers: answers} }

func (m *scriptedModel) Generate(_ context.Context, input []*schema.Message, _ ...model.Option) (*schema.Message, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	seen := make([]*schema.Message, len(input))
	for i, msg := range input {
		cp := *msg
		seen[i] = &cp
	}
	m.requests = append(m.requests, seen)
	n := len(m.requests) - 1
	if n >= len(m.answers) {
		return nil, fmt.Errorf("scripted model: the script has no answer for request %d", n+1)
	}
	out := *m.answers[n]
	out.ResponseMeta = &schema.ResponseMeta{Usage: &schema.TokenUsage{PromptTokens: 100, CompletionTokens: 20, TotalTokens: 120}}
	return &out, nil
}

// Stream sends the answer without its usage, then a last chunk that
// carries only the usage, as OpenAI-compatible servers do.
func (m *scriptedModel) Stream(ctx context.Context, input []*schema.Message, opts ...model.Option) (*schema.StreamReader[*schema.Message], error) {
	out, err := m.Generate(ctx, input, opts...)
	if err != nil {
		return nil, err
	}
	meta := out.ResponseMeta
	body := *out
	body.ResponseMeta = nil
	tail := &schema.Message{Role: schema.Assistant, ResponseMeta: meta}
	return schema.StreamReaderFromArray([]*schema.Message{&body, tail}), nil
}

func (m *scriptedModel) WithTools([]*schema.ToolInfo) (model.ToolCallingChatModel, error) {
	return m, nil
}

func (m *scriptedModel) seen() [][]*schema.Message {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([][]*schema.Message(nil), m.requests...)
}

// toolMessages returns the tool messages of the model's last request, by
// tool call id.
func (m *scriptedModel) toolMessages() map[string]string {
	reqs := m.seen()
	out := map[string]string{}
	if len(reqs) == 0 {
		return out
	}
	for _, msg := range reqs[len(reqs)-1] {
		if msg.Role == schema.Tool {
			out[msg.ToolCallID] = msg.Content
		}
	}
	return out
}

func callTool(id, name, args string) *schema.Message {
	return schema.AssistantMessage("", []schema.ToolCall{{ID: id, Type: "function", Function: schema.FunctionCall{Name: name, Arguments: args}}})
}

// fakeTool is an eino invokable tool whose run is a function; it counts its
// calls.
type fakeTool struct {
	name string
	run  func(ctx context.Context, args string) (string, error)

	mu    sync.Mutex
	calls int
}

func (t *fakeTool) Info(context.Context) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{Name: t.name, Desc: "the " + t.name + " tool",
		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
			"id": {Type: schema.String, Desc: "what to act on"},
		})}, nil
}

func (t *fakeTool) InvokableRun(ctx context.Context, args string, _ ...tool.Option) (string, error) {
	t.mu.Lock()
	t.calls++
	t.mu.Unlock()
	return t.run(ctx, args)
}

func (t *fakeTool) count() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.calls
}

// runADK runs an ADK ChatModelAgent over a and m with tools under eino's
// runner and returns the final answer; an error event fails the test.
func runADK(t *testing.T, a *rungeino.Adapter, m *scriptedModel, tools []tool.BaseTool, streaming bool) string {
	t.Helper()
	ctx := context.Background()
	agent, err := adk.NewChatModelAgent(ctx, &adk.ChatModelAgentConfig{
		Name:        "clerk",
		Description: "books invoices",
		Instruction: "You are a careful clerk.",
		Model:       a.Model(m),
		ToolsConfig: adk.ToolsConfig{ToolsNodeConfig: compose.ToolsNodeConfig{
			Tools:               tools,
			ToolCallMiddlewares: []compose.ToolMiddleware{a.Middleware()},
		}},
	})
	if err != nil {
		t.Fatal(err)
	}
	runner := adk.NewRunner(ctx, adk.RunnerConfig{Agent: agent, EnableStreaming: streaming})
	iter := runner.Query(ctx, "Book the invoice for acme.")
	final := ""
	for {
		ev, ok := iter.Next()
		if !ok {
			break
		}
		if ev.Err != nil {
			t.Fatalf("the run ended with an error: %v", ev.Err)
		}
		if ev.Output == nil || ev.Output.MessageOutput == nil {
			continue
		}
		msg, err := ev.Output.MessageOutput.GetMessage()
		if err != nil {
			t.Fatal(err)
		}
		if msg.Role == schema.Assistant && len(msg.ToolCalls) == 0 {
			final = msg.Content
		}
	}
	return final
}
