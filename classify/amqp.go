package classify

import (
	"strconv"
	"strings"

	"github.com/rungkit/rung"
)

// AMQP 0-9-1 reply codes (the AMQP 0-9-1 specification's constants, as
// RabbitMQ and rabbitmq/amqp091-go use them). amqp091-go prints a channel
// or connection exception as `Exception (403) Reason: "ACCESS_REFUSED -
// access to queue ...`: a three-digit number that is not an HTTP status,
// and a name that says what the broker refused. The name decides; the
// reason text refines 406 and 530, which cover several causes.
type amqpReply struct {
	name   string
	kind   rung.Kind
	reason string
}

var amqpReplies = map[int]amqpReply{
	311: {"CONTENT_TOO_LARGE", invalid, "AMQP content-too-large (311): the message is larger than the broker accepts"},
	312: {"NO_ROUTE", premise, "AMQP no-route (312): no queue is bound to take the message; the binding the plan assumed is not there"},
	313: {"NO_CONSUMERS", transient, "AMQP no-consumers (313): no consumer can take the message right now"},
	320: {"CONNECTION_FORCED", transient, "AMQP connection-forced (320): the broker closed the connection: reconnect"},
	402: {"INVALID_PATH", premise, "AMQP invalid-path (402): the virtual host does not exist"},
	403: {"ACCESS_REFUSED", denied, "AMQP access-refused (403): the user lacks the permission"},
	404: {"NOT_FOUND", premise, "AMQP not-found (404): the queue or exchange does not exist"},
	405: {"RESOURCE_LOCKED", transient, "AMQP resource-locked (405): another connection holds the queue exclusively"},
	406: {"PRECONDITION_FAILED", invalid, "AMQP precondition-failed (406): the method's arguments do not fit the entity as it is"},
	501: {"FRAME_ERROR", invalid, "AMQP frame-error (501): the client sent a malformed frame"},
	502: {"SYNTAX_ERROR", invalid, "AMQP syntax-error (502): the client sent a frame with illegal values"},
	503: {"COMMAND_INVALID", invalid, "AMQP command-invalid (503): the method is not valid here"},
	504: {"CHANNEL_ERROR", premise, "AMQP channel-error (504): the channel or connection is not open: open a new one before the call"},
	505: {"UNEXPECTED_FRAME", invalid, "AMQP unexpected-frame (505): the client sent a frame out of order"},
	506: {"RESOURCE_ERROR", transient, "AMQP resource-error (506): the broker is short of resources"},
	530: {"NOT_ALLOWED", denied, "AMQP not-allowed (530): the broker's settings forbid this use of the entity"},
	540: {"NOT_IMPLEMENTED", invalid, "AMQP not-implemented (540): the broker does not implement the method"},
	541: {"INTERNAL_ERROR", transient, "AMQP internal-error (541): the broker failed internally"},
}

// amqpReplyByName finds a reply code from its name ("ACCESS_REFUSED",
// "access-refused").
func amqpReplyByName(name string) (int, bool) {
	if len(name) < 8 || len(name) > 19 {
		return 0, false
	}
	for n, r := range amqpReplies {
		if equalFoldDash(name, r.name) {
			return n, true
		}
	}
	return 0, false
}

// equalFoldDash is strings.EqualFold with '-' and '_' taken as one.
func equalFoldDash(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if x == '-' {
			x = '_'
		}
		if y == '-' {
			y = '_'
		}
		if x != y && lower(x) != lower(y) {
			return false
		}
	}
	return true
}

// amqpCode reads an AMQP reply code given as the Code field: "403",
// "403 ACCESS_REFUSED" or "ACCESS_REFUSED". The number with its name counts
// anywhere; either alone only under the amqp protocol, since other
// services use the same numbers and names ("NOT_FOUND", "INTERNAL_ERROR").
func amqpCode(proto, code string) (int, bool) {
	if code == "" {
		return 0, false
	}
	isAMQP := strings.EqualFold(proto, "amqp")
	n, w := leadingInt(code)
	if w == 3 {
		if _, ok := amqpReplies[n]; !ok {
			return 0, false
		}
		rest := strings.TrimSpace(code[3:])
		if rest == "" {
			return n, isAMQP
		}
		m, ok := amqpReplyByName(rest)
		return n, ok && m == n
	}
	if !isAMQP {
		return 0, false
	}
	return amqpReplyByName(code)
}

