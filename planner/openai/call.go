package openai

import (
	"context"
	"net/http"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
	"github.com/rungkit/rung/planner/internal/wire"
)

// chatRequest is the body of POST /chat/completions, with the fields the
// planner sends.
type chatRequest struct {
	Model               string          `json:"model"`
	Messages            []chatMessage   `json:"messages"`
	MaxTokens           *int64          `json:"max_tokens,omitempty"`
	MaxCompletionTokens *int64          `json:"max_completion_tokens,omitempty"`
	Temperature         *float64        `json:"temperature,omitempty"`
	ResponseFormat      *responseFormat `json:"response_format,omitempty"`
	Tools               []chatTool      `json:"tools,omitempty"`
	ToolChoice          *toolChoice     `json:"tool_choice,omitempty"`
}

// chatMessage is one message of the conversation. Content is a string for
// system, user and tool messages (sent even when empty) and nil for an
// assistant message that only called a tool.
type chatMessage struct {
	Role       string     `json:"role"`
	Content    any        `json:"content,omitempty"`
	Refusal    string     `json:"refusal,omitempty"`
	ToolCalls  []toolCall `json:"tool_calls,omitempty"`
	ToolCallID string     `json:"tool_call_id,omitempty"`
}

type toolCall struct {
	ID       string `json:"id"`
	Type     string `json:"type"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

type responseFormat struct {
	Type       string      `json:"type"`
	JSONSchema *jsonSchema `json:"json_schema,omitempty"`
}

type jsonSchema struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	Schema      map[string]any `json:"schema"`
	Strict      bool           `json:"strict"`
}

type chatTool struct {
	Type     string      `json:"type"`
	Function functionDef `json:"function"`
}

type functionDef struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	Parameters  map[string]any `json:"parameters"`
}

type toolChoice struct {
	Type     string `json:"type"`
	Function struct {
		Name string `json:"name"`
	} `json:"function"`
}

// chatResponse is the part of a chat.completion the planner reads.
type chatResponse struct {
	Model   string `json:"model"`
	Choices []struct {
		FinishReason string          `json:"finish_reason"`
		Message      responseMessage `json:"message"`
	} `json:"choices"`
	Usage struct {
		PromptTokens     wire.Count `json:"prompt_tokens"`
		CompletionTokens wire.Count `json:"completion_tokens"`
	} `json:"usage"`
}

type responseMessage struct {
	Content   wire.Text `json:"content"`
	Refusal   wire.Text `json:"refusal"`
	ToolCalls []struct {
		ID       string `json:"id"`
		Type     string `json:"type"`
		Function struct {
			Name      string    `json:"name"`
			Arguments wire.Text `json:"arguments"`
		} `json:"function"`
	} `json:"tool_calls"`
}

// param is the message that sends the answer back in the next turn: its
// content and refusal when not empty, and its function tool calls.
func (m *responseMessage) param() chatMessage {
	out := chatMessage{Role: "assistant", Refusal: string(m.Refusal)}
	if m.Content != "" {
		out.Content = string(m.Content)
	}
	for _, c := range m.ToolCalls {
		tc := toolCall{ID: c.ID, Type: "function"}
		tc.Function.Name, tc.Function.Arguments = c.Function.Name, string(c.Function.Arguments)
		out.ToolCalls = append(out.ToolCalls, tc)
	}
	return out
}

func textMessage(role, content string) chatMessage {
	return chatMessage{Role: role, Content: content}
}

// task is one structured question: its name and schema, the prompt, and
// how to read the answer.
type task struct {
	name, description string
	prompt            rung.Prompt
	schema            func(strict bool) map[string]any
	parse             func(text string, wrapped bool) error
}

// reply is what one model call produced.
type reply struct {
	text string
	// toolCall: the answer came as a call of the task's function, whose
	// id is toolCallID; the feedback turn then answers that call.
	toolCall   bool
	toolCallID string
	message    chatMessage
	// wrapped: the answer follows the schema ({"args": ...} for a repair)
	// rather than the prompt's own format (the bare arguments).
	wrapped bool
}

// run asks the question, gives the model one more turn if its answer is
// refused, and returns the tokens spent by every call.
func (p *Planner) run(ctx context.Context, t *task) (rung.Usage, error) {
	var used rung.Usage
	msgs := []chatMessage{
		textMessage("system", t.prompt.System),
		textMessage("user", t.prompt.User),
	}
	out := p.output.Load().(Output)
	r, out, f := p.callWithFallback(ctx, t, msgs, out, &used)
	if f != nil {
		return used, f
	}
	err := t.parse(r.text, r.wrapped)
	if err == nil {
		return used, nil
	}
	// One more turn: the model sees its answer and why it was refused.
	msgs = append(msgs, r.message)
	if r.toolCall {
		m := textMessage("tool", answer.Feedback(err))
		m.ToolCallID = r.toolCallID
		msgs = append(msgs, m)
	} else {
		msgs = append(msgs, textMessage("user", answer.Feedback(err)))
	}
	r, f = p.call(ctx, t, msgs, out, &used)
	if f != nil {
		return used, f
	}
	if err := t.parse(r.text, r.wrapped); err != nil {
		return used, answer.Invalid(Protocol, err)
	}
	return used, nil
}

// callWithFallback makes the call in format out and, when the server
// rejects that format, once more in the fallback format, which is kept for
// later calls.
func (p *Planner) callWithFallback(ctx context.Context, t *task, msgs []chatMessage, out Output, used *rung.Usage) (reply, Output, *rung.Failure) {
	r, f := p.call(ctx, t, msgs, out, used)
	if f != nil && p.fallback != OutputNone && out != p.fallback && rejectsFormat(f, out) {
		out = p.fallback
		p.output.Store(out)
		r, f = p.call(ctx, t, msgs, out, used)
	}
	return r, out, f
}

// rejectsFormat reports whether a failure is the server refusing the
// structured-output format rather than the request's content.
func rejectsFormat(f *rung.Failure, out Output) bool {
	if f.Status != http.StatusBadRequest && f.Status != http.StatusUnprocessableEntity && f.Status != http.StatusNotImplemented {
		return false
	}
	m := strings.ToLower(f.Message)
	switch out {
	case OutputJSONSchema:
		return strings.Contains(m, "response_format") || strings.Contains(m, "json_schema")
	case OutputTool:
		return strings.Contains(m, "tool")
	}
	return false
}

// call makes one request and reads one answer.
func (p *Planner) call(ctx context.Context, t *task, msgs []chatMessage, out Output, used *rung.Usage) (reply, *rung.Failure) {
	req := chatRequest{Model: p.model, Messages: msgs, Temperature: p.temp}
	if p.legacyMax {
		req.MaxTokens = &p.maxTokens
	} else {
		req.MaxCompletionTokens = &p.maxTokens
	}
	switch out {
	case OutputJSONSchema:
		req.ResponseFormat = &responseFormat{Type: "json_schema", JSONSchema: &jsonSchema{
			Name: t.name, Description: t.description, Schema: t.schema(true), Strict: true,
		}}
	case OutputTool:
		req.Tools = []chatTool{{Type: "function", Function: functionDef{Name: t.name, Description: t.description, Parameters: t.schema(false)}}}
		req.ToolChoice = &toolChoice{Type: "function"}
		req.ToolChoice.Function.Name = t.name
	case OutputJSONObject:
		req.ResponseFormat = &responseFormat{Type: "json_object"}
	}

	var resp chatResponse
	if f := p.endpoint.Post(ctx, &req, &resp); f != nil {
		return reply{}, f
	}
	used.InputTokens += int(resp.Usage.PromptTokens)
	used.OutputTokens += int(resp.Usage.CompletionTokens)
	used.Calls++
	if resp.Model != "" {
		used.Model = resp.Model
	}

	if len(resp.Choices) == 0 {
		return reply{}, answer.Ambiguous(Protocol, "empty_content", "", "the response has no choices")
	}
	c := resp.Choices[0]
	if f, bad := answer.StopReason(Protocol, c.FinishReason); bad {
		return reply{}, f
	}
	m := &c.Message
	if m.Refusal != "" {
		return reply{}, answer.Ambiguous(Protocol, "refusal", p.secrets.Scrub(string(m.Refusal)), "the model refused to answer")
	}
	r := reply{text: string(m.Content), message: m.param(), wrapped: out == OutputJSONSchema}
	for _, tc := range m.ToolCalls {
		if tc.Function.Name == t.name {
			r.toolCall, r.toolCallID = true, tc.ID
			r.text = string(tc.Function.Arguments)
			r.wrapped = true
			break
		}
	}
	if strings.TrimSpace(r.text) == "" {
		return reply{}, answer.Ambiguous(Protocol, "empty_content", "", "the answer is empty")
	}
	return r, nil
}
