package runggenkit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core"
	"github.com/firebase/genkit/go/core/api"
	"github.com/firebase/genkit/go/genkit"
	"github.com/rungkit/rung"
)

// Options configures an Adapter.
type Options struct {
	// Tools annotates tools by name with what rung needs to recover from
	// their failures: SideEffects, AcceptsIdempotencyKey, Identifying,
	// Reconcile, Rules, Alternatives, Probes, Timeout, ExpectedDuration,
	// Validate. Name, Description, InputSchema and Call come from the Genkit
	// tool and must be left empty. A tool without an entry is a read with
	// every argument identifying.
	Tools map[string]rung.Tool
}

// Adapter runs a generation's tool calls through one rung.Session. It is
// safe for concurrent use.
type Adapter struct {
	session *rung.Session
	tools   []ai.ToolRef
}

// New wraps tools for session. g is the Genkit instance the generation runs
// on; New refuses a tool g's registry holds under the same name, which
// Generate would run instead of the wrapper. A nil g skips that check.
func New(g *genkit.Genkit, session *rung.Session, tools []ai.Tool, opts Options) (*Adapter, error) {
	if session == nil {
		return nil, errors.New("runggenkit.New: session is nil")
	}
	names := make(map[string]bool, len(tools))
	a := &Adapter{session: session}
	for i, t := range tools {
		if t == nil {
			return nil, fmt.Errorf("runggenkit.New: tools[%d] is nil", i)
		}
		name := t.Name()
		if names[name] {
			return nil, fmt.Errorf("runggenkit.New: tools[%d]: tool %q is given twice", i, name)
		}
		names[name] = true
		if g != nil && genkit.LookupTool(g, name) != nil {
			return nil, fmt.Errorf("runggenkit.New: tools[%d]: tool %q is registered in the Genkit registry (genkit.DefineTool); Generate would run the registered tool and bypass rung: create it with ai.NewTool and pass the wrapper in ai.WithTools", i, name)
		}
		spec := opts.Tools[name]
		if spec.Name != "" && spec.Name != name || spec.Description != "" || spec.InputSchema != nil || spec.Call != nil {
			return nil, fmt.Errorf("runggenkit.New: Options.Tools[%q]: Name, Description, InputSchema and Call come from the Genkit tool; leave them empty", name)
		}
		w, err := wrap(session, t, spec)
		if err != nil {
			return nil, fmt.Errorf("runggenkit.New: tools[%d] (%q): %w", i, name, err)
		}
		a.tools = append(a.tools, w)
	}
	for name := range opts.Tools {
		if !names[name] {
			return nil, fmt.Errorf("runggenkit.New: Options.Tools[%q]: no such tool among those given (%s)", name, strings.Join(sortedKeys(names), ", "))
		}
	}
	return a, nil
}

// Tools returns the wrapped tools, in the order given, for ai.WithTools.
func (a *Adapter) Tools() []ai.ToolRef { return slices.Clone(a.tools) }

// Session returns the adapter's session, for its report and budget.
func (a *Adapter) Session() *rung.Session { return a.session }

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// tool is a Genkit tool whose calls go through the session. Generate looks
// tools up in its registry by name and runs the action it finds there, so
// the wrapper registers an action of its own (toolAction) under the tool's
// keys; everything else is the wrapped tool's.
type tool struct {
	ai.Tool
	action *toolAction
}

func (t *tool) Register(r api.Registry) { t.action.Register(r) }

func (t *tool) RunRaw(ctx context.Context, input any) (any, error) {
	resp, err := t.RunRawMultipart(ctx, input)
	if err != nil {
		return nil, err
	}
	return resp.Output, nil
}

