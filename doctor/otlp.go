package doctor

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/trace"
)

// OTLP JSON, as the OpenTelemetry Collector's file exporter writes it: one
// {"resourceSpans": [...]} object per line.
type otlpFile struct {
	ResourceSpans []struct {
		Resource struct {
			Attributes []otlpAttr `json:"attributes"`
		} `json:"resource"`
		ScopeSpans []struct {
			Spans []otlpSpan `json:"spans"`
		} `json:"scopeSpans"`
	} `json:"resourceSpans"`
}

type otlpSpan struct {
	TraceID      string      `json:"traceId"`
	SpanID       string      `json:"spanId"`
	ParentSpanID string      `json:"parentSpanId"`
	Name         string      `json:"name"`
	Start        otlpNum     `json:"startTimeUnixNano"`
	End          otlpNum     `json:"endTimeUnixNano"`
	Attributes   []otlpAttr  `json:"attributes"`
	Status       otlpStatus  `json:"status"`
	Events       []otlpEvent `json:"events"`

	attrs map[string]any
}

type otlpStatus struct {
	Code    json.RawMessage `json:"code"`
	Message string          `json:"message"`
}

func (s otlpStatus) isError() bool {
	c := strings.Trim(string(s.Code), `"`)
	return c == "2" || c == "STATUS_CODE_ERROR"
}

type otlpEvent struct {
	Name       string     `json:"name"`
	Time       otlpNum    `json:"timeUnixNano"`
	Attributes []otlpAttr `json:"attributes"`
}

type otlpAttr struct {
	Key   string    `json:"key"`
	Value otlpValue `json:"value"`
}

type otlpValue struct {
	String *string  `json:"stringValue"`
	Int    *otlpNum `json:"intValue"`
	Double *float64 `json:"doubleValue"`
	Bool   *bool    `json:"boolValue"`
	Array  *struct {
		Values []otlpValue `json:"values"`
	} `json:"arrayValue"`
}

func (v otlpValue) value() any {
	switch {
	case v.String != nil:
		return *v.String
	case v.Int != nil:
		return int64(*v.Int)
	case v.Double != nil:
		return *v.Double
	case v.Bool != nil:
		return *v.Bool
	case v.Array != nil:
		out := make([]any, len(v.Array.Values))
		for i, e := range v.Array.Values {
			out[i] = e.value()
		}
		return out
	}
	return nil
}

// otlpNum reads protojson's 64-bit integers, which come as strings or numbers.
type otlpNum int64

func (n *otlpNum) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	if s == "" || s == "null" {
		return nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		f, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil {
			return err
		}
		v = int64(f)
	}
	*n = otlpNum(v)
	return nil
}

func attrMap(list []otlpAttr) map[string]any {
	m := make(map[string]any, len(list))
	for _, a := range list {
		m[a.Key] = a.Value.value()
	}
	return m
}

func (s *otlpSpan) str(k string) string {
	switch v := s.attrs[k].(type) {
	case string:
		return v
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	}
	return ""
}

func (s *otlpSpan) num(k string) int {
	switch v := s.attrs[k].(type) {
	case int64:
		return int(v)
	case float64:
		return int(v)
	case string:
		n, _ := strconv.Atoi(v)
		return n
	}
	return 0
}

func (s *otlpSpan) operation() string {
	if op := s.str("gen_ai.operation.name"); op != "" {
		return op
	}
	name, _, _ := strings.Cut(s.Name, " ")
	return name
}

// isOTLP reports whether a trace's first line is OTLP JSON.
func isOTLP(line []byte) bool {
	return bytes.Contains(line, []byte(`"resourceSpans"`))
}

// otlpLine parses one line of an OTLP JSON file into spans.
func otlpLine(b []byte) ([]otlpSpan, error) {
	var f otlpFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, err
	}
	var spans []otlpSpan
	for _, rs := range f.ResourceSpans {
		res := attrMap(rs.Resource.Attributes)
		for _, ss := range rs.ScopeSpans {
			for _, sp := range ss.Spans {
				sp.attrs = attrMap(sp.Attributes)
				if _, ok := sp.attrs["service.name"]; !ok && res["service.name"] != nil {
					sp.attrs["service.name"] = res["service.name"]
				}
				spans = append(spans, sp)
			}
		}
	}
	return spans, nil
}

