package classify

import "testing"

// First run at e2225828: 24/34 overall, 10/16 tricky.
// Tolerated: i1521-invalid-subscription: invalid vs premise (ruling): nats.go's "nats: invalid subscription" (ErrBadSubscription) came from NextMsg after the program's own Unsubscribe; the handle ruling (docs/taxonomy.md) keeps a closed statement, rows or cursor the program closed invalid, and a subscription is such a handle.
// Tolerated: i1521-secure-not-available: invalid vs premise (ruling): the client asking for TLS a server does not offer is goerr.go's "server gave HTTP response to HTTPS client" / "first record does not look like a TLS handshake" class, read invalid ("fix the URL"); natsClientWords now reads nats.go's ErrSecureConnWanted and ErrSecureConnRequired the same way.
func TestIndependentCases1521(t *testing.T) {
	runIndependent(t, "testdata/independent1521.jsonl", true, "i1521-invalid-subscription", "i1521-secure-not-available")
}

// TestGeneralise1521NATSClientMisuse: nats.go's sentinels for the
// program's own use of the client API (an ordered consumer used for Fetch
// and Consume, NextMsg on a handler subscription, Respond on a message
// that was not received or has no reply, a non-positive timeout, a
// context without deadline, a JetStream call on a core message) are
// invalid: nothing reached the server and the same call fails the same way
// (nats.go nats.go and jetstream/errors.go; set 1521, captured live).
// Near misses: a timeout that ran out stays a wait, a bad subject stays
// invalid, an ack already made stays conflict.
func TestGeneralise1521NATSClientMisuse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ordered as fetch", "nats", 0, "", "nats: ordered consumer initialized as fetch", invalid},
		{"ordered as consume", "nats", 0, "", "nats: ordered consumer initialized as consume", invalid},
		{"ordered as consume no protocol", "", 0, "", "consume orders: nats: ordered consumer initialized as consume", invalid},
		{"nextmsg on async", "go", 0, "", "nats: illegal call on an async subscription", invalid},
		{"respond not bound", "nats", 0, "", "nats: message is not bound to subscription/connection", invalid},
		{"respond no reply", "nats", 0, "", "nats: message does not have a reply", invalid},
		{"bad timeout", "nats", 0, "", "nats: timeout invalid", invalid},
		{"no deadline ctx", "nats", 0, "", "nats: context requires a deadline", invalid},
		{"not js message", "nats", 0, "", "nats: not a jetstream message", invalid},
		// near misses
		{"plain timeout stays wait", "nats", 0, "", "nats: timeout", transient},
		{"ack timeout stays wait", "nats", 0, "", "nats: timeout waiting for ack", transient},
		{"invalid subject stays invalid", "nats", 0, "", "nats: invalid subject", invalid},
		{"already acked stays conflict", "nats", 0, "", "nats: message was already acknowledged", conflict},
	})
}

// TestGeneralise1521NATSConnectionState: the state of a nats.go
// connection decides. The client's reconnect ends a pull whose server shut
// down (jetstream ErrServerShutdown), a consumer leader change, missed idle
// heartbeats, a call while reconnecting or disconnected, a stale
// connection: transient. A connection the program is draining closes for
// good (ErrConnectionDraining): premise by the handle ruling, as go-redis's
// closed client. A client and server that disagree on TLS
// (ErrSecureConnWanted, ErrSecureConnRequired) are invalid by goerr.go's
// TLS-to-plain-port ruling. Source: nats.go nats.go, jetstream/errors.go;
// set 1521, captured live on nats-server 2.15.3. Near misses: "nats:
// connection closed" keeps set 138's transient, "http: Server closed"
// stays invalid, MySQL's "Server shutdown in progress" stays transient by
// its own reading, the drain's own timeout stays a wait.
func TestGeneralise1521NATSConnectionState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"server shutdown", "nats", 0, "", "nats: server shutdown", transient},
		{"server shutdown wrapped", "", 0, "", "consume tasks: nats: server shutdown", transient},
		{"leadership change", "nats", 0, "", "nats: leadership change", transient},
		{"no heartbeat", "nats", 0, "", "nats: no heartbeat received", transient},
		{"reconnecting", "nats", 0, "", "nats: connection reconnecting", transient},
		{"disconnected", "go", 0, "", "nats: server is disconnected", transient},
		{"stale", "nats", 0, "", "nats: stale connection", transient},
		{"draining", "nats", 0, "", "nats: connection draining", premise},
		{"draining wrapped", "", 0, "", "subscribe jobs.>: nats: connection draining", premise},
		{"secure wanted", "nats", 0, "", "nats: secure connection not available", invalid},
		{"secure required", "nats", 0, "", "nats: secure connection required", invalid},
		// near misses
		{"closed stays transient", "nats", 0, "", "nats: connection closed", transient},
		{"drain timeout stays wait", "nats", 0, "", "nats: draining connection timed out", transient},
		{"http server closed stays invalid", "go", 0, "", "http: Server closed", invalid},
		{"mysql shutdown stays transient", "", 0, "", "Error 1053 (08S01): Server shutdown in progress", transient},
		{"tls plain port stays invalid", "go", 0, "", "tls: first record does not look like a TLS handshake", invalid},
	})
}

