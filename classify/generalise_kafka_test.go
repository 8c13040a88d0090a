package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseKafka checks Apache Kafka's protocol error codes
// (kafka.apache.org/protocol, "Error Codes") in the four Go-facing clients'
// words: sarama's descriptions, kafka-go's "[N] Title: description",
// librdkafka's "Broker: ..." and the code names franz-go and the Java client
// print. A code the protocol marks retriable is a wait; the others read by
// what they say (authorization denied, a topic that does not exist premise,
// a message too large invalid, a topic that exists conflict).
func TestGeneraliseKafka(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sarama: tried to send a message to a", "", 0, "", "kafka server: Tried to send a message to a replica that is not the leader for some partition. Your metadata is out of date.", rung.KindTransient},
		{"sarama: in the middle of a leadership", "", 0, "", "kafka server: In the middle of a leadership election, there is currently no leader for this partition and hence it is unavailable for writes.", rung.KindTransient},
		{"sarama: request exceeded the user-spe", "", 0, "", "kafka server: Request exceeded the user-specified time limit in the request", rung.KindTransient},
		{"sarama: request was for a topic or pa", "", 0, "", "kafka server: Request was for a topic or partition that does not exist on this broker", rung.KindPremise},
		{"sarama: the client is not authorized", "", 0, "", "kafka server: The client is not authorized to access this topic", rung.KindDenied},
		{"sarama: message was too large, server", "", 0, "", "kafka server: Message was too large, server rejected it to avoid allocation error", rung.KindInvalid},
		{"sarama: the group is rebalancing, so", "", 0, "", "kafka server: The group is rebalancing, so a rejoin is needed", rung.KindTransient},
		{"sarama: request was for a consumer gr", "", 0, "", "kafka server: Request was for a consumer group that is not coordinated by this broker", rung.KindTransient},
		{"sarama: topic with this name already", "", 0, "", "kafka server: Topic with this name already exists", rung.KindConflict},
		{"sarama: messages are rejected since t", "", 0, "", "kafka server: Messages are rejected since there are fewer in-sync replicas than required", rung.KindTransient},
		{"sarama: messages are written to the l", "", 0, "", "kafka server: Messages are written to the log, but to fewer in-sync replicas than required", rung.KindTransient},
		{"sarama: the producer attempted to upd", "", 0, "", "kafka server: The producer attempted to update a transaction while another concurrent operation on the same transaction was ongoing", rung.KindTransient},
		{"sarama: replication-factor is invalid", "", 0, "", "kafka server: Replication-factor is invalid", rung.KindInvalid},
		{"sarama: sasl authentication failed", "", 0, "", "kafka server: SASL Authentication failed", rung.KindDenied},
		{"sarama: the coordinator is loading an", "", 0, "", "kafka server: The coordinator is loading and hence can't process requests for this group", rung.KindTransient},
		{"sarama: disk error when trying to acc", "", 0, "", "kafka server: Disk error when trying to access log file on the disk", rung.KindTransient},
		{"sarama: the throttling quota has been", "", 0, "", "kafka server: The throttling quota has been exceeded", rung.KindTransient},
		{"kafka-go: not enough replicas: messages are rejected since t", "", 0, "", "[19] Not Enough Replicas: Messages are rejected since there are fewer in-sync replicas than required.", rung.KindTransient},
		{"kafka-go: not leader for partition: the client attempted to send", "", 0, "", "[6] Not Leader For Partition: the client attempted to send messages to a replica that is not the leader for some partition, the client's metadata are likely out of date", rung.KindTransient},
		{"kafka-go: unknown topic or partition: the request is for a topic or", "", 0, "", "[3] Unknown Topic Or Partition: the request is for a topic or partition that does not exist on this broker", rung.KindPremise},
		{"franz-go not_leader_for_partition: this server is not the leader", "", 0, "", "NOT_LEADER_FOR_PARTITION: This server is not the leader for that topic-partition.", rung.KindTransient},
		{"franz-go leader_not_available: there is no leader for this t", "", 0, "", "LEADER_NOT_AVAILABLE: There is no leader for this topic-partition as we are in the middle of a leadership election.", rung.KindTransient},
		{"franz-go rebalance_in_progress: the group is rebalancing, so", "", 0, "", "REBALANCE_IN_PROGRESS: The group is rebalancing, so a rejoin is needed.", rung.KindTransient},
		{"franz-go coordinator_load_in_progress: the coordinator is loading an", "", 0, "", "COORDINATOR_LOAD_IN_PROGRESS: The coordinator is loading and hence can't process requests.", rung.KindTransient},
		{"librdkafka local: message timed out", "", 0, "", "Local: Message timed out", rung.KindTransient},
		{"librdkafka: not enough in-sync replicas", "", 0, "", "Broker: Not enough in-sync replicas", rung.KindTransient},
		{"librdkafka: leader not available", "", 0, "", "Broker: Leader not available", rung.KindTransient},
		{"librdkafka: unknown topic or partition", "", 0, "", "Broker: Unknown topic or partition", rung.KindPremise},
		{"librdkafka: topic authorization failed", "", 0, "", "Broker: Topic authorization failed", rung.KindDenied},
		{"librdkafka: message size too large", "", 0, "", "Broker: Message size too large", rung.KindInvalid},
		// The Java exception's class name and neighbours outside Kafka.
		{"java NotEnoughReplicasException", "", 0, "", "org.apache.kafka.common.errors.NotEnoughReplicasException: Messages are rejected since there are fewer in-sync replicas than required.", rung.KindTransient},
		{"java ProducerFencedException", "", 0, "", "org.apache.kafka.common.errors.ProducerFencedException: There is a newer producer with the same transactionalId which fences the current one.", rung.KindPremise},
		{"an API gateway's authorization failure", "http", 403, "", `{"message":"Authorization failed"}`, rung.KindDenied},
		{"a missing field is still invalid", "http", 400, "", `{"error":"field 'name' is required"}`, rung.KindInvalid},
	})
}
