package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases103 runs held-out set 103: 35 failures captured live
// from Go services built with gin, echo, chi, fiber, grpc-gateway, Connect
// (over HTTP and through its client's Error()), twirp, huma and go-kit,
// each answering with its framework's own statuses and error bodies, as a
// Go agent's net/http tool or Connect client sees them; labelled from the
// frameworks' docs and sources before the classifier ran. First run at HEAD
// 3f3f362: 29/35, tricky 9/15. Classes fixed: a credential the request
// lacked or carried expired, named under a 400 or a 500 (servercred.go); a
// database's unique violation quoted in a 500 (serverdup.go); a gRPC code a
// client writes first, in Connect's or grpc-js's spelling, read ahead of
// the HTTP status it quotes (grpc.go leadingGRPCCode, connectCode); and,
// found while probing the set's classes on the rest of the capture, the
// gRPC code in a gateway's google.rpc.Status body read ahead of the status
// it was mapped to (rpcbody.go), a token that does not parse (denied, as
// an expired one), and huma's 404 problem document, whose $schema
// "ErrorModel.json" read as a model's name (httppreset.go modelNamed).
//
// Tolerated: i103-gateway-out-of-range. grpc's codes.go says OUT_OF_RANGE
// "may be fixed if the system state changes" and is how an iteration
// learns it is done (premise by that doc), but the taxonomy reads
// OUT_OF_RANGE as invalid and earlier sets hold it so; a page token past
// the end is also a wrong argument for the next call. Left for the lead.
func TestIndependentCases103(t *testing.T) {
	runIndependent(t, "testdata/independent103.jsonl", true, "i103-gateway-out-of-range")
}

