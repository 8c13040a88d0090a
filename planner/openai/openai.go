// Package openai is a rung.Planner backed by an OpenAI-compatible Chat
// Completions API: hosted OpenAI, or any server that speaks the same wire
// format, such as vLLM, Ollama or the llama.cpp server.
//
// The planner speaks the wire format itself, with net/http and
// encoding/json: one endpoint, POST {BaseURL}/chat/completions, is all it
// uses, and the official SDK links every service of the API into the
// binary (most of the time of a cold build of cmd/rung).
//
// # Configuration
//
// Config's zero value is usable once Model is set: the hosted API at
// https://api.openai.com/v1, the key from OPENAI_API_KEY, 4096 output
// tokens, the server's default temperature. Set BaseURL for another server;
// a local server may need no key at all.
//
// # Requests
//
// Each request is a POST of a JSON body with Content-Type and Accept
// application/json and User-Agent rung/VERSION; Authorization: Bearer and
// the key when there is a key; OpenAI-Organization and OpenAI-Project from
// OPENAI_ORG_ID and OPENAI_PROJECT_ID, and the "Name: value" lines of
// OPENAI_CUSTOM_HEADERS, when those are set (as the SDK read them); then
// Config.Header, whose first value of a name replaces any of these and
// whose further values are added. OPENAI_BASE_URL is not read: the base
// URL is Config.BaseURL or the default. A redirect is followed only within
// the base URL's scheme and host, since the request carries credentials.
// An answer is read up to 16 MiB: no answer within max_tokens comes near
// that, and a server that sends more is not read into memory.
//
// # Structured output
//
// The planner sends the engine's prompt (rung.PlanPrompt, ReplanPrompt or
// RepairPrompt) as it is, and asks for a structured answer in one of three
// ways (Config.Output):
//
//   - OutputJSONSchema (the default): response_format json_schema, strict.
//     Strict schemas cannot hold a free-form object, so a step's arguments
//     travel as a string that holds a JSON object.
//   - OutputTool: a forced call of a function tool whose parameters are the
//     answer's schema (tool_choice names the function).
//   - OutputJSONObject: response_format json_object; the answer follows the
//     prompt's own description of the format.
//
// A server that rejects the chosen format (a 400 naming response_format,
// json_schema or tools) is asked once more in the Fallback format, and the
// planner keeps using the fallback from then on.
//
// # Failures
//
// There are no retries inside the planner: rung decides when a model call
// is retried. An API error comes back as a *rung.Failure classified by the openai presets
// of package classify (429 rate_limit_exceeded is transient with the wait
// the headers or body asked for; 429 insufficient_quota is a premise; a
// context length exceeded is invalid, with a reason saying to shrink the
// prompt; 401 is denied). Its cause has the method HTTPStatus() int; its
// text never holds the body. No answer at all (refused, reset, timeout,
// cancelled) is classified as a Go transport error, and
// errors.Is(err, context.Canceled) holds when the context was cancelled. A finish_reason of length or content_filter, a
// refusal or an empty answer is an ambiguous failure. An answer that does
// not parse or validate is shown to the model once, with the problem fenced
// as data; a second bad answer is an invalid failure whose reason names the
// field. Whenever tokens were spent, the response is returned alongside the
// error with its Usage, so that the engine charges them.
package openai

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync/atomic"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
	"github.com/rungkit/rung/planner/internal/wire"
)

// Protocol is the Failure.Protocol of this planner's failures.
const Protocol = "openai"

// DefaultBaseURL is the hosted OpenAI API.
const DefaultBaseURL = "https://api.openai.com/v1"

// DefaultMaxTokens bounds a model answer when Config.MaxTokens is 0.
const DefaultMaxTokens = 4096

// Output is how the planner asks for a structured answer.
type Output string

const (
	// OutputJSONSchema asks for response_format json_schema, strict.
	OutputJSONSchema Output = "json_schema"
	// OutputTool forces a call of a function tool whose parameters are the
	// answer's schema.
	OutputTool Output = "tool"
	// OutputJSONObject asks for response_format json_object.
	OutputJSONObject Output = "json_object"
	// OutputNone, as a Fallback, turns the fallback off.
	OutputNone Output = "none"
)

// Config configures a Planner. Its zero value means the defaults; only Model
// is required.
type Config struct {
	// Model names the model, such as "gpt-4.1-mini" or, on a local server,
	// "qwen2.5:7b". Required.
	Model string
	// BaseURL is the API's base URL, up to and including /v1. Default
	// DefaultBaseURL.
	BaseURL string
	// APIKey authenticates the calls. Default: the OPENAI_API_KEY
	// environment variable. It is required for the hosted API only. It never
	// appears in errors or prompts.
	APIKey string
	// MaxTokens bounds the answer. Default DefaultMaxTokens.
	MaxTokens int
	// MaxTokensField names the request field that carries MaxTokens:
	// "max_completion_tokens" (what the hosted API expects, and the default
	// there) or "max_tokens" (the default for any other BaseURL, since
	// OpenAI-compatible servers know that one best).
	MaxTokensField string
	// Temperature, when set, is sent as is; nil leaves the server's default.
	Temperature *float64
	// HTTPClient makes the requests. Default: a client over
	// http.DefaultTransport that waits at most 10 minutes for an answer's
	// headers.
	HTTPClient *http.Client
	// Header holds extra request headers (an organization, a gateway's
	// routing header). A name's first value replaces the planner's own
	// header of that name (Authorization included); further values are
	// added.
	Header http.Header
	// Output is how a structured answer is asked for. Default
	// OutputJSONSchema.
	Output Output
	// Fallback is the format used once the server rejects Output. Default
	// OutputJSONObject (none when Output is already OutputJSONObject);
	// OutputNone turns the fallback off.
	Fallback Output
}

