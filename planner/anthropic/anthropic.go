// Package anthropic is a rung.Planner backed by the Anthropic Messages API,
// through the official SDK (github.com/anthropics/anthropic-sdk-go).
//
// # Configuration
//
// Config's zero value is usable once Model is set: the hosted API at
// https://api.anthropic.com, the key from ANTHROPIC_API_KEY, 4096 output
// tokens, the API's default temperature. The SDK's own environment and
// profile lookups are bypassed, so what the planner uses is what Config
// (or ANTHROPIC_API_KEY) says.
//
// # Structured output
//
// The planner sends the engine's prompt (rung.PlanPrompt, ReplanPrompt or
// RepairPrompt) as it is: its System part as the system prompt, its User part
// as the one user message. It asks for the answer by forced tool use: one
// tool, rung_plan or rung_repair, whose input_schema is the answer's schema,
// and tool_choice {"type": "tool", "name": ...}. A repair's arguments are
// described by the tool's own input schema when it has one.
//
// # Failures
//
// The SDK's retries are off: rung decides when a model call is retried. An
// API error comes back as a *rung.Failure classified by the anthropic
// presets of package classify (429 rate_limit_error is transient with the
// Retry-After wait; 529 overloaded_error is transient; "prompt is too long"
// and 413 request_too_large are invalid, with a reason saying to shrink the
// prompt; a credit balance too low is a premise; 401 and 403 are denied). A
// stop_reason of max_tokens, refusal, pause_turn or
// model_context_window_exceeded, or an answer without the tool call or text,
// is an ambiguous failure. An answer that does not validate is returned to
// the model once as an error tool_result, fenced as data; a second bad
// answer is an invalid failure whose reason names the field. Whenever tokens
// were spent, the response is returned alongside the error with its Usage,
// so that the engine charges them.
package anthropic

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/anthropics/anthropic-sdk-go/v2/option"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
)

// Protocol is the Failure.Protocol of this planner's failures.
const Protocol = "anthropic"

// DefaultBaseURL is the hosted Anthropic API.
const DefaultBaseURL = "https://api.anthropic.com"

// DefaultMaxTokens bounds a model answer when Config.MaxTokens is 0.
const DefaultMaxTokens = 4096

// Config configures a Planner. Its zero value means the defaults; only Model
// is required.
type Config struct {
	// Model names the model, such as "claude-sonnet-4-5". Required.
	Model string
	// BaseURL is the API's base URL. Default DefaultBaseURL.
	BaseURL string
	// APIKey authenticates the calls. Default: the ANTHROPIC_API_KEY
	// environment variable; one of the two is required. It never appears in
	// errors or prompts.
	APIKey string
	// MaxTokens bounds the answer (the API requires a bound). Default
	// DefaultMaxTokens.
	MaxTokens int
	// Temperature, when set, is sent as is; nil leaves the API's default.
	Temperature *float64
	// HTTPClient makes the requests. Default: the SDK's own client.
	HTTPClient *http.Client
	// Header holds extra request headers (an anthropic-beta flag, a
	// gateway's routing header).
	Header http.Header
}

// Planner writes plans and repairs through the Messages API. It is safe for
// concurrent use.
type Planner struct {
	client    anthropic.Client
	model     string
	maxTokens int64
	temp      *float64
	secrets   answer.Secrets
}

// New returns a Planner for cfg. It fails when Model or the API key is
// missing, or BaseURL does not parse.
func New(cfg Config) (*Planner, error) {
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, errors.New("anthropic: Config.Model is required")
	}
	base := cfg.BaseURL
	if base == "" {
		base = DefaultBaseURL
	}
	u, err := url.Parse(base)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("anthropic: Config.BaseURL %q is not an absolute URL", rung.Redact(base))
	}
	key := cfg.APIKey
	if key == "" {
		key = os.Getenv("ANTHROPIC_API_KEY")
	}
	if key == "" {
		return nil, errors.New("anthropic: no API key: set Config.APIKey or ANTHROPIC_API_KEY")
	}
	// The key, and any credential header a gateway needs, must not leave
	// through a prompt, a trace or a report, in whatever format it is.
	rung.AddSecrets(key)
	for k, vs := range cfg.Header {
		if credentialHeader(k) {
			rung.AddSecrets(vs...)
		}
	}
	p := &Planner{model: cfg.Model, temp: cfg.Temperature, secrets: answer.Secrets{key}}
	p.maxTokens = int64(cfg.MaxTokens)
	if p.maxTokens <= 0 {
		p.maxTokens = DefaultMaxTokens
	}
	opts := []option.RequestOption{
		option.WithoutEnvironmentDefaults(),
		option.WithBaseURL(base),
		option.WithAPIKey(key),
		option.WithMaxRetries(0), // rung owns retrying
	}
	if cfg.HTTPClient != nil {
		opts = append(opts, option.WithHTTPClient(cfg.HTTPClient))
	}
	for k, vs := range cfg.Header {
		for i, v := range vs {
			if i == 0 {
				opts = append(opts, option.WithHeader(k, v))
			} else {
				opts = append(opts, option.WithHeaderAdd(k, v))
			}
		}
	}
	p.client = anthropic.NewClient(opts...)
	return p, nil
}

// Plan writes a first plan or a replan from req.Prompt. See the package
// documentation for the answer's schema and the failures.
func (p *Planner) Plan(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
	var plan rung.Plan
	t := task{
		name: answer.PlanName, description: answer.PlanDescription, prompt: req.Prompt,
		schema: answer.PlanSchema(req.Tools, false),
		parse: func(text string, _ bool) error {
			pl, err := answer.ParsePlan(text, req)
			if err == nil {
				plan = pl
			}
			return err
		},
	}
	u, err := p.run(ctx, &t)
	return &rung.PlanResponse{Plan: plan, Usage: u}, err
}

