package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e25deb7e: 28/34 overall, 12/18 tricky.
// Fixed: i1519-channel-user-limit (RabbitMQ's count limits in their "has reached" wording: amqp.go amqpLimitReached; TestGeneralise1519AMQPLimitReached).
// Fixed: i1519-connection-blocked-memory-alarm, i1519-connection-blocked-disk-alarm (a connection.blocked reason handed over bare under amqp: amqp.go amqpBlockedReason; TestGeneralise1519BareBlockedReason).
// Tolerated: i1519-redeclare-queue-other-durable: premise vs conflict (the lead's inequivalent-arg ruling after set 1327, amqp.go amqpDecide 406): the entity exists with arguments that cannot change; this set read the collision as conflict (use the queue the world holds), the ruling reads the plan's belief about it false.
// Tolerated: i1519-redeclare-exchange-other-type: premise vs conflict (the same inequivalent-arg ruling): an exchange redeclared with another type, as the line above.
// Tolerated: i1519-consume-reused-consumer-tag: invalid vs conflict (set 1327's consumer-tag ruling, amqp.go amqpDecide 530): the tag the call chose must be unique on its channel; this set read the consumer already there as the step's own.
func TestIndependentCases1519(t *testing.T) {
	runIndependent(t, "testdata/independent1519.jsonl", true, "i1519-redeclare-queue-other-durable", "i1519-redeclare-exchange-other-type", "i1519-consume-reused-consumer-tag")
}

// TestGeneralise1519AMQPLimitReached holds RabbitMQ's count limits in both
// its wordings (amqp.go amqpLimitReached): "limit (N) is reached" and the
// channel counts' "has reached the maximum allowed ... limit of (N)" or
// "has reached the negotiated channel_max": counts held by entities that
// exist, premise, under 530 and 406 alike (RabbitMQ rabbit_reader and
// rabbit_channel; rabbitmq.com/docs/user-limits, vhosts#limits, channels
// #channel-max). Near misses: a refused vhost stays denied, a reused
// consumer tag and an oversize message stay invalid.
func TestGeneralise1519AMQPLimitReached(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"user channel limit", "amqp", 0, "530", `Exception (530) Reason: "NOT_ALLOWED - number of channels opened for user 'etl' has reached the maximum allowed user limit of (16)"`, rung.KindPremise},
		{"node channel limit", "", 0, "", `Exception (530) Reason: "NOT_ALLOWED - number of channels opened for node 'rabbit@mq-2' has reached the maximum allowed limit of (2048)"`, rung.KindPremise},
		{"negotiated channel_max", "amqp", 0, "", `Exception (530) Reason: "NOT_ALLOWED - number of channels opened (2047) has reached the negotiated channel_max (2047)"`, rung.KindPremise},
		{"pika channel limit", "", 0, "", `(530, "NOT_ALLOWED - number of channels opened for user 'worker' has reached the maximum allowed user limit of (4)")`, rung.KindPremise},
		{"vhost connection limit", "amqp", 0, "", `Exception (530) Reason: "NOT_ALLOWED - access to vhost 'tenant7' refused for user 'svc': connection limit (10) is reached"`, rung.KindPremise},
		{"queue limit 406", "amqp", 0, "", `Exception (406) Reason: "PRECONDITION_FAILED - cannot declare queue 'q9' in vhost 'tenant7': vhost queue limit (50) is reached"`, rung.KindPremise},
		// Near misses.
		{"vhost refused", "amqp", 0, "", `Exception (530) Reason: "NOT_ALLOWED - access to vhost 'billing' refused for user 'svc'"`, rung.KindDenied},
		{"consumer tag", "amqp", 0, "", `Exception (530) Reason: "NOT_ALLOWED - attempt to reuse consumer tag 'w9'"`, rung.KindInvalid},
		{"message too large", "amqp", 0, "", `Exception (406) Reason: "PRECONDITION_FAILED - message size 5242880 is larger than configured max size 1048576"`, rung.KindInvalid},
	})
}

// TestGeneralise1519BareBlockedReason holds RabbitMQ's connection.blocked
// reason handed over bare, as amqp091-go's Blocking.Reason holds it (amqp.go
// amqpBlockedReason): publishers pause until the memory or disk alarm
// clears, transient (rabbitmq.com/docs/connection-blocked, alarms). Only
// under amqp and only a whole text of alarm reasons: the same words in a
// sentence, or without the amqp protocol, keep their readings.
func TestGeneralise1519BareBlockedReason(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"memory", "amqp", 0, "", "low on memory", rung.KindTransient},
		{"disk", "amqp", 0, "", "low on disk", rung.KindTransient},
		{"both", "amqp", 0, "", "low on memory & low on disk", rung.KindTransient},
		{"upper protocol", "AMQP", 0, "", " low on disk\n", rung.KindTransient},
		// Near misses.
		{"ray sentence", "amqp", 0, "", "Task was killed due to the node running low on memory.", rung.KindUnknown},
		{"other word", "amqp", 0, "", "low on memory & out of file descriptors", rung.KindUnknown},
	})
}
