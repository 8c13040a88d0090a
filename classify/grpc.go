package classify

import (
	"strings"
)

// gRPC status codes (google.golang.org/grpc/codes), by number.
var (
	grpcUpper = [...]string{"OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND",
		"ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",
		"OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED"}
	grpcCamel = [...]string{"OK", "Canceled", "Unknown", "InvalidArgument", "DeadlineExceeded", "NotFound",
		"AlreadyExists", "PermissionDenied", "ResourceExhausted", "FailedPrecondition", "Aborted",
		"OutOfRange", "Unimplemented", "Internal", "Unavailable", "DataLoss", "Unauthenticated"}
)

const (
	gOK = iota
	gCancelled
	gUnknown
	gInvalidArgument
	gDeadlineExceeded
	gNotFound
	gAlreadyExists
	gPermissionDenied
	gResourceExhausted
	gFailedPrecondition
	gAborted
	gOutOfRange
	gUnimplemented
	gInternal
	gUnavailable
	gDataLoss
	gUnauthenticated
)

// grpcCodeByName accepts "UNAVAILABLE", "Unavailable" (Go's rendering),
// "StatusCode.UNAVAILABLE" (Python), "Cancelled" and "CANCELED".
func grpcCodeByName(s string) (int, bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "StatusCode.")
	s = strings.TrimPrefix(s, "codes.")
	g, ok := grpcByName[s]
	return g, ok
}

var grpcByName = func() map[string]int {
	m := map[string]int{"CANCELED": gCancelled, "Cancelled": gCancelled}
	for i := range grpcUpper {
		m[grpcUpper[i]] = i
		m[grpcCamel[i]] = i
	}
	return m
}()

// grpcCodeIn finds the code in "rpc error: code = X desc = Y" and returns
// it with the description.
func grpcCodeIn(text string) (code int, desc string, ok bool) {
	i := grpcCodeKey(text)
	if i < 0 {
		return pythonStatusIn(text)
	}
	rest := text[i+len("code = "):]
	// cloud.google.com/go/spanner's Error quotes both: spanner: code =
	// "NotFound", desc = "Session not found: ...".
	if len(rest) > 0 && rest[0] == '"' {
		rest = rest[1:]
	}
	name := token(rest)
	if g, ok := grpcCodeByName(name); ok {
		desc = rest[len(name):]
		if j := strings.Index(desc, "desc = "); j >= 0 {
			desc = desc[j+len("desc = "):]
		}
		return g, desc, true
	}
	if n, ok := atoi(name); ok && n >= 0 && n < len(grpcUpper) {
		return n, rest[len(name):], true
	}
	return 0, "", false
}

// grpcCodeKey finds "code = " standing as its own word. A command line or
// source a wrapper echoes can assign to a name that ends in "code" (Node's
// "Command failed: node -e \"process.exitCode = 3\"", awk's "errcode = 7",
// Perl's "$errcode = 6"; set 747): that number is an exit status the script
// chose, not a gRPC status.
func grpcCodeKey(text string) int {
	off := 0
	for {
		i := indexFold(text[off:], "code = ")
		if i < 0 {
			return -1
		}
		i += off
		if i == 0 || !isWordByte(text[i-1]) {
			return i
		}
		off = i + len("code = ")
	}
}

// pythonStatusIn finds the code in grpcio's rendering of a failed call
// (Python's _InactiveRpcError: "status = StatusCode.RESOURCE_EXHAUSTED",
// then "details = \"...\"") and returns it with the details.
func pythonStatusIn(text string) (code int, desc string, ok bool) {
	const key = "status = StatusCode."
	i := indexFold(text, key)
	if i < 0 {
		return 0, "", false
	}
	rest := text[i+len(key):]
	g, ok := grpcCodeByName(token(rest))
	if !ok {
		return 0, "", false
	}
	desc = rest
	if j := indexFold(rest, "details = "); j >= 0 {
		desc = rest[j+len("details = "):]
	}
	return g, desc, true
}