// otlpRecords turns the spans of OTLP traces into trace records, one run per
// trace id, as far as their attributes allow (docs/doctor.md, "Traces from
// other agents"):
//
//   - an invoke_agent span (or a root span) is the run: run_start, and at
//     its end run_end with recovery.outcome, else "failed" when its status
//     is an error, else "completed";
//   - an execute_tool span is a call of gen_ai.tool.name: step_start, then
//     step_end when it succeeded, or a failure when its status is an error
//     or it has error.type; the failure's kind is recovery.kind when set,
//     else guessed from the HTTP status, error.type and message;
//     recovery.rung, when set, is the decision that followed;
//   - chat, text_completion and generate_content spans are model calls,
//     with gen_ai.usage.* tokens, recovery.purpose, the model
//     (gen_ai.response.model, else gen_ai.request.model) and the duration;
//   - recovery.plan and recovery.fingerprint span attributes or "recovery.plan"
//     span events mark plans.
//
// Without recovery.rung attributes anywhere, decisions are inferred: a failed
// call followed by a call of the same tool is a retry when the arguments
// (gen_ai.tool.call.arguments) are the same or unknown, a repair otherwise.
func otlpRecords(spans []otlpSpan) []trace.Record {
	byTrace := map[string][]*otlpSpan{}
	var order []string
	rungs := false
	for i := range spans {
		s := &spans[i]
		if _, ok := byTrace[s.TraceID]; !ok {
			order = append(order, s.TraceID)
		}
		byTrace[s.TraceID] = append(byTrace[s.TraceID], s)
		if s.str("recovery.rung") != "" {
			rungs = true
		}
	}
	var out []trace.Record
	for _, id := range order {
		list := byTrace[id]
		sort.SliceStable(list, func(i, j int) bool {
			if list[i].Start != list[j].Start {
				return list[i].Start < list[j].Start
			}
			return list[i].ParentSpanID == "" && list[j].ParentSpanID != "" // the run before its calls
		})
		out = append(out, runRecords(id, list, !rungs)...)
	}
	return out
}

func nanos(n otlpNum) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, int64(n)).UTC()
}

