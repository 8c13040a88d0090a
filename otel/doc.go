// Package rungotel exports rung's engine events to OpenTelemetry: an
// Observer that makes spans following the GenAI semantic conventions
// (invoke_agent for the run, execute_tool for every tool call, chat for
// every model call) with recovery.* attributes, span links between the
// attempts of a step, and recovery metrics (actions by rung and kind,
// tokens by purpose, the retry-to-recovery ratio); and Setup, which picks
// exporters from the standard OTEL_* environment variables.
//
// The directory is otel/ and the package is rungotel, so that it does not
// shadow go.opentelemetry.io/otel in the files that use both.
//
//	shutdown, err := rungotel.Setup(ctx)
//	if err != nil { ... }
//	defer shutdown(context.Background())
//	obs, err := rungotel.New(rungotel.Config{AgentName: "restock"})
//	engine.Observers = append(engine.Observers, obs)
//
// Text that reaches spans (failure messages, reasons, the goal, targets)
// is redacted the way package trace redacts it, and idempotency keys
// appear only hashed. docs/trace.md lists the spans and attributes.
package rungotel
