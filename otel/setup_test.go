package rungotel_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"go.opentelemetry.io/otel"

	rungotel "github.com/rungkit/rung/otel"
	"github.com/rungkit/rung/trace/tracetest"
)

// env sets the OTEL_* variables for one test; unset ones are cleared.
func env(t *testing.T, m map[string]string) {
	for _, k := range []string{"OTEL_TRACES_EXPORTER", "OTEL_METRICS_EXPORTER", "OTEL_EXPORTER_OTLP_PROTOCOL",
		"OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "OTEL_EXPORTER_OTLP_METRICS_PROTOCOL", "OTEL_EXPORTER_OTLP_ENDPOINT",
		"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_METRICS_ENDPOINT"} {
		t.Setenv(k, m[k])
	}
}

// runThroughGlobals runs a scenario with an Observer on the global
// providers; the caller closes the observer after the providers' shutdown,
// so that the last collection still sees the ratio gauge.
func runThroughGlobals(t *testing.T) *rungotel.Observer {
	t.Helper()
	obs, err := rungotel.New(rungotel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tracetest.Get("recovered").Run(context.Background(), obs); err != nil {
		t.Fatal(err)
	}
	return obs
}

func TestSetupNone(t *testing.T) {
	env(t, map[string]string{"OTEL_TRACES_EXPORTER": "none", "OTEL_METRICS_EXPORTER": "none"})
	before := otel.GetTracerProvider()
	shutdown, err := rungotel.SetupWith(context.Background(), rungotel.SetupOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if otel.GetTracerProvider() != before {
		t.Error("none must not install a tracer provider")
	}
	if err := shutdown(context.Background()); err != nil {
		t.Error(err)
	}
}

func TestSetupStdout(t *testing.T) {
	env(t, map[string]string{"OTEL_TRACES_EXPORTER": "stdout", "OTEL_METRICS_EXPORTER": "console"})
	var out bytes.Buffer
	shutdown, err := rungotel.SetupWith(context.Background(), rungotel.SetupOptions{Stdout: &out})
	if err != nil {
		t.Fatal(err)
	}
	obs := runThroughGlobals(t)
	if err := shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	obs.Close()
	for _, want := range []string{`"Name":"invoke_agent rung"`, `"Name":"execute_tool select_supplier"`, `"recovery.actions"`, `"recovery.retry_recovery.ratio"`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("stdout export lacks %s", want)
		}
	}
}

// TestSetupOTLPHTTP: the default exporter, OTLP over HTTP, posts the spans
// and metrics to OTEL_EXPORTER_OTLP_ENDPOINT on shutdown.
func TestSetupOTLPHTTP(t *testing.T) {
	var mu sync.Mutex
	got := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		mu.Lock()
		got[r.Method+" "+r.URL.Path+" "+r.Header.Get("Content-Type")]++
		mu.Unlock()
		w.Header().Set("Content-Type", "application/x-protobuf")
	}))
	defer srv.Close()
	env(t, map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": srv.URL})
	shutdown, err := rungotel.SetupWith(context.Background(), rungotel.SetupOptions{})
	if err != nil {
		t.Fatal(err)
	}
	obs := runThroughGlobals(t)
	if err := shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	obs.Close()
	mu.Lock()
	defer mu.Unlock()
	for _, want := range []string{"POST /v1/traces application/x-protobuf", "POST /v1/metrics application/x-protobuf"} {
		if got[want] == 0 {
			t.Errorf("no %s; got %v", want, got)
		}
	}
}

func TestSetupErrors(t *testing.T) {
	for _, m := range []map[string]string{
		{"OTEL_TRACES_EXPORTER": "zipkin"},
		{"OTEL_TRACES_EXPORTER": "none", "OTEL_METRICS_EXPORTER": "prometheus"},
		{"OTEL_EXPORTER_OTLP_PROTOCOL": "carrier-pigeon"},
	} {
		env(t, m)
		if _, err := rungotel.SetupWith(context.Background(), rungotel.SetupOptions{}); err == nil {
			t.Errorf("%v: no error", m)
		}
	}
}
