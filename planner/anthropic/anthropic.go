// Package anthropic is a rung.Planner backed by the Anthropic Messages API.
//
// The planner speaks the wire format itself, with net/http and
// encoding/json: one endpoint, POST {BaseURL}/v1/messages, is all it uses,
// and the official SDK links every service of the API into the binary.
//
// # Configuration
//
// Config's zero value is usable once Model is set: the hosted API at
// https://api.anthropic.com, the key from ANTHROPIC_API_KEY, 4096 output
// tokens, the API's default temperature. No other environment variable is
// read (not ANTHROPIC_BASE_URL, not a profile), so what the planner uses is
// what Config (or ANTHROPIC_API_KEY) says.
//
// # Requests
//
// Each request is a POST of a JSON body with Content-Type and Accept
// application/json, User-Agent rung/VERSION, x-api-key and the key, and
// anthropic-version 2023-06-01 (the version whose Messages format the
// planner speaks); then Config.Header, whose first value of a name
// replaces any of these and whose further values are added. When
// Config.Header carries Authorization (a gateway's own bearer token),
// x-api-key is not sent. A redirect is followed only within the base URL's
// scheme and host, since the request carries credentials. An answer is
// read up to 16 MiB: no answer within max_tokens comes near that, and a
// server that sends more is not read into memory.
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
// There are no retries inside the planner: rung decides when a model call
// is retried. An API error comes back as a *rung.Failure classified by the anthropic
// presets of package classify (429 rate_limit_error is transient with the
// Retry-After wait; 529 overloaded_error is transient; "prompt is too long"
// and 413 request_too_large are invalid, with a reason saying to shrink the
// prompt; a credit balance too low is a premise; 401 and 403 are denied).
// Its cause has the method HTTPStatus() int; its text never holds the body.
// No answer at all (refused, reset, timeout, cancelled) is classified as a
// Go transport error, and errors.Is(err, context.Canceled) holds when the
// context was cancelled. A
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
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/planner/internal/answer"
	"github.com/rungkit/rung/planner/internal/wire"
)

// Protocol is the Failure.Protocol of this planner's failures.
const Protocol = "anthropic"

// DefaultBaseURL is the hosted Anthropic API.
const DefaultBaseURL = "https://api.anthropic.com"

// Version is the anthropic-version header the planner sends.
const Version = "2023-06-01"

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
	// HTTPClient makes the requests. Default: a client over
	// http.DefaultTransport that waits at most 10 minutes for an answer's
	// headers.
	HTTPClient *http.Client
	// Header holds extra request headers (an anthropic-beta flag, a
	// gateway's routing header). A name's first value replaces the
	// planner's own header of that name; further values are added.
	Header http.Header
}

// Planner writes plans and repairs through the Messages API. It is safe for
// concurrent use.
type Planner struct {
	endpoint  wire.Endpoint
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
	header := http.Header{"Anthropic-Version": {Version}}
	if cfg.Header.Get("Authorization") == "" {
		header.Set("X-Api-Key", key)
	}
	if err := wire.CheckHeader(cfg.Header); err != nil {
		return nil, fmt.Errorf("anthropic: Config.Header: %w", err)
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
	p.endpoint = wire.Endpoint{
		Protocol: Protocol,
		URL:      u.JoinPath("v1/messages").String(),
		Header:   header,
		Client:   wire.NewClient(cfg.HTTPClient, u),
		Secrets:  p.secrets,
	}
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
