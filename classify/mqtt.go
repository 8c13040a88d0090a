package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// mqttReasons: MQTT 5 reason codes (OASIS MQTT 5.0, 2.4 Reason Code) as a
// broker sends them in CONNACK, PUBACK, SUBACK and DISCONNECT, and as an
// MQTT client hands them over beside a text that often says nothing:
// paho.golang's "failed to connect to server: " and "error publishing: "
// carry only the broker's reason string, which Mosquitto leaves empty
// (held-out set 1529, captured live). Each code names what it proves:
// credentials and authority (0x86, 0x87, 0x8A) denied; the call's own
// packet, topic, QoS or feature use (0x81, 0x82, 0x85, 0x8C, 0x8F to 0x95,
// 0x99 to 0x9B, 0x9E, 0xA1, 0xA2) invalid; a server that is away, busy,
// shutting down, over its rate or connect time (0x88, 0x89, 0x8B, 0x8D,
// 0x96, 0x9F, 0xA0) transient; a version the server does not speak, a
// session another connection took, a server that sends the client
// elsewhere (0x84, 0x8E, 0x9C, 0x9D) premise, as realtimeWords reads their
// names; and 0x10, a QoS 1 publish accepted with no matching subscriber,
// which worked and reached no one: ambiguous. 0x80 Unspecified error,
// 0x83 Implementation specific error and 0x97 Quota exceeded (an
// implementation's own limit, a rate on one broker and a hard cap on
// another) name no cause, and are left to the text.
var mqttReasons = map[byte]struct {
	kind   rung.Kind
	reason string
}{
	0x10: {ambiguous, "MQTT 0x10 No matching subscribers: the publish was accepted but no subscriber received it"},
	0x81: {invalid, "MQTT 0x81 Malformed Packet: the packet the client sent does not parse (a bad topic filter or property)"},
	0x82: {invalid, "MQTT 0x82 Protocol Error: the packet breaks the protocol"},
	0x84: {premise, "MQTT 0x84 Unsupported Protocol Version: the server does not speak the version the client asked for"},
	0x85: {invalid, "MQTT 0x85 Client Identifier not valid: the broker does not allow this client identifier"},
	0x86: {denied, "MQTT 0x86 Bad User Name or Password: the broker rejected the credentials"},
	0x87: {denied, "MQTT 0x87 Not authorized: the broker's authorization refuses this client or topic"},
	0x88: {transient, "MQTT 0x88 Server unavailable: the server cannot take the connection now"},
	0x89: {transient, "MQTT 0x89 Server busy: try again later"},
	0x8A: {denied, "MQTT 0x8A Banned: the client is banned by the broker"},
	0x8B: {transient, "MQTT 0x8B Server shutting down: reconnect once it is back"},
	0x8C: {invalid, "MQTT 0x8C Bad authentication method: the client used a method the server does not support"},
	0x8D: {transient, "MQTT 0x8D Keep Alive timeout: reconnect"},
	0x8E: {premise, "MQTT 0x8E Session taken over: another connection took this client id's session"},
	0x8F: {invalid, "MQTT 0x8F Topic Filter invalid: the subscription's filter is not accepted"},
	0x90: {invalid, "MQTT 0x90 Topic Name invalid: the broker does not accept this topic name"},
	0x91: {invalid, "MQTT 0x91 Packet Identifier in use: the client reused a packet identifier"},
	0x93: {invalid, "MQTT 0x93 Receive Maximum exceeded: the client sent more unacknowledged publishes than the server allows"},
	0x94: {invalid, "MQTT 0x94 Topic Alias invalid: the alias is over the server's maximum"},
	0x95: {invalid, "MQTT 0x95 Packet too large: the packet is over the broker's maximum: shrink it"},
	0x96: {transient, "MQTT 0x96 Message rate too high: slow down"},
	0x99: {invalid, "MQTT 0x99 Payload format invalid: the payload does not match its format indicator"},
	0x9A: {invalid, "MQTT 0x9A Retain not supported: publish without the retain flag"},
	0x9B: {invalid, "MQTT 0x9B QoS not supported: use a QoS within the server's maximum"},
	0x9C: {premise, "MQTT 0x9C Use another server: the client must connect elsewhere"},
	0x9D: {premise, "MQTT 0x9D Server moved: the client must connect elsewhere"},
	0x9E: {invalid, "MQTT 0x9E Shared Subscriptions not supported: subscribe without $share"},
	0x9F: {transient, "MQTT 0x9F Connection rate exceeded: connect again later"},
	0xA0: {transient, "MQTT 0xA0 Maximum connect time: the server ended the connection after its allowed time: reconnect"},
	0xA1: {invalid, "MQTT 0xA1 Subscription Identifiers not supported: subscribe without one"},
	0xA2: {invalid, "MQTT 0xA2 Wildcard Subscriptions not supported: subscribe to exact topics"},
}

// mqttReasonCode reads an MQTT 5 reason code given as the Code field
// under the mqtt protocol, in the spec's hex notation ("0x87", "0x87 Not
// authorized"). A bare decimal ("135") is not read: the same numbers are
// exit statuses and other protocols' codes (set 1302's ruling).
func mqttReasonCode(proto, code string) (Result, bool) {
	if len(code) < 4 || code[0] != '0' || (code[1] != 'x' && code[1] != 'X') || !strings.EqualFold(proto, "mqtt") {
		return Result{}, false
	}
	if len(code) > 4 && code[4] != ' ' {
		return Result{}, false
	}
	hi, ok1 := hexDigit(code[2])
	lo, ok2 := hexDigit(code[3])
	if !ok1 || !ok2 {
		return Result{}, false
	}
	r, ok := mqttReasons[hi<<4|lo]
	if !ok {
		return Result{}, false
	}
	return Result{Kind: r.kind, Reason: r.reason}, true
}

func hexDigit(b byte) (byte, bool) {
	switch {
	case b >= '0' && b <= '9':
		return b - '0', true
	case b >= 'a' && b <= 'f':
		return b - 'a' + 10, true
	case b >= 'A' && b <= 'F':
		return b - 'A' + 10, true
	}
	return 0, false
}
