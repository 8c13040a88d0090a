package toolresult_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	anthropicoption "github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/toolresult"
)

// readFile is the agent's one tool: the export it looks for is missing.
var readFile = rung.Tool{Name: "read_file", Identifying: []string{"path"},
	Call: func(_ context.Context, args map[string]any) (any, error) {
		return nil, rung.Premise(fmt.Errorf("open %s: no such file or directory", args["path"])).WithTarget(fmt.Sprint(args["path"]))
	}}

// An agent's own tool loop on openai-go: the model asks for a file, the tool
// fails, and the model reads rung's verdict as the tool message, with the
// budget line in its system prompt. A local server speaks the Chat
// Completions wire format in place of the API.
func ExampleOpenAI() {
	model := scriptedOpenAI()
	defer model.Close()
	client := openai.NewClient(option.WithBaseURL(model.URL), option.WithAPIKey("sk-test"), option.WithMaxRetries(0))
	session := rung.NewSession(rung.SessionOptions{Limits: rung.Limits{Tokens: 10000}, Clock: rungtest.NewClock(rungtest.Epoch)})
	ctx := context.Background()

	messages := []openai.ChatCompletionMessageParamUnion{
		openai.SystemMessage("You are a reporting agent. Budget: " + session.BudgetLine()),
		openai.UserMessage("Summarise the vendor export."),
	}
	for turn := 0; turn < 4; turn++ {
		resp, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: "gpt-4.1-mini", Messages: messages})
		if err != nil {
			panic(err)
		}
		session.ChargeModel(rung.Usage{InputTokens: int(resp.Usage.PromptTokens), OutputTokens: int(resp.Usage.CompletionTokens)})
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			fmt.Println("model:", msg.Content)
			break
		}
		messages = append(messages, msg.ToParam())
		for _, call := range msg.ToolCalls {
			var args map[string]any
			_ = json.Unmarshal([]byte(call.Function.Arguments), &args)
			out, err := session.Call(ctx, &readFile, args)
			if v, ok := toolresult.Verdict(err); ok {
				fmt.Println("verdict:", v.Kind, v.Next)
			}
			messages = append(messages, toolresult.OpenAI(call.ID, out, err))
		}
	}
	// Output:
	// verdict: premise dont_repeat
	// model: The vendor export is missing; I will ask the vendor to re-send it.
}

// The same loop on anthropic-sdk-go: the verdict goes back as a
// tool_result with is_error set.
func ExampleAnthropic() {
	model := scriptedAnthropic()
	defer model.Close()
	client := anthropic.NewClient(anthropicoption.WithBaseURL(model.URL), anthropicoption.WithAPIKey("sk-ant-test"), anthropicoption.WithMaxRetries(0))
	session := rung.NewSession(rung.SessionOptions{Limits: rung.Limits{Tokens: 10000}, Clock: rungtest.NewClock(rungtest.Epoch)})
	ctx := context.Background()

	messages := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock("Summarise the vendor export."))}
	for turn := 0; turn < 4; turn++ {
		resp, err := client.Messages.New(ctx, anthropic.MessageNewParams{
			Model: "claude-sonnet-4-5", MaxTokens: 1024, Messages: messages,
			System: []anthropic.TextBlockParam{{Text: "You are a reporting agent. Budget: " + session.BudgetLine()}},
		})
		if err != nil {
			panic(err)
		}
		session.ChargeModel(rung.Usage{InputTokens: int(resp.Usage.InputTokens), OutputTokens: int(resp.Usage.OutputTokens)})
		messages = append(messages, resp.ToParam())
		var results []anthropic.ContentBlockParamUnion
		for _, block := range resp.Content {
			switch b := block.AsAny().(type) {
			case anthropic.TextBlock:
				fmt.Println("model:", b.Text)
			case anthropic.ToolUseBlock:
				var args map[string]any
				_ = json.Unmarshal(b.Input, &args)
				out, err := session.Call(ctx, &readFile, args)
				if v, ok := toolresult.Verdict(err); ok {
					fmt.Println("verdict:", v.Kind, v.Next)
				}
				results = append(results, toolresult.Anthropic(b.ID, out, err))
			}
		}
		if len(results) == 0 {
			break
		}
		messages = append(messages, anthropic.NewUserMessage(results...))
	}
	// Output:
	// verdict: premise dont_repeat
	// model: The vendor export is missing; I will ask the vendor to re-send it.
}

// scriptedOpenAI answers the first request with a tool call and the second,
// which must carry the verdict as the tool message, with the final answer.
func scriptedOpenAI() *httptest.Server {
	turn := 0
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		turn++
		var msg string
		switch turn {
		case 1:
			if !strings.Contains(string(body), "tokens left") {
				panic("no budget line in the system prompt")
			}
			msg = `{"role":"assistant","content":null,"refusal":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"read_file","arguments":"{\"path\":\"vendor/export.csv\"}"}}]}`
		default:
			if err := expectVerdict(body, `"role":"tool"`); err != nil {
				panic(err)
			}
			msg = `{"role":"assistant","content":"The vendor export is missing; I will ask the vendor to re-send it.","refusal":null}`
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":"chatcmpl-1","object":"chat.completion","created":1741570283,"model":"gpt-4.1-mini-2025-04-14",
"choices":[{"index":0,"message":%s,"logprobs":null,"finish_reason":"stop"}],
"usage":{"prompt_tokens":120,"completion_tokens":20,"total_tokens":140}}`, msg)
	}))
}

func scriptedAnthropic() *httptest.Server {
	turn := 0
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		turn++
		content, stop := `[{"type":"tool_use","id":"toolu_1","name":"read_file","input":{"path":"vendor/export.csv"}}]`, "tool_use"
		if turn > 1 {
			if err := expectVerdict(body, `"is_error":true`); err != nil {
				panic(err)
			}
			content, stop = `[{"type":"text","text":"The vendor export is missing; I will ask the vendor to re-send it."}]`, "end_turn"
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5-20250929","content":%s,
"stop_reason":%q,"stop_sequence":null,"usage":{"input_tokens":120,"output_tokens":20}}`, content, stop)
	}))
}

// expectVerdict checks that the request carries the verdict the model must
// read.
func expectVerdict(body []byte, marker string) error {
	for _, want := range []string{marker, "Kind: premise", "no such file or directory", "Next: dont_repeat", "Budget:"} {
		if !strings.Contains(string(body), want) {
			return errors.New("the model's request lacks " + want + ": " + string(body))
		}
	}
	return nil
}
