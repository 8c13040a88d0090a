//go:build !otel

package cli

import (
	"context"
	"errors"

	"github.com/rungkit/rung"
)

// startOTelBuilt says whether this build has the exporters.
const startOTelBuilt = false

// startOTel refuses in the default build: the OTLP exporters bring gRPC
// and protobuf, which nearly double the binary (TestFootprint). A build
// with -tags otel has them; the JSONL trace is always written.
func startOTel(context.Context, *Env, string) (rung.Observer, func(), error) {
	return nil, nil, errors.New("this rung was built without OpenTelemetry exporters; build it with `go build -tags otel ./cmd/rung` (or use the JSONL trace, which rung doctor reads)")
}