// amqpNamedReason finds RabbitMQ's reply text ("NOT_FOUND - no queue ...")
// as other clients quote it next to the number: pika's `(404, "NOT_FOUND -
// ...")`, amqplib's `404 (NOT-FOUND) with message "NOT_FOUND - ...`, the
// Java client's `reply-code=404, reply-text=NOT_FOUND - ...`. The name
// counts only when its number comes before it.
func amqpNamedReason(t string) (int, string, bool) {
	// Every reply name holds an underscore: without one, nothing to find.
	if strings.IndexByte(t, '_') < 0 {
		return 0, "", false
	}
	for i := 0; i < len(t); {
		j := strings.Index(t[i:], " - ")
		if j < 0 {
			return 0, "", false
		}
		end := i + j
		start := end
		for start > 0 && (t[start-1] >= 'A' && t[start-1] <= 'Z' || t[start-1] == '_') {
			start--
		}
		if end-start >= 8 {
			if n, ok := amqpReplyByName(t[start:end]); ok && strings.Contains(t[:start], strconv.Itoa(n)) {
				return n, t[end+3:], true
			}
		}
		i = end + 3
	}
	return 0, "", false
}

// amqpException finds amqp091-go's `Exception (NNN) Reason: "NAME - ...`
// in t and returns the code and the text after the name.
func amqpException(t string) (int, string, bool) {
	// ") Reason: " is rarer than "Exception (" and its first byte is
	// rare in text, so the search for it is the cheaper one.
	j := strings.Index(t, ") Reason: ")
	if j < len("Exception (")+3 || t[j-3-len("Exception ("):j-3] != "Exception (" {
		return 0, "", false
	}
	n, w := leadingInt(t[j-3 : j])
	if w != 3 {
		return 0, "", false
	}
	if _, ok := amqpReplies[n]; !ok {
		return 0, "", false
	}
	return n, t[j+len(") Reason: "):], true
}

// amqpPossible: the protocols under which an AMQP reply can arrive: none
// named, amqp itself, or a Go error's text.
func amqpPossible(proto string) bool {
	switch proto {
	case "", "amqp", "AMQP", "go", "golang":
		return true
	}
	return false
}

// amqpShapes reads an AMQP 0-9-1 reply: amqp091-go's exception text, or a
// reply code or name in the Code field.
func amqpShapes(c *ctx) (Result, bool) {
	if n, reason, ok := amqpException(c.text); ok {
		return amqpDecide(n, reason)
	}
	if n, reason, ok := amqpNamedReason(c.text); ok {
		return amqpDecide(n, reason)
	}
	if n, ok := amqpCode(c.proto, c.code); ok {
		return amqpDecide(n, c.text)
	}
	if r, ok := amqpBlockedReason(c.proto, c.text); ok {
		return r, true
	}
	return Result{}, false
}

// amqpBlockedReason reads a connection.blocked reason handed over bare, as
// amqp091-go's Blocking.Reason field holds it ("low on memory", "low on
// disk", both joined by " & "; set 1519): RabbitMQ's resource alarms pause
// publishers only until the alarm clears (rabbitmq.com/docs/
// connection-blocked, alarms), transient. Only under the amqp protocol and
// only where the whole text is alarm reasons: a node or cluster "running
// low on memory" in a sentence is another system's words
// (brokerwords.go brokerAlarmWords reads the reason after "reason").
func amqpBlockedReason(proto, text string) (Result, bool) {
	if !strings.EqualFold(proto, "amqp") {
		return Result{}, false
	}
	t := strings.TrimSpace(text)
	if t == "" || len(t) > 64 {
		return Result{}, false
	}
	for t != "" {
		part, rest, _ := strings.Cut(t, "&")
		part = strings.TrimSpace(part)
		if !strings.EqualFold(part, "low on memory") && !strings.EqualFold(part, "low on disk") {
			return Result{}, false
		}
		t = strings.TrimSpace(rest)
	}
	return Result{Kind: transient, Reason: "RabbitMQ's resource alarm blocked publishing (connection.blocked, reason given bare): it lifts when the alarm clears", Code: "connection.blocked"}, true
}

// amqpLimitReached: RabbitMQ's words for a count limit a virtual host,
// user, node or connection holds ("connection limit (1) is reached",
// "queue limit in vhost 'v' (50) is reached", "number of channels opened
// for user 'u' has reached the maximum allowed user limit of (2)", "number
// of channels opened (2047) has reached the negotiated channel_max (2047)";
// sets 1200, 1327, 1519): the count is held by entities that exist, which
// no argument changes: premise (close some, or raise the limit).
func amqpLimitReached(reason string) bool {
	return (hasFold(reason, "limit") || hasFold(reason, "channel_max")) &&
		(hasFold(reason, "is reached") || hasFold(reason, "has reached"))
}