// grpcPreset decides by a gRPC status: from the message ("rpc error: code
// = ..."), the Code field (a name or a number) or a Google JSON error body.
func grpcPreset(c *ctx) (Result, bool) {
	// A reflection stream's answer that carries its own code (rpcbody.go).
	if strings.HasPrefix(c.text, "{") {
		if r, ok := reflectionErrorBody(c, c.text); ok {
			return r, true
		}
	}
	if g, desc, ok := grpcCodeIn(c.text); ok {
		r, ok := grpcDecide(c, g, desc)
		r.Code = grpcUpper[g]
		return r, ok
	}
	if g, ok := grpcCodeByName(c.code); ok {
		r, ok := grpcDecide(c, g, c.text)
		r.Code = grpcUpper[g]
		return r, ok
	}
	if n, ok := atoi(c.code); ok && n >= 0 && n < len(grpcUpper) {
		r, ok := grpcDecide(c, n, c.text)
		r.Code = grpcUpper[n]
		return r, ok
	}
	// A client's own rendering, with the code first and no "code = ":
	// Connect's lower-case names (connectrpc.com/connect Code.String(),
	// its Error() "unimplemented: 404 Not Found"), grpc-js's "12
	// UNIMPLEMENTED: Received HTTP status code 404", grpc-java's
	// "UNAVAILABLE: io exception". Each client maps an HTTP status it got
	// instead of a gRPC answer to a code (404 to UNIMPLEMENTED: no such
	// procedure there), so the code decides, not the status it quotes
	// (set 103).
	if g, ok := connectCode(c.code); ok {
		r, ok := grpcDecide(c, g, c.text)
		r.Code = grpcUpper[g]
		return r, ok
	}
	if g, desc, ok := leadingGRPCCode(c.text); ok {
		r, ok := grpcDecide(c, g, desc)
		r.Code = grpcUpper[g]
		return r, ok
	}
	return Result{}, false
}

