package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// runCLI drives Main like a user at a shell would.
func runTriageCLI(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func decodeLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var lines []map[string]any
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("output line is not JSON: %q: %v", l, err)
		}
		lines = append(lines, m)
	}
	return lines
}

func TestTriageLinesContract(t *testing.T) {
	in := strings.Join([]string{
		`{"id":1,"protocol":"postgres","message":"ERROR: deadlock detected (SQLSTATE 40P01)"}`,
		`{"id":"s3","protocol":"aws","status":"404","code":"NoSuchKey","message":"api error NoSuchKey: The specified key does not exist."}`,
		``,
		`{"protocol":"http","status":503,"headers":{"Retry-After":"7"},"message":"upstream unavailable","extra":{"ignored":true}}`,
		`{"id":{"run":"r1","step":4},"kind":"conflict","message":"exists"}`,
		`{"id":"mcp","protocol":"mcp","code":-32601,"message":"{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}"}`,
	}, "\n")
	out, stderr, code := runTriageCLI(t, in, "triage")
	if code != ExitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	got := decodeLines(t, out)
	type row struct {
		ID     any
		Kind   string
		Action string
		RA     any
	}
	var rows []row
	for _, m := range got {
		if _, ok := m["retry_after_ms"]; !ok {
			t.Errorf("line %v has no retry_after_ms field (must be a number or null)", m)
		}
		if m["reason"] == "" || m["reason"] == nil {
			t.Errorf("line %v has no reason", m)
		}
		rows = append(rows, row{m["id"], m["kind"].(string), m["action"].(string), m["retry_after_ms"]})
	}
	want := []row{
		{1.0, "transient", "retry", nil},
		{"s3", "premise", "replan", nil},
		{nil, "transient", "retry", 7000.0},
		{map[string]any{"run": "r1", "step": 4.0}, "conflict", "skip", nil},
		{"mcp", "invalid", "repair", nil},
	}
	if diff := cmp.Diff(want, rows); diff != "" {
		t.Errorf("triage output (-want +got):\n%s", diff)
	}
}

func TestTriageBadLinesAreAnsweredInPlace(t *testing.T) {
	in := strings.Join([]string{
		`{"id":"ok1","protocol":"http","status":429,"message":"slow down"}`,
		`{"id":"broken", "status": 503, "message": "unterminated`,
		`{"id":"badtype","status":true,"message":"x"}`,
		`{"id":"badeffect","status":500,"message":"x","effect":"maybe"}`,
		`{"id":"empty"}`,
		`not json at all`,
		`{"id":"ok2","protocol":"http","status":401,"message":"invalid token"}`,
	}, "\n")
	out, stderr, code := runTriageCLI(t, in, "triage")
	if code != ExitFailure {
		t.Errorf("exit %d, want %d when a line is bad", code, ExitFailure)
	}
	got := decodeLines(t, out)
	if len(got) != 7 {
		t.Fatalf("got %d output lines, want 7 (one per input line):\n%s", len(got), out)
	}
	wantErr := map[int]string{1: "line 2:", 2: "line 3: field status", 3: "line 4: field effect", 4: "line 5: nothing to classify", 5: "line 6:"}
	wantID := []any{"ok1", "broken", "badtype", "badeffect", "empty", nil, "ok2"}
	for i, m := range got {
		if m["id"] != wantID[i] {
			t.Errorf("line %d: id %v, want %v", i+1, m["id"], wantID[i])
		}
		prefix, bad := wantErr[i]
		errText, _ := m["error"].(string)
		switch {
		case bad && !strings.HasPrefix(errText, prefix):
			t.Errorf("line %d: error %q, want prefix %q", i+1, errText, prefix)
		case !bad && errText != "":
			t.Errorf("line %d: unexpected error %q", i+1, errText)
		case !bad && m["kind"] == nil:
			t.Errorf("line %d: good line not answered: %v", i+1, m)
		}
	}
	if !strings.Contains(stderr, "stdin:2:") || !strings.Contains(stderr, "stdin:6:") {
		t.Errorf("stderr does not name the bad lines: %q", stderr)
	}
}