func (t *tool) RunRawMultipart(ctx context.Context, input any) (*ai.MultipartToolResponse, error) {
	in, err := json.Marshal(input)
	if err != nil {
		return nil, fmt.Errorf("error marshalling tool input for %v: %v", t.Name(), err)
	}
	out, err := t.action.RunJSON(ctx, in, nil)
	if err != nil {
		return nil, err
	}
	var resp ai.MultipartToolResponse
	if err := json.Unmarshal(out, &resp); err != nil {
		return nil, err
	}
	return &resp, nil
}

// toolAction is the registered action of a wrapped tool: its descriptor is
// the wrapped tool's definition, so the model sees the same name,
// description and schemas, and running it makes the call through
// Session.Call.
//
// It does not validate the input against the schema itself, as Genkit's
// actions do: a Genkit validation error would end the generation. The
// session's call checks the arguments (rung.ValidateArgs, or the tool's
// Validate), so arguments that break the schema come back to the model as
// an invalid verdict it can repair.
type toolAction struct {
	session   *rung.Session
	inner     ai.Tool
	spec      rung.Tool // Call is set per call
	desc      api.ActionDesc
	multipart bool
	// object is whether the tool's input is a JSON object; any other input
	// reaches rung as the argument "input".
	object bool
}

func wrap(session *rung.Session, t ai.Tool, spec rung.Tool) (*tool, error) {
	def := t.Definition()
	if def == nil {
		return nil, errors.New("the tool has no definition")
	}
	spec.Name, spec.Description = def.Name, def.Description
	object := true
	if def.InputSchema != nil {
		b, err := json.Marshal(def.InputSchema)
		if err != nil {
			return nil, fmt.Errorf("input schema: %w", err)
		}
		spec.InputSchema = b
		if typ, ok := def.InputSchema["type"].(string); ok && typ != "object" {
			object = false
		}
	}
	if !object {
		// The schema describes the single argument "input", so
		// rung.ValidateArgs checks what the model sent.
		b, err := json.Marshal(map[string]any{
			"type": "object", "required": []string{"input"}, "additionalProperties": false,
			"properties": map[string]any{"input": def.InputSchema},
		})
		if err != nil {
			return nil, fmt.Errorf("input schema: %w", err)
		}
		spec.InputSchema = b
	}
	multipart, _ := def.Metadata["multipart"].(bool)
	act := &toolAction{session: session, inner: t, spec: spec, multipart: multipart, object: object}
	act.desc = api.ActionDesc{
		Type:         api.ActionTypeToolV2,
		Key:          api.KeyFromName(api.ActionTypeToolV2, def.Name),
		Name:         def.Name,
		Description:  def.Description,
		InputSchema:  def.InputSchema,
		OutputSchema: def.OutputSchema,
		Metadata: map[string]any{
			"type":        api.ActionTypeToolV2,
			"name":        def.Name,
			"description": def.Description,
			"tool":        map[string]any{"multipart": multipart},
			"dynamic":     true,
		},
	}
	return &tool{Tool: t, action: act}, nil
}

func (a *toolAction) Name() string         { return a.desc.Name }
func (a *toolAction) Desc() api.ActionDesc { return a.desc }
func (a *toolAction) Register(r api.Registry) {
	r.RegisterAction(a.desc.Key, a)
	if !a.multipart {
		// Genkit registers a tool under the legacy "tool" type too.
		provider, id := api.ParseName(a.desc.Name)
		r.RegisterAction(api.NewKey(api.ActionTypeTool, provider, id), a)
	}
}

func (a *toolAction) RunJSONWithTelemetry(ctx context.Context, input json.RawMessage, cb func(context.Context, json.RawMessage) error) (*api.ActionRunResult[json.RawMessage], error) {
	out, err := a.RunJSON(ctx, input, cb)
	if err != nil {
		return nil, err
	}
	return &api.ActionRunResult[json.RawMessage]{Result: out}, nil
}

