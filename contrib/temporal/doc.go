// Package rungtemporal puts rung inside Temporal: rung's verdicts drive
// Temporal's activity retries, rung's ledger makes side-effecting
// activities at most once, and rung.Decide runs inside workflow code.
//
// # The worker side
//
// Interceptor is a worker interceptor (also offered as a plugin) that
// classifies every activity error with rung's presets and returns it as a
// temporal ApplicationError of type "rung.<kind>": NonRetryable for
// invalid, premise, denied, conflict and ambiguous failures, and for an
// unknown one after its one retry; retryable for transient ones, with the
// service's Retry-After as NextRetryDelay. The details carry the verdict
// and the failure (FailureOf reads them back).
//
//	rt, err := rungtemporal.New(rungtemporal.Options{
//		Ledger:     store, // ledger/sqlite or ledger/postgres
//		Activities: map[string]rungtemporal.Activity{"Charge": {SideEffects: true, AcceptsIdempotencyKey: true}},
//	})
//	w := worker.New(c, "orders", worker.Options{Interceptors: []interceptor.WorkerInterceptor{rt}})
//
// A side-effecting activity claims the key <workflow ID>/<activity ID> in
// the ledger before it runs, and reads it with IdempotencyKey(ctx) to pass
// downstream. A re-delivery returns the stored outcome; an outcome left
// unknown (the worker died after the downstream applied the write) is
// replayed behind the key, reconciled by the activity's Reconcile read, or
// surfaced as a NonRetryable "rung.ambiguous" error naming the key and
// `rung ledger resolve`, never sent again blind.
//
// # The workflow side
//
// Recovery runs a plan of activity steps and decides on each failure with
// rung.Decide at workflow.Now: repair, replan and probe run as activities,
// a hand-back publishes the report (query "rung.report") and waits for a
// person's Resolution by signal or update ("rung.handback").
package rungtemporal
