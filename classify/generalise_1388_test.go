package classify

import "testing"

// First run at abbdd9dc: 25/36 overall, 12/17 tricky.
// Passes since the lead's recovered-panic ruling (handlerpanic.go, 4 blind labels to 0): i1388-panic-recovered.
// Tolerated: i1388-requester-pays-no-project: premise vs invalid (ruling): FAILED_PRECONDITION is premise, and the lead's near-miss test (generalise_lead_test.go, "a plain precondition") holds this very text premise.
// Tolerated: i1388-unknown-method-delete: invalid vs premise (ruling): a method missing from a service the server registers stays the call's wrong name (grpc.go UNIMPLEMENTED; only a whole unknown service reads premise).
// Tolerated: i1388-method-not-implemented: invalid vs premise (ruling): the same method-level reading.
// Tolerated: i1388-http-404-not-grpc: invalid vs premise (ruling): set 103's rule that the client's code decides over the HTTP status it quotes (404 mapped to UNIMPLEMENTED: invalid).
func TestIndependentCases1388(t *testing.T) {
	runIndependent(t, "testdata/independent1388.jsonl", true, "i1388-requester-pays-no-project", "i1388-unknown-method-delete", "i1388-method-not-implemented", "i1388-http-404-not-grpc")
}

// TestGeneralise1388GRPCMalformedTarget: grpc-go reports a target it could
// not parse as UNAVAILABLE on every call, but the string is the call's own
// argument and no wait mends it: Go net's AddrError for a port outside
// 0-65535 or an unclosed IPv6 bracket, and the resolvers' Build refusals
// (passthrough's empty target, dns's missing address, bare trailing colon
// and "invalid target address", unix's authority). Source: grpc-go v1.85.0
// internal/resolver/{passthrough,dns,unix}, captured live (set 1388). A
// refused or timed-out dial, a lookup failure and zero addresses keep their
// readings.
func TestGeneralise1388GRPCMalformedTarget(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"port out of range", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp: address 70000: invalid port"`, invalid},
		{"passthrough empty target", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = passthrough: received empty target in Build()`, invalid},
		{"dns trailing colon", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = dns resolver: missing port after port-separator colon`, invalid},
		{"dns missing address", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = dns resolver: missing address`, invalid},
		{"dns invalid target", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = invalid target address [::1, error info: address [::1: missing ']' in address`, invalid},
		{"unix authority", "go", 0, "", `rpc error: code = Unavailable desc = invalid (non-empty) authority: localhost`, invalid},
		{"near miss: refused", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:38809: connect: connection refused"`, transient},
		{"near miss: dial timeout", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.0.0.7:443: i/o timeout"`, transient},
		{"near miss: resolver lookup", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = dns: A record lookup error: lookup orders.svc on 127.0.0.53:53: server misbehaving`, transient},
		{"near miss: no such host", "grpc", 0, "Unavailable", `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp: lookup orders.internal: no such host"`, premise},
	})
}

// TestGeneralise1388GRPCPluginRegistry: a call option naming a compressor or
// codec the program never registered (grpc.UseCompressor,
// CallContentSubtype) is refused by grpc-go itself under INTERNAL before
// anything is sent: a name the program's own registry lacks, as
// database/sql's unknown driver, invalid, not a server's missing
// dependency. Source: grpc-go v1.85.0 stream.go, rpc_util.go, captured live
// (set 1388). The peer's "Decompressor is not installed" and a server's own
// "is not installed" keep theirs.
func TestGeneralise1388GRPCPluginRegistry(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"compressor under INTERNAL", "grpc", 0, "Internal", `rpc error: code = Internal desc = grpc: Compressor is not installed for requested grpc-encoding "zstd"`, invalid},
		{"compressor as a Go error", "go", 0, "", `rpc error: code = Internal desc = grpc: Compressor is not installed for requested grpc-encoding "lz4"`, invalid},
		{"codec", "grpc", 0, "Internal", `rpc error: code = Internal desc = no codec registered for content-subtype json`, invalid},
		{"server decompressor under UNIMPLEMENTED", "grpc", 0, "Unimplemented", `rpc error: code = Unimplemented desc = grpc: Decompressor is not installed for grpc-encoding "snappy"`, invalid},
		{"near miss: peer's encoding under INTERNAL", "grpc", 0, "Internal", `rpc error: code = Internal desc = grpc: Decompressor is not installed for grpc-encoding "br"`, premise},
		{"near miss: server dependency", "grpc", 0, "Internal", `rpc error: code = Internal desc = codec json is not installed on the server`, premise},
		{"near miss: extension over HTTP", "http", 500, "", `{"error":"extension pg_trgm is not installed"}`, premise},
	})
}

// TestGeneralise1388ReflectionErrorResponse: a gRPC server reflection
// stream answers OK and carries each request's failure in its message:
// ServerReflectionResponse.error_response {error_code, error_message}
// (protojson: errorResponse, errorCode, errorMessage). The code in the body
// decides as the gRPC preset decides it. Source: grpc reflection.proto,
// grpc-go v1.85.0 reflection, captured live (set 1388). A successful
// answer stays no failure.
func TestGeneralise1388ReflectionErrorResponse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"symbol not found", "grpc", 0, "OK", `{"originalRequest":{"fileContainingSymbol":"acme.billing.v2.InvoiceService"},"errorResponse":{"errorCode":5,"errorMessage":"proto: not found"}}`, premise},
		{"file not found, original names", "grpc", 0, "", `{"valid_host":"","original_request":{"file_by_filename":"acme/billing.proto"},"error_response":{"error_code":5,"error_message":"file \"acme/billing.proto\" not found"}}`, premise},
		{"unimplemented request", "grpc", 0, "OK", `{"originalRequest":{"allExtensionNumbersOfType":"acme.Order"},"errorResponse":{"errorCode":12,"errorMessage":"extensions are not supported"}}`, invalid},
		{"near miss: a listing", "grpc", 0, "OK", `{"originalRequest":{"listServices":"*"},"listServicesResponse":{"service":[{"name":"grpc.health.v1.Health"}]}}`, unk},
		{"near miss: code as a string", "grpc", 0, "OK", `{"errorResponse":{"errorCode":"NOT_FOUND","errorMessage":"x"}}`, unk},
	})
}
