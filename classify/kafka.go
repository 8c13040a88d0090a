package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// Apache Kafka's protocol error codes (kafka.apache.org/protocol, "Error
// Codes", with each code's retriable flag) reach an agent in four spellings:
// the code's name (the Java client's logs, franz-go "NOT_ENOUGH_REPLICAS:
// ...", kcat), the Java exception's class (NotEnoughReplicasException),
// kafka-go's title ("[19] Not Enough Replicas: ...") and librdkafka's
// sentence ("Broker: Not enough in-sync replicas"); sarama prints only the
// description ("kafka server: Messages are rejected since there are fewer
// in-sync replicas than required"). A code the protocol marks retriable is
// a wait (a leader election, a coordinator loading, replicas catching up);
// the others say what is wrong with the call, the authority or the world.
// Codes that read right from their words already ("already exists", "not
// authorized", "message too large", OffsetOutOfRange in endstate.go) are
// left to those.
var kafkaWords = concat(
	kafkaCode("LEADER_NOT_AVAILABLE", transient, "a leader election is under way"),
	kafkaCode("NOT_LEADER_OR_FOLLOWER", transient, "the client's metadata is stale: it refreshes and sends again"),
	kafkaCode("NOT_LEADER_FOR_PARTITION", transient, "the client's metadata is stale: it refreshes and sends again"),
	kafkaCode("REPLICA_NOT_AVAILABLE", transient, "a replica is not available yet"),
	kafkaCode("NOT_ENOUGH_REPLICAS", transient, "fewer in-sync replicas than min.insync.replicas: wait for them to catch up"),
	kafkaCode("COORDINATOR_LOAD_IN_PROGRESS", transient, "the group coordinator is loading"),
	kafkaCode("COORDINATOR_NOT_AVAILABLE", transient, "the group coordinator is not available yet"),
	kafkaCode("NOT_COORDINATOR", transient, "the client asked a broker that is not the group's coordinator: it looks it up again"),
	kafkaCode("REBALANCE_IN_PROGRESS", transient, "the consumer group is rebalancing: rejoin"),
	kafkaCode("ILLEGAL_GENERATION", transient, "the consumer group moved to a new generation: rejoin"),
	kafkaCode("UNKNOWN_MEMBER_ID", transient, "the coordinator dropped this member (session timeout or rebalance): rejoin"),
	kafkaCode("KAFKA_STORAGE_ERROR", transient, "a broker's log directory is offline: the partition moves to another replica"),
	kafkaCode("FENCED_LEADER_EPOCH", transient, "the client's leader epoch is stale: it refreshes its metadata"),
	kafkaCode("UNKNOWN_LEADER_EPOCH", transient, "the broker has not caught up with the leader epoch yet"),
	kafkaCode("OFFSET_NOT_AVAILABLE", transient, "the leader's offsets are not available yet"),
	kafkaCode("PREFERRED_LEADER_NOT_AVAILABLE", transient, "the preferred leader is not available yet"),
	kafkaCode("UNSTABLE_OFFSET_COMMIT", transient, "a pending transactional offset commit: wait for it"),
	kafkaCode("THROTTLING_QUOTA_EXCEEDED", transient, "the broker's mutation rate quota: it refills"),
	kafkaCode("FETCH_SESSION_ID_NOT_FOUND", transient, "the fetch session expired: the client opens a new one"),
	kafkaCode("PRODUCER_FENCED", premise, "a newer producer with the same transactional id took over: this one must stop"),
	kafkaCode("INVALID_PRODUCER_EPOCH", premise, "a newer producer with the same transactional id took over: this one must stop"),
	kafkaCode("TRANSACTIONAL_ID_NOT_FOUND", premise, "the transactional id is not known to the coordinator"),
	kafkaCode("GROUP_ID_NOT_FOUND", premise, "the consumer group does not exist"),
	kafkaCode("TOPIC_DELETION_DISABLED", premise, "the cluster does not allow deleting topics"),
	kafkaCode("GROUP_MAX_SIZE_REACHED", premise, "the consumer group is full"),
	// Set 1200: deleting a group's offsets for a topic its members still
	// consume (GROUP_SUBSCRIBED_TO_TOPIC, code 86): the word "forbidden"
	// in its description names the group's state, not the caller's
	// authority; the members must stop first.
	kafkaCode("GROUP_SUBSCRIBED_TO_TOPIC", premise, "the consumer group is still subscribed to the topic: stop its members first"),
	// Set 1669: the producer's idempotent or transactional state is not
	// what the broker holds (non-retriable in the protocol's table): the
	// sequence numbers disagree (OUT_OF_ORDER_SEQUENCE_NUMBER, 45), the
	// transaction is not in the state the call needs (INVALID_TXN_STATE,
	// 48), the producer id is unknown or not mapped to the transactional
	// id (UNKNOWN_PRODUCER_ID, 59; INVALID_PRODUCER_ID_MAPPING, 49). The
	// producer must be reset or the transaction begun again; the word
	// "invalid" in the name is not the call's arguments.
	kafkaCode("OUT_OF_ORDER_SEQUENCE_NUMBER", premise, "the broker's sequence for this producer disagrees with the producer's: reset the producer"),
	kafkaCode("INVALID_TXN_STATE", premise, "the transaction is not in the state the call needs: begin it again"),
	kafkaCode("INVALID_PRODUCER_ID_MAPPING", premise, "the producer id is not mapped to this transactional id: reinitialise the producer"),
	kafkaCode("UNKNOWN_PRODUCER_ID", premise, "the broker no longer holds this producer's state: reinitialise the producer"),
	kafkaCode("RECORD_LIST_TOO_LARGE", invalid, "the batch is larger than the broker accepts: send it smaller"),
	// MESSAGE_TOO_LARGE's Java class, and the Java producer's own check
	// before sending (KafkaProducer.ensureValidRecordSize: "The message is
	// N bytes when serialized which is larger than M, which is the value
	// of the max.request.size configuration", or the buffer.memory one),
	// whose words say "larger than" but never "too large" (held-out set 798).
	[]pattern{
		{text: "recordtoolargeexception", kind: invalid, reason: "Kafka MESSAGE_TOO_LARGE: the record is larger than the producer or broker accepts: send it smaller"},
		{text: "bytes when serialized which is larger than", kind: invalid, reason: "Kafka producer: the serialized record is larger than max.request.size or buffer.memory: send it smaller"},
	},
	kafkaCode("INVALID_REQUIRED_ACKS", invalid, "acks must be -1, 0 or 1"),
	// "The transaction timeout is larger than the maximum value allowed by
	// the broker (as configured by transaction.max.timeout.ms)": the
	// producer's own setting, not a wait (set 1669's near miss read it
	// transient by the word "timeout").
	kafkaCode("INVALID_TRANSACTION_TIMEOUT", invalid, "the producer's transaction.timeout.ms is above the broker's transaction.max.timeout.ms: lower it"),
	kafkaCode("INVALID_REPLICATION_FACTOR", invalid, "the replication factor is invalid"),
	kafkaCode("INVALID_PARTITIONS", invalid, "the number of partitions is invalid"),
	// Set 1254: the broker does not support the API (or any version of it
	// the client can send), UNSUPPORTED_VERSION, code 35: an older broker
	// than the call needs; the request is right, the host lacks it.
	kafkaCode("UNSUPPORTED_VERSION", premise, "the broker does not support this API's version: a newer broker is needed"),
	[]pattern{{text: "the version of api is not supported", kind: premise, reason: "Kafka UNSUPPORTED_VERSION: the broker does not support this API's version: a newer broker is needed"}},
	kafkaCode("UNSUPPORTED_COMPRESSION_TYPE", invalid, "the broker does not accept this compression type"),
	kafkaCode("DUPLICATE_SEQUENCE_NUMBER", conflict, "the broker already holds this batch"),
	// Set 1200: a record whose timestamp is outside the topic's accepted
	// window (INVALID_TIMESTAMP, code 32; message.timestamp.*.max.ms): the
	// record's own value, which the next send must fix.
	kafkaCode("INVALID_TIMESTAMP", invalid, "the record's timestamp is outside the topic's accepted range: send it with a valid one"),
	// POLICY_VIOLATION by hand: its joined spelling must stand as a word
	// (or Java's PolicyViolationException), for coder/websocket names close
	// 1008 "StatusPolicyViolation", whose reason says why (held-out set 775).
	[]pattern{
		{text: "policy_violation", kind: invalid, reason: kafkaPolicyReason},
		{text: "policyviolation", kind: invalid, word: true, reason: kafkaPolicyReason},
		{text: "policyviolationexception", kind: invalid, reason: kafkaPolicyReason},
	},
	kafkaCode("UNKNOWN_TOPIC_OR_PARTITION", premise, "the topic does not exist"),
	[]pattern{
		// The same codes in sarama's and librdkafka's descriptions, where
		// they are not the code's own words.
		{text: "not the leader for some partition", kind: transient, reason: "Kafka NOT_LEADER_OR_FOLLOWER: the client's metadata is stale"},
		{text: "not the leader for that topic-partition", kind: transient, reason: "Kafka NOT_LEADER_OR_FOLLOWER: the client's metadata is stale"},
		{text: "there is currently no leader for this partition", kind: transient, reason: "Kafka LEADER_NOT_AVAILABLE: a leader election is under way"},
		{text: "fewer in-sync replicas than required", kind: transient, reason: "Kafka NOT_ENOUGH_REPLICAS: wait for the replicas to catch up"},
		{text: "not enough in-sync replicas", kind: transient, reason: "Kafka NOT_ENOUGH_REPLICAS: wait for the replicas to catch up"},
		{text: "the group is rebalancing", kind: transient, reason: "Kafka REBALANCE_IN_PROGRESS: rejoin"},
		// A consumer's group membership went stale (set 1150): the group
		// moved to a new generation (ILLEGAL_GENERATION, code 22) or the
		// coordinator dropped the member (UNKNOWN_MEMBER_ID, code 25), in
		// sarama's, the protocol's and librdkafka's descriptions. Nothing
		// in the call is wrong; the client rejoins and sends again.
		{text: "not the current generation", kind: transient, reason: "Kafka ILLEGAL_GENERATION: the consumer group moved to a new generation: rejoin"},
		{text: "group generation id is not valid", kind: transient, reason: "Kafka ILLEGAL_GENERATION: the consumer group moved to a new generation: rejoin"},
		{text: "coordinator is not aware of this member", kind: transient, reason: "Kafka UNKNOWN_MEMBER_ID: the coordinator dropped this member: rejoin"},
		{text: "broker: unknown member", kind: transient, reason: "Kafka UNKNOWN_MEMBER_ID (librdkafka): the coordinator dropped this member: rejoin"},
		{text: "the coordinator is loading", kind: transient, reason: "Kafka COORDINATOR_LOAD_IN_PROGRESS"},
		{text: "consumer group that is not coordinated by this broker", kind: transient, reason: "Kafka NOT_COORDINATOR: the client looks the coordinator up again"},
		{text: "exceeded the user-specified time limit in the request", kind: transient, timeout: true, reason: "Kafka REQUEST_TIMED_OUT"},
		{text: "disk error when trying to access log file", kind: transient, reason: "Kafka KAFKA_STORAGE_ERROR: the partition moves to another replica"},
		// Set 1669: the same codes in their descriptions (sarama, the
		// protocol's table), and franz-go's own producer and dial
		// diagnoses: a record without a topic is the call's argument; a
		// broker that hangs up at once because the client sent no SASL
		// wants credentials the client lacks (the TLS case above is the
		// setup, premise).
		{text: "received an out of order sequence number", kind: premise, reason: "Kafka OUT_OF_ORDER_SEQUENCE_NUMBER: the broker's sequence for this producer disagrees with the producer's: reset the producer"},
		{text: "transactional operation in an invalid state", kind: premise, reason: "Kafka INVALID_TXN_STATE: the transaction is not in the state the call needs: begin it again"},
		{text: "larger than the configured segment size", kind: invalid, reason: "Kafka RECORD_LIST_TOO_LARGE: the batch is larger than the broker accepts: send it smaller"},
		{text: "cannot produce record with no topic", kind: invalid, reason: "franz-go: the record names no topic and the client has no default topic: set one"},
		{text: "sasl is required but not provided", kind: denied, reason: "the broker closed the connection because the client sent no SASL credentials (franz-go ErrFirstReadEOF): the client is not authenticated"},
		{text: "throttling quota has been exceeded", kind: transient, reason: "Kafka THROTTLING_QUOTA_EXCEEDED: it refills"},
		{text: "newer producer with the same transactionalid", kind: premise, reason: "Kafka PRODUCER_FENCED: a newer producer took over"},
		// Set 1200: GROUP_SUBSCRIBED_TO_TOPIC and INVALID_TIMESTAMP in
		// their descriptions (sarama, the protocol's table), read ahead
		// of the generic "forbidden" and "out of range".
		{text: "forbidden while the consumer group is actively subscribed", kind: premise, reason: "Kafka GROUP_SUBSCRIBED_TO_TOPIC: the consumer group is still subscribed to the topic: stop its members first"},
		{text: "timestamp of the message is out of acceptable range", kind: invalid, reason: "Kafka INVALID_TIMESTAMP: the record's timestamp is outside the topic's accepted range: send it with a valid one"},
		// Set 1200: franz-go's own diagnoses. ErrDataLoss: after an
		// unclean leader election the partition's log ends before the
		// offset the consumer had read to; the client reset, and the
		// records between are gone: what was built on them must be
		// rechecked, premise. ErrFirstReadEOF's TLS case: the broker
		// closes every connection at once because client and listener
		// disagree on TLS; each retry closes the same way: the setup,
		// premise.
		{text: "lost records; the client consumed to offset", kind: premise, reason: "Kafka data loss (franz-go ErrDataLoss): records the consumer had read are gone from the log: recheck what was built on them"},
		{text: "is tls misconfigured on the client or the broker", kind: premise, reason: "the broker closed the connection right after the dial: client and listener disagree on TLS (franz-go ErrFirstReadEOF): fix the setup"},
		// OFFSET_OUT_OF_RANGE (code 1) in the spellings that endstate.go's
		// Java "is out of range for partition" misses: the code's name
		// (franz-go, kcat), the Java class, the protocol's description
		// (franz-go, kafka-go: "not within the range of offsets maintained
		// by the server"; sarama: "outside the range ...") and librdkafka's
		// "Broker: Offset out of range". Retention removed what the stored
		// position points to: reset it (set 382). The bare words "offset
		// out of range" are not read: a seek or slice says so of an argument.
		{text: "offset_out_of_range", kind: premise, reason: "Kafka OFFSET_OUT_OF_RANGE: the position is outside the retained log: reset it"},
		{text: "offsetoutofrange", kind: premise, reason: "Kafka OFFSET_OUT_OF_RANGE: the position is outside the retained log: reset it"},
		{text: "range of offsets maintained by the server", kind: premise, reason: "Kafka OFFSET_OUT_OF_RANGE: the position is outside the retained log: reset it"},
		{text: "broker: offset out of range", kind: premise, reason: "Kafka OFFSET_OUT_OF_RANGE (librdkafka): the position is outside the retained log: reset it"},
	},
)

// kafkaCode spells one Kafka error code three ways, as the clients print
// it: NOT_ENOUGH_REPLICAS, NotEnoughReplicas(Exception) and "not enough
// replicas" (kafka-go's title; librdkafka words some codes so too). Matching
// ignores case; the spaced form is kept to codes of three words or more, so
// a short one ("not coordinator") cannot match ordinary prose.
const kafkaPolicyReason = "Kafka POLICY_VIOLATION: the request's parameters do not meet the cluster's configured policy"

func kafkaCode(name string, kind rung.Kind, reason string) []pattern {
	lowerName := strings.ToLower(name)
	words := strings.Split(lowerName, "_")
	reason = "Kafka " + name + ": " + reason
	pats := []pattern{
		{text: lowerName, kind: kind, reason: reason},
		{text: strings.Join(words, ""), kind: kind, reason: reason},
	}
	if len(words) >= 3 {
		pats = append(pats, pattern{text: strings.Join(words, " "), kind: kind, reason: reason})
	}
	return pats
}
