package classify

// openBreakerWords: a client-side circuit breaker that refuses the call
// because it is open (held-out set 1174). Netflix Hystrix's
// HystrixRuntimeException says "<CommandKey> short-circuited and fallback
// disabled." (FailureType SHORTCIRCUIT), and its bulkheads "<CommandKey>
// could not be queued for execution and fallback disabled." (thread pool
// full) or "... could not acquire a semaphore for execution and fallback
// disabled."; Resilience4j's CallNotPermittedException "CircuitBreaker
// 'backendA' is OPEN and does not permit further calls". New Relic's
// NerdGraph passes its own Hystrix text on ("NerdGraphGetAuthorizedAccounts
// Command short-circuited and fallback disabled.", whose docs say "Try
// again in a few minutes"). The breaker half-opens after its sleep window
// and the pool drains: nothing about the call is proved false, time is the
// variable. They lead the generic table: "does not permit" would otherwise
// read as a refused right. A breaker an operator forced open
// (Resilience4j's FORCED_OPEN) does not close with time and is not here.
var openBreakerWords = []pattern{
	{text: "short-circuited and fallback disabled", kind: transient, reason: "a Hystrix circuit breaker is open and fails calls fast until its sleep window passes: retry later"},
	{text: "could not be queued for execution and fallback disabled", kind: transient, reason: "a Hystrix thread pool is full (bulkhead rejection): retry later"},
	{text: "could not acquire a semaphore for execution and fallback disabled", kind: transient, reason: "a Hystrix semaphore is exhausted (bulkhead rejection): retry later"},
	{text: "is open and does not permit further calls", kind: transient, reason: "a Resilience4j circuit breaker is open until its wait duration passes: retry later"},
}