// grpcDecide maps a gRPC code, refined by google.rpc details (ErrorInfo
// reason, QuotaFailure) and the description.
func grpcDecide(c *ctx, g int, text string) (Result, bool) {
	// A deadline or a lost channel on a commit whose outcome the client
	// says it cannot know (wording.go outcomeUnknownWords).
	if g == gDeadlineExceeded || g == gUnavailable || g == gUnknown || g == gCancelled {
		if r, ok := matchWords(outcomeUnknownMatcher, text); ok {
			return r, true
		}
	}
	// etcd's membership and auth-state refusals, which its gRPC layer
	// codes as INVALID_ARGUMENT, FAILED_PRECONDITION or UNKNOWN
	// (brokerwords.go etcdStateWords).
	if hasFold(text, "etcdserver: ") {
		if r, ok := matchWords(etcdStateMatcher, text); ok {
			r.Reason = "grpc: " + r.Reason
			return r, true
		}
	}
	if reason := findReason(text); reason != "" {
		if r, ok := googleReason(c, reason, text); ok {
			if g == gResourceExhausted && reason == "RATE_LIMIT_EXCEEDED" {
				k, why := quotaVerdict(text)
				r.Kind, r.Reason = k, "grpc: RESOURCE_EXHAUSTED with reason RATE_LIMIT_EXCEEDED: "+why
			}
			return r, true
		}
	}
	switch g {
	case gOK:
		return verdict(unk, "grpc: OK is not a failure")
	case gCancelled:
		if r, ok := closedChannel(text); ok {
			return r, true
		}
		if hasFold(text, "context canceled") || callerCancelled(text) {
			// grpc-go's rendering of the caller's own context cancel, and
			// the other ways the clients say the cancel was their own
			// (callerCancelled, ownrequest.go).
			return verdict(denied, "grpc: CANCELLED by the caller's context: "+cancelReason)
		}
		return verdict(transient, "grpc: CANCELLED (the call was cancelled)")
	case gUnknown:
		n := embeddedStatus(text)
		if n == 0 {
			n = grpcTransportHTTPStatus(text)
		}
		if n != 0 {
			sub := *c
			sub.status, sub.text = n, text
			if r, ok := httpStatus(&sub); ok {
				r.Reason = "grpc: UNKNOWN wrapping " + r.Reason
				return r, true
			}
		}
		// HashiCorp's token, "the ACL", as the subject of "not found"
		// relayed under UNKNOWN (Consul's gRPC "rpc error: code = Unknown
		// desc = ACL not found"): the caller's own credential is gone,
		// denied, as under a 403 (sets 411, 741, 1802). Only the whole
		// description: "Network ACL not found", "bucket ACL not found" and
		// "nfs4_setfacl not found in PATH" name other things (the review after set
		// 1813).
		if hasFold(text, "acl") && consulACLMissing(text) {
			return verdict(denied, "grpc: UNKNOWN, but the description says the caller's ACL token does not exist")
		}
		if r, ok := matchWords(strongWords, text); ok {
			r.Reason = "grpc: UNKNOWN, but the description says: " + r.Reason
			return r, true
		}
		// A provider's stockout relayed under UNKNOWN (Cirrus CI's
		// "Failed to start: UNKNOWN: ZONE_RESOURCE_POOL_EXHAUSTED_WITH_DETAILS
		// ..."; stockout.go, set 1510).
		if capacityStockout(text) {
			return verdict(transient, "grpc: UNKNOWN, but the description says: "+stockoutReason)
		}
		// A replicated store's leader change relayed under UNKNOWN (etcd
		// passes raft's ErrProposalDropped on as "rpc error: code = Unknown
		// desc = raft proposal dropped"): the cluster settles, as under
		// FAILED_PRECONDITION below (brokerwords.go noLeaderWords, set 1522).
		if r, ok := matchWords(noLeaderMatcher, text); ok {
			r.Reason = "grpc: UNKNOWN, but the description says: " + r.Reason
			return r, true
		}
		// grpc-go's "Stream removed" and "transport is closing" are a
		// connection that went away mid-call (UNAVAILABLE in newer releases).
		if hasAny(text, "stream removed", "transport is closing") {
			return verdict(transient, "grpc: UNKNOWN for a stream the connection dropped")
		}
		// grpc-go's UNKNOWN for an HTTP 200 without a gRPC content type
		// (HTTPStatusConvTab has no 200, so no status is quoted; a non-200
		// is read above): the peer is a plain HTTP server, not the gRPC
		// service, as nginx's http2 location that is not a grpc_pass
		// (set 1774). Every retry meets the same server.
		if hasFold(text, "received unexpected content-type") {
			return verdict(premise, "grpc: UNKNOWN for a 200 without a gRPC content type: the peer is not a gRPC server")
		}
		return verdict(unk, "grpc: UNKNOWN")
	case gInvalidArgument:
		if hasAny(text, "location is not supported", "country") && hasFold(text, "not supported") {
			return verdict(denied, "grpc: INVALID_ARGUMENT for an unsupported location")
		}
		// Firestore: a transaction that expired is retried whole.
		if hasAny(text, "transaction has expired", "transaction is no longer valid", "transaction has expired or is no longer valid") {
			return verdict(transient, "grpc: INVALID_ARGUMENT for an expired transaction: run it again")
		}
		// A lookup by name that matched several records where one was
		// needed, refused as INVALID_ARGUMENT ("name \"smith\" matches 3
		// customers; pass customer_id"): the call ran, narrow it, as under a
		// 4xx (serverquotes.go severalMatches; set 1814). A count against a
		// rule's list keeps invalid.
		if hasAny(text, "match", "multiple ", "more than one ") && severalMatches(text) && !matchedAgainstRule(text) {
			return verdict(ambiguous, "grpc: INVALID_ARGUMENT, but the lookup matched several where one was needed: narrow it")
		}
		if r, ok := overInvalidText(text); ok {
			r.Reason = "grpc: INVALID_ARGUMENT, but the description says: " + r.Reason
			return r, true
		}
		return verdict(invalid, "grpc: INVALID_ARGUMENT")
	case gDeadlineExceeded:
		// An artifact that expired while the caller waited (the Nest SDM
		// API's 504 DEADLINE_EXCEEDED "Camera image is no longer available
		// for download.": event images expire 30 seconds after the event;
		// set 1590): no retry brings it back; fetch a new one.
		if hasFold(text, "no longer available") {
			return verdict(premise, "grpc: DEADLINE_EXCEEDED, but the object is no longer available (expired): a retry cannot bring it back: replan")
		}
		return timeoutVerdict("grpc: DEADLINE_EXCEEDED")
	case gNotFound:
		if modelOrRouteTypo(text) {
			return verdict(invalid, "grpc: NOT_FOUND about a model or method name: fix the call")
		}
		// A column the call names that the table lacks (Spanner's "Column
		// not found in table T: c"): the call's own name, as "unknown
		// column" (set 975, callshape.go).
		if missingColumnReport(text) {
			return verdict(invalid, "grpc: NOT_FOUND about a column the call names: fix the name")
		}
		// Spanner: a session the server garbage-collected; the client
		// library creates a new one and retries.
		if hasFold(text, "session not found") {
			return verdict(transient, "grpc: NOT_FOUND for an expired session: retry on a new one")
		}
		// Spanner's ErrRowNotFound from ReadRow: a point read that ran
		// and found no row under its key, as sql.ErrNoRows (ormrow.go
		// keyHoldsNothing), not a missing table or database.
		if keyHoldsNothing(text) {
			return verdict(ambiguous, "grpc: NOT_FOUND from a point read (Spanner ReadRow's \"row not found\"): the read ran and its key holds no row")
		}
		return verdict(premise, "grpc: NOT_FOUND")
	case gAlreadyExists:
		return verdict(conflict, "grpc: ALREADY_EXISTS")
	case gPermissionDenied:
		if geminiFileGone(text) { // hedgednotfound.go
			return verdict(premise, "grpc: PERMISSION_DENIED for a Gemini File that \"may not exist\": uploads are deleted after 48 hours: upload it again and replan")
		}
		if r, ok := matchWords(overDenied, text); ok && r.Kind == premise {
			r.Reason = "grpc: PERMISSION_DENIED, but the description says: " + r.Reason
			return r, true
		}
		return verdict(denied, "grpc: PERMISSION_DENIED")
	case gResourceExhausted:
		if hasAny(text, "message larger than max", "larger than max", "larger than configured max", "message too large", "exceeds the maximum", "exceeds maximum size") || requestOverSize(text) {
			return verdict(invalid, "grpc: RESOURCE_EXHAUSTED for a message over the size limit: shrink it")
		}
		if r, ok := matchWords(exhaustedRoom, text); ok { // roomwords.go: storage full, not a rate
			r.Reason = "grpc: RESOURCE_EXHAUSTED: " + r.Reason
			return r, true
		}
		k, why := quotaVerdict(text)
		return Result{Kind: k, Reason: "grpc: RESOURCE_EXHAUSTED: " + why}, true
	case gFailedPrecondition:
		if hasAny(text, "location is not supported", "region is not supported", "country is not supported") {
			return verdict(denied, "grpc: FAILED_PRECONDITION for an unsupported location")
		}
		if orgPolicyRefusal(text) { // standing.go
			return verdict(denied, "grpc: FAILED_PRECONDITION from an organization policy the agent cannot change")
		}
		// Vertex AI's "Project `p` is not allowed to use Publisher Model
		// `...`": a model the project was not granted (modelaccess.go,
		// set 1427).
		if projectLacksModel(text) {
			return verdict(denied, "grpc: FAILED_PRECONDITION, but the message says the project may not use the model (not enabled for it)")
		}
		// A precondition that is a grant (Pub/Sub "did not have the
		// necessary permissions configured ... was granted the Cloud KMS
		// CryptoKey Encrypter/Decrypter role"): authority, denied (set 38).
		if hasAny(text, "necessary permissions", "required permissions", "permission denied") {
			return verdict(denied, "grpc: FAILED_PRECONDITION for a missing permission: grant it")
		}
		// Spanner reports a NOT NULL violation as FAILED_PRECONDITION: the
		// write left out a value, which the call can supply (as SQLSTATE
		// 23502 is a fix of the statement).
		// Set 1124: the same violation worded "Cannot write NULL to
		// non-nullable column"; a column that "contains null values" while
		// a NOT NULL is added stays premise (the stored rows must change).
		if hasAny(text, "null value for column", "must not be null", "cannot be null", "invalid value for column") ||
			(hasAny(text, "non-nullable column", "non-null column") && !hasAny(text, "contains null", "has null values")) {
			return verdict(invalid, "grpc: FAILED_PRECONDITION for a missing NOT NULL value: supply it")
		}
		// Spanner's malformed key, value or read bound (gcpdataplane.go,
		// set 1794): the call is wrong, not the database's state.
		if spannerRequestShape(text) {
			return verdict(invalid, "grpc: FAILED_PRECONDITION, but the description says the request's key, value or read timestamp is malformed (Spanner): repair it")
		}
		// GKE's "Cluster is running incompatible operation operation-..."
		// (set 1066): another operation on the cluster runs now and ends
		// by itself, as retryHintWords reads the words elsewhere.
		if hasAny(text, "already in progress", "concurrent schema change", "running incompatible operation") {
			return verdict(transient, "grpc: FAILED_PRECONDITION while another operation is in progress: wait for it")
		}
		if hasAny(text, "duplicate name") {
			return verdict(conflict, "grpc: FAILED_PRECONDITION: the name is already taken")
		}
		// etcd sends its create-only refusals as FAILED_PRECONDITION ("user
		// name already exists", "role name already exists", "Peer URLs
		// already exists", "member ID already exist", "lease already
		// exists"): the description names the thing the step was to create
		// as already there, which is a conflict, not a false belief (set 372).
		// Google Classroom's @PendingInvitationExists ("someone has already
		// been invited to take ownership of the course", Request Errors):
		// the invitation the step would send is out already (set 1650).
		if hasAny(text, "already exists", "already exist", "@pendinginvitationexists ") {
			return verdict(conflict, "grpc: FAILED_PRECONDITION, but the description says it already exists")
		}
		// Cloud Storage's gRPC API sends its 412 as FAILED_PRECONDITION;
		// the condition is often named outside the description.
		if createOnlyPrecondition(text, c.text) {
			return verdict(conflict, "grpc: FAILED_PRECONDITION on a create-only write: already exists")
		}
		if hasAny(text, "more than one row") {
			return verdict(ambiguous, "grpc: FAILED_PRECONDITION: more than one row matched where one was expected")
		}
		// A member that is not the leader or not serving right now (a
		// Vitess tablet during a reparent, "operation not allowed in state
		// NOT_SERVING"): the cluster settles (brokerwords.go noLeaderWords,
		// set 402).
		if r, ok := matchWords(noLeaderMatcher, text); ok {
			r.Reason = "grpc: FAILED_PRECONDITION, but the description says: " + r.Reason
			return r, true
		}
		// A deployment "not ready" because what it runs never started
		// (Cloud Run's "Revision 'x' is not ready and cannot serve traffic.
		// The user-provided container failed to start and listen on the
		// port"): no wait clears it; fix what is deployed, as under a 503
		// (worldstate.go failedStartWords; held-out set 927). Read before
		// the settling words, whose "is not ready" it also holds.
		if r, ok := matchWords(failedStartMatcher, text); ok {
			r.Reason = "grpc: FAILED_PRECONDITION, but the description says: " + r.Reason
			return r, true
		}
		// The precondition is one that time clears: a file still
		// processing, a transaction a later one overtook (worldstate.go).
		if r, ok := matchWords(settlingMatcher, text); ok {
			r.Reason = "grpc: FAILED_PRECONDITION, but the description says: " + r.Reason
			return r, true
		}
		return verdict(premise, "grpc: FAILED_PRECONDITION")
	case gAborted:
		// Vitess maps its per-query row cap to ABORTED since v13 (PR
		// 9448: "code = Aborted desc = Row count exceeded 10000 (errno
		// 10001)", before that RESOURCE_EXHAUSTED): the same query is
		// over the cap every time, whatever code carries it (set 1412).
		if hasAny(text, "row count exceeded") {
			return verdict(invalid, "grpc: ABORTED, but the description says the result is over the server's per-query row cap (Vitess): narrow or page the query")
		}
		return verdict(transient, "grpc: ABORTED (retry the whole transaction)")
	case gOutOfRange:
		if r, ok := scalarSubqueryRows("grpc: OUT_OF_RANGE", text); ok { // scalarsubquery.go (set 451)
			return r, true
		}
		// etcd's "required revision has been compacted": the revision the
		// caller's state rests on was valid and is now gone; relist from the
		// current one (replan), no argument of its own is wrong (set 372).
		if hasAny(text, "has been compacted") {
			return verdict(premise, "grpc: OUT_OF_RANGE for a revision compacted away: relist from the current revision")
		}
		return verdict(invalid, "grpc: OUT_OF_RANGE")
	case gUnimplemented:
		// grpc-go's server answers a service it registers nothing for with
		// "unknown service <full name>": the server at the target does not
		// serve that API at all (the wrong endpoint, an older deployment,
		// reflection or health not turned on), which no argument of the
		// call repairs; find the server that does (premise). A method
		// missing from a service the server has ("unknown method X for
		// service Y", "method X not implemented") stays the call's wrong
		// name (invalid). The lead, after blind sets 321, 334, 341, 562,
		// 588, 660, 907, 1070, 1084, 1235 and 1388 (12 labels to 5).
		if hasPrefixFold(strings.TrimSpace(text), "unknown service ") || hasFold(text, "desc = unknown service ") {
			return verdict(premise, "grpc: UNIMPLEMENTED for a whole service the server does not register: the target does not serve this API")
		}
		// OpenTelemetry's OTLP exporters say the same of a collector with no
		// pipeline for the signal: the Java exporter's "Server responded
		// with UNIMPLEMENTED. This usually means that your collector is not
		// configured with an otlp receiver in the \"pipelines\" section"
		// (held-out set 1420). The collector lacks the service, premise.
		if hasAny(text, "not configured with an otlp receiver", "server responded with unimplemented") {
			return verdict(premise, "grpc: UNIMPLEMENTED from an OTLP endpoint with no pipeline for the signal: the target does not serve it")
		}
		return verdict(invalid, "grpc: UNIMPLEMENTED")
	case gInternal:
		// grpc-go maps a proxy's HTTP 400 to INTERNAL ("unexpected HTTP
		// status code received from server: 400"); nginx's 400 page for
		// ssl_verify_client names a client certificate not sent (496) or
		// refused (495): the caller's identity, denied, as the same page
		// reads over HTTP (held-out set 1199).
		if hasAny(text, "no required ssl certificate was sent", "the ssl certificate error") {
			return verdict(denied, "grpc: INTERNAL from a proxy's 400 page: the required client certificate was not sent or was refused")
		}
		if recoveredHandlerPanic(text) { // handlerpanic.go (set 1388)
			return verdict(unk, "grpc: INTERNAL, and "+recoveredPanicReason)
		}
		if r, ok := matchWords(overServer, text); ok {
			r.Reason = "grpc: INTERNAL, but the description says: " + r.Reason
			return r, true
		}
		return verdict(transient, "grpc: INTERNAL")
	case gUnavailable:
		if r, ok := closedChannel(text); ok {
			return r, true
		}
		if r, ok := perCallCredRefused(text); ok { // percallcreds.go (set 451)
			return r, true
		}
		// grpc-go reports a failed TLS handshake as UNAVAILABLE, but an
		// untrusted certificate is configuration: waiting changes nothing.
		if hasAny(text, "x509:", "failed to verify certificate", "certificate_verify_failed") {
			return Result{Kind: premise, Reason: "grpc: UNAVAILABLE from a TLS handshake that rejected the certificate (configuration, not time)"}, true
		}
		// A certificate alert the server sent ("remote error: tls: ...") is
		// about the client's own certificate (tlsside.go; RFC 8446 6.2
		// unknown_ca, certificate_expired, certificate_revoked), as goerr.go
		// reads it outside gRPC; BoringSSL (gRPC C core: Python, Node,
		// C++) names the received alert "TLSV1_ALERT_UNKNOWN_CA" (set 38).
		if hasAny(text, "tls: bad certificate", "tls: certificate required", "remote error: tls: unknown certificate", "remote error: tls: expired certificate", "remote error: tls: revoked certificate", "remote error: tls: unsupported certificate", "remote error: tls: access denied", "alert_unknown_ca", "alert_bad_certificate", "alert_certificate_expired", "alert_certificate_revoked", "alert_certificate_required") {
			return Result{Kind: denied, Reason: "grpc: UNAVAILABLE because the server rejected the client certificate"}, true
		}
		// A proxy in front (Envoy's local reply) whose own upstream
		// exchange fails on the protocol: its configuration (proxyside.go).
		if r, ok := upstreamProtocol(text); ok {
			return r, true
		}
		// The server ended the connection with a GOAWAY ENHANCE_YOUR_CALM
		// (grpc-go's "received prior goaway: code: ENHANCE_YOUR_CALM"):
		// without grpc-go's keepalive debug data "too_many_pings" it is
		// the refusal of what this client sent (nginx's answer to a header
		// field over large_client_header_buffers, a reset flood), invalid
		// as in Go's GoAwayError words (goerr.go, sets 47, 90 and 1481).
		if goAwayCalmRefusal(text) {
			return Result{Kind: invalid, Reason: "grpc: UNAVAILABLE after a GOAWAY ENHANCE_YOUR_CALM (no too_many_pings): the server refuses what this client sent (headers or metadata over its limit): send less"}, true
		}
		if hasAny(text, "frame too large", "first record does not look like a tls handshake", "too many colons in address", "missing port in address") {
			return Result{Kind: invalid, Reason: "grpc: UNAVAILABLE from a wrong target (plain text against TLS, a malformed address): fix it"}, true
		}
		// A target the client could not even parse: Go net's AddrError
		// for a port outside 0-65535 ("dial tcp: address 99999: invalid
		// port") or an unclosed IPv6 bracket, and grpc-go's resolvers
		// refusing the target string in Build (passthrough's empty
		// target, dns's missing address or bare trailing colon, its
		// "invalid target address", unix's authority). grpc-go reports
		// them as UNAVAILABLE on every call, but the string is the call's
		// argument and no wait mends it (set 1388).
		if hasAny(text, ": invalid port", "missing ']' in address", "received empty target in build()", "dns resolver: missing address", "missing port after port-separator colon", "invalid target address", "invalid (non-empty) authority") {
			return Result{Kind: invalid, Reason: "grpc: UNAVAILABLE because the target string is malformed (a port out of range, an empty or unparsable address): fix it"}, true
		}
		if hasAny(text, "no such host") {
			return Result{Kind: premise, Reason: "grpc: UNAVAILABLE because the target's host name does not resolve (no such host)"}, true
		}
		// A unix socket target whose file does not exist (ENOENT from
		// connect(2): containerd, dockerd, a CSI driver not running or not
		// installed): nothing listens there, as fs.ErrNotExist (set 38).
		if hasAny(text, "connect: no such file or directory") {
			return Result{Kind: premise, Reason: "grpc: UNAVAILABLE because the socket file the target names does not exist (no daemon there)"}, true
		}
		if r, ok := failedNegotiation(text); ok {
			return r, true
		}
		return verdict(transient, "grpc: UNAVAILABLE")
	case gDataLoss:
		return verdict(premise, "grpc: DATA_LOSS")
	case gUnauthenticated:
		// grpc-go refuses, itself, to send per-RPC credentials over a
		// connection built without TLS: the client's options, not a
		// credential a server refused (wording.go clientOptionWords).
		if r, ok := matchWords(clientOptionMatcher, text); ok {
			r.Reason = "grpc: UNAUTHENTICATED from the client's own options: " + r.Reason
			return r, true
		}
		return verdict(denied, "grpc: UNAUTHENTICATED")
	}
	return Result{}, false
}