// Repair proposes new arguments for req.Step from req.Prompt. See the
// package documentation for the answer's schema and the failures.
func (p *Planner) Repair(ctx context.Context, req rung.RepairRequest) (*rung.RepairResponse, error) {
	var args map[string]any
	t := task{
		name: answer.RepairName, description: answer.RepairDescription, prompt: req.Prompt,
		schema: answer.RepairSchema(req.Tool, false),
		parse: func(text string, wrapped bool) error {
			a, err := answer.ParseRepair(text, req, wrapped)
			if err == nil {
				args = a
			}
			return err
		},
	}
	u, err := p.run(ctx, &t)
	return &rung.RepairResponse{Args: args, Usage: u}, err
}

// task is one structured question: its tool, the prompt, and how to read
// the answer.
type task struct {
	name, description string
	prompt            rung.Prompt
	schema            map[string]any
	parse             func(text string, wrapped bool) error
}

// reply is what one model call produced.
type reply struct {
	text    string
	toolID  string // the tool_use block's id, "" when the answer came as text
	message anthropic.Message
}

// run asks the question, gives the model one more turn if its answer is
// refused, and returns the tokens spent by every call.
func (p *Planner) run(ctx context.Context, t *task) (rung.Usage, error) {
	var used rung.Usage
	msgs := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(t.prompt.User))}
	r, f := p.call(ctx, t, msgs, &used)
	if f != nil {
		return used, f
	}
	err := t.parse(r.text, r.toolID != "")
	if err == nil {
		return used, nil
	}
	// One more turn: the model sees its answer and why it was refused.
	msgs = append(msgs, r.message.ToParam())
	if r.toolID != "" {
		msgs = append(msgs, anthropic.NewUserMessage(anthropic.NewToolResultBlock(r.toolID, answer.Feedback(err), true)))
	} else {
		msgs = append(msgs, anthropic.NewUserMessage(anthropic.NewTextBlock(answer.Feedback(err))))
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
func (p *Planner) call(ctx context.Context, t *task, msgs []anthropic.MessageParam, used *rung.Usage) (reply, *rung.Failure) {
	schema := anthropic.ToolInputSchemaParam{
		Properties:  t.schema["properties"],
		ExtraFields: map[string]any{},
	}
	for k, v := range t.schema {
		switch k {
		case "type", "properties":
		case "required":
			for _, r := range v.([]any) {
				schema.Required = append(schema.Required, r.(string))
			}
		default:
			schema.ExtraFields[k] = v
		}
	}
	tool := anthropic.ToolParam{Name: t.name, Description: anthropic.String(t.description), InputSchema: schema}
	params := anthropic.MessageNewParams{
		Model:      p.model,
		MaxTokens:  p.maxTokens,
		Messages:   msgs,
		Tools:      []anthropic.ToolUnionParam{{OfTool: &tool}},
		ToolChoice: anthropic.ToolChoiceUnionParam{OfTool: &anthropic.ToolChoiceToolParam{Name: t.name, DisableParallelToolUse: anthropic.Bool(true)}},
	}
	if t.prompt.System != "" {
		params.System = []anthropic.TextBlockParam{{Text: t.prompt.System}}
	}
	var raw *http.Response
	reqOpts := []option.RequestOption{option.WithResponseInto(&raw)}
	if p.temp != nil {
		// This SDK version's params have no temperature field; the API
		// still takes one.
		reqOpts = append(reqOpts, option.WithJSONSet("temperature", *p.temp))
	}
	msg, err := p.client.Messages.New(ctx, params, reqOpts...)
	if err != nil {
		return reply{}, p.failure(err, raw)
	}
	u := msg.Usage
	used.InputTokens += int(u.InputTokens + u.CacheCreationInputTokens + u.CacheReadInputTokens)
	used.OutputTokens += int(u.OutputTokens)
	used.Calls++
	if msg.Model != "" {
		used.Model = string(msg.Model)
	}

	if f, bad := answer.StopReason(Protocol, string(msg.StopReason)); bad {
		return reply{}, f
	}
	r := reply{message: *msg}
	var text strings.Builder
	for _, b := range msg.Content {
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

// failure maps an error from the SDK to a *rung.Failure: an HTTP answer
// (status, body, headers) through the classify presets, anything else
// (no answer at all) as a transport failure.
func (p *Planner) failure(err error, raw *http.Response) *rung.Failure {
	status, header := 0, http.Header(nil)
	var body []byte
	var apiErr *anthropic.Error
	switch {
	case raw != nil && raw.StatusCode >= 400:
		status, header = raw.StatusCode, raw.Header
		if raw.Body != nil {
			body, _ = io.ReadAll(io.LimitReader(raw.Body, 1<<20))
		}
	case errors.As(err, &apiErr):
		status, body = apiErr.StatusCode, []byte(apiErr.RawJSON())
		if apiErr.Response != nil {
			header = apiErr.Response.Header
		}
	default:
		return answer.Transport(Protocol, err, p.secrets)
	}
	if len(body) == 0 && apiErr == nil && errors.As(err, &apiErr) {
		body = []byte(apiErr.RawJSON())
	}
	return answer.API(Protocol, status, header, body, err, p.secrets)
}

// credentialHeader reports whether a header's name says it carries a
// credential (Authorization, X-Api-Key, cf-aig-authorization, a token).
func credentialHeader(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "auth") || strings.Contains(n, "key") || strings.Contains(n, "token") ||
		strings.Contains(n, "secret") || strings.Contains(n, "cookie")
}
