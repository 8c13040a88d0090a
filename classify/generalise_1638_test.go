package classify

import "testing"

// First run at 443d054d: 25/34 overall, 11/18 tricky.
// Tolerated: i1638-secure-not-available: invalid vs premise (ruling): set 1521's ruling reads nats.go's ErrSecureConnWanted as goerr.go's TLS-mismatch class, invalid ("fix the URL or the options"); i1521-secure-not-available is tolerated the same way.
// Tolerated: i1638-autounsubscribe-max-delivered: invalid vs premise (ruling): the handle ruling reads a subscription the program itself closed as invalid (i1521-invalid-subscription), and AutoUnsubscribe is the program's own limit; natsClientWords now reads "nats: maximum messages delivered" so.
func TestIndependentCases1638(t *testing.T) {
	runIndependent(t, "testdata/independent1638.jsonl", true, "i1638-secure-not-available", "i1638-autounsubscribe-max-delivered")
}

// TestGeneralise1638NATSConnectOptions: nats.go's refusals of connect
// options that contradict or lack a part (an nkey or user JWT callback
// without a signer, a token with a token handler, user info with a
// user-info callback, two TLS configs, websocket and plain URLs mixed):
// nats.Connect refuses before dialing, invalid (nats.go v1.56.0 nats.go;
// set 1638, captured live). Near misses: the server's Authorization
// Violation stays denied, a timeout stays a wait, a missing creds file
// stays premise.
func TestGeneralise1638NATSConnectOptions(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nkey no signer", "nats", 0, "", "nats: nkey defined without a signature handler", invalid},
		{"nkey no signer no protocol", "", 0, "", "connect to nats: nats: nkey defined without a signature handler", invalid},
		{"user jwt no signer", "nats", 0, "", "nats: user callback defined without a signature handler", invalid},
		{"user cb missing", "go", 0, "", "nats: user callback not defined", invalid},
		{"user and nkey", "nats", 0, "", "nats: user callback and nkey defined", invalid},
		{"token twice", "nats", 0, "", "nats: token and token handler both set", invalid},
		{"user info twice", "nats", 0, "", "nats: cannot set user info callback and user/pass", invalid},
		{"two tls configs", "nats", 0, "", "nats: multiple tls.Configs not allowed", invalid},
		{"ws mixing", "nats", 0, "", "nats: mixing of websocket and non websocket URLs is not allowed", invalid},
		// near misses
		{"auth violation stays denied", "nats", 0, "", "nats: Authorization Violation", denied},
		{"timeout stays wait", "nats", 0, "", "nats: timeout", transient},
		{"creds file missing stays premise", "nats", 0, "", "nats: open /home/app/.nats/app.creds: no such file or directory", premise},
	})
}

// TestGeneralise1638NATSServerFeature: nats.go's sentinels for a feature
// the server does not have (ErrHeadersNotSupported, ErrNoEchoNotSupported,
// ErrClientIDNotSupported, ErrClientIPNotSupported, ErrNkeysNotSupported;
// jetstream's "... not supported by nats-server"): the server's version or
// configuration, which no argument of the call changes: premise (nats.go
// v1.56.0; set 1638, live against a server with no_header_support). Near
// misses: the TLS mismatch keeps set 1521's invalid, a bad subject stays
// invalid, no responders stays a wait.
func TestGeneralise1638NATSServerFeature(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"headers", "nats", 0, "", "nats: headers not supported by this server", premise},
		{"headers no protocol", "", 0, "", "publish orders.created: nats: headers not supported by this server", premise},
		{"no echo", "nats", 0, "", "nats: no echo option not supported by this server", premise},
		{"client id", "nats", 0, "", "nats: client ID not supported by this server", premise},
		{"client ip", "go", 0, "", "nats: client IP not supported by this server", premise},
		{"nkeys", "nats", 0, "", "nats: nkeys not supported by the server", premise},
		{"subject transform", "nats", 0, "", "nats: stream subject transformation not supported by nats-server", premise},
		{"multi filter", "nats", 0, "", "nats: multiple consumer filter subjects not supported by nats-server", premise},
		// near misses
		{"tls mismatch stays invalid", "nats", 0, "", "nats: secure connection not available", invalid},
		{"bad subject stays invalid", "nats", 0, "", "nats: invalid subject", invalid},
		{"no responders stays wait", "nats", 0, "", "nats: no responders available for request", transient},
	})
}