func runRecords(traceID string, spans []*otlpSpan, infer bool) []trace.Record {
	var recs []trace.Record
	var root *otlpSpan
	for _, s := range spans {
		if s.operation() == "invoke_agent" || (root == nil && s.ParentSpanID == "") {
			if root == nil || s.operation() == "invoke_agent" && root.operation() != "invoke_agent" {
				root = s
			}
		}
	}
	run := traceID
	if root != nil {
		if id := root.str("recovery.run_id"); id != "" {
			run = id
		}
		goal := root.str("recovery.goal")
		if goal == "" {
			goal = root.str("gen_ai.agent.name")
		}
		if goal == "" {
			goal = root.Name
		}
		recs = append(recs, trace.Record{Type: "run_start", At: nanos(root.Start), Run: run, Reason: goal})
	}
	plan := 1
	attempts := map[string]int{}
	var prevFail *otlpSpan
	var prevFailStep string
	lastFailed := false
	for _, s := range spans {
		if p := s.num("recovery.plan"); p > 0 {
			plan = p
		}
		if s.operation() != "execute_tool" {
			recs = append(recs, spanDecisions(s, run, plan, "", "", 0)...)
		}
		for _, ev := range s.Events {
			if ev.Name != "recovery.plan" {
				continue
			}
			ea := &otlpSpan{attrs: attrMap(ev.Attributes)}
			if p := ea.num("recovery.plan"); p > 0 {
				plan = p
			}
			recs = append(recs, trace.Record{Type: "plan", At: nanos(ev.Time), Run: run, Plan: plan,
				Fingerprint: ea.str("recovery.fingerprint"), Reason: ea.str("recovery.reason")})
		}
		switch op := s.operation(); {
		case op == "execute_tool" && s.str("recovery.probe") != "":
			// rung's observer marks probes and precondition checks.
			rec := trace.Record{Type: rung.EventType(s.str("recovery.probe")), At: nanos(s.End), Run: run, Plan: plan,
				Step: s.str("recovery.step"), Tool: s.str("gen_ai.tool.name"), Observation: &trace.Observation{Tool: s.str("gen_ai.tool.name"), At: nanos(s.End)}}
			if s.Status.isError() {
				rec.Observation.Failure = spanFailure(s, s.str("error.type"))
			}
			recs = append(recs, rec)
		case op == "execute_tool":
			tool := s.str("gen_ai.tool.name")
			if tool == "" {
				tool = strings.TrimSpace(strings.TrimPrefix(s.Name, "execute_tool"))
			}
			step := s.str("recovery.step")
			if step == "" {
				step = tool
			}
			attempt := s.num("recovery.attempt")
			if _, ok := s.attrs["recovery.attempt"]; !ok && attempt == 0 {
				attempts[step]++
				attempt = attempts[step]
			}
			if infer && prevFail != nil {
				if prevFail.str("gen_ai.tool.name") == s.str("gen_ai.tool.name") && prevFailStep == step {
					action := "retry"
					if a, b := prevFail.str("gen_ai.tool.call.arguments"), s.str("gen_ai.tool.call.arguments"); a != "" && b != "" && a != b {
						action = "repair"
					}
					recs = append(recs, trace.Record{Type: "decision", At: nanos(s.Start), Run: run, Plan: plan, Step: step, Tool: tool, Action: action, Rule: "inferred"})
				}
				prevFail = nil
			}
			_, noCall := s.attrs["recovery.attempt"]
			noCall = noCall && s.num("recovery.attempt") == 0 // rung's observer: failed before any call
			start := trace.Record{Type: "step_start", At: nanos(s.Start), Run: run, Plan: plan, Step: step, Tool: tool, Attempt: attempt}
			if a := s.str("gen_ai.tool.call.arguments"); a != "" {
				var args map[string]any
				if json.Unmarshal([]byte(a), &args) == nil {
					start.Args = args
				}
			}
			if !noCall {
				recs = append(recs, start)
			}
			errType := s.str("error.type")
			if !s.Status.isError() && errType == "" {
				recs = append(recs, trace.Record{Type: "step_end", At: nanos(s.End), Run: run, Plan: plan, Step: step, Tool: tool, Attempt: attempt, State: "done"})
				lastFailed = false
				continue
			}
			lastFailed = true
			f := spanFailure(s, errType)
			sig := &trace.Signature{Tool: tool, Class: f.Code, Target: s.str("recovery.target")}
			if sig.Class == "" && f.Status != 0 {
				sig.Class = f.Protocol + " " + strconv.Itoa(f.Status)
			}
			if sig.Class == "" {
				sig.Class = f.Kind
			}
			if sig.Target == "" {
				sig.Target = s.str("gen_ai.tool.call.arguments")
			}
			recs = append(recs, trace.Record{Type: "failure", At: nanos(s.End), Run: run, Plan: plan, Step: step, Tool: tool, Attempt: attempt, Failure: f, Signature: sig})
			recs = append(recs, spanDecisions(s, run, plan, step, tool, attempt)...)
			prevFail, prevFailStep = s, step
		case op == "chat" || op == "text_completion" || op == "generate_content":
			u := &trace.Usage{InputTokens: s.num("gen_ai.usage.input_tokens"), OutputTokens: s.num("gen_ai.usage.output_tokens"),
				Calls: s.num("recovery.model_calls"), Model: s.str("gen_ai.response.model")}
			if u.Model == "" {
				u.Model = s.str("gen_ai.request.model")
			}
			// As in rung's own trace, the record is at the call's end and
			// says how long it took.
			rec := trace.Record{Type: "model_call", At: nanos(s.End), Run: run, Plan: plan, Purpose: s.str("recovery.purpose"), Usage: u}
			if s.End > s.Start && s.Start > 0 {
				rec.DurationMS = int64(s.End-s.Start) / int64(time.Millisecond)
			}
			recs = append(recs, rec)
		}
	}
	end := trace.Record{Type: "run_end", Run: run, Plan: plan}
	switch {
	case root != nil:
		end.At = nanos(root.End)
		end.Outcome = root.str("recovery.outcome")
		if end.Outcome == "" {
			end.Outcome = "completed"
			if root.Status.isError() {
				end.Outcome = "failed"
			}
		}
		end.Reason = root.Status.Message
	default:
		end.Outcome = "completed"
		if lastFailed {
			end.Outcome = "failed"
		}
		if n := len(spans); n > 0 {
			end.At = nanos(spans[n-1].End)
		}
	}
	return append(recs, end)
}

