package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/internal/typetext"
)

func init() {
	register("triage", "classify failures and decide the rung (JSON lines, or one failure from flags)", runTriage)
}

// triageInput is one line of `rung triage` input (docs/cli.md). Unknown
// fields are ignored so that callers can pass their own records through.
type triageInput struct {
	ID       json.RawMessage `json:"id"`
	Protocol string          `json:"protocol"`
	Status   json.RawMessage `json:"status"`
	Code     json.RawMessage `json:"code"`
	Message  string          `json:"message"`
	Headers  json.RawMessage `json:"headers"`
	Tool     string          `json:"tool"`
	Kind     string          `json:"kind"`

	// Step state, for the full decision.
	Attempts    *int   `json:"attempts"`
	Repairs     *int   `json:"repairs"`
	Effect      string `json:"effect"`
	Checkpoint  string `json:"checkpoint"`
	Interactive *bool  `json:"interactive"`
}

// triageOutput is one line of `rung triage` output. Field order is the
// documented order; fields are only ever added.
type triageOutput struct {
	ID           json.RawMessage `json:"id"`
	Kind         string          `json:"kind,omitempty"`
	Action       string          `json:"action,omitempty"`
	RetryAfterMS *int64          `json:"retry_after_ms"`
	Reason       string          `json:"reason,omitempty"`
	Error        string          `json:"error,omitempty"`
	// unread is the line's protocol when classify has no rules of its
	// own for it: triageLines notes it once on stderr.
	unread string
}

// verdict is what triage concluded about one failure.
type verdict struct {
	result   classify.Result
	decision rung.Decision
	reason   string
}

