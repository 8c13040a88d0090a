package rungeino

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/compose"
	"github.com/cloudwego/eino/schema"
	"github.com/rungkit/rung"
)

// Options configures an Adapter.
type Options struct {
	// Tools says, by eino tool name, what a tool's schema.ToolInfo cannot:
	// SideEffects, AcceptsIdempotencyKey, Identifying, Reconcile, Rules,
	// Probes, Alternatives, Timeout and ExpectedDuration. The adapter fills
	// in Name, and Description and InputSchema from the tool's Info where
	// they are empty; Call must be nil, since the adapter calls the eino
	// tool. A tool with no entry is a plain read: no side effects, every
	// argument identifying.
	Tools map[string]rung.Tool
	// Direct names tools that run without the session. A tool that
	// interrupts the run for a person (compose.Interrupt,
	// compose.StatefulInterrupt, an adk agent tool) belongs here: its error
	// is eino's control flow, not a failure, and a session would remember
	// it as a failed call and refuse the same call when the run resumes.
	Direct []string
}

// Adapter runs an eino agent's tool calls through one rung.Session and
// wraps its chat model. Its methods are safe for concurrent use, as eino
// calls tools in parallel.
type Adapter struct {
	session *rung.Session
	tools   map[string]rung.Tool
	direct  map[string]bool
}

// New returns an Adapter for one agent run on session. tools are the tools
// the agent gives eino: New reads each one's Info for the description and
// the argument schema rung records, and refuses an Options.Tools or
// Options.Direct entry that names none of them, since a misspelt name
// would let a side-effecting tool run without its key.
func New(ctx context.Context, session *rung.Session, tools []tool.BaseTool, opts Options) (*Adapter, error) {
	if session == nil {
		return nil, errors.New("rungeino: New: session is nil")
	}
	a := &Adapter{session: session, tools: make(map[string]rung.Tool, len(tools)), direct: map[string]bool{}}
	for i, bt := range tools {
		if bt == nil {
			return nil, fmt.Errorf("rungeino: New: tools[%d] is nil", i)
		}
		info, err := bt.Info(ctx)
		if err != nil {
			return nil, fmt.Errorf("rungeino: New: tools[%d].Info: %w", i, err)
		}
		if info == nil || info.Name == "" {
			return nil, fmt.Errorf("rungeino: New: tools[%d].Info returned no name", i)
		}
		t := rung.Tool{Name: info.Name, Description: info.Desc}
		if js, err := info.ParamsOneOf.ToJSONSchema(); err != nil {
			return nil, fmt.Errorf("rungeino: New: tool %q: its parameters have no JSON Schema: %w", info.Name, err)
		} else if js != nil {
			if t.InputSchema, err = json.Marshal(js); err != nil {
				return nil, fmt.Errorf("rungeino: New: tool %q: encoding its JSON Schema: %w", info.Name, err)
			}
		}
		a.tools[info.Name] = t
	}
	for _, name := range sortedKeys(opts.Tools) {
		spec := opts.Tools[name]
		base, ok := a.tools[name]
		switch {
		case !ok:
			return nil, fmt.Errorf("rungeino: New: Options.Tools[%q] names no tool in tools (%s)", name, a.names())
		case spec.Call != nil:
			return nil, fmt.Errorf("rungeino: New: Options.Tools[%q].Call is set; leave it nil, the adapter calls the eino tool", name)
		case spec.Name != "" && spec.Name != name:
			return nil, fmt.Errorf("rungeino: New: Options.Tools[%q].Name is %q; leave it empty or equal to the key", name, spec.Name)
		}
		spec.Name = name
		if spec.Description == "" {
			spec.Description = base.Description
		}
		if len(spec.InputSchema) == 0 {
			spec.InputSchema = base.InputSchema
		}
		a.tools[name] = spec
	}
	for _, name := range opts.Direct {
		if _, ok := a.tools[name]; !ok {
			return nil, fmt.Errorf("rungeino: New: Options.Direct names %q, no tool in tools (%s)", name, a.names())
		}
		a.direct[name] = true
	}
	return a, nil
}

// Session returns the adapter's session, for its report when the run ends.
func (a *Adapter) Session() *rung.Session { return a.session }

// Middleware returns the tool middleware to put in
// compose.ToolsNodeConfig.ToolCallMiddlewares. It covers invokable and
// streamable tools; a streamable tool's stream is read to its end inside
// the call, so a failure mid-stream is recovered like any other, and the
// next middleware gets the whole result as one chunk. Enhanced (multimodal)
// tools pass through untouched.
func (a *Adapter) Middleware() compose.ToolMiddleware {
	return compose.ToolMiddleware{Invokable: a.invokable, Streamable: a.streamable}
}