// TestGeneralise1521NATSLimits: the NATS server's count limits. The
// connection limit, in the server's own words ("maximum connections
// exceeded", which nats.go passes on as "nats: maximum connections
// exceeded" when the -ERR comes during the handshake) as in nats.go's
// ErrMaxConnectionsExceeded, frees as clients leave: transient. The
// subscription limit (MAX_SUBSCRIPTIONS_ERR, nats.go
// ErrMaxSubscriptionsExceeded) counts standing subscriptions that stay
// until their holders unsubscribe: premise, as JetStream's consumer limit.
// Source: nats.go nats.go processErr; set 1521, captured live. Near misses:
// the payload limit stays invalid, other servers' connection limits stay
// transient.
func TestGeneralise1521NATSLimits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"max conn handshake", "nats", 0, "", "nats: maximum connections exceeded", transient},
		{"max conn raw", "", 0, "", "-ERR 'maximum connections exceeded'", transient},
		{"max conn sentinel", "nats", 0, "", "nats: server maximum connections exceeded", transient},
		{"max account conn", "nats", 0, "", "nats: maximum account active connections exceeded", transient},
		{"max subs sentinel", "nats", 0, "", "nats: server maximum subscriptions exceeded", premise},
		{"max subs raw", "", 0, "", "-ERR 'Maximum Subscriptions Exceeded'", premise},
		// near misses
		{"payload stays invalid", "nats", 0, "", "nats: maximum payload exceeded", invalid},
		{"consumers limit stays premise", "nats", 0, "", "nats: API error: code=400 err_code=10026 description=maximum consumers limit reached", premise},
		{"mysql too many connections", "", 0, "", "ERROR 1040 (HY000): Too many connections", transient},
	})
}

// TestGeneralise1521SlowConsumer: a NATS slow consumer (nats.go
// ErrSlowConsumer "nats: slow consumer, messages dropped", nats.py
// SlowConsumerError "... messages dropped subject=... sid=...") means the
// subscription ran but the client dropped messages past its pending
// limits, and core NATS does not redeliver them: the result is incomplete,
// ambiguous (docs.nats.io nats_admin/slow_consumers; set 1521, captured
// live). Near misses: a client's own full outbound buffer stays a wait, and
// no responders stays transient by set 138.
func TestGeneralise1521SlowConsumer(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"nats.go slow consumer", "nats", 0, "", "nats: slow consumer, messages dropped", ambiguous},
		{"nats.go slow consumer detail", "nats", 0, "", `nats: slow consumer, messages dropped on connection [12] for subscription on "telemetry.>"`, ambiguous},
		{"nats.py slow consumer", "", 0, "", "nats: slow consumer, messages dropped subject=telemetry.cpu, sid=4", ambiguous},
		// near misses
		{"outbound buffer stays wait", "nats", 0, "", "nats: outbound buffer limit exceeded", transient},
		{"no responders stays transient", "nats", 0, "", "nats: no responders available for request", transient},
	})
}