// RunJSON makes the call through the session and returns the
// MultipartToolResponse Genkit expects: the tool's, or the verdict as the
// output.
func (a *toolAction) RunJSON(ctx context.Context, input json.RawMessage, _ func(context.Context, json.RawMessage) error) (json.RawMessage, error) {
	args, shapeErr := a.args(input)
	var interrupted struct {
		sync.Mutex
		err error
	}
	t := a.spec
	t.Call = func(ctx context.Context, args map[string]any) (any, error) {
		if shapeErr != nil {
			return nil, rung.Invalid(shapeErr)
		}
		if err := rung.ValidateArgs(&t, args); err != nil {
			return nil, rung.Invalid(err)
		}
		resp, err := a.inner.RunRawMultipart(ctx, input)
		if err == nil {
			return resp, nil
		}
		if ok, _ := ai.IsToolInterruptError(err); ok {
			if key := rung.IdempotencyKey(ctx); key != "" {
				return nil, rung.Denied(fmt.Errorf("the tool interrupted to wait for a person under idempotency key %s; a keyed call cannot be handed to a person and run again under its key (%v)", key, err))
			}
			// Not a failure: Genkit hands the generation back to its
			// caller, who restarts the call. (The session may have
			// abandoned a call that outlived its context: hence the lock.)
			interrupted.Lock()
			interrupted.err = err
			interrupted.Unlock()
			return nil, nil
		}
		return nil, toolError(a.desc.Name, err)
	}
	out, err := a.session.Call(ctx, &t, args)
	interrupted.Lock()
	ierr := interrupted.err
	interrupted.Unlock()
	if ierr != nil && err == nil {
		return nil, ierr
	}
	if err != nil {
		v, ok := rung.AsVerdict(err)
		if !ok {
			return nil, err
		}
		return json.Marshal(ai.MultipartToolResponse{Output: json.RawMessage(v.JSON())})
	}
	return json.Marshal(out)
}

// args decodes the model's input into rung's arguments. A non-object input
// (a tool whose input schema is a string, say) is the argument "input". The
// error is input the call must refuse as invalid: not JSON, or not the
// object the schema asks for.
func (a *toolAction) args(input json.RawMessage) (map[string]any, error) {
	var v any
	if len(input) > 0 {
		if err := json.Unmarshal(input, &v); err != nil {
			return map[string]any{"input": string(input)}, fmt.Errorf("args: the input is not JSON: %w", err)
		}
	}
	if !a.object {
		return map[string]any{"input": v}, nil
	}
	switch m := v.(type) {
	case map[string]any:
		return m, nil
	case nil:
		return map[string]any{}, nil
	}
	return map[string]any{"input": v}, fmt.Errorf("args: the input is %s, not the JSON object the tool's input schema asks for", jsonType(v))
}

func jsonType(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case float64:
		return "a number"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	}
	return "null"
}

// toolError is the tool's own error: Genkit's "error calling tool NAME:"
// prefix taken off, so the verdict quotes the tool verbatim, and a Genkit
// error's status (a gRPC canonical code name) offered to the classifier
// the way classify.Chain reads codes (Protocol and ErrorCode), so its gRPC
// preset decides NOT_FOUND, UNAVAILABLE and the rest.
func toolError(name string, err error) error {
	if u := errors.Unwrap(err); u != nil && err.Error() == "error calling tool "+name+": "+u.Error() {
		err = u
	}
	if _, ok := rung.AsFailure(err); ok {
		return err
	}
	var ge *core.GenkitError
	if !errors.As(err, &ge) || ge.Status == "" {
		return err
	}
	code := string(ge.Status)
	if ge.Status == core.INTERNAL {
		code = "INTERNAL" // Genkit spells it INTERNAL_SERVER_ERROR
	}
	return &statusError{err: err, code: code}
}

// statusError is an error with a Genkit status.
type statusError struct {
	err  error
	code string
}

func (e *statusError) Error() string     { return e.err.Error() }
func (e *statusError) Unwrap() error     { return e.err }
func (e *statusError) Protocol() string  { return "grpc" }
func (e *statusError) ErrorCode() string { return e.code }
