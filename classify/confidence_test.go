package classify

import (
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/rungkit/rung"
)

// statusErr is an HTTP client's error that knows its status and holds the
// body as its text, as generated API clients return them.
type statusErr struct {
	status int
	body   string
}

func (e *statusErr) Error() string   { return e.body }
func (e *statusErr) HTTPStatus() int { return e.status }

func TestLowConfidence(t *testing.T) {
	cases := []struct {
		name   string
		in     Input
		kind   rung.Kind
		marked bool
	}{
		// The status read alone.
		{"400, empty body", Input{Protocol: "http", Status: 400}, invalid, true},
		{"400, generic body", Input{Protocol: "http", Status: 400, Message: "Bad Request"}, invalid, true},
		{"400, a body no preset reads", Input{Protocol: "http", Status: 400, Message: `{"error":{"code":"FROB_7","message":"frobnication refused"}}`}, invalid, true},
		{"422, empty body", Input{Protocol: "http", Status: 422}, invalid, true},
		{"404, empty body", Input{Protocol: "http", Status: 404}, premise, true},
		{"409, empty body", Input{Protocol: "http", Status: 409, Message: "Conflict"}, conflict, true},
		{"500, empty body", Input{Protocol: "http", Status: 500}, transient, true},
		{"509, empty body", Input{Protocol: "http", Status: 509}, transient, true},
		{"no protocol, status line only", Input{Message: "HTTP/1.1 404 Not Found\n\n"}, premise, true},
		// A vendor's code, or wording the status is read with, decides.
		{"400 with OpenAI's code", Input{Protocol: "openai", Status: 400, Message: `{"error":{"message":"Unrecognized request argument supplied: foo","type":"invalid_request_error","param":null,"code":null}}`}, invalid, false},
		{"400 with Google's status", Input{Protocol: "http", Status: 400, Message: `{"error":{"code":400,"message":"Invalid value at 'name'","status":"INVALID_ARGUMENT"}}`}, invalid, false},
		{"400 with Stripe's code", Input{Protocol: "http", Status: 400, Message: `{"error":{"code":"parameter_missing","message":"Missing required param: amount.","type":"invalid_request_error"}}`}, invalid, false},
		{"400 whose body says quota", Input{Protocol: "http", Status: 400, Message: "daily quota exceeded for this project"}, premise, false},
		{"404 about a model name", Input{Protocol: "http", Status: 404, Message: "The model `gpt-9` does not exist"}, invalid, false},
		{"409 that says already exists", Input{Protocol: "http", Status: 409, Message: "bucket already exists"}, conflict, false},
		{"500 naming a missing dependency", Input{Protocol: "http", Status: 500, Message: "upstream table orders not found"}, premise, false},
		// Statuses whose meaning pins the kind.
		{"401", Input{Protocol: "http", Status: 401}, denied, false},
		{"403", Input{Protocol: "http", Status: 403}, denied, false},
		{"429", Input{Protocol: "http", Status: 429}, transient, false},
		{"503", Input{Protocol: "http", Status: 503}, transient, false},
		{"504", Input{Protocol: "http", Status: 504}, transient, false},
		// One common word.
		{"the word invalid", Input{Message: "frobnicator: invalid widget state"}, invalid, true},
		{"the word unavailable", Input{Message: "frobnicator unavailable in this region"}, transient, true},
		{"asked to try again", Input{Message: "the frobnicator refused; try again"}, transient, true},
		{"a specific phrase", Input{Message: "frobnicator: permission denied"}, denied, false},
		{"a duplicate key", Input{Message: "insert failed: duplicate key value violates unique constraint"}, conflict, false},
		// A code range with no meaning of its own.
		{"mcp -32050", Input{Protocol: "mcp", Code: "-32050", Message: "frobnicator jammed"}, transient, true},
		{"mcp -32602", Input{Protocol: "mcp", Code: "-32602", Message: "Unknown tool: frob"}, invalid, false},
		// A preset quoting a status-only verdict keeps the mark at the front.
		{"mcp -32000 inside an HTTP 404", Input{Protocol: "mcp", Status: 404, Message: `{"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Bad Request"}}`}, premise, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Classify(tc.in)
			if r.Kind != tc.kind {
				t.Errorf("kind %v (%s), want %v", r.Kind, r.Reason, tc.kind)
			}
			if got := strings.HasPrefix(r.Reason, LowConfidence+": "); got != tc.marked {
				t.Errorf("reason %q: marked %v, want %v", r.Reason, got, tc.marked)
			}
			if strings.Count(r.Reason, LowConfidence) > 1 {
				t.Errorf("reason %q is marked twice", r.Reason)
			}
		})
	}
}

// The mark reaches the failure that Chain.Classify builds from an error
// value, which is what the engine, the trace and the report carry.
func TestLowConfidenceFailure(t *testing.T) {
	var c Chain
	tool := &rung.Tool{Name: "frob"}
	f := c.Classify(tool, &statusErr{status: 404, body: "404 Not Found"})
	if f.Kind != rung.KindPremise || f.Reason != LowConfidence+": http 404: the resource does not exist" {
		t.Errorf("status-only 404: %v %q, want premise, marked", f.Kind, f.Reason)
	}
	if f.Status != 404 {
		t.Errorf("status %d, want 404", f.Status)
	}
	f = c.Classify(tool, &statusErr{status: 400, body: `{"error":{"code":400,"message":"Invalid value at 'name'","status":"INVALID_ARGUMENT"}}`})
	if f.Kind != rung.KindInvalid || strings.HasPrefix(f.Reason, LowConfidence) {
		t.Errorf("400 with a vendor status: %v %q, want invalid, unmarked", f.Kind, f.Reason)
	}
	f = c.Classify(tool, errors.New("widget missing"))
	if f.Kind != rung.KindInvalid || f.Reason != LowConfidence+": wording: missing argument" {
		t.Errorf("one word: %v %q, want invalid, marked", f.Kind, f.Reason)
	}
	// A configuration rule is the user's word: never marked by the presets.
	c.Rules = map[string][]rung.Rule{"frob": {{Status: 404, Kind: rung.KindConflict, Reason: "404 means already moved"}}}
	if f := c.Classify(tool, &statusErr{status: 404}); f.Kind != rung.KindConflict || f.Reason != "404 means already moved" {
		t.Errorf("rule: %v %q", f.Kind, f.Reason)
	}
	// Retry-After still comes with a marked verdict.
	r := Classify(Input{Protocol: "http", Status: 500, Header: http.Header{"Retry-After": {"7"}}})
	if !r.HasRetryAfter || r.RetryAfter.Seconds() != 7 || !strings.HasPrefix(r.Reason, LowConfidence) {
		t.Errorf("500 with Retry-After: %+v", r)
	}
}

// Every guess word names an entry of the generic table: a typo would leave
// the entry unmarked without a word.
func TestGuessWordsExist(t *testing.T) {
	marked := map[string]bool{}
	for _, p := range genericMatcher.pats {
		if p.guess {
			marked[p.text] = true
		}
	}
	for _, w := range guessWords {
		if !marked[w] {
			t.Errorf("guess word %q is not an entry of the generic table", w)
		}
	}
	// The groups the table was built from are shared with tables that read
	// the same words beside stronger evidence: they stay unmarked.
	for _, g := range [][]pattern{invalidWords, retryWords, missingWords, weakRetryWords, strongWords.pats, overInvalid.pats} {
		for _, p := range g {
			if p.guess {
				t.Errorf("%q is marked outside the generic table", p.text)
			}
		}
	}
}
