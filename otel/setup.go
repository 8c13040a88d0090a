package rungotel

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/exporters/stdout/stdoutmetric"
	"go.opentelemetry.io/otel/exporters/stdout/stdouttrace"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// SetupOptions adjust Setup; the zero value writes the stdout exporters to
// os.Stdout.
type SetupOptions struct {
	// Stdout is where the stdout exporters write. Default os.Stdout; a CLI
	// whose stdout is a contract points it at stderr.
	Stdout io.Writer
}

// Setup installs global tracer and meter providers whose exporters are
// chosen by the standard environment variables, and returns a function that
// flushes and shuts them down:
//
//   - OTEL_TRACES_EXPORTER, OTEL_METRICS_EXPORTER: otlp (the default, as the
//     specification says), stdout (or console), or none;
//   - OTEL_EXPORTER_OTLP_PROTOCOL (and the _TRACES_/_METRICS_ variants):
//     http/protobuf (the default) or grpc;
//   - OTEL_EXPORTER_OTLP_ENDPOINT, _HEADERS, _TIMEOUT, ... are read by the
//     OTLP exporters themselves; OTEL_SERVICE_NAME and
//     OTEL_RESOURCE_ATTRIBUTES by the resource.
//
// With both exporters none, Setup installs nothing and the shutdown does
// nothing. Call the shutdown before the process exits: spans are batched.
func Setup(ctx context.Context) (shutdown func(context.Context) error, err error) {
	return SetupWith(ctx, SetupOptions{})
}

// SetupWith is Setup with options.
func SetupWith(ctx context.Context, opts SetupOptions) (shutdown func(context.Context) error, err error) {
	getenv := os.Getenv // the OTLP exporters read the rest of the environment themselves
	out := opts.Stdout
	if out == nil {
		out = os.Stdout
	}
	exporter := func(name string) string {
		v := strings.ToLower(strings.TrimSpace(getenv(name)))
		if v == "" {
			return "otlp"
		}
		return v
	}
	protocol := func(signal string) string {
		v := getenv("OTEL_EXPORTER_OTLP_" + signal + "_PROTOCOL")
		if v == "" {
			v = getenv("OTEL_EXPORTER_OTLP_PROTOCOL")
		}
		v = strings.ToLower(strings.TrimSpace(v))
		if v == "" {
			return "http/protobuf"
		}
		return v
	}
	res, err := resource.Merge(resource.Default(), resource.Environment())
	if err != nil {
		res = resource.Default()
	}
	var shutdowns []func(context.Context) error
	shutdown = func(ctx context.Context) error {
		var errs []error
		for i := len(shutdowns) - 1; i >= 0; i-- {
			errs = append(errs, shutdowns[i](ctx))
		}
		return errors.Join(errs...)
	}
	fail := func(err error) (func(context.Context) error, error) {
		return func(context.Context) error { return nil }, errors.Join(err, shutdown(ctx))
	}

	var spanExp sdktrace.SpanExporter
	switch v := exporter("OTEL_TRACES_EXPORTER"); v {
	case "none":
	case "stdout", "console":
		spanExp, err = stdouttrace.New(stdouttrace.WithWriter(out))
	case "otlp":
		switch p := protocol("TRACES"); p {
		case "grpc":
			spanExp, err = otlptracegrpc.New(ctx)
		case "http/protobuf", "http":
			spanExp, err = otlptracehttp.New(ctx)
		default:
			err = fmt.Errorf("rungotel: OTEL_EXPORTER_OTLP_PROTOCOL %q is not supported (want grpc or http/protobuf)", p)
		}
	default:
		err = fmt.Errorf("rungotel: OTEL_TRACES_EXPORTER %q is not supported (want otlp, stdout or none)", v)
	}
	if err != nil {
		return fail(err)
	}
	if spanExp != nil {
		tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(spanExp), sdktrace.WithResource(res))
		otel.SetTracerProvider(tp)
		shutdowns = append(shutdowns, tp.Shutdown)
	}

	var metricExp sdkmetric.Exporter
	switch v := exporter("OTEL_METRICS_EXPORTER"); v {
	case "none":
	case "stdout", "console":
		metricExp, err = stdoutmetric.New(stdoutmetric.WithWriter(out))
	case "otlp":
		switch p := protocol("METRICS"); p {
		case "grpc":
			metricExp, err = otlpmetricgrpc.New(ctx)
		case "http/protobuf", "http":
			metricExp, err = otlpmetrichttp.New(ctx)
		default:
			err = fmt.Errorf("rungotel: OTEL_EXPORTER_OTLP_PROTOCOL %q is not supported (want grpc or http/protobuf)", p)
		}
	default:
		err = fmt.Errorf("rungotel: OTEL_METRICS_EXPORTER %q is not supported (want otlp, stdout or none)", v)
	}
	if err != nil {
		return fail(err)
	}
	if metricExp != nil {
		mp := sdkmetric.NewMeterProvider(sdkmetric.WithReader(sdkmetric.NewPeriodicReader(metricExp)), sdkmetric.WithResource(res))
		otel.SetMeterProvider(mp)
		shutdowns = append(shutdowns, mp.Shutdown)
	}
	return shutdown, nil
}
