package classify

import "testing"

// First run at 30ab81ca: 21/24 overall, 9/11 tricky.
// Passes since the lead's recovered-panic ruling (handlerpanic.go, 4 blind labels to 0): i1431-mcpgo-panic-recovered.
// Tolerated: i1431-mcpgo-resource-no-template: premise vs invalid (ruling): mcp.go reads a resource's "not found" as a fact about the world (spec: resources, error handling); mcp-go sends the same "handler not found for resource URI ... resource not found" for a missing static resource as for a URI no template matches, so the text cannot tell the two.
func TestIndependentCases1431(t *testing.T) {
	runIndependent(t, "testdata/independent1431.jsonl", true, "i1431-mcpgo-resource-no-template")
}

// TestGeneralise1431ArgAccessorType: an MCP SDK's typed argument accessor
// refusing a named argument of the wrong type is the call's own argument,
// invalid, as a schema validator's type error (mark3labs/mcp-go
// mcp/tools.go RequireInt/RequireFloat/RequireBool/RequireString and the
// slice forms; captured live, set 1431). Near misses: a path argument that
// is not a directory, a bare "not a string" with no named argument, and the
// missing-argument form keep their readings.
func TestGeneralise1431ArgAccessorType(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"int", "mcp", 0, "isError", `argument "width" cannot be converted to int`, invalid},
		{"float", "mcp", 0, "isError", `argument "ratio" cannot be converted to float64`, invalid},
		{"bool", "mcp", 0, "isError", `argument "force" cannot be converted to bool`, invalid},
		{"not-int", "mcp", 0, "isError", `argument "count" is not an int`, invalid},
		{"not-string", "mcp", 0, "isError", `argument "path" is not a string`, invalid},
		{"not-slice", "mcp", 0, "isError", `argument "tags" is not a string slice`, invalid},
		{"internal", "mcp", 0, "-32603", `internal error: argument "limit" cannot be converted to int`, invalid},
		{"single-quoted", "mcp", 0, "isError", `argument 'limit' is not an integer`, invalid},
		{"near-not-dir", "mcp", 0, "isError", `argument "dir" is not a directory: /srv/data`, premise},
		{"near-missing", "mcp", 0, "isError", `required argument "path" not found`, invalid},
	})
}

// TestGeneralise1431RecoveredPanic: a server that recovered its handler's
// panic and answered with an internal error (mcp-go WithRecovery, a gRPC
// recovery interceptor whose INTERNAL carries the Go runtime's panic text)
// reads unknown: a bug on the serving path, neither the transient an opaque
// internal error earns nor a verdict on the call (handlerpanic.go; sets 269,
// 1388, 1397, 1431). Near misses: an opaque -32603 and a bare INTERNAL stay
// transient; a process that died of the panic, and Go's http server log line,
// keep their own readings; a gRPC INTERNAL that names the database's
// duplicate key stays conflict.
func TestGeneralise1431RecoveredPanic(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mcpgo-nil-map", "mcp", 0, "-32603", "internal error: panic recovered in resize tool handler: assignment to entry in nil map", unk},
		{"mcpgo-nil-deref-go", "go", 0, "", "internal error: panic recovered in lookup tool handler: runtime error: invalid memory address or nil pointer dereference", unk},
		{"mcp-runtime-index", "mcp", 0, "-32603", "runtime error: index out of range [2] with length 2", unk},
		{"mcp-divide", "mcp", 0, "-32603", "internal error: runtime error: integer divide by zero", unk},
		{"grpc-nil-map", "grpc", 0, "Internal", "rpc error: code = Internal desc = assignment to entry in nil map", unk},
		{"grpc-recovered", "grpc", 0, "Internal", "rpc error: code = Internal desc = recovered from panic: interface conversion: interface {} is nil, not string", unk},
		{"near-mcp-opaque", "mcp", 0, "-32603", "internal error", transient},
		{"near-grpc-bare", "grpc", 0, "Internal", "rpc error: code = Internal desc = transport: received unexpected content-type", transient},
		{"near-grpc-dup", "grpc", 0, "Internal", `rpc error: code = Internal desc = ERROR: duplicate key value violates unique constraint "orders_pkey" (SQLSTATE 23505)`, conflict},
		{"near-http-log", "go", 0, "", "http: panic serving 127.0.0.1:40112: runtime error: index out of range [3] with length 0", invalid},
	})
}