// TestGeneralise1638NATSAutoUnsubscribe: nats.go's ErrMaxMessages,
// "nats: maximum messages delivered", a subscription past the limit the
// program set with AutoUnsubscribe: the program's own handle, closed,
// invalid by the handle ruling as "nats: invalid subscription" (set 1638,
// live). Near misses sharing "maximum": a payload over max_payload stays
// invalid, the server's connection limit stays a wait, a stream full
// under DiscardNew stays premise.
func TestGeneralise1638NATSAutoUnsubscribe(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max delivered", "nats", 0, "", "nats: maximum messages delivered", invalid},
		{"max delivered no protocol", "", 0, "", "next message on orders.au: nats: maximum messages delivered", invalid},
		{"invalid subscription", "nats", 0, "", "nats: invalid subscription", invalid},
		// near misses
		{"payload stays invalid", "nats", 0, "", "nats: maximum payload exceeded", invalid},
		{"connections stay wait", "nats", 0, "", "nats: maximum connections exceeded", transient},
		{"stream full stays premise", "nats", 0, "10077", "nats: nats: API error: code=503 err_code=10077 description=maximum messages exceeded", premise},
	})
}

// TestGeneralise1638JetStreamGuard: a JetStream operation the stream's own
// configuration forbids to every caller, served as 500: deny_delete (10057
// "message delete not permitted", inside nats.go's "message deletion
// unsuccessful"), deny_purge (10110 "stream purge not permitted"), rollup
// headers without allow_rollup_hdrs (10111 "rollup not permitted"): the
// owner's guard, denied, as a protected branch (nats-server 2.15.3,
// errors.json; set 1638, live). Near misses: a sealed stream stays
// premise, a link to a deleted object stays premise, a subject outside
// the user's permissions stays denied.
func TestGeneralise1638JetStreamGuard(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"delete denied", "nats", 0, "10057", "nats: message deletion unsuccessful: nats: API error: code=500 err_code=10057 description=message delete not permitted", denied},
		{"delete denied as 500", "http", 500, "", "nats: API error: code=500 err_code=10057 description=message delete not permitted", denied},
		{"purge denied", "nats", 0, "10110", "nats: API error: code=500 err_code=10110 description=stream purge not permitted", denied},
		{"purge denied plain", "", 0, "", "nats: stream purge not permitted", denied},
		{"rollup denied", "nats", 0, "10111", "nats: nats: API error: code=500 err_code=10111 description=rollup not permitted", denied},
		{"rollup denied plain", "nats", 0, "", "nats: rollup not permitted", denied},
		// near misses
		{"sealed stays premise", "nats", 0, "10109", "nats: API error: code=400 err_code=10109 description=invalid operation on sealed stream", premise},
		{"deleted link target stays premise", "nats", 0, "", "nats: not allowed to link to a deleted object", premise},
		{"permissions stays denied", "nats", 0, "", "nats: permissions violation: Permissions Violation for Publish to \"billing.charge\"", denied},
	})
}

// TestGeneralise1638ObjectLinkShape: an object-store link the API does
// not allow by its shape: nats.go ErrNoLinkToLink "not allowed to link to
// another link", ErrLinkNotAllowed "link cannot be set when putting the
// object in bucket": link to the object itself, or put then link: invalid,
// "not allowed" being no refusal of the caller (nats.go v1.56.0
// jetstream/object.go; set 1638, live). Near misses: a deleted target
// stays premise, a missing object stays premise, a bucket link read as an
// object stays invalid.
func TestGeneralise1638ObjectLinkShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"link to link", "nats", 0, "", "nats: not allowed to link to another link", invalid},
		{"link to link no protocol", "", 0, "", "add link reports/latest: nats: not allowed to link to another link", invalid},
		{"link on put", "nats", 0, "", "nats: link cannot be set when putting the object in bucket", invalid},
		// near misses
		{"deleted target stays premise", "nats", 0, "", "nats: not allowed to link to a deleted object", premise},
		{"missing object stays premise", "nats", 0, "", "nats: object not found", premise},
		{"bucket link get stays invalid", "nats", 0, "", "nats: invalid Get, object is a link to a bucket", invalid},
	})
}

// TestGeneralise1638StoreEOF: nats-server's ErrStoreEOF in a JetStream API
// error, "description=stream store EOF" (10057 from Stream.DeleteMsg of a
// sequence past the end, wrapped by nats.go's "message deletion
// unsuccessful"): the message named is not in the stream, premise, read
// ahead of Go's "EOF" (goerr.go goWords, brokerwords.go
// jetStreamStateWords; set 1638, live). Near misses: a bare EOF and an
// unexpected EOF on a read stay the closed connection's wait.
func TestGeneralise1638StoreEOF(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"delete past end", "nats", 0, "10057", "nats: message deletion unsuccessful: nats: API error: code=500 err_code=10057 description=stream store EOF", premise},
		{"delete past end no protocol", "", 0, "", "nats: API error: code=500 err_code=10057 description=stream store EOF", premise},
		{"delete past end as 500", "http", 500, "", "nats: API error: code=500 err_code=10057 description=stream store EOF", premise},
		// near misses
		{"bare eof stays wait", "go", 0, "", "EOF", transient},
		{"read eof stays wait", "nats", 0, "", "read tcp 127.0.0.1:52144->127.0.0.1:4222: read: connection reset by peer", transient},
		{"unexpected eof stays wait", "go", 0, "", "unexpected EOF", transient},
	})
}
