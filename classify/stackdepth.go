package classify

// stackDepthWords are the texts a language runtime gives when the program
// it runs recursed past its stack: CPython's RecursionError "maximum
// recursion depth exceeded" (docs.python.org/3/library/exceptions.html
// RecursionError), V8's and JavaScriptCore's RangeError "Maximum call
// stack size exceeded", SpiderMonkey's InternalError "too much
// recursion", Ruby's SystemStackError "stack level too deep", Java's
// java.lang.StackOverflowError, Rust's "thread 'main' has overflowed its
// stack" and Go's "runtime: goroutine stack exceeds 1000000000-byte
// limit". The limit is the runtime's, not a quota the world holds: the
// code (or the depth of the data it walks) is what must change, and every
// rerun of the same code meets it again. Invalid, as a query that ran
// past its own recursion limit (MySQL 3636). An agent framework's
// "Recursion limit of N reached without hitting a stop condition" (a
// step budget, agentloop.go) and AWS Lambda's "invoked in a recursive
// loop" (wiring, endstate.go) keep their readings: their words differ
// (held-out set 902).
var stackDepthWords = []pattern{
	{text: "maximum recursion depth exceeded", kind: invalid, reason: "the program recursed past the runtime's stack (Python RecursionError): fix the code"},
	{text: "maximum call stack size exceeded", kind: invalid, reason: "the program recursed past the runtime's stack (JavaScript RangeError): fix the code"},
	{text: "too much recursion", kind: invalid, reason: "the program recursed past the runtime's stack (SpiderMonkey InternalError): fix the code"},
	{text: "stack level too deep", kind: invalid, reason: "the program recursed past the runtime's stack (Ruby SystemStackError): fix the code"},
	{text: "stackoverflowerror", kind: invalid, reason: "the program recursed past the runtime's stack (java.lang.StackOverflowError): fix the code"},
	{text: "has overflowed its stack", kind: invalid, reason: "the program recursed past the runtime's stack (Rust thread overflow): fix the code"},
	// Set 1754: SBCL's "Control stack exhausted" (a fatal error, or
	// STORAGE-CONDITION) and SWI-Prolog's stack_limit message with its own
	// hint "Possible non-terminating recursion".
	{text: "control stack exhausted", kind: invalid, reason: "the program recursed past the runtime's stack (SBCL control stack exhausted): fix the code"},
	{text: "possible non-terminating recursion", kind: invalid, reason: "the program recursed past the runtime's stack (SWI-Prolog stack limit): fix the code"},
	{text: "goroutine stack exceeds", kind: invalid, reason: "the program recursed past the runtime's stack (Go stack overflow): fix the code"},
}