func TestTriageExampleFile(t *testing.T) {
	f, err := os.ReadFile("../../examples/triage/failures.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	out, stderr, code := runTriageCLI(t, string(f), "triage")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := map[string]string{
		"gateway-timeout":   "transient/retry",
		"payload-too-large": "invalid/repair",
		"missing-column":    "invalid/repair",
		"missing-table":     "premise/replan",
		"s3-missing-key":    "premise/replan",
		"openai-quota":      "premise/replan",
		"openai-rate":       "transient/retry",
		"calendar-429":      "transient/retry",
		"room-forbidden":    "denied/handback",
		"po-exists":         "conflict/skip",
		"grpc-unavailable":  "transient/retry",
		"mcp-missing-file":  "premise/replan",
		"known-kind":        "conflict/skip",
	}
	got := map[string]string{}
	for _, m := range decodeLines(t, out) {
		got[m["id"].(string)] = m["kind"].(string) + "/" + m["action"].(string)
		if m["id"] == "calendar-429" && m["retry_after_ms"] != 2000.0 {
			t.Errorf("calendar-429: retry_after_ms %v, want 2000 from the raw Retry-After line", m["retry_after_ms"])
		}
		if m["id"] == "openai-rate" {
			if ms, _ := m["retry_after_ms"].(float64); ms < 2500 {
				t.Errorf("openai-rate: retry_after_ms %v, want at least 2500", m["retry_after_ms"])
			}
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("examples/triage verdicts (-want +got):\n%s", diff)
	}
}

func TestTriageOneShot(t *testing.T) {
	out, stderr, code := runTriageCLI(t, "", "triage", "--protocol", "http", "--status", "503",
		"--header", "Retry-After: 4", "--body", `{"message":"service unavailable"}`)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"kind:    transient", "action:  retry", "wait:    4s", "reason:"} {
		if !strings.Contains(out, want) {
			t.Errorf("one-shot output lacks %q:\n%s", want, out)
		}
	}
	if _, _, code := runTriageCLI(t, "", "triage", "--header", "no colon"); code != ExitUsage {
		t.Errorf("bad --header: exit %d, want %d", code, ExitUsage)
	}
	if _, _, code := runTriageCLI(t, "", "triage", "--status", "500", "file.jsonl"); code != ExitUsage {
		t.Errorf("flags and FILE together: exit %d, want %d", code, ExitUsage)
	}
}

func TestUnknownCommand(t *testing.T) {
	_, stderr, code := runTriageCLI(t, "", "frobnicate")
	if code != ExitUsage || !strings.Contains(stderr, `unknown command "frobnicate"`) {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// FuzzTriageLine: any input line yields an answer or an error line, never
// a panic, and the answer is always valid JSON with the contract's fields.
func FuzzTriageLine(f *testing.F) {
	f.Add([]byte(`{"id":1,"protocol":"http","status":503,"headers":{"Retry-After":"7"},"message":"x"}`))
	f.Add([]byte(`{"id":"a","protocol":"mcp","code":-32602,"message":"Tool x not found","attempts":3,"repairs":2,"effect":"possible","checkpoint":"c"}`))
	f.Add([]byte(`{"id":[1,2],"kind":"premise","status":"404","interactive":true}`))
	f.Add([]byte(`{"id": "broken", "status": 503, "message": "unter`))
	f.Fuzz(func(t *testing.T, line []byte) {
		out := triageLine(line, 1, time.Unix(0, 0))
		b, err := json.Marshal(out)
		if err != nil {
			t.Fatalf("answer does not encode: %v", err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("answer is not JSON: %s", b)
		}
		if _, ok := m["id"]; !ok {
			t.Fatalf("answer has no id: %s", b)
		}
		if out.Error == "" && (out.Kind == "" || out.Action == "") {
			t.Fatalf("answer without error lacks kind or action: %s", b)
		}
	})
}
