package classify

import "strings"

// rpcStatusBody reads a google.rpc.Status an RPC gateway sends as the body
// of an HTTP answer: grpc-gateway's {"code":9,"message":"...","details":[]}
// (runtime.DefaultHTTPErrorHandler; also Envoy's and ESPv2's JSON
// transcoding), the Connect protocol's {"code":"failed_precondition",
// "message":"..."} and Twirp's {"code":"aborted","msg":"..."} (Twirp maps
// aborted to 409, as ALREADY_EXISTS). The gateway maps the code to a status, and the mapping
// loses what the code said: FAILED_PRECONDITION, OUT_OF_RANGE and
// INVALID_ARGUMENT all become 400, ABORTED and ALREADY_EXISTS both 409, a
// bare Go error UNKNOWN 500. So the code decides, as the gRPC preset reads
// it; a code that says nothing (UNKNOWN without a recognisable
// description) leaves the status to decide (set 103).
func rpcStatusBody(c *ctx, b string) (Result, bool) {
	if c.status != 0 && c.status < 400 {
		return Result{}, false
	}
	v, isStr, ok := jsonValue(b, "code")
	if !ok {
		return Result{}, false
	}
	if _, _, ok := jsonValue(b, "message"); !ok {
		// Twirp's body names it "msg" ({"code":"aborted","msg":...,
		// "meta":{}}), with the same code names as Connect.
		if _, _, ok := jsonValue(b, "msg"); !ok || !isStr {
			return Result{}, false
		}
	}
	var g int
	if isStr {
		if g, ok = connectCode(v); !ok {
			return Result{}, false
		}
	} else {
		n, ok := atoi(v)
		if !ok || n <= 0 || n >= len(grpcUpper) {
			return Result{}, false
		}
		// google.rpc.Status's details is a repeated Any: an array. A
		// string "details" is another envelope's prose (Meta Graph's
		// error_data.details beside its own numeric code, set 1175).
		if d, isStr, ok := jsonValue(b, "details"); ok && (isStr || d == "" || d[0] != '[') {
			return Result{}, false
		} else if !ok && !gatewayV1Body(b) {
			return Result{}, false
		}
		g = n
	}
	return grpcCodeInBody(c, g, b, "rpc status body: ")
}

// grpcCodeInBody decides a gRPC code g found inside a body, with text as
// its description, the way the gRPC preset would, naming where it was found.
func grpcCodeInBody(c *ctx, g int, text, where string) (Result, bool) {
	r, ok := grpcDecide(c, g, text)
	if !ok || r.Kind == unk {
		return Result{}, false
	}
	r.Code = grpcUpper[g]
	r.Reason = where + r.Reason
	return r, true
}

// gatewayV1Body reports grpc-gateway v1's error body, which omits an empty
// details and repeats the message as a string "error" beside it
// ({"error":"etcdserver: ...","code":11,"message":"etcdserver: ..."}, as
// etcd's v3 gateway sends it; runtime.errorBody in grpc-gateway v1, set
// 1235). Meta Graph's "error" is an object, not the message, and stays
// out.
func gatewayV1Body(b string) bool {
	e, eStr, ok := jsonValue(b, "error")
	if !ok || !eStr || e == "" {
		return false
	}
	m, mStr, ok := jsonValue(b, "message")
	return ok && mStr && m == e
}

// reflectionErrorBody reads the failure a gRPC server reflection stream
// carries inside a successful answer: a ServerReflectionResponse whose
// error_response holds {error_code, error_message} for the one request it
// answers (grpc.reflection.v1 and v1alpha reflection.proto; protojson
// spells them errorResponse, errorCode, errorMessage). The stream is OK and
// its status says nothing; the code in the body is the answer, decided as
// the gRPC preset decides that code: NOT_FOUND for a symbol, file or
// extension the server does not have is premise, as any NOT_FOUND (grpc-go
// reflection/internal "proto: not found"; set 1388).
func reflectionErrorBody(c *ctx, b string) (Result, bool) {
	if !strings.Contains(b, `"errorResponse"`) && !strings.Contains(b, `"error_response"`) {
		return Result{}, false
	}
	v, isStr, ok := jsonValue(b, "errorCode")
	if !ok {
		v, isStr, ok = jsonValue(b, "error_code")
	}
	if !ok || isStr {
		return Result{}, false
	}
	n, ok := atoi(v)
	if !ok || n <= 0 || n >= len(grpcUpper) {
		return Result{}, false
	}
	msg, _, ok := jsonValue(b, "errorMessage")
	if !ok {
		msg, _, _ = jsonValue(b, "error_message")
	}
	return grpcCodeInBody(c, n, msg, "gRPC reflection error_response: ")
}
