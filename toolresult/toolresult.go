// Package toolresult turns what rung.Session.Call returned into the
// tool-result message of the official OpenAI and Anthropic Go SDKs, for
// agents that run their own tool loop with no framework.
//
// A failure rung could not fix is a *rung.Verdict: the model reads its text
// (the verbatim error fenced as data, what it proves false, the next move,
// the budget line) as the tool's result, instead of the run ending on an
// error or the model seeing a bare string. Anthropic's tool_result carries
// is_error; the Chat Completions API has no such flag, so the text says it.
package toolresult

import (
	"encoding/json"
	"errors"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"

	"github.com/rungkit/rung"
)

// Content renders a call's result as the text the model reads: a string
// output as it is, any other output as JSON, a verdict as its text, and any
// other error (a cancelled context) as one line. isError reports a failure.
func Content(out any, err error) (content string, isError bool) {
	if err != nil {
		if v, ok := rung.AsVerdict(err); ok {
			return v.Text(), true
		}
		return "The call did not complete: " + rung.Redact(err.Error()), true
	}
	switch o := out.(type) {
	case nil:
		return "null", false
	case string:
		return o, false
	case json.RawMessage:
		return string(o), false
	}
	b, jerr := json.Marshal(out)
	if jerr != nil {
		return "", true
	}
	return string(b), false
}

// OpenAI returns the tool message answering the tool call toolCallID.
func OpenAI(toolCallID string, out any, err error) openai.ChatCompletionMessageParamUnion {
	content, _ := Content(out, err)
	return openai.ToolMessage(content, toolCallID)
}

// Anthropic returns the tool_result block answering the tool_use toolUseID,
// with is_error set on a failure.
func Anthropic(toolUseID string, out any, err error) anthropic.ContentBlockParamUnion {
	content, isError := Content(out, err)
	return anthropic.NewToolResultBlock(toolUseID, content, isError)
}

// Verdict returns the verdict in err, for callers that want its fields (to
// stop their loop on rung.NextStop, say).
func Verdict(err error) (*rung.Verdict, bool) {
	var v *rung.Verdict
	if errors.As(err, &v) {
		return v, true
	}
	return nil, false
}