// lifecycleMatcher reads wording.go's lifecycleWords (a value of the
// program's own used after it ended) under a gRPC code.
var lifecycleMatcher = newMatcher(lifecycleWords)

// grpcChannelMatcher reads wording.go's grpcChannelWords alone: under a
// gRPC status only a closed channel is in question, and the whole
// lifecycle table (grown with every runtime's misuse words) would cost
// each UNAVAILABLE its scan.
var grpcChannelMatcher = newMatcher(grpcChannelWords)

// noLeaderMatcher reads brokerwords.go noLeaderWords under a gRPC status.
var noLeaderMatcher = newMatcher(noLeaderWords)

// etcdStateMatcher reads brokerwords.go etcdStateWords under any gRPC code.
var etcdStateMatcher = newMatcher(etcdStateWords)

// closedChannel finds a call made on a channel the program itself closed:
// grpc-go's ErrClientConnClosing (CANCELLED "grpc: the client connection is
// closing", documented as "the operation is illegal because the ClientConn
// is closing"), grpc-java's UNAVAILABLE "Channel shutdown invoked", grpc-js's
// "Channel has been shut down", grpc-python's "Cannot invoke RPC on closed
// channel!". The code reads as a cancel or an outage, but no server was
// asked and a closed channel never reopens: the program's call order is
// wrong, invalid, as database/sql's "sql: database is closed".
func closedChannel(text string) (Result, bool) {
	r, ok := matchWords(grpcChannelMatcher, text)
	if !ok {
		return Result{}, false
	}
	r.Reason = "grpc: a call on a channel the program closed: " + r.Reason
	return r, true
}