func (a *Adapter) invokable(next compose.InvokableToolEndpoint) compose.InvokableToolEndpoint {
	return func(ctx context.Context, in *compose.ToolInput) (*compose.ToolOutput, error) {
		result, err := a.call(ctx, in, func(ctx context.Context) (string, error) {
			out, err := next(ctx, in)
			if err != nil {
				return "", err
			}
			return out.Result, nil
		})
		if err != nil {
			return nil, err
		}
		return &compose.ToolOutput{Result: result}, nil
	}
}

func (a *Adapter) streamable(next compose.StreamableToolEndpoint) compose.StreamableToolEndpoint {
	return func(ctx context.Context, in *compose.ToolInput) (*compose.StreamToolOutput, error) {
		if a.direct[in.Name] {
			return next(ctx, in)
		}
		result, err := a.call(ctx, in, func(ctx context.Context) (string, error) {
			out, err := next(ctx, in)
			if err != nil {
				return "", err
			}
			defer out.Result.Close()
			var b strings.Builder
			for {
				chunk, err := out.Result.Recv()
				if errors.Is(err, io.EOF) {
					return b.String(), nil
				}
				if err != nil {
					return "", err
				}
				b.WriteString(chunk)
			}
		})
		if err != nil {
			return nil, err
		}
		return &compose.StreamToolOutput{Result: schema.StreamReaderFromArray([]string{result})}, nil
	}
}

// call runs one tool call through the session and returns what the model
// reads: the output, or the verdict's text.
func (a *Adapter) call(ctx context.Context, in *compose.ToolInput, run func(context.Context) (string, error)) (string, error) {
	if a.direct[in.Name] {
		return run(ctx)
	}
	t, ok := a.tools[in.Name]
	if !ok {
		// A tool eino knows and New was not given (compose.WithToolList, an
		// adk middleware's AdditionalTools): a plain read.
		t = rung.Tool{Name: in.Name}
	}
	args, argErr := decodeArgs(in.Arguments)
	// The session may abandon a call that outlives its timeout, so the
	// call's goroutine and this one share interrupted under a lock.
	var (
		mu          sync.Mutex
		interrupted error
	)
	t.Call = func(ctx context.Context, _ map[string]any) (any, error) {
		if argErr != nil {
			return nil, argErr
		}
		out, err := run(ctx)
		if _, ok := compose.IsInterruptRerunError(err); ok {
			mu.Lock()
			interrupted = err
			mu.Unlock()
		}
		return out, err
	}
	out, err := a.session.Call(ctx, &t, args)
	mu.Lock()
	defer mu.Unlock()
	if interrupted != nil {
		// The session has recorded the interrupt as a failed call: resuming
		// would be refused. Say so now rather than break the resume later.
		return "", fmt.Errorf("rungeino: tool %q interrupted the run (%v); list it in Options.Direct so its interrupt reaches eino without the session", in.Name, interrupted)
	}
	if err != nil {
		if v, ok := rung.AsVerdict(err); ok {
			return v.Text(), nil
		}
		return "", err
	}
	return resultText(out)
}

// decodeArgs reads a model's tool arguments into the map the session keys
// and fingerprints calls by. Arguments that are not a JSON object are the
// model's mistake: the call fails as invalid, so the model is asked to
// repair them, and the raw text is the argument, so that a different
// mistake is a different call.
func decodeArgs(raw string) (map[string]any, error) {
	if strings.TrimSpace(raw) == "" {
		return map[string]any{}, nil
	}
	var args map[string]any
	if err := json.Unmarshal([]byte(raw), &args); err != nil || args == nil {
		msg := "the arguments are not a JSON object"
		if err != nil {
			msg += ": " + err.Error()
		}
		return map[string]any{"arguments": raw}, &rung.Failure{Kind: rung.KindInvalid, Message: msg, Reason: "rungeino: arguments"}
	}
	return args, nil
}

// resultText renders a call's output as the tool result: a string as it is
// (what an eino tool returns), anything else (a ledger's recorded output
// decoded from JSON) as JSON.
func resultText(out any) (string, error) {
	if s, ok := out.(string); ok {
		return s, nil
	}
	b, err := json.Marshal(out)
	if err != nil {
		return "", fmt.Errorf("rungeino: encoding the tool's output: %w", err)
	}
	return string(b), nil
}

func (a *Adapter) names() string {
	if len(a.tools) == 0 {
		return "none"
	}
	return strings.Join(sortedKeys(a.tools), ", ")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
