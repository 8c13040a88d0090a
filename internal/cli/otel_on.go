//go:build otel

package cli

import (
	"context"
	"time"

	"github.com/rungkit/rung"
	rungotel "github.com/rungkit/rung/otel"
)

// startOTelBuilt says whether this build has the exporters.
const startOTelBuilt = true

// startOTel installs the exporters the OTEL_* variables name and returns
// an observer that turns a run's events into spans and metrics.
func startOTel(ctx context.Context, env *Env, agent string) (rung.Observer, func(), error) {
	shutdown, err := rungotel.SetupWith(ctx, rungotel.SetupOptions{Stdout: env.Stderr})
	if err != nil {
		return nil, nil, err
	}
	obs, err := rungotel.New(rungotel.Config{AgentName: agent})
	if err != nil {
		_ = shutdown(ctx)
		return nil, nil, err
	}
	return obs, func() {
		_ = obs.Close()
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = shutdown(sctx)
	}, nil
}