// tlsNegotiationMatcher reads wording.go's tlsVersionWords (no TLS version,
// cipher suite or application protocol both sides accept).
var tlsNegotiationMatcher = newMatcher(tlsVersionWords)

// failedNegotiation reads an UNAVAILABLE whose cause is a TLS handshake the
// two sides cannot complete as configured: grpc-go 1.67's ALPN enforcement
// ("transport: authentication handshake failed: credentials: cannot check
// peer: missing selected ALPN property"), grpc-java's "Failed ALPN
// negotiation: Unable to find compatible protocol", gRPC core's "Ssl
// handshake failed: ... HANDSHAKE_FAILURE". gRPC reports every failed
// connection as UNAVAILABLE, but this one fails the same way on every
// retry until a server, proxy or client setting changes: premise, as an
// untrusted certificate. A handshake cut by the network (EOF, a reset, a
// timeout) stays transient.
func failedNegotiation(text string) (Result, bool) {
	if r, ok := matchWords(tlsNegotiationMatcher, text); ok && r.Kind == premise {
		r.Reason = "grpc: UNAVAILABLE from a TLS negotiation that fails as configured: " + r.Reason
		return r, true
	}
	if !hasAny(text, "handshake failed", "alpn negotiation") {
		return Result{}, false
	}
	if hasAny(text, "eof", "reset by peer", "connection refused", "broken pipe", "timeout", "timed out", "deadline exceeded", "context canceled") {
		return Result{}, false
	}
	return verdict(premise, "grpc: UNAVAILABLE from a TLS handshake the two sides cannot complete as configured (not time)")
}