// TestGeneralise103 checks set 103's classes in other software's words.
func TestGeneralise103(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A credential the request lacked, under a 400 or 500.
		// Echo v4 middleware/key_auth.go (set 103).
		{"echo key-auth missing key (set 103)", "http", 400, "", `{"message":"missing key in request header"}`, rung.KindDenied},
		// Echo v4 middleware/jwt.go ErrJWTMissing (400 before echo-jwt).
		{"echo jwt missing or malformed", "http", 400, "", `{"message":"missing or malformed jwt"}`, rung.KindDenied},
		// Echo key-auth KeyLookup "query:api-key".
		{"echo key-auth missing key in query", "http", 400, "", `{"message":"missing key in the query string"}`, rung.KindDenied},
		// go-kit auth/jwt ErrTokenContextMissing through DefaultErrorEncoder (set 103).
		{"go-kit jwt token not in context (set 103)", "http", 500, "", "token up for parsing was not passed through the context", rung.KindDenied},
		// express-jwt UnauthorizedError credentials_required, as a 500
		// from an app without an error handler for it.
		{"express-jwt no token", "http", 500, "", "UnauthorizedError: No authorization token was found", rung.KindDenied},
		// Neighbours: a JSON key or header value missing stays a wrong call.
		{"missing json key stays invalid", "http", 400, "", `{"error":"missing key 'name' in request body"}`, rung.KindInvalid},
		{"echo extractor missing value stays invalid", "http", 400, "", `{"message":"missing value in request header"}`, rung.KindInvalid},
		{"missing field stays invalid", "http", 400, "", `{"message":"missing required field 'email'"}`, rung.KindInvalid},

		// A credential past its lifetime, under a 500 or with no status.
		// go-kit auth/jwt ErrTokenExpired (set 103).
		{"go-kit jwt expired (set 103)", "http", 500, "", "JWT is expired", rung.KindDenied},
		// golang-jwt v5 ErrTokenExpired wrapped in ErrTokenInvalidClaims.
		{"golang-jwt token is expired", "http", 500, "", "token has invalid claims: token is expired", rung.KindDenied},
		// node jsonwebtoken TokenExpiredError.
		{"jsonwebtoken jwt expired", "", 0, "", "TokenExpiredError: jwt expired", rung.KindDenied},
		// PyJWT ExpiredSignatureError.
		{"pyjwt signature has expired", "http", 500, "", "jwt.exceptions.ExpiredSignatureError: Signature has expired", rung.KindDenied},
		// A credential that does not parse: go-kit ErrTokenMalformed,
		// golang-jwt v5 ErrTokenMalformed under a 400, jsonwebtoken's
		// JsonWebTokenError with no status.
		{"go-kit jwt malformed", "http", 500, "", "JWT is malformed", rung.KindDenied},
		{"golang-jwt token is malformed", "http", 400, "", `{"error":"token is malformed: could not JSON decode header"}`, rung.KindDenied},
		{"jsonwebtoken jwt malformed", "", 0, "", "JsonWebTokenError: jwt malformed", rung.KindDenied},
		// Neighbours: a malformed request body stays invalid.
		{"malformed json body stays invalid", "http", 400, "", `{"code":"malformed","msg":"the json request could not be decoded"}`, rung.KindInvalid},
		// Neighbours: other things that expired stay premise.
		{"expired upload url stays premise", "http", 500, "", "the upload URL has expired", rung.KindPremise},
		{"expired certificate stays premise", "http", 500, "", "x509: certificate has expired or is not yet valid", rung.KindPremise},

		// A database's unique violation quoted in a 500.
		// grpc-gateway code 2 wrapping pgx's 23505 (set 103).
		{"grpc-gateway unknown pg duplicate (set 103)", "http", 500, "", `{"code":2,"message":"ERROR: duplicate key value violates unique constraint \"books_isbn_key\" (SQLSTATE 23505)","details":[]}`, rung.KindConflict},
		// go-sql-driver/mysql MySQLError 1062 returned by a handler.
		{"mysql 1062 in a 500", "http", 500, "", "Error 1062 (23000): Duplicate entry 'ann@example.com' for key 'users.email'", rung.KindConflict},
		// SQLite (modernc, mattn) in a gin handler's {"error": err.Error()}.
		{"sqlite unique in a 500", "http", 500, "", `{"error":"constraint failed: UNIQUE constraint failed: users.email (2067)"}`, rung.KindConflict},
		// MongoDB Go driver's WriteException.
		{"mongodb e11000 in a 500", "http", 500, "", `{"message":"write exception: write errors: [E11000 duplicate key error collection: app.users index: email_1 dup key: { email: \"ann@example.com\" }]"}`, rung.KindConflict},
		// Neighbours: other database failures in a 500 keep their kinds.
		{"pg not-null in a 500 stays non-conflict", "http", 500, "", `{"code":2,"message":"ERROR: null value in column \"title\" of relation \"books\" violates not-null constraint (SQLSTATE 23502)","details":[]}`, rung.KindTransient},
		{"pg connection refused in a 500 stays transient", "http", 500, "", `{"code":13,"message":"failed to connect to ` + "`user=library database=library`" + `: 10.0.0.5:5432 (db): dial error: dial tcp 10.0.0.5:5432: connect: connection refused","details":[]}`, rung.KindTransient},

		// A gRPC code a client writes first, read ahead of a quoted status.
		// connect-go: a 404 from a server without the procedure (set 103).
		{"connect unimplemented 404 (set 103)", "grpc", 0, "unimplemented", "unimplemented: 404 Not Found", rung.KindInvalid},
		// grpc-js: subchannel-call maps HTTP 404 to UNIMPLEMENTED.
		{"grpc-js unimplemented 404", "grpc", 0, "", "12 UNIMPLEMENTED: Received HTTP status code 404", rung.KindInvalid},
		// grpc-go http_util.go HTTPStatusConvTab 404 -> Unimplemented.
		{"grpc-go unimplemented 404", "grpc", 0, "", `rpc error: code = Unimplemented desc = unexpected HTTP status code received from server: 404 (Not Found); transport: received unexpected content-type "text/plain; charset=utf-8"`, rung.KindInvalid},
		// grpc-js refused connection; grpc-java io exception.
		{"grpc-js unavailable", "grpc", 0, "", "14 UNAVAILABLE: No connection established. Last error: connect ECONNREFUSED 127.0.0.1:50051", rung.KindTransient},
		{"connect permission denied without code", "grpc", 0, "", "permission_denied: caller lacks permission inventory.items.delete", rung.KindDenied},
		// Neighbours: Connect's not_found stays premise; a capitalised
		// word before a colon is not a code.
		{"connect not found", "grpc", 0, "not_found", "not_found: item sku-1234 not found", rung.KindPremise},
		{"connect already exists", "grpc", 0, "already_exists", "already_exists: item sku-1234 already exists", rung.KindConflict},

		// The gRPC code in a gateway's body, behind the status its mapping
		// chose (rpcbody.go). grpc-gateway runtime.DefaultHTTPErrorHandler:
		// FAILED_PRECONDITION and OUT_OF_RANGE share 400 with
		// INVALID_ARGUMENT, ABORTED shares 409 with ALREADY_EXISTS.
		{"grpc-gateway failed precondition 400", "http", 400, "", `{"code":9,"message":"order ord_12 must be in PENDING state to be cancelled","details":[]}`, rung.KindPremise},
		{"grpc-gateway aborted 409", "http", 409, "", `{"code":10,"message":"Aborted","details":[]}`, rung.KindTransient},
		// grpc-gateway v1's shape, with the text also under "error".
		{"grpc-gateway v1 failed precondition", "http", 400, "", `{"error":"email address is not verified yet","code":9,"message":"email address is not verified yet","details":[]}`, rung.KindPremise},
		// Connect protocol over HTTP (connectrpc.com/connect, connect-es):
		// failed_precondition is sent as 400.
		{"connect http failed precondition", "http", 400, "", `{"code":"failed_precondition","message":"the user has not confirmed their email address"}`, rung.KindPremise},
		// Twirp (twitchtv/twirp errors.go): aborted is sent as 409,
		// out_of_range as 400.
		{"twirp aborted 409", "http", 409, "", `{"code":"aborted","msg":"Aborted"}`, rung.KindTransient},
		{"twirp bad route stays invalid", "http", 404, "", `{"code":"bad_route","msg":"no handler for path \"/twirp/haberdasher.v1.Haberdasher/MakeSweater\"","meta":{"twirp_invalid_route":"POST /twirp/haberdasher.v1.Haberdasher/MakeSweater"}}`, rung.KindInvalid},
		{"twirp malformed stays invalid", "http", 400, "", `{"code":"malformed","msg":"the json request could not be decoded"}`, rung.KindInvalid},
		// Envoy's gRPC-JSON transcoder (convert_grpc_status) and ESPv2
		// render the same google.rpc.Status.
		{"envoy transcoder unavailable", "http", 503, "", `{"code":14,"message":"no healthy upstream","details":[]}`, rung.KindTransient},
		// A huma 404 problem document: its $schema names ErrorModel.json,
		// not a model; what is missing is the pet (premise). An OpenAI
		// model_not_found 404 stays invalid.
		{"huma 404 problem", "http", 404, "", `{"$schema":"https://api.example.com/schemas/ErrorModel.json","title":"Not Found","status":404,"detail":"pet 5 not found"}`, rung.KindPremise},
		{"openai model 404 stays invalid", "http", 404, "", `{"error":{"message":"The model 'gpt-9' does not exist","type":"invalid_request_error","param":null,"code":"model_not_found"}}`, rung.KindInvalid},
		// Neighbours: a code that says nothing leaves the status to decide;
		// INVALID_ARGUMENT stays invalid; a vendor's own numbering without
		// google.rpc details is not read as a gRPC code.
		{"grpc-gateway unknown stays the 500's", "http", 500, "", `{"code":2,"message":"unexpected EOF","details":[]}`, rung.KindTransient},
		{"grpc-gateway invalid argument", "http", 400, "", `{"code":3,"message":"type mismatch, parameter: id, error: strconv.ParseInt: parsing \"abc\": invalid syntax","details":[]}`, rung.KindInvalid},
		{"vendor numeric code stays the 400's", "http", 400, "", `{"code":9,"message":"parameter page_size is malformed"}`, rung.KindInvalid},
	})
}
