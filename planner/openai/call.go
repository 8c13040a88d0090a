package openai

import (
	"context"
	"io"
	"net/http"
	"strings"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
)

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
	text     string
	toolCall *openai.ChatCompletionMessageToolCallUnion
	message  openai.ChatCompletionMessage
	// wrapped: the answer follows the schema ({"args": ...} for a repair)
	// rather than the prompt's own format (the bare arguments).
	wrapped bool
}

// run asks the question, gives the model one more turn if its answer is
// refused, and returns the tokens spent by every call.
func (p *Planner) run(ctx context.Context, t *task) (rung.Usage, error) {
	var used rung.Usage
	msgs := []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage(t.prompt.System),
		openai.UserMessage(t.prompt.User),
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
	msgs = append(msgs, r.message.ToParam())
	if r.toolCall != nil {
		msgs = append(msgs, openai.ToolMessage(answer.Feedback(err), r.toolCall.ID))
	} else {
		msgs = append(msgs, openai.UserMessage(answer.Feedback(err)))
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
func (p *Planner) callWithFallback(ctx context.Context, t *task, msgs []openai.ChatCompletionMessageParamUnion, out Output, used *rung.Usage) (reply, Output, *rung.Failure) {
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
func (p *Planner) call(ctx context.Context, t *task, msgs []openai.ChatCompletionMessageParamUnion, out Output, used *rung.Usage) (reply, *rung.Failure) {
	params := openai.ChatCompletionNewParams{Model: p.model, Messages: msgs}
	if p.legacyMax {
		params.MaxTokens = openai.Int(p.maxTokens)
	} else {
		params.MaxCompletionTokens = openai.Int(p.maxTokens)
	}
	if p.temp != nil {
		params.Temperature = openai.Float(*p.temp)
	}
	switch out {
	case OutputJSONSchema:
		params.ResponseFormat = openai.ChatCompletionNewParamsResponseFormatUnion{
			OfJSONSchema: &shared.ResponseFormatJSONSchemaParam{
				JSONSchema: shared.ResponseFormatJSONSchemaJSONSchemaParam{
					Name:        t.name,
					Description: openai.String(t.description),
					Schema:      t.schema(true),
					Strict:      openai.Bool(true),
				},
			},
		}
	case OutputTool:
		params.Tools = []openai.ChatCompletionToolUnionParam{openai.ChatCompletionFunctionTool(shared.FunctionDefinitionParam{
			Name:        t.name,
			Description: openai.String(t.description),
			Parameters:  shared.FunctionParameters(t.schema(false)),
		})}
		params.ToolChoice = openai.ToolChoiceOptionFunctionToolChoice(openai.ChatCompletionNamedToolChoiceFunctionParam{Name: t.name})
	case OutputJSONObject:
		params.ResponseFormat = openai.ChatCompletionNewParamsResponseFormatUnion{OfJSONObject: &shared.ResponseFormatJSONObjectParam{}}
	}

	var raw *http.Response
	resp, err := p.client.Chat.Completions.New(ctx, params, option.WithResponseInto(&raw))
	if err != nil {
		return reply{}, p.failure(err, raw)
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
	m := c.Message
	if m.Refusal != "" {
		return reply{}, answer.Ambiguous(Protocol, "refusal", p.secrets.Scrub(m.Refusal), "the model refused to answer")
	}
	r := reply{text: m.Content, message: m, wrapped: out == OutputJSONSchema}
	for i := range m.ToolCalls {
		if m.ToolCalls[i].Function.Name == t.name {
			r.toolCall = &m.ToolCalls[i]
			r.text = m.ToolCalls[i].Function.Arguments
			r.wrapped = true
			break
		}
	}
	if strings.TrimSpace(r.text) == "" {
		return reply{}, answer.Ambiguous(Protocol, "empty_content", "", "the answer is empty")
	}
	return r, nil
}

// failure maps an error from the SDK to a *rung.Failure: an HTTP answer
// (status, body, headers) through the classify presets, anything else
// (no answer at all) as a transport failure.
func (p *Planner) failure(err error, raw *http.Response) *rung.Failure {
	if raw != nil && raw.StatusCode >= 400 {
		var body []byte
		if raw.Body != nil {
			body, _ = io.ReadAll(io.LimitReader(raw.Body, 1<<20))
		}
		return answer.API(Protocol, raw.StatusCode, raw.Header, body, err, p.secrets)
	}
	return answer.Transport(Protocol, err, p.secrets)
}