// connectCode reads Connect's spelling of a gRPC code: lower case with
// underscores ("permission_denied", "canceled").
func connectCode(s string) (int, bool) {
	g, ok := grpcBySnake[strings.TrimSpace(s)]
	return g, ok && g != gOK
}

// grpcBySnake holds the codes' lower-case names, as Connect and Twirp
// spell them, so that reading one allocates nothing.
var grpcBySnake = func() map[string]int {
	m := map[string]int{"canceled": gCancelled}
	for i, name := range grpcUpper {
		m[strings.ToLower(name)] = i
	}
	return m
}()

// leadingGRPCCode finds a code at the start of a client's text, before a
// colon, optionally after its number: "unavailable: ...", "14 UNAVAILABLE:
// ...", "UNAVAILABLE: ...". A word that is only a code's spelling in
// another case ("Internal: ...", "Unknown: ...") is left alone.
func leadingGRPCCode(text string) (int, string, bool) {
	t := strings.TrimSpace(text)
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 {
		if i >= len(t) || t[i] != ' ' {
			return 0, "", false
		}
		i++
	}
	j := strings.IndexByte(t[i:], ':')
	if j <= 0 {
		return 0, "", false
	}
	name := t[i : i+j]
	g, ok := grpcByName[name]
	if !ok || name != strings.ToUpper(name) {
		g, ok = connectCode(name)
	}
	if !ok || g == gOK {
		return 0, "", false
	}
	return g, t[i+j+1:], true
}