// amqpDecide is the reply code's kind, refined by the broker's reason for
// the codes that cover several causes (RabbitMQ's own reasons).
func amqpDecide(n int, reason string) (Result, bool) {
	r := amqpReplies[n]
	res := Result{Kind: r.kind, Reason: r.reason, Code: r.name}
	switch n {
	case 501:
		// amqp091-go reports the connection's read failing (EOF, a
		// reset) as a frame error: the link dropped.
		if hasFold(reason, `EOF"`) || hasFold(reason, "connection reset") || hasFold(reason, "broken pipe") || hasFold(reason, "timeout") {
			res.Kind, res.Reason = transient, "AMQP frame-error (501) on a dropped connection: reconnect"
		}
	case 320:
		// Set 1327: RabbitMQ closes the connections of a deleted virtual
		// host or user with connection-forced ("vhost 'x' is deleted",
		// "user 'x' is deleted"): a reconnect finds the vhost gone
		// (premise) or the credentials revoked (denied), not a restart.
		if hasFold(reason, "is deleted") {
			if hasFold(reason, "vhost '") {
				res.Kind, res.Reason = premise, "AMQP connection-forced (320) for a deleted virtual host: it is gone; reconnecting finds nothing"
			} else if hasFold(reason, "user '") {
				res.Kind, res.Reason = denied, "AMQP connection-forced (320) for a deleted user: the credentials are revoked"
			}
		}
	case 403:
		// Set 1327: RabbitMQ answers access-refused to a second exclusive
		// consumer ("queue 'x' in vhost 'y' in exclusive use"): no
		// permission is missing; another consumer holds the queue now, and
		// a standby registers once it goes (rabbitmq.com/docs/consumers,
		// exclusivity).
		if hasFold(reason, "in exclusive use") {
			res.Kind, res.Reason = transient, "AMQP access-refused (403) for a queue in exclusive use by another consumer: register once it goes"
		}
		// Set 984: RabbitMQ answers access-refused for a queue or
		// exchange name under the reserved "amq." prefix ("exchange name
		// 'amq.x' contains reserved prefix 'amq.*'"): no permission grants
		// it; the name the call chose is wrong.
		if reservedValue(reason) {
			res.Kind, res.Reason = invalid, "AMQP access-refused (403) for a reserved name (amq.*): choose another name"
		}
		// Set 1200: RabbitMQ refuses any bind, declare or delete of the
		// default exchange ("operation not permitted on the default
		// exchange") and the deletion of a system exchange ("deletion of
		// system exchange 'amq.direct' in vhost '/' not allowed") to
		// every user: no permission grants it; the call must name another
		// exchange.
		if hasFold(reason, "on the default exchange") || hasFold(reason, "deletion of system exchange") {
			res.Kind, res.Reason = invalid, "AMQP access-refused (403) for an operation no user may do (the default exchange, a system exchange): name another exchange"
		}
	case 405:
		// RabbitMQ words its 405 for an exclusive queue: one that belongs
		// to the connection that declared it, for that connection's
		// whole life, or whose exclusive flag differs from its first
		// declaration. A short wait does not free it while its owner
		// stays connected: the plan's belief that the queue is this
		// connection's to use is false (sets 884, 1033, against 962).
		if hasFold(reason, "exclusive") {
			res.Kind, res.Reason = premise, "AMQP resource-locked (405) of an exclusive queue: it belongs to the connection that declared it (or its exclusive flag differs): declare a queue of this connection's own"
		}
		// Set 1200: a method the queue's type never supports, worded as a
		// lock (RabbitMQ's basic.get on a quorum queue with single active
		// consumer: "... basic.get operations are not supported by quorum
		// queues with single active consumer"): no wait frees it; the call
		// must change (consume instead).
		if hasFold(reason, "operations are not supported") {
			res.Kind, res.Reason = invalid, "AMQP resource-locked (405) for a method this queue type does not support: use another method (basic.consume)"
		}
	case 406:
		switch {
		case hasFold(reason, "acknowledgement") && hasFold(reason, "timed out"):
			// The consumer held a delivery past consumer_timeout; the
			// broker closed the channel and requeued the message.
			res.Kind, res.Reason = transient, "AMQP precondition-failed (406): the delivery's acknowledgement timed out; the message is requeued: reopen the channel and consume again"
		case hasFold(reason, "in use") || hasFold(reason, "not empty"):
			// queue.delete if-unused / if-empty: the queue's state is
			// not what the plan assumed.
			res.Kind, res.Reason = premise, "AMQP precondition-failed (406): the queue is in use or not empty"
		case hasFold(reason, "inequivalent arg"):
			// The lead, after set 1327 (4 blind labels premise against
			// set 382's 1 invalid): a redeclare whose arguments differ from
			// the queue's or exchange's that exists ("inequivalent arg
			// 'x-max-length' for queue 'q' in vhost 'v': received '100' but
			// current is '10'"): those arguments cannot change after
			// declaration, so the entity the world holds is not the one
			// the plan believed; adapt to it, apply a policy or delete it.
			res.Kind, res.Reason = premise, "AMQP precondition-failed (406): the queue or exchange already exists with other arguments, which cannot change: use its arguments, a policy, or delete it"
		case amqpLimitReached(reason):
			// Set 1200: a virtual host's max-queues limit ("cannot declare
			// queue 'x': queue limit in vhost 'y' (50) is reached"; newer
			// RabbitMQ "vhost queue limit (50) is reached"): a count the
			// vhost holds, which no argument changes: premise.
			res.Kind, res.Reason = premise, "AMQP precondition-failed (406): the virtual host's queue limit is reached: remove queues or raise the limit"
		}
	case 530:
		switch {
		case hasFold(reason, "not found") || hasFold(reason, "does not exist"):
			res.Kind, res.Reason = premise, "AMQP not-allowed (530): the virtual host does not exist"
		case amqpLimitReached(reason):
			// Set 1327: a vhost's or user's max-connections or
			// max-channels count ("connection limit (1) is reached"),
			// as the 406 queue limit of set 1200: a count held, premise.
			// Set 1519: the channel counts' "has reached" wording (a
			// user's max-channels, a node's, the negotiated channel_max).
			res.Kind, res.Reason = premise, "AMQP not-allowed (530): a connection or channel limit is reached: close one or raise the limit"
		case hasFold(reason, "reuse consumer tag"):
			// Set 1327: "attempt to reuse consumer tag 'x'": the tag the
			// call chose must be unique on its channel: invalid.
			res.Kind, res.Reason = invalid, "AMQP not-allowed (530): the consumer tag is already used on this channel: choose another"
		}
	}
	return res, true
}