// Planner writes plans and repairs through a Chat Completions API. It is
// safe for concurrent use.
type Planner struct {
	endpoint  wire.Endpoint
	model     string
	maxTokens int64
	legacyMax bool
	temp      *float64
	fallback  Output
	output    atomic.Value // Output: Config.Output until the server rejects it
	secrets   answer.Secrets
}

// New returns a Planner for cfg. It fails when Model is missing, BaseURL does
// not parse, or the hosted API is used without a key.
func New(cfg Config) (*Planner, error) {
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, errors.New("openai: Config.Model is required")
	}
	base := cfg.BaseURL
	if base == "" {
		base = DefaultBaseURL
	}
	u, err := url.Parse(base)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("openai: Config.BaseURL %q is not an absolute URL", rung.Redact(base))
	}
	hosted := strings.EqualFold(u.Hostname(), "api.openai.com")
	key := cfg.APIKey
	if key == "" {
		key = os.Getenv("OPENAI_API_KEY")
	}
	if key == "" && hosted {
		return nil, errors.New("openai: no API key: set Config.APIKey or OPENAI_API_KEY")
	}
	header, err := envHeader()
	if err != nil {
		return nil, err
	}
	if key != "" {
		header.Set("Authorization", "Bearer "+key)
	}
	if err := wire.CheckHeader(cfg.Header); err != nil {
		return nil, fmt.Errorf("openai: Config.Header: %w", err)
	}
	wire.SetHeaders(header, cfg.Header)
	// The key, and any credential header a gateway needs, must not leave
	// through a prompt, a trace or a report, in whatever format it is.
	rung.AddSecrets(key)
	wire.AddSecrets(header)
	p := &Planner{model: cfg.Model, temp: cfg.Temperature, secrets: answer.Secrets{key}}
	p.maxTokens = int64(cfg.MaxTokens)
	if p.maxTokens <= 0 {
		p.maxTokens = DefaultMaxTokens
	}
	switch cfg.MaxTokensField {
	case "":
		p.legacyMax = !hosted
	case "max_tokens":
		p.legacyMax = true
	case "max_completion_tokens":
	default:
		return nil, fmt.Errorf("openai: Config.MaxTokensField %q: want max_tokens or max_completion_tokens", cfg.MaxTokensField)
	}
	out := cfg.Output
	if out == "" {
		out = OutputJSONSchema
	}
	if !validOutput(out) || out == OutputNone {
		return nil, fmt.Errorf("openai: Config.Output %q: want json_schema, tool or json_object", cfg.Output)
	}
	p.output.Store(out)
	p.fallback = cfg.Fallback
	if p.fallback == "" {
		p.fallback = OutputJSONObject
	}
	if !validOutput(p.fallback) {
		return nil, fmt.Errorf("openai: Config.Fallback %q: want json_schema, tool, json_object or none", cfg.Fallback)
	}
	if p.fallback == out {
		p.fallback = OutputNone
	}

	p.endpoint = wire.Endpoint{
		Protocol: Protocol,
		URL:      u.JoinPath("chat/completions").String(),
		Header:   header,
		Client:   wire.NewClient(cfg.HTTPClient, u),
		Secrets:  p.secrets,
	}
	return p, nil
}

// envHeader holds the headers the SDK read from the environment for every
// request: the organization, the project, and OPENAI_CUSTOM_HEADERS.
func envHeader() (http.Header, error) {
	h := http.Header{}
	for _, e := range []struct{ env, header string }{{"OPENAI_ORG_ID", "OpenAI-Organization"}, {"OPENAI_PROJECT_ID", "OpenAI-Project"}} {
		if v, ok := os.LookupEnv(e.env); ok {
			h.Set(e.header, v)
			if err := wire.CheckHeader(h); err != nil {
				return nil, fmt.Errorf("openai: %s: %w", e.env, err)
			}
		}
	}
	if v, ok := os.LookupEnv("OPENAI_CUSTOM_HEADERS"); ok {
		custom := wire.HeaderLines(v)
		if err := wire.CheckHeader(custom); err != nil {
			return nil, fmt.Errorf("openai: OPENAI_CUSTOM_HEADERS: %w", err)
		}
		wire.SetHeaders(h, custom)
	}
	return h, nil
}

func validOutput(o Output) bool {
	switch o {
	case OutputJSONSchema, OutputTool, OutputJSONObject, OutputNone:
		return true
	}
	return false
}

// Plan writes a first plan or a replan from req.Prompt. See the package
// documentation for the answer's schema and the failures.
func (p *Planner) Plan(ctx context.Context, req rung.PlanRequest) (*rung.PlanResponse, error) {
	var plan rung.Plan
	t := task{
		name: answer.PlanName, description: answer.PlanDescription, prompt: req.Prompt,
		schema: func(strict bool) map[string]any { return answer.PlanSchema(req.Tools, strict) },
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
		schema: func(strict bool) map[string]any { return answer.RepairSchema(req.Tool, strict) },
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
