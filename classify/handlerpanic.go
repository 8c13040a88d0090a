package classify

// A server that recovered its handler's panic and answered the call with an
// internal error: mcp-go's WithRecovery ("internal error: panic recovered in
// X tool handler: runtime error: ..."), a gRPC recovery interceptor's
// INTERNAL whose description is the Go runtime's own panic text ("assignment
// to entry in nil map"). The serving code has a bug on this path, and
// nothing in the answer says whether the same call, other arguments or time
// would get past it: unknown (one retry, then hand over), not the transient
// an opaque internal error earns. Four blind labels, none other (sets 269,
// 1388, 1397, 1431). A panic a program prints as it dies, or a test run's
// panic, is read elsewhere (the runtime phrases' own rows, testrun).

// goRuntimePanics are the Go runtime's run-time panic texts (runtime/error.go,
// runtime/map.go, runtime/chan.go, runtime/iface.go).
var goRuntimePanics = []string{
	"invalid memory address or nil pointer dereference",
	"assignment to entry in nil map",
	"index out of range [",
	"slice bounds out of range [",
	"integer divide by zero",
	"close of closed channel",
	"send on closed channel",
	"interface conversion: ",
}

const recoveredPanicReason = "the server recovered its handler's panic (a bug in the serving code on this path): nothing says whether a retry or other arguments get past it"

// recoveredHandlerPanic reports a server's internal-error answer that is a
// recovered panic: one that says so, or whose whole description is a Go
// runtime panic.
func recoveredHandlerPanic(text string) bool {
	if hasAny(text, "panic recovered in ", "recovered from panic", "recovered panic:") {
		return true
	}
	return hasAny(text, goRuntimePanics...)
}