// rabbitMgmtReason reads RabbitMQ's management HTTP API answer to a
// declare or delete the broker refused: {"error":"bad_request","reason":
// "..."} under 400, whose reason is the channel's own close reason without
// its "PRECONDITION_FAILED - " name ("queue 'q' in vhost 'v' not empty",
// "inequivalent arg ... for queue 'q' in vhost 'v': ...", "cannot declare
// queue 'q': queue limit in vhost 'v' (2) is reached"; set 1327). The
// reason is read as amqpDecide reads it under 406, and only where that
// overturns the 406 (a reason it does not refine stays the 400's). The
// reason must name a RabbitMQ virtual host ("in vhost '"): CouchDB and
// others answer the same error/reason pair in their own words.
//
// Set 1659: the same API's publish (POST /api/exchanges/v/x/publish)
// answers a publish the queue refused, its overflow reject-publish on a
// full x-max-length or x-max-length-bytes queue nacking it, with "rejected
// Unable to publish message. Check queue limits." under 400 bad_request:
// the queue is full now and takes messages again as consumers drain it
// (rabbitmq.com/docs/maxlength, overflow behaviour), transient, as the
// nack reads. Its other bad_request reasons (not_base64, not_int,
// key_missing) are the request's and stay invalid.
func rabbitMgmtReason(text string) (Result, bool) {
	if !strings.Contains(text, `"bad_request"`) {
		return Result{}, false
	}
	if strings.Contains(text, "Unable to publish message. Check queue limits") {
		if jsonString(text, "error") != "bad_request" {
			return Result{}, false
		}
		return Result{Kind: transient, Reason: "RabbitMQ management API publish rejected by the queue's limits (x-overflow reject-publish nacked it): the queue is full now; retry once consumers drain it"}, true
	}
	if !strings.Contains(text, "vhost '") {
		return Result{}, false
	}
	if jsonString(text, "error") != "bad_request" {
		return Result{}, false
	}
	reason := jsonString(text, "reason")
	if !strings.Contains(reason, "in vhost '") {
		return Result{}, false
	}
	res, _ := amqpDecide(406, reason)
	if res.Kind == amqpReplies[406].kind {
		return Result{}, false
	}
	res.Reason = "RabbitMQ management API bad_request, read as its " + res.Reason
	return res, true
}