// requestOverSize reads a RESOURCE_EXHAUSTED whose description names the
// request's own size over a limit rather than a quota or a rate (set 334):
// Google's front end for Pub/Sub, Vertex AI and others "Request payload
// size exceeds the limit: 10485760 bytes.", etcd's "etcdserver: request is
// too large", a server's "request size 6291456 exceeds the maximum allowed",
// "Payload size limit exceeded", tonic's "Request entity too large". The
// same request fails every time: split or shrink it (invalid). A quota
// named in bytes ("Quota exceeded for quota metric 'publisher throughput,
// kB'") is a rate or a standing quota and stays with quotaVerdict.
func requestOverSize(text string) bool {
	if hasFold(text, "quota") {
		return false
	}
	// A result over the server's per-query row cap fails every time until
	// the query is narrowed or paged: Vitess vttablet's "Row count exceeded
	// N" and vtgate's "in-memory row count exceeded allowed limit of N"
	// under RESOURCE_EXHAUSTED (PlanetScale's 100,000-row limit; set 649).
	if hasAny(text, "row count exceeded") {
		return true
	}
	return hasAny(text, "payload size exceeds", "request size exceeds", "message size exceeds", "payload size limit exceeded",
		"request size limit exceeded", "size exceeds the limit", "request is too large", "request too large",
		"request entity too large", "payload too large", "request payload too large")
}

