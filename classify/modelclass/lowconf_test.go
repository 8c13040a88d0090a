package modelclass_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/classify/modelclass"
	"github.com/rungkit/rung/rungtest"
	"github.com/rungkit/rung/trace"
)

// httpErr is a generated client's error: it knows the status, and its text
// is the body.
type httpErr struct {
	status int
	body   string
}

func (e *httpErr) Error() string   { return e.body }
func (e *httpErr) HTTPStatus() int { return e.status }

func TestMarkerIsShared(t *testing.T) {
	if modelclass.LowConfidence != classify.LowConfidence {
		t.Fatalf("modelclass marks %q, classify %q", modelclass.LowConfidence, classify.LowConfidence)
	}
}

// A preset's guess is put to the model; a verdict the body decided is not.
func TestPresetGuessIsAsked(t *testing.T) {
	ctx := context.Background()
	clock := rungtest.NewClock(time.Time{})
	model := &rungtest.Planner{Kinds: []rung.KindAnswer{{Kind: "invalid", Reason: "the frob id has the wrong format", Usage: usage}}}
	rec := &rungtest.Recorder{}
	s := session(modelclass.New(&classify.Chain{}, model, modelclass.Options{}), clock, rec)

	// A 400 with a body no preset reads: invalid from the status alone.
	bare := rungtest.Fails(&httpErr{400, `{"fault":"FROB_ID_SHAPE","detail":"frob ids are 12 hex digits"}`}).Tool("frob")
	_, err := s.Call(ctx, &bare, map[string]any{"id": "7"})
	v, _ := rung.AsVerdict(err)
	if v == nil || v.Kind != rung.KindInvalid || v.ClassifiedBy != rung.ClassifiedByModel {
		t.Fatalf("status-only 400: verdict %+v (%v), want invalid given by the model", v, err)
	}
	if n := len(model.KindRequests()); n != 1 {
		t.Fatalf("asked the model %d times about a status-only 400, want 1", n)
	}
	if req := model.KindRequests()[0]; !strings.HasPrefix(req.Failure.Reason, classify.LowConfidence+": http 400") {
		t.Errorf("the model was shown reason %q, want the presets' marked guess", req.Failure.Reason)
	}

	// A 400 whose body carries Google's status: the presets are sure.
	coded := rungtest.Fails(&httpErr{400, `{"error":{"code":400,"message":"Invalid value at 'frob.id'","status":"INVALID_ARGUMENT"}}`}).Tool("frob2")
	_, err = s.Call(ctx, &coded, map[string]any{"id": "7"})
	v, _ = rung.AsVerdict(err)
	if v == nil || v.Kind != rung.KindInvalid || v.ClassifiedBy != "" {
		t.Fatalf("400 with a vendor status: verdict %+v (%v), want invalid by the presets", v, err)
	}
	if n := len(model.KindRequests()); n != 1 {
		t.Errorf("a 400 with a vendor status was put to the model (%d requests in all, want 1)", n)
	}
}

// Without a model the guess stands, and the trace's failure event shows
// that it is one. (The verdict and the report name the kind and the status,
// not the classifier's reason, for any failure.)
func TestGuessShownWhenNotAnswered(t *testing.T) {
	ctx := context.Background()
	clock := rungtest.NewClock(time.Time{})
	rec := &rungtest.Recorder{}
	s := session(&classify.Chain{}, clock, rec)
	tool := rungtest.Fails(&httpErr{404, "404 Not Found"}).Tool("frob")
	_, err := s.Call(ctx, &tool, map[string]any{"id": "7"})
	v, _ := rung.AsVerdict(err)
	const want = classify.LowConfidence + ": http 404: the resource does not exist"
	if v == nil || v.Kind != rung.KindPremise || v.ClassifiedBy != "" {
		t.Fatalf("verdict %+v (%v), want premise by the presets", v, err)
	}
	fails := rec.Events(rung.EventFailure)
	if len(fails) == 0 || fails[0].Failure.Reason != want {
		t.Fatalf("failure events %+v, want reason %q", fails, want)
	}
	b, err := json.Marshal(trace.FromEvent(fails[0]))
	if err != nil || !strings.Contains(string(b), `"reason":"`+want+`"`) {
		t.Errorf("trace record %s (%v) lacks the marked reason", b, err)
	}
	if r := s.Report(); r.Failed == nil || r.Failed.Kind != rung.KindPremise || r.Failed.ClassifiedBy != "" {
		t.Errorf("report failed step %+v, want premise, not the model's", r.Failed)
	}
}