func runTriage(ctx context.Context, env *Env, args []string) int {
	fs := flag.NewFlagSet("triage", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	protocol := fs.String("protocol", "", "one failure: protocol (http, grpc, aws, postgres, openai, anthropic, mcp, go, exec, smtp, dns, ...; see docs/cli.md)")
	status := fs.Int("status", 0, "one failure: protocol status (HTTP status)")
	code := fs.String("code", "", "one failure: the service's error code")
	body := fs.String("body", "", "one failure: the verbatim error message or response body (@FILE reads a file)")
	tool := fs.String("tool", "", "one failure: the tool that failed")
	var headers headerFlags
	fs.Var(&headers, "header", "one failure: a response header as 'Name: value' (repeatable)")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, `Usage:
  rung triage [FILE]             JSON lines in (stdin or FILE), one JSON line out per input line
  rung triage --status 429 --body '...' [--header 'Retry-After: 2'] ...
                                 one failure from flags; prints a readable verdict

See docs/cli.md for the JSON lines contract.

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitUsage
	}
	oneShot := false
	fs.Visit(func(*flag.Flag) { oneShot = true })
	proto := protocolName(*protocol)
	if oneShot {
		if fs.NArg() > 0 {
			fmt.Fprintln(env.Stderr, "rung triage: give either flags for one failure or a FILE of JSON lines, not both")
			return ExitUsage
		}
		msg := *body
		if strings.HasPrefix(msg, "@") {
			b, err := os.ReadFile(msg[1:])
			if err != nil {
				fmt.Fprintf(env.Stderr, "rung triage: --body: %v\n", err)
				return ExitFailure
			}
			msg = string(b)
		}
		if !classify.KnownProtocol(proto) && proto != "" {
			fmt.Fprintf(env.Stderr, "rung triage: --protocol: %s\n", unreadProtocolNote(proto))
		}
		in := classify.Input{Protocol: proto, Status: *status, Code: *code, Message: msg, Tool: *tool, Header: headers.header, Now: time.Now()}
		v := triage(in, "", stepState{})
		printVerdict(env.Stdout, v)
		return ExitOK
	}

	src := env.Stdin
	name := "stdin"
	switch fs.NArg() {
	case 0:
		// A bare `rung triage` typed at a shell would otherwise wait in
		// silence, looking hung.
		if readsTerminal(env.Stdin) {
			fmt.Fprintln(env.Stderr, "rung triage: reading failures as JSON lines from standard input (Ctrl-D ends, Ctrl-C stops; rung triage -h for flags)")
		}
	case 1:
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			fmt.Fprintf(env.Stderr, "rung triage: %v\n", err)
			return ExitFailure
		}
		defer f.Close()
		src, name = f, fs.Arg(0)
	default:
		fmt.Fprintln(env.Stderr, "rung triage: at most one FILE")
		return ExitUsage
	}
	return triageLines(ctx, name, src, env.Stdout, env.Stderr)
}

// triageLines answers each input line in order. A bad line gets an error line
// and a message on stderr; the rest are still answered.
func triageLines(ctx context.Context, name string, src io.Reader, stdout, stderr io.Writer) int {
	r := bufio.NewReaderSize(src, 64<<10)
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	bad := false
	noted := map[string]bool{} // protocols without rules, noted once each
	for lineNo := 1; ; lineNo++ {
		if ctx.Err() != nil {
			fmt.Fprintf(stderr, "rung triage: stopped at %s line %d: %v\n", name, lineNo, ctx.Err())
			return ExitFailure
		}
		line, readErr := r.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			out := triageLine(line, lineNo, time.Now())
			if out.Error != "" {
				bad = true
				// out.Error leads with "line N: " for the JSON answer,
				// which has no file name; here the file:N prefix says it.
				fmt.Fprintf(stderr, "rung triage: %s:%d: %s\n", name, lineNo, strings.TrimPrefix(out.Error, fmt.Sprintf("line %d: ", lineNo)))
			}
			if out.unread != "" && !noted[out.unread] {
				noted[out.unread] = true
				fmt.Fprintf(stderr, "rung triage: %s:%d: %s\n", name, lineNo, unreadProtocolNote(out.unread))
			}
			if err := enc.Encode(out); err != nil {
				fmt.Fprintf(stderr, "rung triage: writing output: %v\n", err)
				return ExitFailure
			}
			// Flush per line so that a caller streaming through a pipe gets
			// each answer as soon as it is decided.
			if err := w.Flush(); err != nil {
				fmt.Fprintf(stderr, "rung triage: writing output: %v\n", err)
				return ExitFailure
			}
		}
		if readErr == io.EOF {
			break
		}
		if readErr != nil {
			fmt.Fprintf(stderr, "rung triage: reading %s: %v\n", name, readErr)
			return ExitFailure
		}
	}
	if bad {
		return ExitFailure
	}
	return ExitOK
}

func triageLine(line []byte, lineNo int, now time.Time) triageOutput {
	var in triageInput
	if err := json.Unmarshal(line, &in); err != nil {
		return triageOutput{ID: salvageID(line), Error: fmt.Sprintf("line %d: %s", lineNo, jsonErrorText(err))}
	}
	id := in.ID
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	fail := func(format string, a ...any) triageOutput {
		return triageOutput{ID: id, Error: fmt.Sprintf("line %d: ", lineNo) + fmt.Sprintf(format, a...)}
	}

	status, err := parseStatus(in.Status)
	if err != nil {
		return fail("field status: %v", err)
	}
	code, err := parseCode(in.Code)
	if err != nil {
		return fail("field code: %v", err)
	}
	header, err := parseHeaders(in.Headers)
	if err != nil {
		return fail("field headers: %v", err)
	}
	st := stepState{checkpoint: in.Checkpoint}
	if in.Attempts != nil {
		if *in.Attempts < 0 {
			return fail("field attempts: must be at least 0, got %d", *in.Attempts)
		}
		st.attempts = *in.Attempts
	}
	if in.Repairs != nil {
		if *in.Repairs < 0 {
			return fail("field repairs: must be at least 0, got %d", *in.Repairs)
		}
		st.repairs = *in.Repairs
	}
	if st.effect, err = rung.ParseEffect(in.Effect); err != nil {
		return fail("field effect: %v", err)
	}
	if in.Interactive != nil {
		st.interactive = *in.Interactive
	}
	proto := protocolName(in.Protocol)
	if in.Kind != "" {
		if _, err := rung.ParseKind(in.Kind); err != nil {
			return fail("field kind: %v", err)
		}
	}
	if in.Message == "" && code == "" && status == 0 && in.Kind == "" {
		return fail("nothing to classify: give at least one of message, status, code or kind")
	}

	v := triage(classify.Input{
		Protocol: proto,
		Status:   status, Code: code, Message: in.Message, Header: header,
		Tool: in.Tool, Now: now,
	}, in.Kind, st)
	out := triageOutput{ID: id, Kind: v.result.Kind.String(), Action: v.decision.Action.String(), Reason: v.reason}
	if proto != "" && !classify.KnownProtocol(proto) {
		out.unread = proto
	}
	if v.result.HasRetryAfter {
		ms := v.result.RetryAfter.Milliseconds()
		out.RetryAfterMS = &ms
	}
	return out
}

// protocolName normalizes a protocol name. Any name is taken, as the Go
// API takes it: one classify has no rules for ("mysql", "ssh") is read as
// no protocol at all, and triage says so on stderr (unreadProtocolNote),
// so that a misspelt "htpp" does not pass unnoticed.
func protocolName(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

// unreadProtocolNote says that classify has no rules of its own for the
// protocol p, and lists the ones it has.
func unreadProtocolNote(p string) string {
	return fmt.Sprintf("note: classify has no rules of its own for protocol %q and reads it as none (it has rules for %s)", p, strings.Join(classify.Protocols(), ", "))
}

// readsTerminal reports whether r is a character device (a terminal), where
// nobody is piping input in.
func readsTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// stepState is the optional step history a triage line may carry.
type stepState struct {
	attempts    int
	repairs     int
	effect      rung.Effect
	checkpoint  string
	interactive bool
}

// triage classifies the failure (unless its kind is already known) and
// decides the rung with rung.Decide, from the step state the caller gave. A
// line without step state is a first failure: attempts 1, no repairs.
func triage(in classify.Input, knownKind string, st stepState) verdict {
	var res classify.Result
	if knownKind != "" {
		k, _ := rung.ParseKind(knownKind)
		res = classify.Result{Kind: k, Reason: "kind given by the caller"}
		if ra, ok := classify.ParseRetryAfter(in.Header, in.Now); ok {
			res.RetryAfter, res.HasRetryAfter = ra, true
		}
	} else {
		res = classify.Classify(in)
	}
	f := &rung.Failure{
		Kind: res.Kind, Message: in.Message, Protocol: in.Protocol, Status: in.Status,
		Code: res.Code, RetryAfter: res.RetryAfter, Timeout: res.Timeout,
		Effect: st.effect, Reason: res.Reason,
	}
	policy := rung.Background()
	if st.interactive {
		policy = rung.Interactive()
	}
	step := rung.StepHistory{
		Tool: in.Tool, Attempts: st.attempts, Repairs: st.repairs,
		Checkpoint: st.checkpoint,
		// A line carries a checkpoint only where the step was claimed in a
		// ledger, which passes its key downstream.
		KeyAccepted: st.checkpoint != "",
	}
	// Triage has no run: no shared budget limits it, and no earlier plan.
	d := rung.Decide(in.Now, f, step, rung.RunHistory{}, rung.BudgetState{}, policy)
	reason := d.Reason
	if res.Reason != "" && d.Rule == rung.RuleKind {
		reason = res.Reason + "; " + d.Reason
	}
	return verdict{result: res, decision: d, reason: reason}
}

func printVerdict(w io.Writer, v verdict) {
	fmt.Fprintf(w, "kind:    %s\naction:  %s\n", v.result.Kind, v.decision.Action)
	if v.result.HasRetryAfter {
		fmt.Fprintf(w, "wait:    %s (asked by the service)\n", rung.DurationText(v.result.RetryAfter))
	}
	if v.result.Code != "" {
		fmt.Fprintf(w, "code:    %s\n", v.result.Code)
	}
	fmt.Fprintf(w, "reason:  %s\n", v.reason)
}

// parseStatus accepts a JSON number, null, or a numeric string.
func parseStatus(raw json.RawMessage) (int, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return 0, nil
	}
	if strings.HasPrefix(s, `"`) {
		var str string
		if err := json.Unmarshal(raw, &str); err != nil {
			return 0, err
		}
		s = strings.TrimSpace(str)
		if s == "" {
			return 0, nil
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 999 {
		return 0, fmt.Errorf("want an integer status between 0 and 999 or null, got %s", string(raw))
	}
	return n, nil
}

// parseCode accepts a string, a number (JSON-RPC codes), or null.
func parseCode(raw json.RawMessage) (string, error) {
	s := strings.TrimSpace(string(raw))
	switch {
	case s == "" || s == "null":
		return "", nil
	case strings.HasPrefix(s, `"`):
		var str string
		err := json.Unmarshal(raw, &str)
		return str, err
	case strings.HasPrefix(s, "-") || (s[0] >= '0' && s[0] <= '9'):
		if _, err := strconv.ParseFloat(s, 64); err != nil {
			return "", fmt.Errorf("want a string or number, got %s", s)
		}
		return s, nil
	}
	return "", fmt.Errorf("want a string or number, got %s", s)
}

// parseHeaders accepts an object whose values are strings, numbers or arrays
// of strings.
func parseHeaders(raw json.RawMessage) (http.Header, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" {
		return nil, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, errors.New("want an object of header names to values")
	}
	h := make(http.Header, len(m))
	for name, v := range m {
		var str string
		if err := json.Unmarshal(v, &str); err == nil {
			h.Add(name, str)
			continue
		}
		var list []string
		if err := json.Unmarshal(v, &list); err == nil {
			for _, item := range list {
				h.Add(name, item)
			}
			continue
		}
		var num json.Number
		if err := json.Unmarshal(v, &num); err == nil {
			h.Add(name, num.String())
			continue
		}
		return nil, fmt.Errorf("header %q: want a string, number or list of strings", name)
	}
	return h, nil
}

// salvageID recovers the id of a line that could not be decoded, so the
// caller can still match the error to its record: first by decoding only the
// id (a type error elsewhere), then by reading the value after `"id":` (a
// syntax error after it).
func salvageID(line []byte) json.RawMessage {
	var partial struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(line, &partial) == nil && len(partial.ID) > 0 {
		return partial.ID
	}
	if i := bytes.Index(line, []byte(`"id"`)); i >= 0 {
		rest := bytes.TrimLeft(line[i+4:], " \t")
		if len(rest) > 0 && rest[0] == ':' {
			var v json.RawMessage
			if json.NewDecoder(bytes.NewReader(rest[1:])).Decode(&v) == nil {
				return v
			}
		}
	}
	return json.RawMessage("null")
}

func jsonErrorText(err error) string {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		return fmt.Sprintf("invalid JSON at byte %d: %v", syn.Offset, err)
	}
	if s := typetext.JSONError(err); s != "" {
		return s
	}
	return "invalid JSON: " + err.Error()
}

// headerFlags collects repeated --header 'Name: value' flags.
type headerFlags struct{ header http.Header }

func (h *headerFlags) String() string { return "" }

func (h *headerFlags) Set(s string) error {
	name, value, ok := strings.Cut(s, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("want 'Name: value', got %q", s)
	}
	if h.header == nil {
		h.header = http.Header{}
	}
	h.header.Add(strings.TrimSpace(name), strings.TrimSpace(value))
	return nil
}