// grpcTransportHTTPStatus reads the HTTP status grpc-go quotes when a
// server or proxy answered with something other than gRPC ("unexpected
// HTTP status code received from server: 520 (); transport: ..."). The
// number is the response's status verbatim, so a vendor's status Go's
// net/http has no text for (Cloudflare's 520-530) counts as well as a
// registered one (httpStatusNumber); embeddedStatus reads only those
// net/http names (set 1235).
func grpcTransportHTTPStatus(text string) int {
	const key = "status code received from server: "
	i := indexFold(text, key)
	if i < 0 {
		return 0
	}
	rest := text[i+len(key):]
	n, w := leadingInt(rest)
	if w != 3 || n < 400 || !httpStatusNumber(n) || len(rest) > 3 && isAlnum(rest[3]) {
		return 0
	}
	return n
}

// goAwayCalmRefusal reports a gRPC client's words for a connection the
// server ended with GOAWAY ENHANCE_YOUR_CALM (RFC 9113 5.4.1, 7) whose
// debug data is not grpc-go's keepalive policy's "too_many_pings": that
// one counts pings per connection and stays transient (sets 45, 451, 486).
func goAwayCalmRefusal(t string) bool {
	return hasFold(t, "goaway") && hasFold(t, "enhance_your_calm") && !hasFold(t, "too_many_pings")
}

// consulACLMissing reports a gRPC description that is exactly HashiCorp's
// "ACL not found" (or "ACL token not found"), the whole description or the
// whole text, optionally after Consul's
// agent prefix "rpc error making call: ".
func consulACLMissing(text string) bool {
	d := text
	if i := strings.LastIndex(text, "desc = "); i >= 0 {
		d = text[i+len("desc = "):]
	}
	d = strings.TrimSpace(d)
	d = strings.TrimPrefix(d, "rpc error making call: ")
	return strings.EqualFold(d, "ACL not found") || strings.EqualFold(d, "ACL token not found")
}
