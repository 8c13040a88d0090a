package doctor_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	sdktracetest "go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/rungkit/rung/doctor"
	rungotel "github.com/rungkit/rung/otel"
	"github.com/rungkit/rung/trace/tracetest"
)

// otlpJSON writes spans as the Collector's file exporter does: one
// resourceSpans object per line, hex ids, 64-bit integers as strings,
// status codes as numbers.
func otlpJSON(t *testing.T, spans []sdktrace.ReadOnlySpan) []byte {
	t.Helper()
	type kv = map[string]any
	attrs := func(list []attribute.KeyValue) []kv {
		out := []kv{}
		for _, a := range list {
			var v kv
			switch a.Value.Type() {
			case attribute.INT64:
				v = kv{"intValue": strconv.FormatInt(a.Value.AsInt64(), 10)}
			case attribute.FLOAT64:
				v = kv{"doubleValue": a.Value.AsFloat64()}
			case attribute.BOOL:
				v = kv{"boolValue": a.Value.AsBool()}
			default:
				v = kv{"stringValue": a.Value.Emit()}
			}
			out = append(out, kv{"key": string(a.Key), "value": v})
		}
		return out
	}
	var buf bytes.Buffer
	for _, s := range spans {
		sp := kv{
			"traceId": s.SpanContext().TraceID().String(), "spanId": s.SpanContext().SpanID().String(),
			"name": s.Name(), "kind": int(s.SpanKind()),
			"startTimeUnixNano": strconv.FormatInt(s.StartTime().UnixNano(), 10),
			"endTimeUnixNano":   strconv.FormatInt(s.EndTime().UnixNano(), 10),
			"attributes":        attrs(s.Attributes()), "status": kv{},
		}
		if s.Parent().IsValid() {
			sp["parentSpanId"] = s.Parent().SpanID().String()
		}
		if s.Status().Code == codes.Error {
			sp["status"] = kv{"code": 2, "message": s.Status().Description}
		}
		var events []kv
		for _, e := range s.Events() {
			events = append(events, kv{"name": e.Name, "timeUnixNano": strconv.FormatInt(e.Time.UnixNano(), 10), "attributes": attrs(e.Attributes)})
		}
		if events != nil {
			sp["events"] = events
		}
		line, err := json.Marshal(kv{"resourceSpans": []kv{{"resource": kv{"attributes": []kv{}}, "scopeSpans": []kv{{"scope": kv{"name": rungotel.ScopeName}, "spans": []kv{sp}}}}}})
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(append(line, '\n'))
	}
	return buf.Bytes()
}

// TestOTLPFromRungotel: a scenario exported through package rungotel as
// OTLP JSON tells doctor what its JSONL trace tells it: the same tells, the
// same rungs, the same tokens and the same ratio.
func TestOTLPFromRungotel(t *testing.T) {
	for _, sc := range tracetest.Scenarios() {
		t.Run(sc.Name, func(t *testing.T) {
			rec := sdktracetest.NewSpanRecorder()
			tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
			obs, err := rungotel.New(rungotel.Config{TracerProvider: tp, MeterProvider: sdkmetric.NewMeterProvider()})
			if err != nil {
				t.Fatal(err)
			}
			defer obs.Close()
			if _, err := sc.Run(context.Background(), obs); err != nil {
				t.Fatal(err)
			}
			fromOTLP := analyze(t, map[string][]byte{"otlp": otlpJSON(t, rec.Ended())})
			fromTrace := analyze(t, map[string][]byte{"jsonl": traceOf(t, sc.Name)})
			if fromOTLP.Sources[0].Format != "otlp" {
				t.Fatalf("read as %s", fromOTLP.Sources[0].Format)
			}
			type summary struct {
				Tells      []string
				Rungs      map[string]int
				Tokens     map[string]int
				Retries    int
				Recoveries int
				Outcome    string
				Plans      int
			}
			sum := func(a *doctor.Analysis) summary {
				r := a.Runs[0]
				return summary{tellIDs(a), a.Rungs, a.Tokens, a.RetryRecovery.Retries, a.RetryRecovery.Recoveries, r.Outcome, r.Plans}
			}
			if diff := cmp.Diff(sum(fromTrace), sum(fromOTLP)); diff != "" {
				t.Errorf("(-jsonl +otlp):\n%s", diff)
			}
		})
	}
}
