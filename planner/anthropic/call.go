package anthropic

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
	"github.com/rungkit/rung/planner/internal/wire"
)

// task is one structured question: its tool, the prompt, and how to read
// the answer.
type task struct {
	name, description string
	prompt            rung.Prompt
	schema            map[string]any
	parse             func(text string, wrapped bool) error
}

// messagesRequest is the body of POST /v1/messages, with the fields the
// planner sends.
type messagesRequest struct {
	Model       string      `json:"model"`
	MaxTokens   int64       `json:"max_tokens"`
	System      []textBlock `json:"system,omitempty"`
	Messages    []message   `json:"messages"`
	Tools       []tool      `json:"tools"`
	ToolChoice  toolChoice  `json:"tool_choice"`
	Temperature *float64    `json:"temperature,omitempty"`
}

type textBlock struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

// message is one turn. Content holds blocks of any type: text, tool_use
// sent back, tool_result.
type message struct {
	Role    string `json:"role"`
	Content []any  `json:"content"`
}

type tool struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	InputSchema map[string]any `json:"input_schema"`
}

type toolChoice struct {
	Type                   string `json:"type"`
	Name                   string `json:"name"`
	DisableParallelToolUse bool   `json:"disable_parallel_tool_use"`
}

type toolResult struct {
	Type      string      `json:"type"`
	ToolUseID string      `json:"tool_use_id"`
	Content   []textBlock `json:"content"`
	IsError   bool        `json:"is_error"`
}

// messageResponse is the part of a message the planner reads.
type messageResponse struct {
	Model      string            `json:"model"`
	Content    []json.RawMessage `json:"content"`
	StopReason string            `json:"stop_reason"`
	Usage      struct {
		InputTokens              wire.Count `json:"input_tokens"`
		OutputTokens             wire.Count `json:"output_tokens"`
		CacheCreationInputTokens wire.Count `json:"cache_creation_input_tokens"`
		CacheReadInputTokens     wire.Count `json:"cache_read_input_tokens"`
	} `json:"usage"`
}

// block is what the planner reads of a content block.
type block struct {
	Type      string          `json:"type"`
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Input     json.RawMessage `json:"input"`
	Text      string          `json:"text"`
	Thinking  string          `json:"thinking"`
	Signature string          `json:"signature"`
	Data      string          `json:"data"`
}

// param is the block as it is sent back in the next turn: the fields the
// API takes for its type, or the block as it came for a type the planner
// does not know (thinking must go back as it came, signature included).
func (b *block) param(raw json.RawMessage) any {
	switch b.Type {
	case "text":
		return textBlock{Type: "text", Text: b.Text}
	case "tool_use":
		input := b.Input
		if len(input) == 0 || string(input) == "null" {
			input = json.RawMessage(`{}`)
		}
		return struct {
			Type  string          `json:"type"`
			ID    string          `json:"id"`
			Name  string          `json:"name"`
			Input json.RawMessage `json:"input"`
		}{"tool_use", b.ID, b.Name, input}
	case "thinking":
		return struct {
			Type      string `json:"type"`
			Thinking  string `json:"thinking"`
			Signature string `json:"signature"`
		}{"thinking", b.Thinking, b.Signature}
	case "redacted_thinking":
		return struct {
			Type string `json:"type"`
			Data string `json:"data"`
		}{"redacted_thinking", b.Data}
	}
	return raw
}

// reply is what one model call produced.
type reply struct {
	text    string
	toolID  string // the tool_use block's id, "" when the answer came as text
	message message
}

func userText(text string) message {
	return message{Role: "user", Content: []any{textBlock{Type: "text", Text: text}}}
}

// run asks the question, gives the model one more turn if its answer is
// refused, and returns the tokens spent by every call.
func (p *Planner) run(ctx context.Context, t *task) (rung.Usage, error) {
	var used rung.Usage
	msgs := []message{userText(t.prompt.User)}
	r, f := p.call(ctx, t, msgs, &used)
	if f != nil {
		return used, f
	}
	err := t.parse(r.text, r.toolID != "")
	if err == nil {
		return used, nil
	}
	// One more turn: the model sees its answer and why it was refused.
	msgs = append(msgs, r.message)
	if r.toolID != "" {
		msgs = append(msgs, message{Role: "user", Content: []any{toolResult{
			Type: "tool_result", ToolUseID: r.toolID, IsError: true,
			Content: []textBlock{{Type: "text", Text: answer.Feedback(err)}},
		}}})
	} else {
		msgs = append(msgs, userText(answer.Feedback(err)))
	}
	r, f = p.call(ctx, t, msgs, &used)
	if f != nil {
		return used, f
	}
	if err := t.parse(r.text, r.toolID != ""); err != nil {
		return used, answer.Invalid(Protocol, err)
	}
	return used, nil
}

// call makes one request and reads one answer.
func (p *Planner) call(ctx context.Context, t *task, msgs []message, used *rung.Usage) (reply, *rung.Failure) {
	// The API takes an object schema; the answer's schema is one, and its
	// type is stated again in case a caller's schema left it implicit.
	schema := make(map[string]any, len(t.schema)+1)
	for k, v := range t.schema {
		schema[k] = v
	}
	schema["type"] = "object"
	req := messagesRequest{
		Model:       p.model,
		MaxTokens:   p.maxTokens,
		Messages:    msgs,
		Tools:       []tool{{Name: t.name, Description: t.description, InputSchema: schema}},
		ToolChoice:  toolChoice{Type: "tool", Name: t.name, DisableParallelToolUse: true},
		Temperature: p.temp,
	}
	if t.prompt.System != "" {
		req.System = []textBlock{{Type: "text", Text: t.prompt.System}}
	}
	var msg messageResponse
	if f := p.endpoint.Post(ctx, &req, &msg); f != nil {
		return reply{}, f
	}
	u := msg.Usage
	used.InputTokens += int(u.InputTokens + u.CacheCreationInputTokens + u.CacheReadInputTokens)
	used.OutputTokens += int(u.OutputTokens)
	used.Calls++
	if msg.Model != "" {
		used.Model = msg.Model
	}

	if f, bad := answer.StopReason(Protocol, msg.StopReason); bad {
		return reply{}, f
	}
	r := reply{message: message{Role: "assistant", Content: make([]any, 0, len(msg.Content))}}
	var text strings.Builder
	for _, raw := range msg.Content {
		var b block
		if err := json.Unmarshal(raw, &b); err != nil {
			// A block in a shape the planner does not know still goes back
			// as it came; it cannot be the answer.
			r.message.Content = append(r.message.Content, raw)
			continue
		}
		r.message.Content = append(r.message.Content, b.param(raw))
		switch b.Type {
		case "tool_use":
			if b.Name == t.name && r.toolID == "" {
				r.toolID, r.text = b.ID, string(b.Input)
			}
		case "text":
			text.WriteString(b.Text)
		}
	}
	if r.toolID == "" {
		// The tool choice was forced, but a compatible server may answer in
		// text all the same: read it as the prompt's own format.
		r.text = text.String()
	}
	if strings.TrimSpace(r.text) == "" {
		return reply{}, answer.Ambiguous(Protocol, "empty_content", "", "the answer has neither the "+t.name+" tool call nor text")
	}
	return r, nil
}
