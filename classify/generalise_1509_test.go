package classify

import "testing"

// First run at 74d5c560: 21/24 overall, 9/12 tricky.
func TestIndependentCases1509(t *testing.T) {
	runIndependent(t, "testdata/independent1509.jsonl", true)
}

// TestGeneralise1509ExporterShutdown: an OpenTelemetry exporter or metric
// reader used after Shutdown (opentelemetry-go v1.47.0, captured live in set
// 1509) reads premise by the handle ruling: Shutdown is final and the tool
// cannot restart it, so the pipeline the step rests on must be rebuilt. A
// server shutting down stays a wait, a gRPC channel the program closed and
// an httpx client used after close stay invalid.
func TestGeneralise1509ExporterShutdown(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"otlptracegrpc after Shutdown", "go", 0, "", "traces export: the client is shutdown", premise},
		{"otlpmetricgrpc after Shutdown", "go", 0, "", "failed to upload metrics: gRPC exporter is shutdown", premise},
		{"otlpmetrichttp after Shutdown", "go", 0, "", "failed to upload metrics: HTTP exporter is shutdown", premise},
		{"sdk/metric ErrExporterShutdown", "go", 0, "", "exporter is shutdown", premise},
		{"sdk/metric ErrReaderShutdown", "go", 0, "", "reader is shutdown", premise},
		{"bare protocol", "", 0, "", "failed to upload metrics: HTTP exporter is shutdown", premise},
		{"near miss: grpc-go closing conn stays invalid", "go", 0, "", "rpc error: code = Canceled desc = grpc: the client connection is closing", invalid},
		{"near miss: grpc-java channel shutdown stays invalid", "grpc", 0, "UNAVAILABLE", "Channel shutdown invoked", invalid},
		{"near miss: httpx closed client stays invalid", "", 0, "", "Cannot send a request, as the client has been closed.", invalid},
		{"near miss: server shutting down stays transient", "grpc", 0, "UNAVAILABLE", "server is shutting down", transient},
		{"near miss: collector memory refusal stays transient", "go", 0, "", "traces export: rpc error: code = Unavailable desc = data refused due to high memory usage", transient},
	})
}

// TestGeneralise1509OTLPPathTypo: OTLP/HTTP fixes its signal paths
// (/v1/traces, /v1/metrics, /v1/logs; opentelemetry.io/docs/specs/otlp), and
// the exporters quote the URL they posted to. A 404 to a singular
// /v1/trace, /v1/metric or /v1/log is the exporter's URL path option
// mistyped, invalid (set 1509, opentelemetry-go v1.47.0 captured live). The
// spec's own paths, a longer path under the singular one, and Go's bare
// "404 page not found" keep premise.
func TestGeneralise1509OTLPPathTypo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"otel-go traces", "go", 0, "", "traces export: failed to send to http://127.0.0.1:4318/v1/trace: 404 Not Found (body: 404 page not found)", invalid},
		{"otel-go metrics", "go", 0, "", "failed to upload metrics: failed to send metrics to http://collector:4318/v1/metric: 404 Not Found (body: 404 page not found)", invalid},
		{"collector otlphttp logs", "", 0, "", "Permanent error: error exporting items, request to http://gateway:4318/v1/log responded with HTTP Status Code 404", invalid},
		{"http 404 with url", "http", 404, "", `POST http://otel.example.com/otlp/v1/trace: 404 page not found`, invalid},
		{"near miss: spec path stays premise", "go", 0, "", "traces export: failed to send to http://127.0.0.1:4318/v1/traces: 404 Not Found (body: 404 page not found)", premise},
		{"near miss: logs path stays premise", "http", 404, "", `POST http://otel.example.com/v1/logs: 404 page not found`, premise},
		{"near miss: trace by id stays premise", "http", 404, "", `GET http://tempo:3200/api/v1/trace/4bf92f3577b34da6: 404 page not found`, premise},
		{"near miss: bare Go 404 stays premise", "http", 404, "", "404 page not found", premise},
	})
}