// spanFailure reads a failed execute_tool span's failure.
func spanFailure(s *otlpSpan, errType string) *trace.Failure {
	f := &trace.Failure{Kind: s.str("recovery.kind"), Message: s.Status.Message, Code: s.str("recovery.code")}
	for _, ev := range s.Events {
		if ev.Name == "exception" {
			ea := &otlpSpan{attrs: attrMap(ev.Attributes)}
			if f.Message == "" {
				f.Message = ea.str("exception.message")
			}
			if errType == "" {
				errType = ea.str("exception.type")
			}
		}
	}
	if status := s.num("http.response.status_code"); status != 0 {
		f.Protocol, f.Status = "http", status
	}
	if f.Code == "" && errType != "" && errType != "_OTHER" && !isDigits(errType) {
		f.Code = errType
	}
	if f.Status == 0 && isDigits(errType) {
		f.Protocol = "http"
		f.Status, _ = strconv.Atoi(errType)
	}
	if f.Message == "" {
		f.Message = errType
	}
	if f.Kind == "" {
		f.Kind = guessKind(f.Status, errType, f.Message)
	}
	return f
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// guessKind classifies a foreign failure by its HTTP status and words, the
// way the classify presets would at their simplest. Unknown stays unknown.
func guessKind(status int, errType, msg string) string {
	switch {
	case status == 408 || status == 429 || status == 502 || status == 503 || status == 504:
		return "transient"
	case status == 401 || status == 403:
		return "denied"
	case status == 404 || status == 410:
		return "premise"
	case status == 409:
		return "conflict"
	case status == 400 || status == 413 || status == 422:
		return "invalid"
	case status >= 500:
		return "transient"
	}
	text := strings.ToLower(errType + " " + msg)
	for _, w := range []struct{ word, kind string }{
		{"timeout", "transient"}, {"timed out", "transient"}, {"deadline", "transient"}, {"unavailable", "transient"},
		{"rate limit", "transient"}, {"connection reset", "transient"}, {"throttl", "transient"},
		{"not found", "premise"}, {"nosuch", "premise"}, {"does not exist", "premise"}, {"expired", "premise"},
		{"permission", "denied"}, {"forbidden", "denied"}, {"unauthorized", "denied"}, {"access denied", "denied"},
		{"already exists", "conflict"}, {"conflict", "conflict"}, {"duplicate", "conflict"},
		{"invalid", "invalid"}, {"validation", "invalid"}, {"bad request", "invalid"},
	} {
		if strings.Contains(text, w.word) {
			return w.kind
		}
	}
	return "unknown"
}

// errLine formats a bad line of a file.
func errLine(name string, line int, err error) error {
	return &trace.LineError{Name: name, Line: line, Err: fmt.Errorf("OTLP JSON: %w", err)}
}

// spanDecisions reads the decisions and skips of a span: its
// "recovery.decision" and "recovery.skip" events when rung's observer wrote
// them, else its recovery.rung attribute.
func spanDecisions(s *otlpSpan, run string, plan int, step, tool string, attempt int) []trace.Record {
	var recs []trace.Record
	skipped := false
	for _, ev := range s.Events {
		ea := &otlpSpan{attrs: attrMap(ev.Attributes)}
		st := step
		if st == "" {
			st = ea.str("recovery.step")
		}
		switch ev.Name {
		case "recovery.decision":
			recs = append(recs, trace.Record{Type: "decision", At: nanos(ev.Time), Run: run, Plan: plan, Step: st, Tool: tool,
				Action: ea.str("recovery.rung"), Rule: ea.str("recovery.rule"), Reason: ea.str("recovery.reason")})
		case "recovery.skip":
			rec := trace.Record{Type: "skip", At: nanos(ev.Time), Run: run, Plan: plan, Step: st, Tool: ea.str("gen_ai.tool.name")}
			if f := ea.str("recovery.fact"); f != "" {
				var fact any
				if json.Unmarshal([]byte(f), &fact) == nil {
					rec.Fact = fact
				}
			}
			recs = append(recs, rec)
			if step != "" {
				skipped = true
				recs = append(recs, trace.Record{Type: "step_end", At: nanos(ev.Time), Run: run, Plan: plan, Step: st, Tool: tool, Attempt: attempt, State: "skipped"})
			}
		}
	}
	if len(recs) > 0 || step == "" {
		return recs
	}
	if r := s.str("recovery.rung"); r != "" {
		recs = append(recs, trace.Record{Type: "decision", At: nanos(s.End), Run: run, Plan: plan, Step: step, Tool: tool, Action: r,
			Rule: s.str("recovery.rule"), Reason: s.str("recovery.reason")})
		if r == "skip" && !skipped {
			recs = append(recs, trace.Record{Type: "step_end", At: nanos(s.End), Run: run, Plan: plan, Step: step, Tool: tool, Attempt: attempt, State: "skipped"})
		}
	}
	return recs
}
